extension Layout.ItemTable {
  /// A stack's `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`: for a vertical stack the first
  /// (last) visible arranged view; for a horizontal stack its tallest visible arranged view, by intrinsic
  /// or fitting height (ties: the first). `nil` for items that are not stacks or have no visible view —
  /// they fall back to their top (bottom) edge.
  ///
  /// The horizontal choice is made from intrinsic sizes, before solving (UIKit uses the laid-out heights;
  /// the two agree whenever the views keep their intrinsic heights).
  func baselineView(of item: Int, first: Bool, intrinsics: Layout.IntrinsicTable) -> Int? {
    guard let node = items[item].node, case .stack(let stack) = node.kind else { return nil }
    let visible = arrangedItems(of: item).filter { !items[$0].isHidden }
    if stack.axis == .vertical { return first ? visible.first : visible.last }
    var best: (item: Int, height: Double)?
    for view in visible {
      let height = fittingLength(view, axis: .vertical, intrinsics: intrinsics) ?? 0
      if best == nil || height > best!.height { best = (view, height) }
    }
    return best?.item
  }
}
