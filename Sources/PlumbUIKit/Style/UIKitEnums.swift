import Foundation
import PlumbLayout

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
  case unspecified = 0, light, dark
}

/// Left-to-right or right-to-left (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0, rightToLeft
}

/// A trait collection's layout direction (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Compact or regular width or height (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0, compact, regular
}

/// Normal or increased contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal = 0, high = 1
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// Bold Text on or off (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1, regular = 0, bold = 1
}

/// How a view flips for right-to-left languages (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft

  var plumb: Layout.SemanticContentAttribute {
    switch self {
    case .unspecified: return .unspecified
    case .playback: return .playback
    case .spatial: return .spatial
    case .forceLeftToRight: return .forceLeftToRight
    case .forceRightToLeft: return .forceRightToLeft
    }
  }
}

/// Text alignment in a label or text field (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4

  var plumb: TextAlignment {
    switch self {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    case .justified: return .justified
    case .natural: return .natural
    }
  }
}

/// How text wraps and truncates (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

  var plumb: LineBreakMode {
    switch self {
    case .byWordWrapping: return .byWordWrapping
    case .byCharWrapping: return .byCharWrapping
    case .byClipping: return .byClipping
    case .byTruncatingHead: return .byTruncatingHead
    case .byTruncatingTail: return .byTruncatingTail
    case .byTruncatingMiddle: return .byTruncatingMiddle
    }
  }
}

extension UIView {
  /// How a view places its content in its bounds (UIKit's `UIView.ContentMode`, the 13 cases).
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    var plumb: Layout.ContentMode {
      Layout.ContentMode.allCases[rawValue]
    }
  }

  /// Which of a frame-based view's margins and sizes stretch with its superview (UIKit's `UIView.AutoresizingMask`).
  ///
  /// ```swift
  /// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
  /// ```
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How tint is dimmed (UIKit's `UIView.TintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0, normal, dimmed
  }
}

/// Horizontal, vertical or both (UIKit's `UIAxis`).
///
/// ```swift
/// content.axesPreservingSuperviewLayoutMargins = [.horizontal, .vertical]
/// ```
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1)
  public static let vertical = UIAxis(rawValue: 2)
  public static let both: UIAxis = [.horizontal, .vertical]
}
