import Foundation

/// UIKit's accessibility settings and announcements (`UIAccessibility`): Plumb's snapshots run with every
/// assistive setting off (a snapshot's traits carry the ones that change layout, such as type size and
/// bold text); posted notifications are dropped.
///
/// ```swift
/// if UIAccessibility.isReduceMotionEnabled { fade() } else { slide() }
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// ```
@preconcurrency @MainActor
public enum UIAccessibility {
  /// Whether VoiceOver is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isVoiceOverRunning   // false
  /// ```
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isSwitchControlRunning
  /// ```
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isReduceMotionEnabled
  /// ```
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isReduceTransparencyEnabled
  /// ```
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on (off; a snapshot's traits set `legibilityWeight` instead).
  ///
  /// ```swift
  /// UIAccessibility.isBoldTextEnabled
  /// ```
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Darker System Colors is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isDarkerSystemColorsEnabled
  /// ```
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Smart Invert is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isInvertColorsEnabled
  /// ```
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Grayscale is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isGrayscaleEnabled
  /// ```
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether Mono Audio is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isMonoAudioEnabled
  /// ```
  public static var isMonoAudioEnabled: Bool { false }
  /// Whether closed captions are preferred (off).
  ///
  /// ```swift
  /// UIAccessibility.isClosedCaptioningEnabled
  /// ```
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether Guided Access is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isGuidedAccessEnabled
  /// ```
  public static var isGuidedAccessEnabled: Bool { false }
  /// Whether Speak Screen is on (off).
  ///
  /// ```swift
  /// UIAccessibility.isSpeakScreenEnabled
  /// ```
  public static var isSpeakScreenEnabled: Bool { false }
  /// Whether buttons show shapes (off).
  ///
  /// ```swift
  /// UIAccessibility.buttonShapesEnabled
  /// ```
  public static var buttonShapesEnabled: Bool { false }
  /// Whether cross-fade transitions are preferred (off).
  ///
  /// ```swift
  /// UIAccessibility.prefersCrossFadeTransitions
  /// ```
  public static var prefersCrossFadeTransitions: Bool { false }
  /// Whether video autoplay is on (on).
  ///
  /// ```swift
  /// UIAccessibility.isVideoAutoplayEnabled
  /// ```
  public static var isVideoAutoplayEnabled: Bool { true }
  /// Whether differentiating without colour is on (off).
  ///
  /// ```swift
  /// UIAccessibility.shouldDifferentiateWithoutColor
  /// ```
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether On/Off labels are shown (off).
  ///
  /// ```swift
  /// UIAccessibility.isOnOffSwitchLabelsEnabled
  /// ```
  public static var isOnOffSwitchLabelsEnabled: Bool { false }

  /// Posts an accessibility notification (dropped: no assistive technology listens).
  ///
  /// ```swift
  /// UIAccessibility.post(notification: .layoutChanged, argument: titleLabel)
  /// ```
  public static func post(notification: Notification, argument: Any?) {}

  /// Converts `rect` in `view`'s coordinates to screen coordinates (the root's).
  ///
  /// ```swift
  /// accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
  /// ```
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.convert(rect, to: nil) }

  /// An accessibility notification (UIKit's `UIAccessibility.Notification`).
  ///
  /// ```swift
  /// UIAccessibility.post(notification: .screenChanged, argument: nil)
  /// ```
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posted when VoiceOver turns on or off.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main) { _ in }
  /// ```
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion turns on or off.
  ///
  /// ```swift
  /// UIAccessibility.reduceMotionStatusDidChangeNotification
  /// ```
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Bold Text turns on or off.
  ///
  /// ```swift
  /// UIAccessibility.boldTextStatusDidChangeNotification
  /// ```
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  /// Posted when Reduce Transparency turns on or off.
  ///
  /// ```swift
  /// UIAccessibility.reduceTransparencyStatusDidChangeNotification
  /// ```
  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Darker System Colors turns on or off.
  ///
  /// ```swift
  /// UIAccessibility.darkerSystemColorsStatusDidChangeNotification
  /// ```
  public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}

/// A custom action assistive technologies offer (UIKit's `UIAccessibilityCustomAction`).
///
/// ```swift
/// cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in self.delete(); return true }]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The action's name.
  ///
  /// ```swift
  /// action.name   // "Delete"
  /// ```
  open var name: String
  /// The handler run when the action is chosen.
  ///
  /// ```swift
  /// action.actionHandler?(action)
  /// ```
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  /// The target of a selector-based action.
  ///
  /// ```swift
  /// action.target
  /// ```
  open weak var target: AnyObject?
  /// The selector of a selector-based action.
  ///
  /// ```swift
  /// action.selector
  /// ```
  open var selector: Selector?
  /// An action run by `actionHandler`.
  ///
  /// ```swift
  /// UIAccessibilityCustomAction(name: "Archive") { _ in true }
  /// ```
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name; self.actionHandler = actionHandler
    super.init()
  }
  /// An action sending `selector` to `target`.
  ///
  /// ```swift
  /// UIAccessibilityCustomAction(name: "Archive", target: self, selector: #selector(archive))
  /// ```
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name; self.target = target as AnyObject?; self.selector = selector
    super.init()
  }
}

/// The direction of an accessibility scroll (UIKit's `UIAccessibilityScrollDirection`).
///
/// ```swift
/// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { direction == .next }
/// ```
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1, left, up, down, next, previous
}
