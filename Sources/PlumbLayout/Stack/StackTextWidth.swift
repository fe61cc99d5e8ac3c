extension Layout.Lowerer {
  /// The current multi-line label width rule (decompiled UIKit): in a horizontal stack with distribution
  /// fill, equalSpacing or equalCentering that holds at least two visible labels able to wrap
  /// (`numberOfLines != 1`), each such label gets `label.width <= (1/m) × canvas.width − spacing × (m−1)/m`
  /// (`UISV-text-width-disambiguation`) at priorities 950, 950 + δ, 950 + 2δ… in arranged order,
  /// δ = min(25/m, 1), m = the number of such labels.
  mutating func lowerTextWidthRule(_ c: Layout.StackContext) {
    guard c.stack.axis == .horizontal else { return }
    switch c.stack.distribution {
    case .fill, .equalSpacing, .equalCentering: break
    case .fillEqually, .fillProportionally: return
    }
    let labels = c.visible.filter { view in
      if let node = table.items[view].node, case .label(let label) = node.kind { return label.numberOfLines != 1 }
      return false
    }
    guard labels.count >= 2 else { return }
    let m = Double(labels.count)
    let delta = min(25 / m, 1)
    for (j, label) in labels.enumerated() {
      emitStack(
        c, "UISV-text-width-disambiguation", c.end(label, .width), .lessThanOrEqual, c.end(c.canvas, .width),
        multiplier: 1 / m, constant: -c.spacing * (m - 1) / m, priority: 950 + Double(j) * delta)
    }
  }
}
