extension Layout {
  /// Where a label's text sits: measured text height and baselines from the top of the text block.
  struct TextMetrics: Hashable {
    var textHeight: Double
    var firstBaseline: Double
    var lastBaseline: Double
  }

  /// An item's intrinsic content size per axis (`nil`: no intrinsic metric) and, for labels, text metrics.
  struct IntrinsicContent: Hashable {
    var width: Double?
    var height: Double?
    var text: TextMetrics?

    subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
  }

  /// Intrinsic content of every item, by item index; the fixpoint replaces the entries of wrapping labels.
  struct IntrinsicTable {
    var entries: [IntrinsicContent]
    init(count: Int) { entries = Array(repeating: IntrinsicContent(), count: count) }
    subscript(item: Int) -> IntrinsicContent {
      get { item < entries.count ? entries[item] : IntrinsicContent() }
      set {
        while entries.count <= item { entries.append(IntrinsicContent()) }
        entries[item] = newValue
      }
    }
  }
}

extension Layout.ItemTable {
  /// A size the stack machinery can use for an item along an axis: its intrinsic size; for stacks, the
  /// stack's own fitting size from its visible arranged views (sum plus gaps along, tallest across, plus
  /// margins when margins-relative); either held to the lengths the item's own constraints fix
  /// (`constants`, e.g. `height == 259` on a text view); `nil` when there is nothing to go by.
  func fittingLength(
    _ item: Int, axis: Layout.Axis, intrinsics: Layout.IntrinsicTable,
    constants: Layout.ConstantLengths = Layout.ConstantLengths()
  ) -> Double? {
    if let value = intrinsics[item][axis] { return value }
    let content = stackContentLength(item, axis: axis, intrinsics: intrinsics, constants: constants)
    return constants.fitting(item, axis, content: content)
  }

  /// A stack's fitting length from its visible arranged views; `nil` for other items.
  private func stackContentLength(
    _ item: Int, axis: Layout.Axis, intrinsics: Layout.IntrinsicTable, constants: Layout.ConstantLengths
  ) -> Double? {
    guard let node = items[item].node, case .stack(let stack) = node.kind else { return nil }
    let children = arrangedItems(of: item).filter { !items[$0].isHidden }
    let lengths = children.map { fittingLength($0, axis: axis, intrinsics: intrinsics, constants: constants) ?? 0 }
    var total: Double
    if axis == stack.axis {
      total = lengths.reduce(0, +)
      for child in children.dropLast() { total += items[child].node?.spacingAfter ?? stack.spacing }
    } else {
      total = lengths.max() ?? 0
    }
    if stack.isLayoutMarginsRelativeArrangement {
      let m = items[item].margins
      total += axis == .horizontal ? m.left + m.right : m.top + m.bottom
    }
    return total
  }

  /// The arranged items of a stack item, in order.
  func arrangedItems(of stack: Int) -> [Int] { arranged[stack] ?? [] }
}
