extension Layout.Scene {
  /// Whether an engine built for this scene can lay out `other` by only replacing constraints: the
  /// same canvas, strings and view tree (ids, kinds, appearance, margins, priorities, intrinsic sizes).
  /// PlumbUIKit keeps a view's engine across layout passes while this holds.
  ///
  /// ```swift
  /// var moved = scene
  /// moved.constraints[0].constant = 24
  /// scene.canReuseEngine(for: moved)   // true: only a constraint changed
  /// ```
  public func canReuseEngine(for other: Layout.Scene) -> Bool {
    canvas == other.canvas && strings == other.strings && views.count == other.views.count
      && zip(views, other.views).allSatisfy { $0.sameLayoutInput(as: $1) }
  }
}

extension Layout.Node {
  /// Everything but constraints is equal, recursively.
  func sameLayoutInput(as other: Layout.Node) -> Bool {
    guard id == other.id, appearance == other.appearance, margins == other.margins,
      semanticContentAttribute == other.semanticContentAttribute, hugging == other.hugging,
      compression == other.compression, intrinsic == other.intrinsic, spacingAfter == other.spacingAfter,
      subviews.count == other.subviews.count
    else { return false }
    switch (kind, other.kind) {
    case (.view, .view), (.guide, .guide): break
    case (.label(let a), .label(let b)): guard a == b else { return false }
    case (.image(let a), .image(let b)): guard a == b else { return false }
    case (.control(let a), .control(let b)): guard a == b else { return false }
    case (.stack(let a), .stack(let b)):
      guard a.axis == b.axis, a.distribution == b.distribution, a.alignment == b.alignment, a.spacing == b.spacing,
        a.isLayoutMarginsRelativeArrangement == b.isLayoutMarginsRelativeArrangement,
        a.isBaselineRelativeArrangement == b.isBaselineRelativeArrangement, a.arranged.count == b.arranged.count,
        zip(a.arranged, b.arranged).allSatisfy({ $0.sameLayoutInput(as: $1) })
      else { return false }
    default: return false
    }
    return zip(subviews, other.subviews).allSatisfy { $0.sameLayoutInput(as: $1) }
  }
}
