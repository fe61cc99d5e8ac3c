import PlumbLayout

extension IBSceneBuilder {
  /// Element names drawn as plain views without a warning (containers whose look is their background).
  static let plainViews: Set<String> = ["view", "tableViewCellContentView", "collectionViewCellContentView",
    "collectionReusableView", "tableViewCell", "collectionViewCell", "scrollView", "tableView", "collectionView",
    "containerView", "visualEffectView", "tableViewHeaderFooterView"]

  /// The colour of a `<color>` element: `<resources>` records, system colours, asset-catalog colour sets.
  func resolvedColour(_ element: XMLElement) -> Color? {
    IBColors.color(element, resources: document.resourceColors, namedColor: assets.color(named:))
  }

  /// The file of an image named in the document (asset catalog or next to the file) at the canvas's scale.
  func imageFile(_ name: String) -> String? { assets.file(named: name, scale: canvasScale) }

  /// Whether the document's canvas is a portrait phone with a home indicator (taller toolbars).
  var hasHomeIndicator: Bool {
    guard let device = document.device, !document.isLandscape else { return false }
    return device.safeBottom > 0 && device.width < 600
  }

  /// The node's kind and kind-specific properties.
  func kind(_ written: XMLElement, into node: inout Layout.Node) {
    var element = written
    if let custom = written["customClass"] {
      if let entry = classMap.entry(forClass: custom, module: written["customModule"]) {
        // The class map: the UIKit element the class behaves as, and its intrinsic content size.
        if let width = entry.intrinsicWidth { node.intrinsic.width = width }
        if let height = entry.intrinsicHeight { node.intrinsic.height = height }
        if let kind = entry.kind, kind != written.name { element = written.renamed(kind) }
      } else if written.name == "view" {
        warn(written, "custom class '\(custom)' is drawn as a plain view (a class map can say what it is)")
      }
    }
    switch element.name {
    case "label":
      node.kind = .label(label(element))
    case "imageView":
      node.kind = .image(image(element, node: &node))
    case "stackView":
      node.kind = .stack(stack(element))
    default:
      if IBControls.kinds.contains(element.name) {
        if let control = IBControls.map(element, node: node, tools: tools, resources: document.resourceColors,
                                        namedColor: assets.color(named:), imageSizes: document.imageSizes, imageFile: imageFile,
                                        isTemplate: { assets.isTemplate(named: $0) }, homeIndicator: hasHomeIndicator) {
          node = control
          if case .control = node.kind {} else { controlCounts[element.name, default: 0] += 1 }
        }
      } else if !Self.plainViews.contains(element.name) {
        warn(element, "<\(element.name)> is drawn as a plain view")
      }
    }
  }

  private func label(_ element: XMLElement) -> Layout.Label {
    var text = element["text"] ?? ""
    var font = element.child("fontDescription").flatMap(IBFonts.font)
    var colour = element.child("color", key: "textColor").flatMap(resolvedColour)
    if let attributed = element.child("attributedString", key: "attributedText") {
      let fragments = attributed.children(named: "fragment")
      text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
      if let first = fragments.first?.child("attributes") {
        if let fontElement = first.child("font", key: "NSFont"), let choice = IBFonts.font(fontElement) { font = font ?? choice }
        if let c = first.child("color", key: "NSColor").flatMap({ resolvedColour($0) }) { colour = c }
      }
    } else if text.isEmpty, let string = element.child("string", key: "text") {
      text = string.text
    }
    if font == nil && element.child("fontDescription") != nil { warn(element, "font description not understood; system 17 used") }
    let alignment: TextAlignment
    switch element["textAlignment"] {
    case "center": alignment = .center
    case "right": alignment = .right
    case "left": alignment = .left
    case "justified": alignment = .justified
    default: alignment = .natural
    }
    let mode: LineBreakMode
    switch element["lineBreakMode"] {
    case "wordWrap": mode = .byWordWrapping
    case "characterWrap": mode = .byCharWrapping
    case "clip": mode = .byClipping
    case "headTruncation": mode = .byTruncatingHead
    case "middleTruncation": mode = .byTruncatingMiddle
    default: mode = .byTruncatingTail
    }
    var minimumScale = element.number("minimumScaleFactor") ?? 0
    if minimumScale == 0, let minimumSize = element.number("minimumFontSize"), case .fixed(let spec)? = font, spec.size > 0 {
      minimumScale = minimumSize / spec.size
    }
    var label = Layout.Label(
      // IB text is literal: one starting with `@` would name a strings-table key, so it is written `@@…`.
      text: text.hasPrefix("@") ? "@" + text : text, font: font ?? .fixed(FontSpec(size: 17)), textColor: colour ?? .label, textAlignment: alignment,
      numberOfLines: Int(element["numberOfLines"] ?? "1") ?? 1, lineBreakMode: mode,
      adjustsFontSizeToFitWidth: element.flag("adjustsFontSizeToFit") ?? false, minimumScaleFactor: minimumScale)
    // An explicit preferred width; otherwise a label loaded from the file starts at its stored width, which a
    // wrapping label with an automatic preferred width is first measured at (UIKit measures at the bounds).
    if let preferred = element.number("preferredMaxLayoutWidth"), preferred > 0 { label.preferredMaxLayoutWidth = preferred }
    if let stored = IBGeometry.frame(element)?.width, stored > 0 { label.widthBeforeLayout = stored }
    // The text's shadow: `<color key="shadowColor">` and `<size key="shadowOffset">` (UIKit's (0, −1) when left out).
    if let shadow = element.child("color", key: "shadowColor") {
      if let value = resolvedColour(shadow) { label.shadowColor = value } else { warn(shadow, "shadow colour not understood; no shadow drawn") }
    }
    if let offset = element.child("size", key: "shadowOffset"), let width = offset.number("width"), let height = offset.number("height"),
       width.isFinite, height.isFinite {
      label.shadowOffset = Size(width: max(-1_000, min(1_000, width)), height: max(-1_000, min(1_000, height)))
    }
    return label
  }

  private func image(_ element: XMLElement, node: inout Layout.Node) -> Layout.Image {
    let mode = element["contentMode"].flatMap { Layout.ContentMode(rawValue: $0) } ?? .scaleToFill
    guard let name = element["image"] else { return Layout.Image(src: nil, contentMode: mode) }
    let recorded = document.imageSizes[name]
    if element["catalog"] == "system" || element.child("imageReference")?["catalog"] == "system" {
      let configured = element.child("preferredSymbolConfiguration")
      let configuration = IBSymbols.configuration(configured, symbolScale: element.child("imageReference")?["symbolScale"], defaultPointSize: 17)
      if let recorded {
        setIntrinsic(&node, IBSymbols.size(recorded: recorded, pointSize: configuration.pointSize, scale: configuration.scale))
      }
      // Drawn when Plumb draws the symbol (in the tint colour, as UIKit renders symbols), else left empty.
      var symbol = Layout.SymbolConfiguration(pointSize: configuration.pointSize)
      symbol.scale = configuration.scale.flatMap { Layout.SymbolConfiguration.Scale(rawValue: $0) } ?? .medium
      symbol.weight = configured?["weight"].flatMap { FontWeight(name: $0) } ?? .regular
      if !Layout.SystemSymbol.isDrawn(name) { warn(element, "SF Symbol '\(name)' is drawn as a placeholder") }
      return Layout.Image(systemName: name, symbolConfiguration: symbol, contentMode: mode)
    }
    if let file = assets.file(named: name, scale: canvasScale) {
      if let recorded { setIntrinsic(&node, recorded) }
      return Layout.Image(src: file, contentMode: mode, renderingMode: assets.isTemplate(named: name) ? .alwaysTemplate : .automatic)
    }
    if let recorded { setIntrinsic(&node, recorded) }
    warn(element, "image '\(name)' not found next to the file; drawn as a placeholder\(recorded.map { " of \($0.width)×\($0.height)" } ?? "")")
    return Layout.Image(src: nil, contentMode: mode)
  }

  private func setIntrinsic(_ node: inout Layout.Node, _ size: Size) {
    if node.intrinsic.width == nil { node.intrinsic.width = size.width }
    if node.intrinsic.height == nil { node.intrinsic.height = size.height }
  }

  func stack(_ element: XMLElement) -> Layout.Stack {
    let axis: Layout.Axis = element["axis"] == "vertical" ? .vertical : .horizontal
    let distribution = element["distribution"].flatMap { Layout.Stack.Distribution(rawValue: $0) } ?? .fill
    let alignment: Layout.Stack.Alignment
    switch element["alignment"] {
    case "top", "leading": alignment = .leading
    case "bottom", "trailing": alignment = .trailing
    case "center": alignment = .center
    case "firstBaseline": alignment = .firstBaseline
    case "lastBaseline", "baseline": alignment = .lastBaseline
    default: alignment = .fill
    }
    // `spacingType="standard"` is UIStackView.spacingUseSystem: the system spacing between siblings, 8 points.
    let spacing = element.number("spacing") ?? (element["spacingType"] == "standard" ? 8 : 0)
    // Interface Builder has no separate switch for isLayoutMarginsRelativeArrangement: a stack whose Size
    // inspector sets layout margins (a `directionalLayoutMargins` or `layoutMargins` child) arranges its views
    // inside them, and a stack without keeps UIKit's default, false.
    let marginsRelative = IBGeometry.margins(element) != nil || element.flag("layoutMarginsRelativeArrangement") == true
    return Layout.Stack(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                        isLayoutMarginsRelativeArrangement: marginsRelative,
                        isBaselineRelativeArrangement: element.flag("baselineRelativeArrangement") ?? false, arranged: [])
  }
}
