import Foundation

extension UIAccessibility {
  /// Posted when an assistive technology moves its focus to an element (UIKit's
  /// `elementFocusedNotification`); `userInfo` holds `focusedElementUserInfoKey`,
  /// `unfocusedElementUserInfoKey` and `assistiveTechnologyUserInfoKey`. Plumb runs no assistive
  /// technology, so it is never posted by Plumb.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(self, selector: #selector(focusChanged(_:)),
  ///                                        name: UIAccessibility.elementFocusedNotification, object: nil)
  /// ```
  public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
  /// The `userInfo` key of the element that took the focus.
  ///
  /// ```swift
  /// let element = note.userInfo?[UIAccessibility.focusedElementUserInfoKey]
  /// ```
  public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
  /// The `userInfo` key of the element that lost the focus.
  ///
  /// ```swift
  /// let previous = note.userInfo?[UIAccessibility.unfocusedElementUserInfoKey]
  /// ```
  public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
  /// The `userInfo` key of the assistive technology that moved the focus (an `AssistiveTechnologyIdentifier`).
  ///
  /// ```swift
  /// let technology = note.userInfo?[UIAccessibility.assistiveTechnologyUserInfoKey]
  /// ```
  public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
  /// Posted when an announcement has been read (`userInfo`: the string and whether it was read in full).
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: .main) { _ in }
  /// ```
  public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
  /// The `userInfo` key of the announcement read.
  ///
  /// ```swift
  /// note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
  /// ```
  public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
  /// The `userInfo` key of whether the announcement was read in full.
  ///
  /// ```swift
  /// note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool
  /// ```
  public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"

  /// Posted when Switch Control starts or stops.
  ///
  /// ```swift
  /// UIAccessibility.switchControlStatusDidChangeNotification
  /// ```
  public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
  /// Posted when Classic Invert or Smart Invert is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.invertColorsStatusDidChangeNotification
  /// ```
  public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
  /// Posted when Grayscale is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.grayscaleStatusDidChangeNotification
  /// ```
  public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
  /// Posted when Mono Audio is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.monoAudioStatusDidChangeNotification
  /// ```
  public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
  /// Posted when closed captions are turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.closedCaptioningStatusDidChangeNotification
  /// ```
  public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
  /// Posted when Guided Access starts or ends.
  ///
  /// ```swift
  /// UIAccessibility.guidedAccessStatusDidChangeNotification
  /// ```
  public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
  /// Posted when Speak Screen is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.speakScreenStatusDidChangeNotification
  /// ```
  public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
  /// Posted when Speak Selection is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.speakSelectionStatusDidChangeNotification
  /// ```
  public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
  /// Posted when Shake to Undo is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.shakeToUndoDidChangeNotification
  /// ```
  public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
  /// Posted when AssistiveTouch is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.assistiveTouchStatusDidChangeNotification
  /// ```
  public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
  /// Posted when video autoplay is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.videoAutoplayStatusDidChangeNotification
  /// ```
  public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
  /// Posted when Differentiate Without Color is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.differentiateWithoutColorDidChangeNotification
  /// ```
  public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
  /// Posted when On/Off Labels are turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.onOffSwitchLabelsDidChangeNotification
  /// ```
  public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
  /// Posted when Button Shapes are turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
  /// ```
  public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  /// Posted when Prefer Cross-Fade Transitions is turned on or off.
  ///
  /// ```swift
  /// UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
  /// ```
  public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

  /// Which assistive technology moved the focus (UIKit's `UIAccessibility.AssistiveTechnologyIdentifier`).
  ///
  /// ```swift
  /// if technology == .notificationVoiceOver { … }
  /// ```
  public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }
}

extension UIAccessibility.Notification {
  /// Asks an assistive technology to pause (the argument names which).
  ///
  /// ```swift
  /// UIAccessibility.post(notification: .pauseAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl)
  /// ```
  public static let pauseAssistiveTechnology = UIAccessibility.Notification(rawValue: 1017)
  /// Asks a paused assistive technology to resume.
  ///
  /// ```swift
  /// UIAccessibility.post(notification: .resumeAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl)
  /// ```
  public static let resumeAssistiveTechnology = UIAccessibility.Notification(rawValue: 1018)
}
