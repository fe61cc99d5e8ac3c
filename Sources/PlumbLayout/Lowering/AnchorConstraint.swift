extension Layout {
  /// A constraint between item attributes, before leading/trailing and baselines are turned into
  /// expressions: what the scene says, or what a stack or an intrinsic size generates.
  ///
  /// `key` identifies the constraint across re-lowerings (fixpoint passes, width sweeps), so a session can
  /// replace only the constraints whose numbers changed.
  struct AnchorConstraint {
    struct End: Hashable {
      var item: Int
      var attribute: Attribute
    }
    var key: String
    var first: End
    var relation: Relation
    var second: End?
    var multiplier: Double
    var constant: Double
    var strength: Strength
    var origin: ConstraintOrigin
  }
}

extension Layout.ItemTable {
  /// `first relation [multiplier *] second [+|- constant] [@priority]`, with item ids, as the scene format
  /// writes constraints.
  func describe(
    first: Layout.AnchorConstraint.End, relation: Layout.Relation, second: Layout.AnchorConstraint.End?,
    multiplier: Double, constant: Double, priority: Double
  ) -> String {
    Layout.notation(
      first: "\(items[first.item].id).\(first.attribute.rawValue)", relation: relation,
      second: second.map { "\(items[$0.item].id).\($0.attribute.rawValue)" },
      multiplier: multiplier, constant: constant, priority: priority)
  }

  /// Resolves leading/trailing with the nearest common ancestor's direction and builds `lhs − rhs`.
  func linearize(_ constraint: Layout.AnchorConstraint, anchors: Layout.Anchors) -> Layout.LinearConstraint {
    let direction: LayoutDirection
    if let second = constraint.second {
      direction = items[nearestCommonAncestor(constraint.first.item, second.item)].direction
    } else {
      direction = items[constraint.first.item].direction
    }
    let attributes = [constraint.first.attribute] + (constraint.second.map { [$0.attribute] } ?? [])
    let mirrored = Layout.Direction.isMirrored(attributes, in: direction)
    func side(_ end: Layout.AnchorConstraint.End) -> Layout.LinearExpression {
      let expression = anchors.expression(end.item, Layout.Direction.absolute(end.attribute, in: direction))
      return mirrored && Layout.Direction.isHorizontalPosition(end.attribute) ? -expression : expression
    }
    var rhs = Layout.LinearExpression(constant: constraint.constant)
    if let second = constraint.second { rhs = rhs + side(second) * constraint.multiplier }
    return Layout.LinearConstraint(
      expression: side(constraint.first) - rhs, relation: constraint.relation, strength: constraint.strength,
      origin: constraint.origin)
  }
}
