/// The tableau symbols a constraint introduced: its marker (the slack of an inequality, the positive
/// error of a soft equality; -1 for a required equality, which has none) and, for soft constraints,
/// the other error symbol. The marker remembers the constraint, for removal and for edits.
///
/// Cassowary gives a required equality a "dummy" marker, pinned at 0, whose column only serves to
/// remove the constraint later. Plumb keeps none: those columns are the equalities' part of the
/// basis inverse and are dense (every `w ≥ 10` row of a column of equal widths would carry the
/// markers of all equalities above it, a tableau growing as N^1.5 on a grid), while nothing else in
/// the simplex ever reads them. Removing a required equality rebuilds the tableau instead
/// (`Solver.remove`).
struct Tag {
  var marker: Int
  var other: Int?
  /// The objective level of a soft constraint, `nil` when required.
  var priority: Double?
  /// The weight of the errors in that level.
  var weight: Double
}
