import PlumbLayout

extension IBSceneBuilder {
  /// The safe-area insets Xcode simulated for a controller's view, read back from its stored layout.
  ///
  /// Interface Builder infers a controller's top and bottom bars (status bar, navigation bar, large
  /// title, tab bar, toolbar) from the storyboard's segues and stores no record of them, only frames laid
  /// out with them. Every required constraint `view.top == safeArea.top + c` (or to the top layout guide's
  /// bottom; likewise for the bottom) between a view Xcode did not flag and the safe area states where
  /// Xcode put the safe-area line: the view's stored edge minus `c`. A constraint to the root's top or bottom
  /// margin states it too, the root's margin further in (a controller's view measures its margins from the
  /// safe area from iOS 11). When such constraints exist, the most frequent line wins over the guess made
  /// from the device and the navigation item.
  func simulatedInsets(constraints: [Layout.ConstraintSpec], height: Double) -> (top: Double?, bottom: Double?) {
    var top: [Double: Int] = [:], bottom: [Double: Int] = [:]
    var topLines = Dictionary(uniqueKeysWithValues: (topGuideIDs.map { "\($0).bottom" } + ["safeArea.top"]).map { ($0, 0.0) })
    var bottomLines = Dictionary(uniqueKeysWithValues: (bottomGuideIDs.map { "\($0).top" } + ["safeArea.bottom"]).map { ($0, 0.0) })
    if !rootMarginsFromEdges {
      topLines["root.topMargin"] = rootMargins.top
      bottomLines["root.bottomMargin"] = rootMargins.bottom
    }
    for c in constraints where c.isRequired && c.relation == .equal && c.multiplier == 1 && c.condition == nil {
      guard let second = c.second else { continue }
      // line == edge + c  or  edge == line + c
      for (lineAnchor, edge, sign) in [(c.first, second, 1.0), (second, c.first, -1.0)] {
        guard edge.attribute == .top || edge.attribute == .bottom, Self.safeAreaLineAttributes.contains(lineAnchor.attribute),
              let record = recordsByID[edge.item], record.xcodeFlag == nil, !record.byAutoresizing,
              let frame = record.storedFrame else { continue }
        let line = "\(lineAnchor.item).\(lineAnchor.attribute.rawValue)"
        let edgeValue = edge.attribute == .top ? frame.minY : frame.maxY
        let value = edgeValue + sign * c.constant
        if let margin = topLines[line] {
          let inset = ((value - margin) * 2).rounded() / 2
          if inset >= 0, inset < height / 2 { top[inset, default: 0] += 1 }
        }
        if let margin = bottomLines[line] {
          let inset = ((height - value - margin) * 2).rounded() / 2
          if inset >= 0, inset < height / 2 { bottom[inset, default: 0] += 1 }
        }
      }
    }
    func mode(_ counts: [Double: Int]) -> Double? {
      counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
    return (mode(top), mode(bottom))
  }

  /// The attributes of the lines `simulatedInsets` reads: a guide's or the safe area's edges, the root's
  /// top and bottom margins.
  static let safeAreaLineAttributes: Set<Layout.Attribute> = [.top, .bottom, .topMargin, .bottomMargin]
}
