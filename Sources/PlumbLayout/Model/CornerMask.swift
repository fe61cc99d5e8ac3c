extension Layout {
  /// Which corners `cornerRadius` rounds: Core Animation's `CACornerMask` (`layer.maskedCorners`), with its
  /// names. The corners are the layer's own — `minX` is the left edge in either layout direction, as in UIKit,
  /// where a layer's geometry does not flip right to left. Default: all four.
  ///
  /// ```swift
  /// var look = Layout.Appearance(background: .system(.secondarySystemGroupedBackground), cornerRadius: 10)
  /// look.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the first cell of an inset-grouped section
  /// Layout.CornerMask(name: "layerMaxXMaxYCorner")                       // .layerMaxXMaxYCorner
  /// ```
  public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Top left (the raw values are `CACornerMask`'s).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// Every corner (the default).
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The corners with their UIKit names, in `CACornerMask`'s order.
    public static let named: [(name: String, corner: CornerMask)] = [
      ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
      ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]

    /// The corner a UIKit name stands for, or `nil` for a name `CACornerMask` does not have.
    public init?(name: String) {
      guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
      self = match.corner
    }

    /// The UIKit names of the corners in the mask, in `CACornerMask`'s order.
    public var names: [String] { Self.named.filter { contains($0.corner) }.map(\.name) }
  }
}
