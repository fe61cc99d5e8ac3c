extension Layout {
  /// Leading and trailing, resolved per constraint.
  ///
  /// Each constraint is resolved with the effective direction of the nearest common ancestor of its items
  /// (for a view and its superview: the superview), as `forceRightToLeft` on a stack reverses its arrangement.
  /// A view's effective direction is its `semanticContentAttribute` resolved against its superview's
  /// effective direction; the root's is the variant's.
  ///
  /// In right-to-left, leading is the right edge and trailing the left edge, and a constraint that uses
  /// leading/trailing is written in mirrored coordinates: every horizontal position in it is negated
  /// (sizes are not), so `b.leading == a.trailing + 8` puts b 8 points to the left of a. Left and right
  /// never flip.
  enum Direction {
    /// The absolute attribute a directional one stands for in `direction`; others are returned unchanged.
    static func absolute(_ attribute: Attribute, in direction: LayoutDirection) -> Attribute {
      let rtl = direction == .rightToLeft
      switch attribute {
      case .leading: return rtl ? .right : .left
      case .trailing: return rtl ? .left : .right
      case .leadingMargin: return rtl ? .rightMargin : .leftMargin
      case .trailingMargin: return rtl ? .leftMargin : .rightMargin
      default: return attribute
      }
    }

    /// Whether a constraint with these attributes is written in mirrored coordinates in `direction`.
    static func isMirrored(_ attributes: [Attribute], in direction: LayoutDirection) -> Bool {
      direction == .rightToLeft && attributes.contains { $0.isDirectional }
    }

    /// Whether an attribute is a horizontal position (negated in mirrored coordinates).
    static func isHorizontalPosition(_ attribute: Attribute) -> Bool {
      attribute.axis == .horizontal && !attribute.isSize
    }
  }
}
