import Foundation

/// The running app (UIKit's `UIApplication`): its windows and scene, the type size and layout direction the
/// standard traits give, and target–action dispatch. Plumb runs no event loop: `open(_:)` opens nothing.
///
/// ```swift
/// let window = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
/// let big = UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory
/// ```
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app.
  ///
  /// ```swift
  /// UIApplication.shared.windows
  /// ```
  public static let shared = UIApplication()
  /// The scene Plumb's windows belong to unless given another.
  let defaultScene = UIWindowScene()

  /// The app delegate.
  ///
  /// ```swift
  /// (UIApplication.shared.delegate as? AppDelegate)?.coordinator
  /// ```
  open weak var delegate: UIApplicationDelegate?
  /// The app's scenes (one window scene).
  ///
  /// ```swift
  /// UIApplication.shared.connectedScenes.first as? UIWindowScene
  /// ```
  open var connectedScenes: Set<UIScene> { [defaultScene] }
  /// Every window of every scene, in the order they were shown.
  ///
  /// ```swift
  /// UIApplication.shared.windows.first { $0.isKeyWindow }
  /// ```
  open var windows: [UIWindow] { defaultScene.windows }
  /// The key window (the last one made key).
  ///
  /// ```swift
  /// UIApplication.shared.keyWindow?.rootViewController
  /// ```
  open var keyWindow: UIWindow? { defaultScene.keyWindow }
  /// The text size the user chose: the standard traits' size (large unless a snapshot's traits say otherwise).
  ///
  /// ```swift
  /// UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory
  /// ```
  open var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.standard.preferredContentSizeCategory }
  /// The app's layout direction: left to right (a right-to-left snapshot sets it on its traits and views).
  ///
  /// ```swift
  /// if UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft { … }
  /// ```
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// The status bar's frame: the top of the screen, 20 points (the default screen has no notch).
  ///
  /// ```swift
  /// let top = UIApplication.shared.statusBarFrame.height   // 20
  /// ```
  open var statusBarFrame: CGRect { defaultScene.statusBarManager?.statusBarFrame ?? .zero }
  /// The interface orientation (portrait).
  ///
  /// ```swift
  /// UIApplication.shared.statusBarOrientation.isPortrait
  /// ```
  open var statusBarOrientation: UIInterfaceOrientation { .portrait }
  /// The status bar style (kept).
  ///
  /// ```swift
  /// UIApplication.shared.statusBarStyle
  /// ```
  open var statusBarStyle = UIStatusBarStyle.default
  /// Whether the status bar is hidden (kept).
  ///
  /// ```swift
  /// UIApplication.shared.isStatusBarHidden
  /// ```
  open var isStatusBarHidden = false
  /// Whether the screen stays on (kept).
  ///
  /// ```swift
  /// UIApplication.shared.isIdleTimerDisabled = true
  /// ```
  open var isIdleTimerDisabled = false
  /// The orientations the app supports in `window`: an iPhone app's default (portrait and both landscapes,
  /// not upside down), as Xcode's template Info.plist lists them.
  ///
  /// ```swift
  /// let landscape = UIApplication.shared.supportedInterfaceOrientations(for: window).contains(.landscapeLeft)
  /// ```
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }
  /// The badge on the app icon (kept).
  ///
  /// ```swift
  /// UIApplication.shared.applicationIconBadgeNumber = 0
  /// ```
  open var applicationIconBadgeNumber = 0
  /// The network activity indicator (kept).
  ///
  /// ```swift
  /// UIApplication.shared.isNetworkActivityIndicatorVisible = true
  /// ```
  open var isNetworkActivityIndicatorVisible = false
  /// Whether the app is active (always: Plumb has no background).
  ///
  /// ```swift
  /// UIApplication.shared.applicationState == .active
  /// ```
  open var applicationState: State { .active }
  /// Whether the app ignores touches (kept; Plumb delivers none).
  ///
  /// ```swift
  /// UIApplication.shared.isIgnoringInteractionEvents
  /// ```
  open private(set) var isIgnoringInteractionEvents = false
  /// Starts ignoring touches (kept).
  ///
  /// ```swift
  /// UIApplication.shared.beginIgnoringInteractionEvents()
  /// ```
  open func beginIgnoringInteractionEvents() { isIgnoringInteractionEvents = true }
  /// Stops ignoring touches (kept).
  ///
  /// ```swift
  /// UIApplication.shared.endIgnoringInteractionEvents()
  /// ```
  open func endIgnoringInteractionEvents() { isIgnoringInteractionEvents = false }

  /// Asks the system to open `url`: Plumb opens nothing and reports failure to the completion handler.
  ///
  /// ```swift
  /// UIApplication.shared.open(URL(string: "https://example.com")!)
  /// ```
  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
    completion?(false)
  }
  /// Whether an app can open `url` (none can in Plumb).
  ///
  /// ```swift
  /// UIApplication.shared.canOpenURL(url)   // false
  /// ```
  open func canOpenURL(_ url: URL) -> Bool { false }
  /// Opens `url` (deprecated in iOS 10; Plumb opens nothing).
  ///
  /// ```swift
  /// UIApplication.shared.openURL(url)   // false
  /// ```
  @available(iOS, deprecated: 10.0, message: "Use open(_:options:completionHandler:)")
  open func openURL(_ url: URL) -> Bool { false }

  /// Sends `action` to `target`, or when `target` is nil to the first responder of the key window's chain
  /// that implements it (from `sender` when it is a responder); true when a responder took it.
  ///
  /// ```swift
  /// UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
  /// ```
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    if let object = target as AnyObject?, target != nil { return action.invoke(on: object, with: sender, event: event) }
    var responder: UIResponder? = sender as? UIResponder ?? keyWindow
    while let current = responder {
      if action.isImplemented(by: current) { return action.invoke(on: current, with: sender, event: event) }
      responder = current.next
    }
    return false
  }

  /// Registers for push notifications (nothing in Plumb).
  ///
  /// ```swift
  /// UIApplication.shared.registerForRemoteNotifications()
  /// ```
  open func registerForRemoteNotifications() {}

  /// The URL of the app's page in Settings.
  ///
  /// ```swift
  /// URL(string: UIApplication.openSettingsURLString)
  /// ```
  public static let openSettingsURLString = "app-settings:"

  /// Posted when the app becomes active.
  ///
  /// ```swift
  /// NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
  /// ```
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  ///
  /// ```swift
  /// UIApplication.willResignActiveNotification
  /// ```
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background.
  ///
  /// ```swift
  /// UIApplication.didEnterBackgroundNotification
  /// ```
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground.
  ///
  /// ```swift
  /// UIApplication.willEnterForegroundNotification
  /// ```
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  ///
  /// ```swift
  /// UIApplication.willTerminateNotification
  /// ```
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Posted when memory runs low.
  ///
  /// ```swift
  /// UIApplication.didReceiveMemoryWarningNotification
  /// ```
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the day or the time zone changes.
  ///
  /// ```swift
  /// UIApplication.significantTimeChangeNotification
  /// ```
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

  /// Whether the app is in the foreground (UIKit's `UIApplication.State`).
  ///
  /// ```swift
  /// UIApplication.shared.applicationState == .active
  /// ```
  public enum State: Int, Sendable { case active = 0, inactive, background }

  /// The keys of launch options (UIKit's `UIApplication.LaunchOptionsKey`).
  ///
  /// ```swift
  /// func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// ```
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// The keys of `open(_:options:)` options (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
  ///
  /// ```swift
  /// UIApplication.shared.open(url, options: [.universalLinksOnly: true])
  /// ```
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}

/// The app delegate (UIKit's `UIApplicationDelegate`); every method is optional.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
/// }
/// ```
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window.
  ///
  /// ```swift
  /// var window: UIWindow?
  /// ```
  var window: UIWindow? { get set }
  /// Called when launching finishes.
  ///
  /// ```swift
  /// func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  /// ```
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
  /// No window unless the delegate declares one.
  ///
  /// ```swift
  /// delegate.window
  /// ```
  public var window: UIWindow? { get { nil } set {} }
  /// Launching succeeds.
  ///
  /// ```swift
  /// delegate.application(.shared, didFinishLaunchingWithOptions: nil)   // true
  /// ```
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

/// The status bar's look (UIKit's `UIStatusBarStyle`).
///
/// ```swift
/// override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
/// ```
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0, lightContent, darkContent = 3
}

/// How the status bar animates (UIKit's `UIStatusBarAnimation`).
///
/// ```swift
/// override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
/// ```
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0, fade, slide
}
