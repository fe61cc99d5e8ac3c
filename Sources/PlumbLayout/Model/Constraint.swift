extension Layout {
  /// One constraint as the scene states it: `first relation multiplier × second + constant @ priority`.
  ///
  /// ```swift
  /// // "stack.leading == root.leadingMargin + 8 @ 750"
  /// let spec = Layout.ConstraintSpec(
  ///   first: Layout.AnchorRef(item: "stack", attribute: .leading), relation: .equal,
  ///   second: Layout.AnchorRef(item: "root", attribute: .leadingMargin), constant: 8, priority: 750)
  /// ```
  public struct ConstraintSpec: Sendable, Hashable {
    public var first: AnchorRef
    public var relation: Relation
    /// The second item, or `nil` for a constant (`width == 44`).
    public var second: AnchorRef?
    public var multiplier: Double
    public var constant: Double
    /// Priority in (0, 1000]; 1000 is required.
    public var priority: Double
    /// The constraint's identifier, shown in diagnostics.
    public var identifier: String?
    /// The variants in which the constraint is active; `nil` = always.
    public var condition: Condition?
    /// The text the user wrote (for VFL: the whole format string), for diagnostics.
    public var text: String
    public var source: SourceLocation

    public init(
      first: AnchorRef, relation: Relation = .equal, second: AnchorRef? = nil, multiplier: Double = 1,
      constant: Double = 0, priority: Double = 1000, identifier: String? = nil, condition: Condition? = nil,
      text: String = "", source: SourceLocation = SourceLocation()
    ) {
      self.first = first; self.relation = relation; self.second = second; self.multiplier = multiplier
      self.constant = constant; self.priority = priority; self.identifier = identifier; self.condition = condition
      self.text = text; self.source = source
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }
  }

  /// An item and one of its attributes: `title.leading`, `root.topMargin`, `safeArea.top`.
  public struct AnchorRef: Sendable, Hashable, CustomStringConvertible {
    /// A view or guide id, or `root` or `safeArea`.
    public var item: String
    public var attribute: Attribute
    public init(item: String, attribute: Attribute) { self.item = item; self.attribute = attribute }
    public var description: String { "\(item).\(attribute.rawValue)" }
  }

  /// `==`, `<=` or `>=`.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
  }

  /// NSLayoutConstraint's attributes, with the axis each belongs to.
  ///
  /// ```swift
  /// Layout.Attribute.leadingMargin.axis        // .horizontal
  /// Layout.Attribute.width.isSize              // true
  /// Layout.Attribute.leading.isDirectional     // true
  /// ```
  public enum Attribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var axis: Axis {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        return .horizontal
      case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        return .vertical
      }
    }
    /// `width` and `height`: sizes, which may equal a constant and relate to each other across axes.
    public var isSize: Bool { self == .width || self == .height }
    /// Leading/trailing attributes (which may not be mixed with left/right in one constraint).
    public var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }
    /// Left/right attributes (absolute, never flipped).
    public var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
  }

  /// When a constraint is active: a horizontal size class, a direction, a type-size range, or all of several.
  ///
  /// ```swift
  /// let wide: Layout.Condition = .sizeClass(.regular)           // root width ≥ 600
  /// let big: Layout.Condition = .typeSizes(.ax1 ... .ax5)
  /// ```
  public indirect enum Condition: Sendable, Hashable {
    case sizeClass(SizeClass)
    case direction(LayoutDirection)
    case typeSizes(ClosedRange<ContentSizeCategory>)
    case all([Condition])

    /// Whether the condition holds in a variant.
    public func holds(in variant: Variant) -> Bool {
      switch self {
      case .sizeClass(let sizeClass): return variant.horizontalSizeClass == sizeClass
      case .direction(let direction): return variant.direction == direction
      case .typeSizes(let range): return range.contains(variant.type)
      case .all(let conditions): return conditions.allSatisfy { $0.holds(in: variant) }
      }
    }
  }

  /// A size class. Without a device the horizontal one is regular from a root width of 600 points up;
  /// a device variant takes its model's (`Layout.DeviceScreen.horizontalSizeClass(in:)`).
  ///
  /// ```swift
  /// Layout.SizeClass(width: 375)   // .compact
  /// ```
  public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
    /// The width from which the size class is regular.
    public static let regularWidth = 600.0
    public init(width: Double) { self = width >= SizeClass.regularWidth ? .regular : .compact }
  }
}
