extension Layout {
  /// The lengths a view's own constraints give it along each axis without reference to another view
  /// (`view.height == 259`, `view.width >= 40`): what `systemLayoutSizeFitting` finds for a view with no
  /// intrinsic size, and so what a `fillProportionally` stack divides by.
  ///
  /// ```swift
  /// // text.height == 259 in a scene:
  /// lengths.fitting(text, .vertical, content: nil)   // 259
  /// // stack.height >= 0 around 90 points of content:
  /// lengths.fitting(stack, .vertical, content: 90)   // 90
  /// ```
  struct ConstantLengths {
    /// The constant of each item's own `length == c` (the largest when there are several), by axis.
    var equal: [Axis: [Int: Double]] = [:]
    /// The largest constant of each item's own `length >= c`, by axis.
    var atLeast: [Axis: [Int: Double]] = [:]

    /// The compressed fitting length of `item` whose content (a stack's arranged views) needs `content`:
    /// an `==` constant wins; otherwise the content, raised to any `>=` constant. `nil` with neither.
    func fitting(_ item: Int, _ axis: Axis, content: Double?) -> Double? {
      if let value = equal[axis]?[item] { return value }
      guard let minimum = atLeast[axis]?[item] else { return content }
      return max(content ?? 0, minimum)
    }
  }
}

extension Layout.Lowerer {
  /// The constant lengths of the scene's active constraints (`==` or `>=`, no second item, priority above
  /// UIKit's fitting-size level 50): a compressed fitting size meets each of them.
  func constantLengths() -> Layout.ConstantLengths {
    var lengths = Layout.ConstantLengths()
    for spec in sceneConstraints where spec.second == nil && spec.relation != .lessThanOrEqual && spec.priority > 50 {
      if let condition = spec.condition, !condition.holds(in: variant) { continue }
      guard spec.first.attribute.isSize, let item = table.indexByID[spec.first.item],
        table.items[item].role == .node
      else { continue }
      let axis: Layout.Axis = spec.first.attribute == .width ? .horizontal : .vertical
      if spec.relation == .equal {
        lengths.equal[axis, default: [:]][item] = max(lengths.equal[axis]?[item] ?? spec.constant, spec.constant)
      } else {
        lengths.atLeast[axis, default: [:]][item] = max(lengths.atLeast[axis]?[item] ?? spec.constant, spec.constant)
      }
    }
    return lengths
  }
}
