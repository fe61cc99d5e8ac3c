extension Layout {
  /// Everything that can be constrained, with its box as solver expressions: `root`, `safeArea`, every node
  /// of the scene (preorder), and the guides Plumb makes (a stack's margins guide, spanning and gap guides).
  ///
  /// All boxes are in root coordinates, so frames come straight out of the solver. Variables are made in a
  /// fixed order (root, then nodes in preorder, then guides in the order the stacks ask for them), so the same
  /// scene always lowers to the same variables whatever the variant.
  struct ItemTable {
    var items: [Item] = []
    var indexByID: [String: Int] = [:]
    var variableNames: [String] = []
    /// Item indices of the scene's nodes, in preorder.
    var nodeItems: [Int] = []
    /// Each stack item's arranged items, in order.
    var arranged: [Int: [Int]] = [:]

    /// The four expressions of a box: left, top, width, height.
    struct Box {
      var left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression
    }

    /// What an item is.
    enum Role {
      case root, safeArea, node
      /// The layout margins guide of a stack (for `isLayoutMarginsRelativeArrangement`).
      case marginsGuide
      /// A guide a stack generates (spanner, gap, empty canvas); not part of the result.
      case stackGuide
    }

    struct Item {
      var id: String
      var role: Role
      var parent: Int?
      var depth: Int
      var box: Box
      /// Layout margins, resolved to left/right by the item's own direction (root: plus the safe area).
      var margins: Insets
      var direction: LayoutDirection
      /// The node's own `hidden` flag.
      var isHidden: Bool
      /// Hidden, or inside a hidden view.
      var isEffectivelyHidden: Bool
      /// The scene node, for `.node` items.
      var node: Node?
      /// The stack item this node is arranged in, and its index in `arranged`.
      var arrangedIn: Int?
      var arrangedIndex: Int?
      /// Index in preorder among the scene's nodes (`nil` for root, safe area and guides).
      var preorderIndex: Int?
    }

    /// Builds the table for a scene in a variant: root, safe area, then the tree in preorder.
    init(scene: Scene, variant: Variant) {
      let rootWidth = makeVariable("root.width")
      let rootHeight = makeVariable("root.height")
      let rootBox = Box(
        left: LinearExpression(constant: 0), top: LinearExpression(constant: 0),
        width: LinearExpression(rootWidth), height: LinearExpression(rootHeight))
      let safe = (variant.deviceSafeArea ?? scene.canvas.safeArea).resolved(for: variant.direction)
      let margins = scene.canvas.margins.resolved(for: variant.direction)
      // insetsLayoutMarginsFromSafeArea (UIKit's default): the root's margins are measured from the safe area.
      let rootMargins = Insets(
        top: safe.top + margins.top, left: safe.left + margins.left,
        bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
      append(Item(
        id: "root", role: .root, parent: nil, depth: 0, box: rootBox, margins: rootMargins,
        direction: variant.direction, isHidden: false, isEffectivelyHidden: false))
      let safeBox = Box(
        left: LinearExpression(constant: safe.left), top: LinearExpression(constant: safe.top),
        width: LinearExpression(rootWidth) - (safe.left + safe.right),
        height: LinearExpression(rootHeight) - (safe.top + safe.bottom))
      append(Item(
        id: "safeArea", role: .safeArea, parent: 0, depth: 1, box: safeBox, margins: .zero,
        direction: variant.direction, isHidden: false, isEffectivelyHidden: false))

      var preorder = 0
      func visit(_ node: Node, parent: Int, arrangedIn: Int?, arrangedIndex: Int?) {
        let parentItem = items[parent]
        let direction = node.semanticContentAttribute.resolve(inherited: parentItem.direction)
        let box = Box(
          left: LinearExpression(makeVariable("\(node.id).left")),
          top: LinearExpression(makeVariable("\(node.id).top")),
          width: LinearExpression(makeVariable("\(node.id).width")),
          height: LinearExpression(makeVariable("\(node.id).height")))
        let isGuide: Bool
        if case .guide = node.kind { isGuide = true } else { isGuide = false }
        let margins = isGuide ? Insets.zero : (node.margins ?? .standard).resolved(for: direction)
        let hidden = node.appearance.hidden
        let index = append(Item(
          id: node.id, role: .node, parent: parent, depth: parentItem.depth + 1, box: box, margins: margins,
          direction: direction, isHidden: hidden, isEffectivelyHidden: hidden || parentItem.isEffectivelyHidden,
          node: node, arrangedIn: arrangedIn, arrangedIndex: arrangedIndex, preorderIndex: preorder))
        preorder += 1
        nodeItems.append(index)
        if case .stack(let stack) = node.kind {
          arranged[index] = []
          for (position, child) in stack.arranged.enumerated() {
            arranged[index]!.append(items.count)
            visit(child, parent: index, arrangedIn: index, arrangedIndex: position)
          }
        }
        for child in node.subviews { visit(child, parent: index, arrangedIn: nil, arrangedIndex: nil) }
      }
      for node in scene.views { visit(node, parent: 0, arrangedIn: nil, arrangedIndex: nil) }
    }

    var rootWidth: VariableID { VariableID(0) }
    var rootHeight: VariableID { VariableID(1) }

    @discardableResult
    mutating func append(_ item: Item) -> Int {
      items.append(item)
      // The first item with an id wins; the scene parser rejects duplicates before they get here.
      if indexByID[item.id] == nil { indexByID[item.id] = items.count - 1 }
      return items.count - 1
    }

    mutating func makeVariable(_ name: String) -> VariableID {
      variableNames.append(name)
      return VariableID(variableNames.count - 1)
    }

    /// A guide owned by a stack. Along `axis` it gets its own variables; across it copies the stack's box
    /// (the stack never constrains a gap guide across, nor a spanner along, its axis).
    /// Asking again for the same name returns the same guide, so re-lowering makes no new variables.
    mutating func addStackGuide(name: String, owner: Int, axis: Axis) -> Int {
      if let existing = indexByID[name], items[existing].role == .stackGuide { return existing }
      let ownerItem = items[owner]
      var box = ownerItem.box
      switch axis {
      case .horizontal:
        box.left = LinearExpression(makeVariable("\(name).left"))
        box.width = LinearExpression(makeVariable("\(name).width"))
      case .vertical:
        box.top = LinearExpression(makeVariable("\(name).top"))
        box.height = LinearExpression(makeVariable("\(name).height"))
      }
      return append(Item(
        id: name, role: .stackGuide, parent: owner, depth: ownerItem.depth + 1, box: box, margins: .zero,
        direction: ownerItem.direction, isHidden: true, isEffectivelyHidden: true))
    }

    /// The stack's `layoutMarginsGuide`: its box inset by its margins (no variables of its own).
    mutating func marginsGuide(of owner: Int) -> Int {
      let name = "\(items[owner].id).layoutMarginsGuide"
      if let existing = indexByID[name] { return existing }
      let ownerItem = items[owner]
      let m = ownerItem.margins
      let box = Box(
        left: ownerItem.box.left + m.left, top: ownerItem.box.top + m.top,
        width: ownerItem.box.width - (m.left + m.right), height: ownerItem.box.height - (m.top + m.bottom))
      return append(Item(
        id: name, role: .marginsGuide, parent: owner, depth: ownerItem.depth + 1, box: box, margins: .zero,
        direction: ownerItem.direction, isHidden: true, isEffectivelyHidden: true))
    }

    /// The nearest common ancestor of two items (an item is its own ancestor).
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
      var x = a, y = b
      while items[x].depth > items[y].depth { x = items[x].parent! }
      while items[y].depth > items[x].depth { y = items[y].parent! }
      while x != y { x = items[x].parent!; y = items[y].parent! }
      return x
    }

    /// The scene node at an item, if it is one.
    func node(_ item: Int) -> Node? { items[item].node }
  }
}
