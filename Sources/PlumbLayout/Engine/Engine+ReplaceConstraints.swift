extension Layout.Engine {
  /// Replaces the scene's top-level constraints and keeps the solver: the next `layout` of a variant that
  /// could reuse the previous one re-lowers, and the solver session removes and adds only the constraints
  /// whose lowered form changed — a constant edit is one removal and one addition, as UIKit re-solves
  /// incrementally. (Front ends such as PlumbUIKit call this when only constraints changed.)
  ///
  /// ```swift
  /// var constraints = engine.scene.constraints
  /// constraints[3].constant = 24
  /// engine.replaceConstraints(constraints)
  /// let result = engine.layout(variant)   // re-solved in the same solver
  /// ```
  public func replaceConstraints(_ constraints: [Layout.ConstraintSpec]) {
    scene.constraints = constraints
    conditionsCache = nil
    state?.lowerer.scene = scene
    state?.localIntrinsicPositions = nil
  }
}
