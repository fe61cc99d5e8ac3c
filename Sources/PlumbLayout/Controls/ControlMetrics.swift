extension Layout {
  /// UIKit's sizes for controls: the text each control shows, its intrinsic content size (of the
  /// alignment rect, which constraints act on) and its alignment-rect insets (how far the frame extends
  /// beyond the alignment rect). Numbers: `docs/controls-and-devices.md` (Interface Builder corpus and
  /// UIKit documentation).
  ///
  /// ```swift
  /// Layout.ControlMetrics.alignmentRectInsets(of: .switch(Layout.Switch()), direction: .leftToRight)
  /// // Insets(top: 0, left: 0, bottom: 0, right: 2): a 49×31 alignment rect in a 51×31 frame
  /// ```
  public enum ControlMetrics {
    /// The font a segmented control's titles are set in (iOS 13+).
    public static let segmentFont = FontSpec(size: 13)
    /// Horizontal padding of a segmented control's segment around its title (both sides together): 10 on
    /// each side. Every segmented control of the IB development corpus that Xcode sized by its titles (six,
    /// Xcode 13–15) is n × (widest title at 13 pt + 19.5…20.5) wide with San Francisco metrics ("Light",
    /// "Dark", "Auto": 152; "broadcaster", "audience": 189).
    public static let segmentPadding = 20.0
    /// Extra vertical space of a classic button around its title's line.
    public static let classicButtonPadding = 12.0
    /// The narrowest a classic system button showing a title alone is (its intrinsic width never goes below
    /// it: every such button of the IB corpus titled "1", "Set", "All", "Off", "<" or "✕" is stored 30 wide).
    public static let classicButtonMinimumWidth = 30.0
    /// A switch's frame, which its track fills: 51 × 31 (iOS 7 and later).
    public static let switchFrame = Size(width: 51, height: 31)
    /// How far a switch's frame reaches beyond its alignment rect on the trailing side (a 49-point rect).
    public static let switchTrailingOutset = 2.0
    /// The side of a slider's round thumb (iOS 7 and later): 28 points, centred on the track's ends at most.
    ///
    /// ```swift
    /// Layout.ControlMetrics.sliderThumbSide   // 28
    /// ```
    public static let sliderThumbSide = 28.0
    /// A table view row's height when neither `rowHeight` nor the cell's constraints give one, a new cell's
    /// frame height, a list row's least height and a list's estimated row height: 44 points.
    ///
    /// ```swift
    /// Layout.ControlMetrics.tableRowHeight   // 44
    /// ```
    public static let tableRowHeight = 44.0

    /// Frame minus alignment rect for a control, resolved for a layout direction (the switch's extra 2
    /// points are on its trailing side).
    public static func alignmentRectInsets(of control: Control, direction: LayoutDirection) -> Insets {
      switch control {
      case .switch:
        return DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: switchTrailingOutset).resolved(for: direction)
      case .slider:
        return Insets(top: 0, left: 2, bottom: 1, right: 2)
      case .segmentedControl:
        return Insets(top: 0, left: 0, bottom: 1, right: 0)
      default:
        return .zero
      }
    }

    /// The texts a control shows, in order, as requests for a `TextMeasuring`: a button's title (and a
    /// configuration's subtitle), a text field's text or placeholder, a text view's text, each segment's title.
    /// Fonts are resolved for the content size category (text styles scale, fixed fonts do not). `resolve`
    /// turns each written text into the shown one (`"@key"` lookups, pseudo-localization); attributed
    /// texts (a button's `titleRuns`, a text view's `runs`) resolve run by run.
    public static func textRequests(
      of control: Control, type: ContentSizeCategory, direction: LayoutDirection, language: String, scale: Double,
      resolve: (String) -> String = { $0 }
    ) -> [TextRequest] {
      func request(_ text: String, _ font: FontSpec, lines: Int = 1, alignment: TextAlignment = .natural) -> TextRequest {
        TextRequest(
          text: resolve(text), font: font, numberOfLines: lines, lineBreakMode: lines == 1 ? .byTruncatingTail : .byWordWrapping,
          alignment: alignment.resolved(for: direction), direction: direction, language: language, scale: scale)
      }
      /// `request` for attributed text: each run resolved on its own, its font at the type size.
      func attributed(_ runs: [TextRun], _ font: FontSpec, lines: Int = 1, alignment: TextAlignment = .natural) -> TextRequest {
        let pieces = runs.map { resolve($0.text) }
        var made = request("", font, lines: lines, alignment: alignment)
        made.text = pieces.joined()
        made.runs = zip(runs, pieces).map { run, piece in run.resolved(text: piece, category: type) }
        return made
      }
      switch control {
      case .button(let button):
        let font = button.effectiveFont.resolved(for: type)
        var texts: [TextRequest] = []
        if let title = button.title, !title.isEmpty {
          // UIButton's title label truncates in the middle.
          var title = button.titleRuns.map { attributed($0, font, alignment: .center) } ?? request(title, font, alignment: .center)
          title.lineBreakMode = .byTruncatingMiddle
          texts.append(title)
        }
        if let subtitle = button.configuration?.subtitle, !subtitle.isEmpty {
          texts.append(request(subtitle, TextStyle.footnote.font(for: type), alignment: .center))
        }
        return texts
      case .textField(let field):
        return [request(field.shownText, field.font.resolved(for: type), alignment: field.textAlignment)]
      case .textView(let view):
        let font = view.font.resolved(for: type)
        return [view.runs.map { attributed($0, font, lines: 0, alignment: view.textAlignment) }
          ?? request(view.text, font, lines: 0, alignment: view.textAlignment)]
      case .segmentedControl(let control):
        return control.segments.map { request($0, segmentFont, alignment: .center) }
      default:
        if let picker = PickerMetrics.texts(of: control) { return picker.map { request($0.text, $0.font, alignment: .center) } }
        return BarMetrics.texts(of: control)?.map { request($0.text, $0.font, alignment: $0.alignment) } ?? []
      }
    }

    /// The intrinsic content size (of the alignment rect) from the measured texts (`measured[i]` for
    /// `textRequests(…)[i]`, one line each) and an image's size; `nil` on an axis without an intrinsic size.
    /// A text view's text is measured at its natural width here; the layout re-measures it at its width.
    public static func intrinsicSize(
      of control: Control, measured: [TextMeasurement], imageSize: Size?, scale: Double, leading: Double = 0
    ) -> (width: Double?, height: Double?) {
      func up(_ value: Double) -> Double { PixelRounding.ceil(value, scale: scale) }
      switch control {
      case .button(let button):
        return buttonSize(button, measured: measured, imageSize: imageSize, scale: scale)
      case .textField(let field):
        let text = measured.first?.size ?? Size(width: 0, height: 0)
        let line = (text.height).rounded(.up)
        var width = text.width
        let height: Double
        switch field.borderStyle {
        case .roundedRect: height = max(34, line + 13); width += 14
        case .line, .bezel: height = line + 13; width += 14
        case .none: height = line + 1
        }
        if field.showsClearButton { width += 24 }
        return (up(width), height)
      case .textView(let view):
        guard !view.isScrollEnabled else { return (nil, nil) }
        let text = measured.first?.size ?? Size(width: 0, height: 0)
        return textViewSize(view, text: text, scale: scale, leading: leading)
      case .switch:
        return (switchFrame.width - switchTrailingOutset, switchFrame.height)
      case .segmentedControl(let control):
        let widest = measured.map(\.size.width).max() ?? 0
        let segment = (widest).rounded(.up) + segmentPadding
        return (Double(control.segments.count) * segment, 31)
      case .slider:
        return (nil, 30)
      case .progressView(let progress):
        return (nil, progress.progressViewStyle == .bar ? 2.5 : 4)
      case .activityIndicator(let indicator):
        return indicator.style.isLarge ? (37, 37) : (20, 20)
      case .stepper:
        return (94, 32)
      case .pageControl(let control):
        let pages = Double(max(0, control.numberOfPages))
        return (pages > 0 ? pages * 7 + (pages - 1) * 9 : 0, 37)
      case .navigationBar(let bar):
        return (nil, bar.prefersLargeTitles ? BarMetrics.largeTitleBarHeight : BarMetrics.barHeight)
      case .toolbar:
        return (nil, BarMetrics.barHeight)
      case .tabBar:
        return (nil, BarMetrics.tabBarHeight)
      case .searchBar:
        return (nil, BarMetrics.searchBarHeight)
      case .pickerView, .datePicker:
        return PickerMetrics.intrinsicSize(of: control, textWidths: measured.map(\.size.width))
      case .mapView:
        return (nil, nil)
      }
    }

    /// Where each text of `textRequests` is set inside a control's `frame`: a button's content rect (its
    /// insets, after a system glyph), a text field's rect inside its border padding and clear button, each
    /// segment inset by 6, a text view's container. The layout fits the texts in these (truncation), the
    /// renderer draws them there.
    public static func textRects(of control: Control, frame: Rect, direction: LayoutDirection, count: Int,
                                 textWidths: [Double] = []) -> [Rect] {
      switch control {
      case .navigationBar, .toolbar, .tabBar, .searchBar:
        return BarMetrics.slots(of: control, frame: frame, textWidths: textWidths, direction: direction)
      case .pickerView, .datePicker:
        return PickerMetrics.slots(of: control, frame: frame, textWidths: textWidths, direction: direction)
      case .button(let button):
        var content: Rect
        if let configuration = button.configuration {
          content = frame.inset(by: configuration.contentInsets.resolved(for: direction))
        } else {
          content = frame.inset(by: button.contentEdgeInsets)
          if let glyph = button.type.glyphSize {
            content = Rect(x: content.minX + glyph.width, y: content.minY, width: max(0, content.width - glyph.width),
                           height: content.height)
          }
        }
        return Array(repeating: content, count: count)
      case .textField(let field):
        let padding = field.borderStyle == .none ? 0.0 : 7
        var rect = frame.inset(by: Insets(left: padding, right: padding))
        if field.showsClearButton { rect = rect.inset(by: direction == .leftToRight ? Insets(right: 24) : Insets(left: 24)) }
        return Array(repeating: rect, count: count)
      case .textView(let view):
        let inset = view.textContainerInset, padding = view.lineFragmentPadding
        let box = frame.inset(by: Insets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding))
        return Array(repeating: box, count: count)
      case .segmentedControl:
        let width = frame.width / Double(max(1, count))
        return (0..<count).map { index in
          let visual = direction == .leftToRight ? index : count - 1 - index
          return Rect(x: frame.minX + Double(visual) * width + 6, y: frame.minY, width: max(0, width - 12), height: frame.height - 1)
        }
      default:
        return Array(repeating: frame, count: count)
      }
    }

    /// A non-scrolling text view's size around text of `text` size: plus the container inset and the
    /// line-fragment padding on both sides, and the font's `leading` under the last line (TextKit gives every
    /// line fragment its font's leading; a label puts it only between lines).
    public static func textViewSize(_ view: TextView, text: Size, scale: Double, leading: Double = 0) -> (width: Double, height: Double) {
      let inset = view.textContainerInset
      return (
        PixelRounding.ceil(text.width + 2 * view.lineFragmentPadding + inset.left + inset.right, scale: scale),
        PixelRounding.ceil(text.height + leading + inset.top + inset.bottom, scale: scale)
      )
    }

    /// The width a text view wraps its text at, given its own width.
    public static func textViewTextWidth(_ view: TextView, width: Double) -> Double {
      max(0, width - 2 * view.lineFragmentPadding - view.textContainerInset.left - view.textContainerInset.right)
    }

    private static func buttonSize(
      _ button: Button, measured: [TextMeasurement], imageSize: Size?, scale: Double
    ) -> (width: Double?, height: Double?) {
      let title = measured.first?.size
      let subtitle = measured.count > 1 ? measured[1].size : nil
      if let configuration = button.configuration {
        let insets = configuration.contentInsets
        var content = Size(width: 0, height: 0)
        if let title { content = title }
        if let subtitle {
          content = Size(width: max(content.width, subtitle.width), height: content.height + 3 + subtitle.height)
        }
        if let image = imageSize {
          let hasText = title != nil || subtitle != nil
          switch configuration.imagePlacement {
          case .leading, .trailing:
            content = Size(
              width: content.width + image.width + (hasText ? 4 : 0), height: max(content.height, image.height))
          case .top, .bottom:
            content = Size(
              width: max(content.width, image.width), height: content.height + image.height + (hasText ? 4 : 0))
          }
        }
        return (
          PixelRounding.ceil(content.width + insets.leading + insets.trailing, scale: scale),
          PixelRounding.ceil(content.height + insets.top + insets.bottom, scale: scale)
        )
      }
      // Classic buttons.
      let insets = button.contentEdgeInsets
      var width = title.map { ($0.width).rounded(.up) } ?? 0
      var lineHeight = title.map { ($0.height).rounded(.up) } ?? 0
      if let glyph = button.type.glyphSize {
        width += glyph.width
        lineHeight = max(lineHeight, glyph.height)
        if title == nil { return (glyph.width + insets.left + insets.right, glyph.height + insets.top + insets.bottom) }
      } else if let image = imageSize {
        width += image.width
        lineHeight = max(lineHeight, image.height)
      }
      // UIKit pads a titled button 6 points above and below only while `contentEdgeInsets` is `.zero` and it
      // shows no image: any inset, even a horizontal one alone, replaces the padding (the tinode and AgoraIO
      // files' buttons with `minX="10" maxX="10"` insets are their title's height), and a title beside an
      // image is as tall as the taller of the two (GitHawk's "PAT" button, 14 pt semibold beside a 14-point
      // image, is stored 17 high).
      let vertical = insets.top + insets.bottom
      let showsImage = button.type.glyphSize == nil && imageSize != nil
      let titleAlone = insets == Insets() && title != nil && !showsImage
      let padding = titleAlone ? classicButtonPadding : vertical
      if titleAlone && button.type == .system { width = max(width, classicButtonMinimumWidth) }
      return (width + insets.left + insets.right, lineHeight + padding)
    }
  }
}

