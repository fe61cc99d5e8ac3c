extension Layout.Engine {
  /// Reads the solution into a `Result`: frames rounded by `PixelRounding`, label fits in their final
  /// bounds, baselines, and diagnostics.
  func makeResult(_ state: State) -> Layout.Result {
    let table = state.lowerer.table
    let variant = state.variant
    let scale = variant.scale
    let value: (Layout.VariableID) -> Double = { state.values[$0.index] }
    let rootHeight = Self.fixedHeight(variant) ?? Layout.PixelRounding.ceil(value(table.rootHeight), scale: scale)
    let canvas = Size(width: variant.width, height: rootHeight)

    var frames: [Int: Rect] = [0: Rect(origin: .zero, size: canvas)]
    var views: [Layout.ViewLayout] = []
    var baselines: [Int: (first: Double, last: Double)] = [:]
    // Frames first (parents before children), then baselines (a stack's come from its children).
    var unrounded: [Int: Rect] = [:]
    // Boxes are alignment rects; a control's frame is outset from it (`ControlMetrics.alignmentRectInsets`).
    var alignmentRects: [Int: Rect] = [:]
    for item in table.nodeItems {
      let box = table.items[item].box
      var rect = Rect(
        x: box.left.evaluate(value), y: box.top.evaluate(value),
        width: box.width.evaluate(value), height: box.height.evaluate(value))
      let alignment = Layout.PixelRounding.round(rect, scale: scale)
      alignmentRects[item] = alignment
      var frame = alignment
      if let node = table.items[item].node, case .control(let control) = node.kind {
        let insets = Layout.ControlMetrics.alignmentRectInsets(of: control, direction: table.items[item].direction)
        frame = frame.outset(by: insets)
        rect = rect.outset(by: insets)
      }
      unrounded[item] = rect
      frames[item] = frame
    }
    let style = variant.appearance, contrast = variant.contrast
    // tintColor is inherited down the tree; the root's is systemBlue.
    var tints: [Int: Color] = [0: Color.systemBlue.resolved(style: style, contrast: contrast)]
    for item in table.nodeItems {
      let inherited = tints[table.items[item].parent ?? 0] ?? tints[0]!
      tints[item] = table.items[item].node?.appearance.tintColor?.resolved(style: style, contrast: contrast) ?? inherited
    }
    var fits: [Int: TextFit] = [:]
    for item in table.nodeItems.reversed() {
      let frame = frames[item]!
      if let request = state.requests[item] {
        let fit = frame.width > 0 && frame.height > 0
          ? sizer.measurer.fit(request, in: frame.size) : Self.nothingVisible(request, in: frame.size, measurer: sizer.measurer)
        fits[item] = fit
        baselines[item] = (frame.minY + fit.firstBaseline, frame.minY + fit.lastBaseline)
      } else if let text = state.intrinsics[item].text, let box = alignmentRects[item] {
        // A control's text: centred in its alignment rect (a text view's below its top inset).
        let top = box.minY + box.height / 2 - text.textHeight / 2
        baselines[item] = (top + text.firstBaseline, top + text.lastBaseline)
      } else if let first = table.baselineView(of: item, first: true, intrinsics: state.intrinsics),
        let last = table.baselineView(of: item, first: false, intrinsics: state.intrinsics),
        let firstValue = baselines[first]?.first, let lastValue = baselines[last]?.last
      {
        baselines[item] = (firstValue, lastValue)
      } else {
        baselines[item] = (frame.minY, frame.maxY)
      }
    }
    for item in table.nodeItems {
      let entry = table.items[item]
      guard let node = entry.node else { continue }
      var label: Layout.LabelLayout?
      if case .label(let spec) = node.kind, let request = state.requests[item], let fit = fits[item] {
        label = Layout.LabelLayout(
          request: request.resolvingColors(style: style, contrast: contrast), fit: fit,
          textColor: spec.textColor.resolved(style: style, contrast: contrast),
          shadow: spec.shadowColor.map { ($0.resolved(style: style, contrast: contrast), spec.shadowOffset) })
      }
      var image: Layout.Image?
      if case .image(let spec) = node.kind { image = spec }
      var control: Layout.ControlLayout?
      if case .control(let spec) = node.kind {
        let texts = state.controlRequests[item] ?? []
        // A bar places its items by their titles' widths, a picker its columns and buttons by their texts'.
        let placesByWidth = Layout.BarMetrics.texts(of: spec) != nil || Layout.PickerMetrics.texts(of: spec) != nil
        let widths = placesByWidth ? texts.map { sizer.measure($0, maxWidth: nil).size.width } : []
        let rects = Layout.ControlMetrics.textRects(of: spec, frame: frames[item]!, direction: entry.direction, count: texts.count,
                                                    textWidths: widths)
        let fits = zip(texts, rects).map { text, rect in
          // A text view's text is not cut at its bottom (it scrolls or grows); only one-line texts truncate.
          text.numberOfLines == 1 ? sizer.measurer.fit(text, in: rect.size) : sizer.measurer.fit(text, in: Size(width: rect.width, height: 1e6))
        }
        control = Layout.ControlLayout(
          control: spec, texts: texts.map { $0.resolvingColors(style: style, contrast: contrast) }, alignmentRect: alignmentRects[item]!, textRects: rects, fits: fits)
      }
      views.append(Layout.ViewLayout(
        id: node.id, kindName: node.kindName, parent: table.items[entry.parent ?? 0].id, depth: entry.depth,
        frame: frames[item]!, unroundedFrame: unrounded[item]!, direction: entry.direction, isHidden: entry.isHidden,
        isEffectivelyHidden: entry.isEffectivelyHidden, firstBaseline: baselines[item]!.first,
        lastBaseline: baselines[item]!.last, margins: entry.margins,
        appearance: node.appearance.resolved(style: style, contrast: contrast), label: label, image: image,
        tintColor: tints[item]!, control: control))
    }
    var diagnostics = Layout.Diagnostics()
    diagnostics.conflicts = state.session.conflicts
    diagnostics.unsatisfied = reportsUnsatisfiedConstraints ? unsatisfied(state) : []
    diagnostics.ambiguities = reportsAmbiguity ? ambiguities(state) : []
    diagnostics.nonConvergence = state.nonConvergence
    diagnostics.warnings = state.lowerer.warnings + sizer.warnings.filter { warning in
      warning.view.map { id in table.indexByID[id] != nil } ?? true
    }
    for (item, view) in zip(table.nodeItems, views) where !view.isEffectivelyHidden {
      if view.label?.fit.isTruncated == true || view.control?.isTruncated == true { diagnostics.truncatedLabels.append(view.id) }
      if view.kindName == "guide" { continue }
      if view.frame.width < 0 || view.frame.height < 0 {
        diagnostics.negativeSizeViews.append(view.id)
      } else if view.frame.width <= 0 || view.frame.height <= 0 {
        diagnostics.zeroSizeViews.append(view.id)
      }
      let parent = table.items[item].parent ?? 0
      if let parentFrame = frames[parent], !parentFrame.contains(view.frame) {
        diagnostics.viewsOutsideSuperview.append(view.id)
      }
    }
    var result = Layout.Result(
      sceneName: scene.name, variant: variant, canvasSize: canvas,
      canvasBackground: scene.canvas.background?.resolved(style: style, contrast: contrast), views: views,
      diagnostics: diagnostics)
    result.safeArea = (variant.deviceSafeArea ?? scene.canvas.safeArea).resolved(for: variant.direction)
    result.showsChrome = scene.canvas.chrome
    return result
  }

  /// The fit of a label whose width or height is zero or negative: no text is shown (and none is drawn),
  /// all of it is cut, and the widths say how much it needed.
  ///
  /// ```swift
  /// Layout.Engine.nothingVisible(request, in: Size(width: -71.5, height: 20), measurer: measurer).visibleText   // ""
  /// ```
  static func nothingVisible(_ request: TextRequest, in bounds: Size, measurer: TextMeasuring) -> TextFit {
    let natural = measurer.measure(request, maxWidth: nil)
    let scalars = request.text.unicodeScalars.count
    return TextFit(
      isTruncated: scalars > 0, visibleText: "", cutRange: scalars > 0 ? 0..<scalars : nil,
      naturalWidth: natural.size.width, availableWidth: bounds.width, linesShown: 0,
      linesNeeded: scalars > 0 ? max(1, natural.lineCount) : 0, missingGlyphs: 0, fontSize: request.font.size,
      firstBaseline: 0, lastBaseline: 0)
  }

  /// Identifiers of generated constraints that exist to pull weakly and are expected to stay unsatisfied.
  static let weakPulls: Set<String> = [
    "UISV-canvas-fit", "UISV-spanning-fit", "UISV-ambiguity-suppression", "UISV-spacing-hidden", "UISV-alignment-hidden",
    "UIView-Encapsulated-Layout-Height-fitting", "plumb-tie-break-h", "plumb-tie-break-v",
    "plumb-non-negative-h", "plumb-non-negative-v",
  ]

  /// Optional constraints that do not hold: highest priority first, then largest error, then text.
  /// Left out: the generated weak pulls (`weakPulls`), and the content-size constraints of views that are
  /// not drawn (a hidden arranged view is squeezed to zero on purpose).
  func unsatisfied(_ state: State) -> [Layout.UnsatisfiedConstraint] {
    let table = state.lowerer.table
    var result: [Layout.UnsatisfiedConstraint] = []
    for constraint in state.session.installedConstraints where !constraint.strength.isRequired {
      if let identifier = constraint.origin.identifier, constraint.origin.kind != .scene,
        Self.weakPulls.contains(identifier)
      {
        continue
      }
      if constraint.origin.kind == .intrinsic, let owner = constraint.origin.owner,
        let item = table.indexByID[owner], table.items[item].isEffectivelyHidden
      {
        continue
      }
      let error = constraint.violation { state.values[$0.index] }
      if error > 1e-6 {
        result.append(Layout.UnsatisfiedConstraint(
          constraint: constraint.origin, priority: constraint.strength.priority, error: error))
      }
    }
    return result.sorted {
      if $0.priority != $1.priority { return $0.priority > $1.priority }
      if abs($0.error - $1.error) > 1e-9 { return $0.error > $1.error }
      return $0.constraint.text < $1.constraint.text
    }
  }

  /// Views (in preorder) whose left, top, width or height can move without any priority getting worse.
  func ambiguities(_ state: State) -> [Layout.Ambiguity] {
    let table = state.lowerer.table
    var result: [Layout.Ambiguity] = []
    let variables = table.nodeItems.flatMap { item -> [Layout.VariableID] in
      let box = table.items[item].box
      return [box.left, box.width, box.top, box.height].compactMap { $0.terms.count == 1 ? $0.terms[0].variable : nil }
    }
    guard state.session.backend.mayBeAmbiguous(variables) else { return [] }
    var asked: [(view: String, axis: Layout.Axis, attribute: String, variable: Layout.VariableID)] = []
    for item in table.nodeItems {
      let box = table.items[item].box
      let parts: [(String, Layout.Axis, Layout.LinearExpression)] = [
        ("left", .horizontal, box.left), ("width", .horizontal, box.width),
        ("top", .vertical, box.top), ("height", .vertical, box.height),
      ]
      for (name, axis, expression) in parts {
        guard let variable = expression.terms.first?.variable, expression.terms.count == 1 else { continue }
        asked.append((table.items[item].id, axis, name, variable))
      }
    }
    let intervals = state.session.backend.ambiguities(asked.map(\.variable))
    for (question, interval) in zip(asked, intervals) {
      if let interval {
        result.append(Layout.Ambiguity(view: question.view, axis: question.axis, attribute: question.attribute, interval: interval))
      }
    }
    return result
  }
}
