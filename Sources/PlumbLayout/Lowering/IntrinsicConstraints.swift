extension Layout.Lowerer {
  /// Per axis with an intrinsic size: hugging `dimension <= intrinsic` and compression resistance
  /// `dimension >= intrinsic` at the view's priorities, plus the tie rule's copies (see `tieBreakPriority`).
  /// Every view also gets `dimension >= 0` at `nonNegativePriority` (see there).
  mutating func lowerIntrinsicSizes(_ intrinsics: Layout.IntrinsicTable) {
    let count = Double(table.nodeItems.count)
    for item in table.nodeItems {
      guard let node = table.items[item].node else { continue }
      let tieWeight = count - Double(table.items[item].preorderIndex ?? 0)
      for axis in Layout.Axis.allCases {
        let attribute: Layout.Attribute = axis == .horizontal ? .width : .height
        let end = Layout.AnchorConstraint.End(item: item, attribute: attribute)
        let suffix = axis == .horizontal ? "h" : "v"
        emit(
          kind: .intrinsic, identifier: "plumb-non-negative-\(suffix)", owner: item, keyPrefix: node.id,
          end, .greaterThanOrEqual, constant: 0, priority: Self.nonNegativePriority)
        guard let value = intrinsics[item][axis] else { continue }
        emit(
          kind: .intrinsic, identifier: "content-hugging-\(suffix)", owner: item, keyPrefix: node.id,
          end, .lessThanOrEqual, constant: value, priority: node.hugging[axis])
        emit(
          kind: .intrinsic, identifier: "compression-resistance-\(suffix)", owner: item, keyPrefix: node.id,
          end, .greaterThanOrEqual, constant: value, priority: node.compression[axis])
        emit(
          kind: .intrinsic, identifier: "plumb-tie-break-\(suffix)", owner: item, keyPrefix: node.id,
          end, .equal, constant: value, priority: Self.tieBreakPriority, weight: tieWeight)
      }
    }
  }
}
