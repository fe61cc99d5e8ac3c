import Foundation

/// The device (UIKit's `UIDevice`): Plumb presents an iPhone running iOS 17 in portrait.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { columns = 3 }
/// ```
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the code runs on.
  ///
  /// ```swift
  /// UIDevice.current.systemVersion   // "17.0"
  /// ```
  public static let current = UIDevice()
  /// The device's name.
  ///
  /// ```swift
  /// UIDevice.current.name   // "iPhone"
  /// ```
  open var name: String { "iPhone" }
  /// The model name.
  ///
  /// ```swift
  /// UIDevice.current.model   // "iPhone"
  /// ```
  open var model: String { "iPhone" }
  /// The localized model name.
  ///
  /// ```swift
  /// UIDevice.current.localizedModel   // "iPhone"
  /// ```
  open var localizedModel: String { "iPhone" }
  /// The operating system's name.
  ///
  /// ```swift
  /// UIDevice.current.systemName   // "iOS"
  /// ```
  open var systemName: String { "iOS" }
  /// The operating system's version.
  ///
  /// ```swift
  /// UIDevice.current.systemVersion   // "17.0"
  /// ```
  open var systemVersion: String { "17.0" }
  /// The kind of device (`.phone`).
  ///
  /// ```swift
  /// UIDevice.current.userInterfaceIdiom == .phone
  /// ```
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// How the device is held (`.portrait`).
  ///
  /// ```swift
  /// UIDevice.current.orientation.isLandscape   // false
  /// ```
  open var orientation: UIDeviceOrientation { .portrait }
  /// A stable identifier for the app's vendor (a fixed UUID in Plumb, for deterministic output).
  ///
  /// ```swift
  /// UIDevice.current.identifierForVendor?.uuidString
  /// ```
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  /// Whether several apps can run at once.
  ///
  /// ```swift
  /// UIDevice.current.isMultitaskingSupported   // true
  /// ```
  open var isMultitaskingSupported: Bool { true }
  /// Whether orientation notifications are sent (kept).
  ///
  /// ```swift
  /// UIDevice.current.isGeneratingDeviceOrientationNotifications
  /// ```
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  /// Starts orientation notifications (kept).
  ///
  /// ```swift
  /// UIDevice.current.beginGeneratingDeviceOrientationNotifications()
  /// ```
  open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
  /// Stops orientation notifications (kept).
  ///
  /// ```swift
  /// UIDevice.current.endGeneratingDeviceOrientationNotifications()
  /// ```
  open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
  /// Whether battery monitoring is on (kept).
  ///
  /// ```swift
  /// UIDevice.current.isBatteryMonitoringEnabled = true
  /// ```
  open var isBatteryMonitoringEnabled = false
  /// The battery charge, 0 to 1 (−1: unknown, as UIKit without monitoring).
  ///
  /// ```swift
  /// UIDevice.current.batteryLevel
  /// ```
  open var batteryLevel: Float { -1 }
  /// Whether the proximity sensor is on (kept).
  ///
  /// ```swift
  /// UIDevice.current.isProximityMonitoringEnabled = false
  /// ```
  open var isProximityMonitoringEnabled = false
  /// Plays the keyboard click (nothing in Plumb).
  ///
  /// ```swift
  /// UIDevice.current.playInputClick()
  /// ```
  open func playInputClick() {}

  /// Posted when the device's orientation changes.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in }
  /// ```
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery level changes.
  ///
  /// ```swift
  /// UIDevice.batteryLevelDidChangeNotification
  /// ```
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// How a device is held (UIKit's `UIDeviceOrientation`).
///
/// ```swift
/// UIDevice.current.orientation.isPortrait   // true
/// ```
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  /// Whether the orientation is a portrait one.
  ///
  /// ```swift
  /// UIDeviceOrientation.portrait.isPortrait   // true
  /// ```
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one.
  ///
  /// ```swift
  /// UIDeviceOrientation.landscapeLeft.isLandscape   // true
  /// ```
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  ///
  /// ```swift
  /// UIDeviceOrientation.faceUp.isFlat   // true
  /// ```
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is portrait or landscape.
  ///
  /// ```swift
  /// UIDeviceOrientation.portrait.isValidInterfaceOrientation   // true
  /// ```
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// How the interface is turned (UIKit's `UIInterfaceOrientation`).
///
/// ```swift
/// windowScene.interfaceOrientation.isPortrait
/// ```
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
  /// Whether the orientation is a portrait one.
  ///
  /// ```swift
  /// UIInterfaceOrientation.portrait.isPortrait   // true
  /// ```
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one.
  ///
  /// ```swift
  /// UIInterfaceOrientation.landscapeLeft.isLandscape   // true
  /// ```
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports (UIKit's `UIInterfaceOrientationMask`).
///
/// ```swift
/// override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
/// ```
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
