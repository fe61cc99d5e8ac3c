extension Layout {
  /// Measures what views contain — label text, image sizes, explicit `intrinsic` sizes — for one variant.
  ///
  /// Explicit `intrinsic` values win on their axis for every kind. Labels: one unbroken line (hard line
  /// breaks only) before the first solve; wrapping labels (`numberOfLines != 1`) are re-measured at their
  /// solved width by the fixpoint. Images: the image's size in points unless `intrinsic` is given; no
  /// `src` (or an unreadable one, reported) means no intrinsic size. Stacks, plain views and guides have
  /// none unless `intrinsic` is given. Measurements are cached per (request, width).
  final class IntrinsicSizer {
    let measurer: TextMeasuring
    let images: ImageSizing
    private var cache: [MeasureKey: TextMeasurement] = [:]
    private(set) var warnings: [Warning] = []

    private struct MeasureKey: Hashable {
      var request: TextRequest
      var maxWidth: Double?
    }

    init(measurer: TextMeasuring, images: ImageSizing) {
      self.measurer = measurer
      self.images = images
    }

    /// Keeps `warning` once, however many times a variant's items report it.
    private func note(_ warning: Warning) {
      if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// A text as the variant shows it (`"@key"` from the strings table, pseudo-localized), noting a missing key.
    private func localized(_ written: String, node: Node, scene: Scene, variant: Variant) -> String {
      let (text, missing) = TextResolution.resolve(
        written, strings: scene.strings, language: variant.language, pseudo: variant.pseudo)
      if let missing {
        note(Warning(kind: .missingString, view: node.id, message: "no strings table has the key '\(missing)'"))
      }
      return text
    }

    /// The text request for every label item (by item index), for a variant.
    func textRequests(table: ItemTable, scene: Scene, variant: Variant) -> [Int: TextRequest] {
      var requests: [Int: TextRequest] = [:]
      for item in table.nodeItems {
        guard let node = table.items[item].node, case .label(let label) = node.kind else { continue }
        // Attributed text resolves (and pseudo-localizes) each run's text on its own, so runs keep their bytes.
        let written = label.runs?.map(\.text) ?? [label.text]
        let pieces = written.map { localized($0, node: node, scene: scene, variant: variant) }
        let text = pieces.joined()
        let direction = table.items[item].direction
        let font = label.font.resolved(for: variant.type)
        if let problem = measurer.unknownFont(font) {
          note(Warning(kind: .unknownFont, view: node.id, message: problem))
        }
        requests[item] = TextRequest(
          text: text, font: font, numberOfLines: label.numberOfLines,
          lineBreakMode: label.lineBreakMode, alignment: label.textAlignment.resolved(for: direction),
          direction: direction, language: variant.language ?? TextResolution.defaultLanguage,
          adjustsFontSizeToFitWidth: label.adjustsFontSizeToFitWidth, minimumScaleFactor: label.minimumScaleFactor,
          scale: variant.scale)
        requests[item]!.allowsDefaultTighteningForTruncation = label.allowsDefaultTighteningForTruncation
        if let runs = label.runs {
          requests[item]!.runs = zip(runs, pieces).map { run, piece in run.resolved(text: piece, category: variant.type) }
          for run in requests[item]!.runs {
            if let runFont = run.font, let problem = measurer.unknownFont(runFont) {
              note(Warning(kind: .unknownFont, view: node.id, message: problem))
            }
          }
        }
        if let style = label.paragraphStyle {
          requests[item]!.paragraphStyle = style
          if let alignment = style.alignment { requests[item]!.alignment = alignment.resolved(for: direction) }
          if let mode = style.lineBreakMode { requests[item]!.lineBreakMode = mode }
        }
      }
      return requests
    }

    /// The texts of every control item (by item index), for a variant (see `ControlMetrics.textRequests`).
    func controlRequests(table: ItemTable, scene: Scene, variant: Variant) -> [Int: [TextRequest]] {
      var result: [Int: [TextRequest]] = [:]
      for item in table.nodeItems {
        guard let node = table.items[item].node, case .control(let control) = node.kind else { continue }
        // Titles, placeholders and segments are localized (`"@key"`) and pseudo-localized as label texts are.
        result[item] = ControlMetrics.textRequests(
          of: control, type: variant.type, direction: table.items[item].direction,
          language: variant.language ?? TextResolution.defaultLanguage, scale: variant.scale
        ) { localized($0, node: node, scene: scene, variant: variant) }
      }
      return result
    }

    /// Intrinsic content of every item before the first solve.
    func initialTable(
      table: ItemTable, requests: [Int: TextRequest], controlRequests: [Int: [TextRequest]] = [:], variant: Variant
    ) -> IntrinsicTable {
      var result = IntrinsicTable(count: table.items.count)
      for item in table.nodeItems {
        guard let node = table.items[item].node else { continue }
        var content = IntrinsicContent()
        switch node.kind {
        case .label(let label):
          if let request = requests[item] { content = labelContent(firstMeasurement(label, request)) }
        case .image(let image):
          if let name = image.systemName {
            let size = SystemSymbol.size(of: name, configuration: image.symbolConfiguration, category: variant.type)
            content.width = size.width
            content.height = size.height
          } else if let src = image.src, node.intrinsic.width == nil || node.intrinsic.height == nil {
            do {
              let size = try images.imageSize(source: src, scale: variant.scale)
              content.width = size.width
              content.height = size.height
            } catch {
              note(Warning(kind: .missingImage, view: node.id, message: "cannot read '\(src)': \(error)"))
            }
          }
        case .control(let control):
          content = controlContent(
            node: node, control: control, requests: controlRequests[item] ?? [], variant: variant)
        case .view, .stack, .guide:
          break
        }
        result[item] = applyExplicit(node, content)
      }
      return result
    }

    /// A control's intrinsic content (alignment rect) and, when it shows text, where its first text's
    /// baselines fall (centred in the control; a text view's at its top inset).
    private func controlContent(node: Node, control: Control, requests: [TextRequest], variant: Variant) -> IntrinsicContent {
      var measured = requests.map { measure($0, maxWidth: nil) }
      if Self.keepsALineWhenEmpty(control), let first = requests.first { measured[0] = measureKeepingALine(first, maxWidth: nil) }
      var imageSize: Size?
      if case .button(let button) = control, button.image == nil { imageSize = button.imageSize }
      if case .button(let button) = control, let src = button.image {
        do {
          imageSize = try images.imageSize(source: src, scale: variant.scale)
        } catch {
          note(Warning(kind: .missingImage, view: node.id, message: "cannot read '\(src)': \(error)"))
        }
      }
      let size = ControlMetrics.intrinsicSize(
        of: control, measured: measured, imageSize: imageSize, scale: variant.scale, leading: requests.first?.leading ?? 0)
      var content = IntrinsicContent(width: size.width, height: size.height)
      if let first = measured.first {
        // A scrolling text view has no height of its own: its text starts under the top inset.
        var height = size.height
        if case .textView(let view) = control, view.isScrollEnabled {
          height = first.size.height + view.textContainerInset.top + view.textContainerInset.bottom
        }
        content.text = controlTextMetrics(control, first, height: height)
      }
      return content
    }

    /// Text fields and text views: one line tall even without text.
    static func keepsALineWhenEmpty(_ control: Control) -> Bool {
      switch control {
      case .textField, .textView: return true
      default: return false
      }
    }

    /// `measure`, except that an empty text (an empty text field without a placeholder, an empty text view)
    /// still measures one line of its font, zero wide, as UITextField and UITextView do: its height and
    /// baselines are those of a line.
    func measureKeepingALine(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement {
      guard request.text.isEmpty else { return measure(request, maxWidth: maxWidth) }
      var line = request
      line.text = " "
      let probe = measure(line, maxWidth: maxWidth)
      return TextMeasurement(size: Size(width: 0, height: probe.size.height), firstBaseline: probe.firstBaseline,
                             lastBaseline: probe.lastBaseline, lineCount: 1)
    }

    private func controlTextMetrics(_ control: Control, _ m: TextMeasurement, height: Double?) -> TextMetrics {
      if case .textView(let view) = control, let height {
        let top = view.textContainerInset.top
        return TextMetrics(textHeight: height, firstBaseline: top + m.firstBaseline, lastBaseline: top + m.lastBaseline)
      }
      return TextMetrics(textHeight: m.size.height, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline)
    }

    /// A text view's content when it is `width` wide: its text wrapped inside the container inset and padding.
    func wrappedTextViewContent(node: Node, view: TextView, request: TextRequest, width: Double, scale: Double) -> IntrinsicContent {
      let m = measureKeepingALine(request, maxWidth: Self.snapped(ControlMetrics.textViewTextWidth(view, width: width)))
      let size = ControlMetrics.textViewSize(view, text: m.size, scale: scale, leading: request.leading)
      var content = IntrinsicContent(width: size.width, height: size.height)
      content.text = controlTextMetrics(.textView(view), m, height: size.height)
      return applyExplicit(node, content)
    }

    /// A wrapping label's content at `width` (its solved width), explicit sizes applied.
    func wrappedContent(node: Node, request: TextRequest, width: Double) -> IntrinsicContent {
      var width = width
      if case .label(let label) = node.kind, let preferred = label.preferredMaxLayoutWidth { width = preferred }
      return applyExplicit(node, labelContent(measure(request, maxWidth: Self.snapped(width))))
    }

    /// A label measured before the first solve. A wrapping label is measured at its `preferredMaxLayoutWidth`,
    /// else at its `widthBeforeLayout` — unless its one unbroken line is at most `beforeLayoutTolerance` wider
    /// than that width: the width was laid out with Apple's own font metrics, which Plumb's match to within a few
    /// percent, so such a text was on one line there. Otherwise: one unbroken line.
    func firstMeasurement(_ label: Label, _ request: TextRequest) -> TextMeasurement {
      let line = measure(request, maxWidth: nil)
      guard label.numberOfLines != 1 else { return line }
      if let preferred = label.preferredMaxLayoutWidth { return measure(request, maxWidth: Self.snapped(preferred)) }
      guard let before = label.widthBeforeLayout, line.size.width > before * (1 + Self.beforeLayoutTolerance) else { return line }
      return measure(request, maxWidth: Self.snapped(before))
    }

    /// How much wider than `widthBeforeLayout` a label's one line may measure and still be taken as one line.
    static let beforeLayoutTolerance = 0.05

    /// A width to measure at, clamped at 0 and rounded to 10⁻⁶ pt so that float noise does not miss the cache.
    private static func snapped(_ width: Double) -> Double { (max(0, width) * 1e6).rounded() / 1e6 }

    func measure(_ request: TextRequest, maxWidth: Double?) -> TextMeasurement {
      let key = MeasureKey(request: request, maxWidth: maxWidth)
      if let cached = cache[key] { return cached }
      let measurement = measurer.measure(request, maxWidth: maxWidth)
      cache[key] = measurement
      return measurement
    }

    private func labelContent(_ m: TextMeasurement) -> IntrinsicContent {
      IntrinsicContent(
        width: m.size.width, height: m.size.height,
        text: TextMetrics(textHeight: m.size.height, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline))
    }

    private func applyExplicit(_ node: Node, _ content: IntrinsicContent) -> IntrinsicContent {
      var content = content
      if let width = node.intrinsic.width { content.width = width }
      if let height = node.intrinsic.height { content.height = height }
      return content
    }
  }
}
