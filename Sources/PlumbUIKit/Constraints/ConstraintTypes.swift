import Foundation
import PlumbLayout

extension NSLayoutConstraint {
  /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`, raw values as in UIKit).
  ///
  /// ```swift
  /// NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailingMargin,
  ///                    multiplier: 1, constant: 8)
  /// ```
  public enum Attribute: Int, Sendable, CaseIterable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// The old name of `lastBaseline`.
    public static var baseline: Attribute { .lastBaseline }

    /// Plumb's attribute (`nil` for `notAnAttribute`).
    var plumb: Layout.Attribute? {
      switch self {
      case .left: return .left
      case .right: return .right
      case .top: return .top
      case .bottom: return .bottom
      case .leading: return .leading
      case .trailing: return .trailing
      case .width: return .width
      case .height: return .height
      case .centerX: return .centerX
      case .centerY: return .centerY
      case .lastBaseline: return .lastBaseline
      case .firstBaseline: return .firstBaseline
      case .leftMargin: return .leftMargin
      case .rightMargin: return .rightMargin
      case .topMargin: return .topMargin
      case .bottomMargin: return .bottomMargin
      case .leadingMargin: return .leadingMargin
      case .trailingMargin: return .trailingMargin
      case .centerXWithinMargins: return .centerXWithinMargins
      case .centerYWithinMargins: return .centerYWithinMargins
      case .notAnAttribute: return nil
      }
    }

    init(_ attribute: Layout.Attribute) {
      self = Attribute.allCases.first { $0.plumb == attribute }!
    }

    /// The name UIKit prints in constraint descriptions (`leading`, `centerX`, `lastBaseline`, …).
    var name: String { plumb?.rawValue ?? "notAnAttribute" }
  }

  /// `==`, `<=` or `>=` (UIKit's `NSLayoutConstraint.Relation`).
  public enum Relation: Int, Sendable, CaseIterable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    var plumb: Layout.Relation {
      switch self {
      case .lessThanOrEqual: return .lessThanOrEqual
      case .equal: return .equal
      case .greaterThanOrEqual: return .greaterThanOrEqual
      }
    }
  }

  /// A layout axis (UIKit's `NSLayoutConstraint.Axis`), for content priorities and stack views.
  ///
  /// ```swift
  /// label.setContentCompressionResistancePriority(.required, for: .vertical)
  /// ```
  public enum Axis: Int, Sendable, CaseIterable {
    case horizontal = 0, vertical = 1
    var plumb: Layout.Axis { self == .horizontal ? .horizontal : .vertical }
  }

  /// Options of `constraints(withVisualFormat:options:metrics:views:)` (UIKit's `NSLayoutConstraint.FormatOptions`).
  ///
  /// ```swift
  /// NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", options: [.alignAllCenterY], metrics: nil, views: views)
  /// ```
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    /// The old name of `alignAllLastBaseline`.
    public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }

    /// The option names Plumb's visual format parser understands, in a fixed order.
    var names: [String] {
      var result: [String] = []
      let alignments: [(FormatOptions, String)] = [
        (.alignAllLeft, "alignAllLeft"), (.alignAllRight, "alignAllRight"), (.alignAllTop, "alignAllTop"),
        (.alignAllBottom, "alignAllBottom"), (.alignAllLeading, "alignAllLeading"),
        (.alignAllTrailing, "alignAllTrailing"), (.alignAllCenterX, "alignAllCenterX"),
        (.alignAllCenterY, "alignAllCenterY"), (.alignAllLastBaseline, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, "alignAllFirstBaseline"),
      ]
      for (option, name) in alignments where rawValue & option.rawValue != 0 { result.append(name) }
      switch rawValue & FormatOptions.directionMask.rawValue {
      case FormatOptions.directionLeftToRight.rawValue: result.append("directionLeftToRight")
      case FormatOptions.directionRightToLeft.rawValue: result.append("directionRightToLeft")
      default: break
      }
      return result
    }
  }
}
