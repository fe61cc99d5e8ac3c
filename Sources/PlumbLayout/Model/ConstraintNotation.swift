extension Layout {
  /// A constraint in Apple's notation from its parts: `first relation [multiplier *] second [± constant]
  /// [@priority]`, or `first relation constant [@priority]` without a second item. The one place this
  /// text is made, for scene specs, lowered constraints and reports.
  ///
  /// ```swift
  /// Layout.notation(first: "a.width", relation: .equal, second: "b.width", multiplier: 2, constant: -8, priority: 750)
  /// // "a.width == 2 * b.width - 8 @750"
  /// ```
  public static func notation(
    first: String, relation: Relation, second: String?, multiplier: Double, constant: Double, priority: Double
  ) -> String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(formatPoints(multiplier)) * " }
      text += second
      if constant > 0 { text += " + \(formatPoints(constant))" }
      if constant < 0 { text += " - \(formatPoints(-constant))" }
    } else {
      text += formatPoints(constant)
    }
    if priority < 1000 { text += " @\(formatPoints(priority))" }
    return text
  }
}

extension Layout.ConstraintSpec {
  /// The constraint in Apple's notation, for specs that carry no text of their own (built in Swift, or
  /// one piece of a VFL line).
  ///
  /// ```swift
  /// let spec = Layout.ConstraintSpec(first: Layout.AnchorRef(item: "a", attribute: .width), relation: .equal,
  ///                                  second: Layout.AnchorRef(item: "b", attribute: .width), multiplier: 2,
  ///                                  constant: -8, priority: 750)
  /// spec.notation   // "a.width == 2 * b.width - 8 @750"
  /// ```
  public var notation: String {
    Layout.notation(first: first.description, relation: relation, second: second?.description,
                    multiplier: multiplier, constant: constant, priority: priority)
  }
}
