extension Layout.Engine {
  /// Solves, then settles multi-line labels: measure each wrapping label (`numberOfLines != 1`) at its
  /// solved width, update its intrinsic size (widest line × lines shown) and solve again, until no size
  /// changes by more than 10⁻⁶ pt or `maximumFixpointIterations` re-solves were made; in that case the
  /// labels still changing are reported as `NonConvergence` and the last solution is kept.
  ///
  /// Every layout starts from the labels' unwrapped sizes, so a width sweep ends where a fresh layout of
  /// the same width would. A constant change (`fromSettledSizes`) starts from the sizes the last layout
  /// settled at instead: labels whose width it does not change are measured once and not re-solved.
  func solve(_ state: State, fromSettledSizes: Bool = false) {
    let table = state.lowerer.table
    state.session.suggestRoot(width: state.variant.width, height: Self.fixedHeight(state.variant), table: table)
    if !fromSettledSizes && state.intrinsics.entries != state.initial.entries {
      let before = state.intrinsics
      state.intrinsics = state.initial
      relower(state, from: before)
    }
    state.nonConvergence = nil
    readValues(state)
    if !state.optimumIsUnique { return }
    let wrapping = table.nodeItems.filter { item in
      guard let node = table.items[item].node else { return false }
      guard node.intrinsic.width == nil || node.intrinsic.height == nil else { return false }
      switch node.kind {
      case .label(let label): return label.numberOfLines != 1
      case .control(.textView(let view)): return !view.isScrollEnabled
      default: return false
      }
    }
    // Tab bars that set no height of their own grow into the unsafe bottom they reach, as UIKit's do.
    let tabBars = table.nodeItems.filter { item in
      guard let node = table.items[item].node, node.intrinsic.height == nil, case .control(.tabBar) = node.kind else { return false }
      return true
    }
    guard !wrapping.isEmpty || !tabBars.isEmpty else { return }
    var iteration = 0
    while true {
      let before = state.intrinsics
      var changed: [Int] = []
      for item in tabBars {
        let content = tabBarContent(item, state: state)
        if !Self.sameContent(content, state.intrinsics[item]) {
          state.intrinsics[item] = content
          changed.append(item)
        }
      }
      for item in wrapping {
        guard let node = table.items[item].node else { continue }
        let width = table.items[item].box.width.evaluate { state.values[$0.index] }
        let content: Layout.IntrinsicContent
        if case .control(.textView(let view)) = node.kind, let request = state.controlRequests[item]?.first {
          content = sizer.wrappedTextViewContent(
            node: node, view: view, request: request, width: width, scale: state.variant.scale)
        } else if let request = state.requests[item] {
          content = sizer.wrappedContent(node: node, request: request, width: width)
        } else {
          continue
        }
        if !Self.sameContent(content, state.intrinsics[item]) {
          state.intrinsics[item] = content
          changed.append(item)
        }
      }
      if changed.isEmpty { return }
      if iteration == maximumFixpointIterations {
        state.nonConvergence = Layout.NonConvergence(
          iterations: iteration, labels: changed.map { table.items[$0].id })
        return
      }
      iteration += 1
      relower(state, from: before)
      readValues(state)
      if !state.optimumIsUnique { return }
    }
  }

  /// A tab bar's content: its 49 points and as much of the unsafe area under the safe area's bottom as its
  /// frame reaches into (at most all of it), as UIKit's tab bar adds its bottom safe-area inset to its
  /// height; its items keep the top 49 points.
  func tabBarContent(_ item: Int, state: State) -> Layout.IntrinsicContent {
    let table = state.lowerer.table
    var content = state.initial[item]
    guard let base = content.height, let safeArea = table.items.first(where: { $0.role == .safeArea }) else { return content }
    func value(_ expression: Layout.LinearExpression) -> Double { expression.evaluate { state.values[$0.index] } }
    let box = table.items[item].box
    let bottom = value(box.top) + value(box.height)
    let safeBottom = value(safeArea.box.top) + value(safeArea.box.height)
    let unsafe = max(0, state.values[table.rootHeight.index] - safeBottom)
    let reach = bottom - safeBottom
    content.height = base + (reach.isFinite ? max(0, min(unsafe, reach)) : 0)
    return content
  }

  func readValues(_ state: State) {
    state.session.backend.solve()
    let count = state.lowerer.table.variableNames.count
    state.values = (0..<count).map { state.session.backend.value(Layout.VariableID($0)) }
    if state.checksUniqueOptimum && state.optimumIsUnique && !hasUniqueOptimum(state) { state.optimumIsUnique = false }
  }

  static func sameContent(_ a: Layout.IntrinsicContent, _ b: Layout.IntrinsicContent) -> Bool {
    func close(_ x: Double?, _ y: Double?) -> Bool {
      switch (x, y) {
      case (nil, nil): return true
      case (let x?, let y?): return abs(x - y) <= 1e-6
      default: return false
      }
    }
    return close(a.width, b.width) && close(a.height, b.height)
      && close(a.text?.firstBaseline, b.text?.firstBaseline) && close(a.text?.lastBaseline, b.text?.lastBaseline)
  }
}
