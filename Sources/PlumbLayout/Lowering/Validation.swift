extension Layout {
  /// NSLayoutConstraint's validity rules, checked before a scene constraint is lowered (Apple raises an
  /// exception; Plumb reports the constraint and skips it).
  enum Validation {
    /// Why a constraint is invalid, or `nil` when it is valid.
    static func problem(
      first: Attribute, second: Attribute?, multiplier: Double, constant: Double = 0, priority: Double
    ) -> String? {
      if !(priority > 0 && priority <= 1000) {
        return "priority \(formatPoints(priority)) is outside (0, 1000]"
      }
      if !multiplier.isFinite { return "the multiplier is not a finite number" }
      if !constant.isFinite { return "the constant is not a finite number" }
      guard let second else {
        return first.isSize ? nil : "a location attribute (\(first.rawValue)) cannot equal a constant"
      }
      if first.isSize != second.isSize {
        return "a size attribute cannot be related to a location attribute (\(first.rawValue), \(second.rawValue))"
      }
      if !first.isSize && first.axis != second.axis {
        return "\(axisName(first.axis)) attribute \(first.rawValue) cannot be related to "
          + "\(axisName(second.axis)) attribute \(second.rawValue)"
      }
      if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
        return "leading/trailing cannot be mixed with left/right (\(first.rawValue), \(second.rawValue))"
      }
      if !first.isSize && multiplier == 0 {
        return "a location attribute cannot use multiplier 0"
      }
      return nil
    }

    private static func axisName(_ axis: Axis) -> String { axis == .horizontal ? "x-axis" : "y-axis" }
  }
}
