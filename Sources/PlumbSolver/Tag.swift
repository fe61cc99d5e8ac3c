/// The tableau symbols a constraint introduced: its marker (the slack of an inequality, the dummy of
/// a required equality, the positive error of a soft equality) and, for soft constraints, the other
/// error symbol. The marker remembers the constraint, for removal and for edits.
struct Tag {
  var marker: Int
  var other: Int?
  /// The objective level of a soft constraint, `nil` when required.
  var priority: Double?
  /// The weight of the errors in that level.
  var weight: Double
}
