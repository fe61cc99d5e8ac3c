/// A Dynamic Type size, from `xSmall` to `AX5`, in Apple's order; `large` is the default.
///
/// ```swift
/// let size = ContentSizeCategory(rawValue: "AX3")!
/// size > .large          // true
/// size.isAccessibility   // true
/// ```
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

  /// The position in Apple's order (xSmall = 0 … AX5 = 11).
  public var index: Int { Self.allCases.firstIndex(of: self)! }
  /// Whether this is one of the five accessibility sizes (AX1 … AX5).
  public var isAccessibility: Bool { index >= ContentSizeCategory.ax1.index }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
