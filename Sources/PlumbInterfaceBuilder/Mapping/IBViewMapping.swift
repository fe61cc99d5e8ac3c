import PlumbLayout

extension IBSceneBuilder {
  /// The node of a view element and its subtree, or `nil` when the view is not installed here.
  func node(_ written: XMLElement, parentID: String, parentOrigin: Point, parentSize: Size,
            parentFlag: String?, arranged: Bool) -> Layout.Node? {
    guard let id = written["id"] else { warn(written, "a view without an id is left out"); return nil }
    if !variations.isInstalled(id, widthClass: canvasWidthClass ?? defaultWidthClass) { return nil }
    // Property variations (a stack's axis, a label's font per size class) for the canvas's configuration.
    let element = variations.applyingProperties(to: written, widthClass: canvasWidthClass ?? defaultWidthClass)
    itemID[id] = id
    parentOf[id] = parentID
    if arranged { arrangedIDs.insert(id) }
    let source = place(element)
    let stored = IBGeometry.frame(element)
    let absolute = stored.map { Rect(x: parentOrigin.x + $0.minX, y: parentOrigin.y + $0.minY, width: $0.width, height: $0.height) }
    let flag = parentFlag ?? xcodeFlag(element)
    let translates = element.flag("translatesAutoresizingMaskIntoConstraints") ?? true
    // IB's prototyping constraints: a `fixedFrame` view keeps its drawn frame at build time.
    let byAutoresizing = !arranged && (translates || element.flag("fixedFrame") == true)
    records.append(IBViewRecord(id: id, objectID: id, element: element.name, name: IBDocument.describe(element),
                                storedFrame: absolute, alignmentOutset: IBControls.alignmentOutset(element.name, tools: tools),
                                xcodeFlag: flag, byAutoresizing: byAutoresizing, line: element.line,
                                arrangedByAutoresizing: arranged && translates, showsSymbol: IBSymbols.isShown(by: element)))

    var node = Layout.Node(id: id, source: source)
    appearance(element, into: &node)
    node.accessibility = IBAccessibility.read(element)
    node.margins = IBGeometry.margins(element)
    // A cell's content view preserves the cell's margins unless the file says otherwise.
    let isContentView = element.name == "tableViewCellContentView" || element.name == "collectionViewCellContentView"
    if element.flag("preservesSuperviewLayoutMargins") ?? isContentView, let stored {
      node.margins = preserved(node.margins, frame: stored, parentSize: parentSize, parentID: parentID)
    }
    marginsOf[id] = node.margins
    if let attribute = element["semanticContentAttribute"], let value = Layout.SemanticContentAttribute(rawValue: attribute) {
      node.semanticContentAttribute = value
    }
    node.hugging = Layout.AxisPriorities(horizontal: element.number("horizontalHuggingPriority") ?? 250,
                                         vertical: element.number("verticalHuggingPriority") ?? 250)
    node.compression = Layout.AxisPriorities(horizontal: element.number("horizontalCompressionResistancePriority") ?? 750,
                                             vertical: element.number("verticalCompressionResistancePriority") ?? 750)
    if let w = element.number("placeholderIntrinsicWidth") { node.intrinsic.width = w }
    if let h = element.number("placeholderIntrinsicHeight") { node.intrinsic.height = h }

    kind(element, into: &node)
    // A custom class that draws itself in Interface Builder (`IB_DESIGNABLE`) has the intrinsic size Xcode
    // computed with its code, where the file gives no placeholder; UIKit's plain views have none.
    if case .view = node.kind, let size = document.designableSizes[element["id"] ?? ""] {
      if node.intrinsic.width == nil, size.width > 0 { node.intrinsic.width = size.width }
      if node.intrinsic.height == nil, size.height > 0 { node.intrinsic.height = size.height }
    }
    let subviewElements = childViews(of: element)
    if let stored, Self.keepsStoredSize(element, kind: node.kind, hasSubviews: !subviewElements.isEmpty, classMap: classMap) {
      if node.intrinsic.width == nil { node.intrinsic.width = stored.width }
      if node.intrinsic.height == nil { node.intrinsic.height = stored.height }
    }
    nonNegativeSize(id, source: source)
    if byAutoresizing, let stored {
      var mask = IBAutoresizing.Mask(element.child("autoresizingMask", key: "autoresizingMask"))
      // A cell's content view follows the cell (UITableViewCell / UICollectionViewCell size it at run time,
      // whatever mask the file writes): its width and height take the change, so an accessory view keeps
      // the width Xcode left it (the stored cell width minus the content view's).
      if isContentView { mask.widthSizable = true; mask.heightSizable = true }
      let superview = scrollContent[parentID] ?? parentID
      extraConstraints.append(contentsOf: IBAutoresizing.constraints(
        view: id, superview: superview, frame: stored, superSize: parentSize, mask: mask, source: source))
    } else if byAutoresizing {
      warn(element, "a view laid out by its autoresizing mask has no stored frame; it is left to its constraints")
    }

    if element.name == "scrollView" || element.name == "tableView" || element.name == "collectionView" || element.name == "textView" {
      let content = element.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "contentLayoutGuide" }?["id"] ?? "\(id).content"
      scrollContent[id] = content
      itemID[content] = content
      parentOf[content] = id
      node.subviews.append(Layout.Node(id: content, kind: .guide, source: source))
      extraConstraints.append(spec(content, .leading, id, .leading, source: source))
      extraConstraints.append(spec(content, .top, id, .top, source: source))
      node.appearance.clipsToBounds = element.flag("clipsSubviews") ?? true
    }
    guides(of: element, layoutID: id, isRoot: false, node: &node)
    collectConstraints(element, owner: id)

    let origin = absolute.map { $0.origin } ?? parentOrigin
    let size = stored?.size ?? parentSize
    var children: [Layout.Node] = []
    let isStack = element.name == "stackView"
    for child in subviewElements {
      if let childNode = self.node(child, parentID: id, parentOrigin: origin, parentSize: size, parentFlag: flag,
                                   arranged: isStack && child["key"] != "contentView") {
        children.append(childNode)
      }
    }
    if case .stack(var stack) = node.kind {
      stack.arranged = children
      node.kind = .stack(stack)
    } else {
      node.subviews.insert(contentsOf: children, at: 0)
    }
    if element.name == "tableView" || element.name == "collectionView", let content = scrollContent[id] {
      node.subviews.insert(contentsOf: embeddedCells(of: element, tableID: id, contentID: content), at: 0)
    }
    return node
  }

  /// Views whose size Interface Builder keeps where it drew them, as an intrinsic size, when nothing in
  /// the file sizes them:
  ///
  /// - a stack view that arranges nothing (UIStackView makes no constraints without arranged views; Xcode
  ///   neither resizes nor flags it);
  /// - a custom class's plain view with no subviews in the file and no class-map entry: it draws itself,
  ///   and Xcode, which ran its code (`IB_DESIGNABLE`), stored the size it reported.
  ///
  /// ```swift
  /// IBSceneBuilder.keepsStoredSize(emptyStack, kind: .stack(stack), hasSubviews: false, classMap: IBClassMap())   // true
  /// ```
  static func keepsStoredSize(_ element: XMLElement, kind: Layout.Kind, hasSubviews: Bool, classMap: IBClassMap) -> Bool {
    guard !hasSubviews else { return false }
    switch kind {
    case .stack: return true
    case .view:
      guard element.name == "view", let custom = element["customClass"] else { return false }
      return classMap.entry(forClass: custom, module: element["customModule"]) == nil
    default: return false
    }
  }

  /// Interface Builder never lays a view out with a negative width or height (no stored frame in the
  /// corpus has one): where constraints would squeeze a view below zero, it stays at zero and the squeeze
  /// goes to its neighbours' compression resistance. Plumb states it as `width >= 0` and `height >= 0`
  /// just below required, so every user priority yields to it and required constraints still win.
  func nonNegativeSize(_ id: String, source: Layout.SourceLocation) {
    for attribute in [Layout.Attribute.width, .height] {
      extraConstraints.append(Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: attribute), relation: .greaterThanOrEqual, second: nil, constant: 0,
        priority: Self.nonNegativeSizePriority, identifier: "non-negative size", text: "\(id).\(attribute.rawValue) >= 0",
        source: source))
    }
  }

  /// The priority of `nonNegativeSize`: above every priority a file can give (≤ 999 below required).
  static let nonNegativeSizePriority = 999.9

  var defaultWidthClass: String? {
    guard document.device != nil else { return nil }
    let width = document.isLandscape ? document.device!.height : document.device!.width
    return width >= Layout.SizeClass.regularWidth || (document.isLandscape && document.device!.width >= 414) ? "regular" : "compact"
  }

  func spec(_ a: String, _ aa: Layout.Attribute, _ b: String, _ ba: Layout.Attribute, constant: Double = 0,
            priority: Double = 1000, identifier: String = "guide", source: Layout.SourceLocation) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(first: Layout.AnchorRef(item: a, attribute: aa), relation: .equal,
                          second: Layout.AnchorRef(item: b, attribute: ba), constant: constant, priority: priority,
                          identifier: identifier, text: "\(a).\(aa.rawValue) == \(b).\(ba.rawValue) + \(constant)", source: source)
  }

  /// `preservesSuperviewLayoutMargins`: where the view lies within its superview's margins, its own
  /// margins grow to reach them (judged on the stored frames).
  private func preserved(_ own: DirectionalInsets?, frame: Rect, parentSize: Size, parentID: String) -> DirectionalInsets {
    var margins = own ?? DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let parent: DirectionalInsets
    if parentID == "root" { parent = rootMargins } else { parent = marginsOf[parentID] ?? DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    margins.leading = max(margins.leading, parent.leading - frame.minX)
    margins.trailing = max(margins.trailing, parent.trailing - (parentSize.width - frame.maxX))
    margins.top = max(margins.top, parent.top - frame.minY)
    margins.bottom = max(margins.bottom, parent.bottom - (parentSize.height - frame.maxY))
    return margins
  }

  /// Hidden, alpha, background, clipping, corner radius, masked corners, border and shadow (runtime attributes).
  private func appearance(_ element: XMLElement, into node: inout Layout.Node) {
    node.appearance.hidden = element.flag("hidden") ?? false
    if let alpha = element.number("alpha") { node.appearance.alpha = min(1, max(0, alpha)) }
    if let colour = element.child("color", key: "backgroundColor") {
      if let value = resolvedColour(colour) { node.appearance.background = value }
      else { warn(colour, "colour not understood; drawn without a background") }
    } else if let background = Self.defaultBackground(of: element) {
      node.appearance.background = background
    }
    node.appearance.clipsToBounds = element.flag("clipsSubviews") ?? false
    if element.name == "visualEffectView" { visualEffect(element, into: &node) }
    guard let attributes = element.child("userDefinedRuntimeAttributes") else { return }
    var borderWidth: Double?
    var borderColor: Color?
    var shadow = Layout.LayerShadow()
    for attribute in attributes.children(named: "userDefinedRuntimeAttribute") {
      let value = attribute.children.first { $0["key"] == "value" }
      let number = attribute.number("value") ?? value?.number("value")
      switch attribute["keyPath"] {
      case "layer.cornerRadius", "cornerRadius": if let number { node.appearance.cornerRadius = max(0, number) }
      case "layer.borderWidth", "borderWidth": borderWidth = number
      case "layer.borderColor", "layer.borderUIColor", "borderColor":
        borderColor = value.flatMap { $0.name == "color" ? resolvedColour($0) : nil }
      case "layer.maskedCorners":
        // CACornerMask's raw value (1 top left, 2 top right, 4 bottom left, 8 bottom right).
        if let number, number >= 0, number <= 15, number == number.rounded() {
          node.appearance.maskedCorners = Layout.CornerMask(rawValue: Int(number))
        } else {
          warn(attribute, "layer.maskedCorners is not a corner mask (0 to 15); every corner is rounded")
        }
      case "layer.masksToBounds": if value?["value"] == "YES" || attribute["value"] == "YES" { node.appearance.clipsToBounds = true }
      case "layer.shadowOpacity", "shadowOpacity": if let number { shadow.opacity = min(1, max(0, number)) }
      case "layer.shadowRadius", "shadowRadius": if let number { shadow.radius = max(0, number) }
      case "layer.shadowOffset", "shadowOffset":
        if let size = value.flatMap({ $0.name == "size" ? $0 : nil }), let width = size.number("width"), let height = size.number("height") {
          shadow.offset = Size(width: width, height: height)
        } else {
          warn(attribute, "layer.shadowOffset is not a size; the shadow keeps UIKit's offset (0, -3)")
        }
      case "layer.shadowColor", "layer.shadowUIColor", "shadowColor":
        if let colour = value.flatMap({ $0.name == "color" ? resolvedColour($0) : nil }) { shadow.color = colour }
      default: continue
      }
    }
    if let borderWidth, borderWidth > 0 { node.appearance.border = Layout.Border(width: borderWidth, color: borderColor ?? .black) }
    if shadow.isVisible { node.appearance.shadow = shadow }
  }

  /// A visual effect view's `<blurEffect style="…"/>` as its blur; a vibrancy effect draws its content as it is.
  private func visualEffect(_ element: XMLElement, into node: inout Layout.Node) {
    if let blur = element.child("blurEffect") {
      if let style = blur["style"].flatMap(Layout.BlurStyle.init(rawValue:)) {
        node.appearance.blurEffect = style
      } else {
        warn(blur, "blur effect style '\(blur["style"] ?? "")' not understood; drawn without a blur")
      }
    }
    if let vibrancy = element.child("vibrancyEffect") {
      warn(vibrancy, "vibrancy effect: the content is drawn as it is, without vibrancy")
    }
  }
}
