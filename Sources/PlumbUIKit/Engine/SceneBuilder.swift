import Foundation
import PlumbLayout

/// A view tree turned into a `Layout.Scene`, with the objects behind the scene's nodes and constraints.
@preconcurrency @MainActor
package struct BuiltScene {
  package var scene: Layout.Scene
  var variant: Layout.Variant
  /// The view or layout guide behind each node, in `scene.allNodes` order.
  var objects: [AnyObject]
  /// Node ids by object.
  var ids: [ObjectIdentifier: String]
  /// The `NSLayoutConstraint` behind each scene constraint (`nil` for ones Plumb made, such as
  /// autoresizing-mask and system-guide constraints).
  var sources: [NSLayoutConstraint?]
  var traits: UITraitCollection
  /// The scene constraint index of each `NSLayoutConstraint` in `sources`.
  var sourceIndices: [ObjectIdentifier: Int] {
    var indices: [ObjectIdentifier: Int] = [:]
    for (index, source) in sources.enumerated() { if let source { indices[ObjectIdentifier(source)] = index } }
    return indices
  }
}

/// Builds the scene of a root view: ids, nodes (views, labels, images, stacks, guides), constraints
/// (active ones in activation order, autoresizing masks, system guides), canvas and variant.
@preconcurrency @MainActor
struct SceneBuilder {
  let root: UIView
  let traits: UITraitCollection
  private var ids: [ObjectIdentifier: String] = [:]
  private var usedIDs: Set<String> = ["root", "safeArea"]
  private var objects: [AnyObject] = []
  private var constraints: [Layout.ConstraintSpec] = []
  private var sources: [NSLayoutConstraint?] = []
  /// System guides turned into guide nodes, by owning view, in the order they were met.
  private var systemGuideNodes: [ObjectIdentifier: [(guide: UILayoutGuide, node: Layout.Node)]] = [:]
  private var strings: [String: String] = [:]
  private var preorder = 0

  init(root: UIView) {
    self.root = root
    self.traits = root.traitCollection.completed
  }

  /// The scene of the tree under `root`, sized by the root's bounds.
  static func build(root: UIView) -> BuiltScene {
    var builder = SceneBuilder(root: root)
    return builder.make()
  }

  private mutating func make() -> BuiltScene {
    root.prepareForLayoutPass()
    ids[ObjectIdentifier(root)] = "root"
    for subview in root.storedSubviews { assignIDs(subview) }
    for guide in root.storedGuides { assignID(guide) }
    for constraint in root.allActiveConstraints() { add(constraint) }
    autoresizingConstraints(in: root)
    var views: [Layout.Node] = []
    for subview in root.storedSubviews { views.append(node(for: subview)) }
    // The root's tint reaches its subviews (the scene's root has none of its own: systemBlue).
    if let rootTint = root.storedTint?.plumbColor(root.traitCollection.completed) {
      for index in views.indices where views[index].appearance.tintColor == nil { views[index].appearance.tintColor = rootTint }
    }
    views.append(contentsOf: guideNodes(of: root))
    let direction: LayoutDirection = root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    let size = root.bounds.size
    let scale = Double(traits.displayScale)
    let canvas = Layout.Canvas(
      width: Double(size.width), height: .points(Double(size.height)), scale: scale,
      background: root.backgroundColor?.plumbColor(root.traitCollection.completed),
      margins: rootMargins(), safeArea: rootSafeArea())
    let name = root.accessibilityIdentifier ?? String(describing: type(of: root))
    var scene = Layout.Scene(name: name, canvas: canvas, views: views, constraints: constraints)
    if !strings.isEmpty { scene.strings = ["en": strings] }
    // The appearance and contrast reach the renderer, which draws controls, bars and materials for them
    // (the views' own colours are already resolved for their traits).
    let variant = Layout.Variant(
      width: canvas.width, height: canvas.height, direction: direction, type: traits.preferredContentSizeCategory.plumb,
      scale: scale, appearance: traits.plumbStyle, contrast: traits.plumbContrast)
    return BuiltScene(scene: scene, variant: variant, objects: objects, ids: ids, sources: sources, traits: traits)
  }

  // MARK: Ids

  private mutating func assignIDs(_ view: UIView) {
    let typeName = String(describing: type(of: view))
    ids[ObjectIdentifier(view)] = unique(view.accessibilityIdentifier, fallback: typeName)
    for subview in view.storedSubviews { assignIDs(subview) }
    for guide in view.storedGuides { assignID(guide) }
  }

  private mutating func assignID(_ guide: UILayoutGuide) {
    ids[ObjectIdentifier(guide)] = unique(guide.identifier.isEmpty ? nil : guide.identifier, fallback: "UILayoutGuide")
  }

  /// The wanted id if it is free, else `<fallback><n>` with the first free n.
  private mutating func unique(_ wanted: String?, fallback: String) -> String {
    if let wanted, !wanted.isEmpty, !usedIDs.contains(wanted) {
      usedIDs.insert(wanted)
      return wanted
    }
    var n = usedIDs.count - 1
    var candidate = "\(fallback)\(n)"
    while usedIDs.contains(candidate) { n += 1; candidate = "\(fallback)\(n)" }
    usedIDs.insert(candidate)
    return candidate
  }

  private func id(_ view: UIView) -> String? { ids[ObjectIdentifier(view)] }

  // MARK: Constraints

  private mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = anchor(constraint.firstItem, constraint.firstAttribute) else { return }
    var second: Layout.AnchorRef?
    if constraint.secondItem != nil {
      guard let resolved = anchor(constraint.secondItem, constraint.secondAttribute) else { return }
      second = resolved
    }
    var spec = Layout.ConstraintSpec(
      first: first, relation: constraint.relation.plumb, second: second, multiplier: Double(constraint.multiplier),
      constant: Double(constraint.constant), priority: Double(constraint.priority.rawValue),
      identifier: constraint.identifier)
    spec.text = spec.notation
    constraints.append(spec)
    sources.append(constraint)
  }

  /// The scene anchor of an item's attribute: views by id, system guides by the attributes they stand
  /// for (or a guide node made for them), custom guides by id.
  private mutating func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Layout.AnchorRef? {
    guard let plumbAttribute = attribute.plumb else { return nil }
    if let view = item as? UIView {
      guard let id = id(view) else { return nil }
      return Layout.AnchorRef(item: id, attribute: plumbAttribute)
    }
    guard let guide = item as? UILayoutGuide, let owner = guide.storedOwner, let ownerID = id(owner) else { return nil }
    switch guide.role {
    case .custom:
      guard let id = ids[ObjectIdentifier(guide)] else { return nil }
      return Layout.AnchorRef(item: id, attribute: plumbAttribute)
    case .safeArea:
      if owner === root { return Layout.AnchorRef(item: "safeArea", attribute: plumbAttribute) }
      return Layout.AnchorRef(item: systemGuideNode(guide, owner: owner, ownerID: ownerID), attribute: plumbAttribute)
    case .margins:
      if let margin = Self.marginAttribute(plumbAttribute), !Self.preservesSuperviewMargins(owner, root: root) {
        return Layout.AnchorRef(item: ownerID, attribute: margin)
      }
      return Layout.AnchorRef(item: systemGuideNode(guide, owner: owner, ownerID: ownerID), attribute: plumbAttribute)
    case .scrollFrame:
      return Layout.AnchorRef(item: ownerID, attribute: plumbAttribute)
    case .readableContent, .scrollContent:
      return Layout.AnchorRef(item: systemGuideNode(guide, owner: owner, ownerID: ownerID), attribute: plumbAttribute)
    }
  }

  /// The level of the pulls that settle a subview's safe-area guide: between Plumb's tie rule (0.001)
  /// and its non-negative sizes (0.002), below every priority a view uses.
  static let safeAreaPullPriority = 0.0015

  /// Whether a view's margins follow its superview's (`preservesSuperviewLayoutMargins` on a view with a
  /// superview; the root has none to preserve).
  static func preservesSuperviewMargins(_ view: UIView, root: UIView) -> Bool {
    view.preservesMargins && view !== root && view.storedSuperview != nil
  }

  /// UIKit's attribute for one of Plumb's edges (for asking a guide's anchor).
  static func nsAttribute(_ attribute: Layout.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .top: return .top
    case .bottom: return .bottom
    case .left: return .left
    default: return .right
    }
  }

  static func marginAttribute(_ attribute: Layout.Attribute) -> Layout.Attribute? {
    switch attribute {
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return nil
    }
  }

  /// The id of the guide node standing for a margins or readable-content guide, made on first use with
  /// the constraints that place it.
  private mutating func systemGuideNode(_ guide: UILayoutGuide, owner: UIView, ownerID: String) -> String {
    let key = ObjectIdentifier(owner)
    if let existing = systemGuideNodes[key]?.first(where: { $0.guide === guide }) { return existing.node.id }
    let suffix: String
    switch guide.role {
    case .margins: suffix = "layoutMarginsGuide"
    case .scrollContent: suffix = "contentLayoutGuide"
    case .safeArea: suffix = "safeAreaLayoutGuide"
    default: suffix = "readableContentGuide"
    }
    let id = unique("\(ownerID).\(suffix)", fallback: "\(ownerID).\(suffix)")
    systemGuideNodes[key, default: []].append((guide, Layout.Node(id: id, kind: .guide)))
    func pin(_ attribute: Layout.Attribute, _ relation: Layout.Relation, _ target: Layout.Attribute?, constant: Double = 0,
             priority: Double = 1000) {
      var spec = Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: attribute), relation: relation,
        second: target.map { Layout.AnchorRef(item: ownerID, attribute: $0) }, constant: constant, priority: priority,
        identifier: "UIView-\(suffix)")
      spec.text = spec.notation
      constraints.append(spec)
      sources.append(nil)
    }
    if guide.role == .margins, Self.preservesSuperviewMargins(owner, root: root), let superview = owner.storedSuperview {
      // preservesSuperviewLayoutMargins: each margin edge is at least the view's own margin and at
      // least the superview's (effective) margin edge where that reaches into the view — UIKit's
      // max(margin, superview margin − distance to the superview's edge); pulled to the view's own
      // margin below every real priority.
      let superMargins = superview.systemGuide(.margins)
      let edges: [(Layout.Attribute, Layout.Attribute, Layout.Relation, Layout.Relation)] = [
        (.top, .topMargin, .greaterThanOrEqual, .lessThanOrEqual), (.left, .leftMargin, .greaterThanOrEqual, .lessThanOrEqual),
        (.bottom, .bottomMargin, .lessThanOrEqual, .greaterThanOrEqual), (.right, .rightMargin, .lessThanOrEqual, .greaterThanOrEqual),
      ]
      for (edge, margin, inward, outward) in edges {
        guard let outer = anchor(superMargins, Self.nsAttribute(edge)) else { continue }
        let own = Layout.AnchorRef(item: ownerID, attribute: margin)
        for (target, relation, priority) in [(own, inward, 1000.0), (outer, inward, 1000.0), (own, outward, Self.safeAreaPullPriority)] {
          var spec = Layout.ConstraintSpec(
            first: Layout.AnchorRef(item: id, attribute: edge), relation: relation, second: target, priority: priority,
            identifier: "UIView-layoutMarginsGuide")
          spec.text = spec.notation
          constraints.append(spec)
          sources.append(nil)
        }
      }
      return id
    }
    if guide.role == .safeArea {
      // A subview's safe area is its bounds intersected with the root's safe area, as UIKit computes
      // it: each edge at least as far in as both (required) and pulled out to the nearer of the two at
      // a level below every real priority (so it only settles the guide, never moves a view).
      func edge(_ attribute: Layout.Attribute, _ inward: Layout.Relation, _ outward: Layout.Relation) {
        for item in [ownerID, "safeArea"] {
          var spec = Layout.ConstraintSpec(
            first: Layout.AnchorRef(item: id, attribute: attribute), relation: inward,
            second: Layout.AnchorRef(item: item, attribute: attribute), identifier: "UIView-safeAreaLayoutGuide")
          spec.text = spec.notation
          constraints.append(spec)
          sources.append(nil)
        }
        var pull = Layout.ConstraintSpec(
          first: Layout.AnchorRef(item: id, attribute: attribute), relation: outward,
          second: Layout.AnchorRef(item: ownerID, attribute: attribute), priority: Self.safeAreaPullPriority,
          identifier: "UIView-safeAreaLayoutGuide")
        pull.text = pull.notation
        constraints.append(pull)
        sources.append(nil)
      }
      edge(.top, .greaterThanOrEqual, .lessThanOrEqual)
      edge(.left, .greaterThanOrEqual, .lessThanOrEqual)
      edge(.bottom, .lessThanOrEqual, .greaterThanOrEqual)
      edge(.right, .lessThanOrEqual, .greaterThanOrEqual)
      return id
    }
    if guide.role == .scrollContent {
      // The content area starts at the scroll view's top leading corner (content offset zero); its
      // size is what the content's constraints make it, zero when nothing does.
      pin(.top, .equal, .top)
      pin(.leading, .equal, .leading)
      pin(.width, .equal, nil, priority: 1)
      pin(.height, .equal, nil, priority: 1)
      return id
    }
    pin(.top, .equal, .topMargin)
    pin(.bottom, .equal, .bottomMargin)
    if guide.role == .margins {
      pin(.leading, .equal, .leadingMargin)
      pin(.trailing, .equal, .trailingMargin)
    } else {
      let body = PlumbLayout.TextStyle.body
      let readable = 672 * body.pointSize(for: traits.preferredContentSizeCategory.plumb) / body.pointSize(for: .large)
      pin(.centerX, .equal, .centerXWithinMargins)
      pin(.leading, .greaterThanOrEqual, .leadingMargin)
      pin(.width, .lessThanOrEqual, nil, constant: readable)
      pin(.width, .equal, nil, constant: readable, priority: 999)
    }
    return id
  }

  /// NSAutoresizingMaskLayoutConstraints for views that translate their frame (not the root, not
  /// arranged in a stack): the frame as it is, with flexible margins and sizes following the superview.
  private mutating func autoresizingConstraints(in view: UIView) {
    for subview in view.storedSubviews {
      if subview.translatesAutoresizingMaskIntoConstraints, let viewID = id(subview), let superID = id(view) {
        autoresize(subview, id: viewID, in: view, superID: superID)
      }
      autoresizingConstraints(in: subview)
    }
  }

  private mutating func autoresize(_ view: UIView, id: String, in superview: UIView, superID: String) {
    // The frame refers to the superview's current size: frame and bounds changes resize subviews at once
    // (springs and struts), and layout passes write both.
    let frame = view.storedFrame, outer = superview.bounds.size
    let mask = view.autoresizingMask
    let maskText = Self.maskText(mask)
    func emit(_ attribute: Layout.Attribute, _ target: Layout.Attribute?, multiplier: Double = 1, constant: Double) {
      var spec = Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: attribute), relation: .equal,
        second: target.map { Layout.AnchorRef(item: superID, attribute: $0) }, multiplier: multiplier,
        constant: constant)
      spec.text = "NSAutoresizingMaskLayoutConstraint \(maskText) " + spec.notation
      constraints.append(spec)
      sources.append(nil)
    }
    func axis(
      flexibleLow: Bool, flexibleSize: Bool, flexibleHigh: Bool, low: Double, length: Double, outerLength: Double,
      edges: (Layout.Attribute, Layout.Attribute, Layout.Attribute, Layout.Attribute)
    ) {
      let (lowEdge, highEdge, size, _) = edges
      let high = outerLength - low - length
      switch (flexibleLow, flexibleSize, flexibleHigh) {
      case (false, false, _):
        emit(lowEdge, lowEdge, constant: low)
        emit(size, nil, constant: length)
      case (true, false, false):
        emit(highEdge, highEdge, constant: -high)
        emit(size, nil, constant: length)
      case (false, true, false):
        emit(lowEdge, lowEdge, constant: low)
        emit(highEdge, highEdge, constant: -high)
      default:
        // Two or three flexible parts share the change of the superview's length in proportion to
        // their current lengths (equally when those are all 0), as springs and struts do:
        // part' = part + Δ·k with k = part / Σ flexible parts. Linear in the superview's length, so
        // the size is one constraint; the low edge is the superview's low edge plus k·length + c,
        // which takes a guide in the superview as long as that share (one item per side of a constraint).
        let parts = [low, length, high], flexible = [flexibleLow, flexibleSize, flexibleHigh]
        let total = zip(parts, flexible).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
        let count = Double(flexible.filter { $0 }.count)
        func share(_ part: Int) -> Double { flexible[part] ? (total > 0 ? parts[part] / total : 1 / count) : 0 }
        let lowShare = share(0), sizeShare = share(1)
        if sizeShare == 0 {
          emit(size, nil, constant: length)
        } else {
          emit(size, size, multiplier: sizeShare, constant: length - outerLength * sizeShare)
        }
        if lowShare == 0 {
          emit(lowEdge, lowEdge, constant: low)
        } else {
          let guide = autoresizingGuide(
            in: superview, superID: superID, for: id, horizontal: lowEdge == .left, share: lowShare,
            constant: low - outerLength * lowShare, maskText: maskText)
          var spec = Layout.ConstraintSpec(
            first: Layout.AnchorRef(item: id, attribute: lowEdge), second: Layout.AnchorRef(item: guide, attribute: highEdge))
          spec.text = "NSAutoresizingMaskLayoutConstraint \(maskText) " + spec.notation
          constraints.append(spec)
          sources.append(nil)
        }
      }
    }
    axis(
      flexibleLow: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
      flexibleHigh: mask.contains(.flexibleRightMargin), low: Double(frame.minX), length: Double(frame.width),
      outerLength: Double(outer.width), edges: (.left, .right, .width, .centerX))
    axis(
      flexibleLow: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
      flexibleHigh: mask.contains(.flexibleBottomMargin), low: Double(frame.minY), length: Double(frame.height),
      outerLength: Double(outer.height), edges: (.top, .bottom, .height, .centerY))
  }

  /// A guide in `superview` from its low edge, `share` of its length plus `constant` long on one axis
  /// (zero on the other): where an autoresizing view's low edge goes.
  private mutating func autoresizingGuide(
    in superview: UIView, superID: String, for viewID: String, horizontal: Bool, share: Double, constant: Double,
    maskText: String
  ) -> String {
    let id = unique("\(viewID).autoresizing\(horizontal ? "X" : "Y")", fallback: "\(viewID).autoresizing")
    systemGuideNodes[ObjectIdentifier(superview), default: []].append((UILayoutGuide(), Layout.Node(id: id, kind: .guide)))
    let (low, size, crossLow, crossSize): (Layout.Attribute, Layout.Attribute, Layout.Attribute, Layout.Attribute) =
      horizontal ? (.left, .width, .top, .height) : (.top, .height, .left, .width)
    let pins: [(Layout.Attribute, Layout.Attribute?, Double, Double)] = [
      (low, low, 1, 0), (size, size, share, constant), (crossLow, crossLow, 1, 0), (crossSize, nil, 1, 0),
    ]
    for (attribute, target, multiplier, value) in pins {
      var spec = Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: attribute),
        second: target.map { Layout.AnchorRef(item: superID, attribute: $0) }, multiplier: multiplier, constant: value)
      spec.text = "NSAutoresizingMaskLayoutConstraint \(maskText) " + spec.notation
      constraints.append(spec)
      sources.append(nil)
    }
    return id
  }

  /// UIKit's `h=-&- v=--&` notation: `-` fixed, `&` flexible, for left/width/right and top/height/bottom.
  static func maskText(_ mask: UIView.AutoresizingMask) -> String {
    func mark(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
    return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) "
      + "v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
  }

  // MARK: Nodes

  private mutating func node(for view: UIView) -> Layout.Node {
    objects.append(view)
    let viewTraits = view.traitCollection.completed
    var node = Layout.Node(id: id(view)!)
    node.appearance = SceneBuilder.appearance(of: view, traits: viewTraits)
    node.accessibility = view.plumbAccessibility
    node.margins = view.storedDirectionalMargins.plumbInsets
    node.semanticContentAttribute = view.storedSemantic.plumb
    let priorities = view.contentPriorities
    node.hugging = Layout.AxisPriorities(horizontal: Double(priorities.huggingH), vertical: Double(priorities.huggingV))
    node.compression = Layout.AxisPriorities(
      horizontal: Double(priorities.compressionH), vertical: Double(priorities.compressionV))
    let content = view.sceneContent(traits: viewTraits)
    node.kind = content.kind
    node.intrinsic = content.intrinsic
    if case .label(var label) = node.kind, label.text.hasPrefix("@") {
      let key = "plumbuikit.literal.\(strings.count)"
      strings[key] = label.text
      label.text = "@" + key
      node.kind = .label(label)
    }
    var others = view.storedSubviews
    if let stack = view as? UIStackView {
      let arranged = stack.arrangedSubviews.filter { $0.storedSuperview === stack }
      var arrangedNodes: [Layout.Node] = []
      for child in arranged {
        var childNode = self.node(for: child)
        if let spacing = stack.customSpacing[ObjectIdentifier(child)] { childNode.spacingAfter = Double(spacing) }
        arrangedNodes.append(childNode)
      }
      others.removeAll { child in arranged.contains { $0 === child } }
      node.kind = .stack(stack.plumbStack(arranged: arrangedNodes))
    }
    var subviews: [Layout.Node] = []
    for child in others { subviews.append(self.node(for: child)) }
    subviews.append(contentsOf: guideNodes(of: view))
    node.subviews = subviews
    return node
  }

  /// The guide nodes of a view: its custom guides, then the system guides made for it.
  private mutating func guideNodes(of view: UIView) -> [Layout.Node] {
    var result: [Layout.Node] = []
    for guide in view.storedGuides {
      objects.append(guide)
      result.append(Layout.Node(id: ids[ObjectIdentifier(guide)]!, kind: .guide))
    }
    for (guide, node) in systemGuideNodes[ObjectIdentifier(view)] ?? [] {
      objects.append(guide)
      result.append(node)
    }
    return result
  }

  static func appearance(of view: UIView, traits: UITraitCollection) -> Layout.Appearance {
    var look = Layout.Appearance()
    look.hidden = view.isHidden
    look.alpha = Double(view.alpha)
    look.background = view.backgroundColor?.plumbColor(traits)
    let layer = view.layer
    if layer.borderWidth > 0 {
      look.border = Layout.Border(width: Double(layer.borderWidth), color: layer.borderColor?.color ?? .black)
    }
    look.cornerRadius = Double(layer.cornerRadius)
    // The view's own tint; the engine passes it down to subviews that set none, as UIKit's `tintColor` is inherited.
    look.tintColor = view.storedTint?.plumbColor(traits)
    look.maskedCorners = Layout.CornerMask(rawValue: Int(layer.maskedCorners.rawValue & 15))
    look.clipsToBounds = layer.masksToBounds
    look.blurEffect = (view as? UIVisualEffectView)?.blurStyle
    if view.isTransformed {
      let t = view.transform, anchor = view.layer.anchorPoint
      look.transform = Layout.ViewTransform(
        a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty),
        anchor: Point(x: Double(anchor.x), y: Double(anchor.y)))
    }
    if layer.shadowOpacity > 0, let color = layer.shadowColor?.color {
      look.shadow = Layout.LayerShadow(
        color: color, opacity: Double(min(1, layer.shadowOpacity)),
        offset: Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height)),
        radius: Double(max(0, layer.shadowRadius)), path: layer.shadowPath?.shape)
    }
    return look
  }

  // MARK: Root

  private func rootMargins() -> DirectionalInsets {
    var margins = root.storedDirectionalMargins
    if let minimum = root.host?.systemMinimumMargins {
      if root.marginsWereSet {
        margins.leading = max(margins.leading, minimum.leading)
        margins.trailing = max(margins.trailing, minimum.trailing)
      } else {
        margins = minimum
      }
    }
    return margins.plumbInsets
  }

  /// The host's safe area, plus the bars a navigation or tab bar controller draws over its view.
  private func rootSafeArea() -> DirectionalInsets {
    var safe = root.host?.safeArea ?? .zero
    if let bars = root.owningController?.barInsets {
      safe = UIEdgeInsets(top: safe.top + bars.top, left: safe.left + bars.left, bottom: safe.bottom + bars.bottom, right: safe.right + bars.right)
    }
    let directional = safe.directional(rightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    return directional.plumbInsets
  }
}

/// What a view contributes to its node: its kind and any explicit intrinsic size.
struct SceneContent {
  var kind: Layout.Kind
  var intrinsic: Layout.IntrinsicSize
}

extension UIView {
  /// `intrinsicContentSize` as Plumb's explicit sizes (`noIntrinsicMetric` → none). Only asked of
  /// subclasses: UIView's own answer is always none.
  func explicitIntrinsicSize() -> Layout.IntrinsicSize {
    guard type(of: self) != UIView.self else { return Layout.IntrinsicSize() }
    let size = intrinsicContentSize
    return Layout.IntrinsicSize(
      width: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
      height: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height))
  }
}
