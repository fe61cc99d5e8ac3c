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
      state.intrinsics = state.initial
      relower(state)
    }
    state.nonConvergence = nil
    readValues(state)
    let wrapping = table.nodeItems.filter { item in
      guard let node = table.items[item].node else { return false }
      guard node.intrinsic.width == nil || node.intrinsic.height == nil else { return false }
      switch node.kind {
      case .label(let label): return label.numberOfLines != 1
      case .control(.textView(let view)): return !view.isScrollEnabled
      default: return false
      }
    }
    guard !wrapping.isEmpty else { return }
    var iteration = 0
    while true {
      var changed: [Int] = []
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
      relower(state)
      readValues(state)
    }
  }

  func readValues(_ state: State) {
    state.session.backend.solve()
    let count = state.lowerer.table.variableNames.count
    state.values = (0..<count).map { state.session.backend.value(Layout.VariableID($0)) }
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
