import Foundation

/// A scene of the app (UIKit's `UIScene`): Plumb's app has one, a `UIWindowScene`.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first
/// scene?.activationState == .foregroundActive
/// ```
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Whether the scene is on screen and active (always active).
  ///
  /// ```swift
  /// scene.activationState == .foregroundActive
  /// ```
  open var activationState: ActivationState { .foregroundActive }
  /// The scene's title (kept).
  ///
  /// ```swift
  /// scene.title = "Inbox"
  /// ```
  open var title: String! = ""
  /// The scene's delegate.
  ///
  /// ```swift
  /// scene.delegate as? SceneDelegate
  /// ```
  open var delegate: UISceneDelegate?

  /// UIKit's `UIScene.ActivationState`.
  ///
  /// ```swift
  /// UIScene.ActivationState.foregroundActive
  /// ```
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive = 0, foregroundInactive, background
  }

  /// Posted when a scene becomes active.
  ///
  /// ```swift
  /// UIScene.didActivateNotification
  /// ```
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to stop being active.
  ///
  /// ```swift
  /// UIScene.willDeactivateNotification
  /// ```
  public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
}

/// A scene's delegate (UIKit's `UISceneDelegate`); every method is optional.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
/// ```
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`).
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
/// ```
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  ///
  /// ```swift
  /// var window: UIWindow?
  /// ```
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate declares one.
  ///
  /// ```swift
  /// sceneDelegate.window
  /// ```
  public var window: UIWindow? { get { nil } set {} }
}

/// A scene that holds windows (UIKit's `UIWindowScene`): the windows shown in it, its screen, traits and
/// status bar.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.windows.first { $0.isKeyWindow }
/// ```
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  var shownWindows: [UIWindow] = []
  weak var storedKeyWindow: UIWindow?

  /// The windows shown in the scene, in the order they were shown.
  ///
  /// ```swift
  /// scene.windows.count
  /// ```
  open var windows: [UIWindow] { shownWindows }
  /// The scene's key window.
  ///
  /// ```swift
  /// scene.keyWindow?.rootViewController
  /// ```
  open var keyWindow: UIWindow? { storedKeyWindow }
  /// The screen the scene is on.
  ///
  /// ```swift
  /// scene.screen.bounds
  /// ```
  open var screen: UIScreen { .main }
  /// The scene's coordinate space (its screen's: UIKit's scene fills its screen on iPhone).
  ///
  /// ```swift
  /// let frame = scene.coordinateSpace.bounds
  /// ```
  open var coordinateSpace: UIScreen { screen.coordinateSpace }
  /// The scene's traits (the screen's).
  ///
  /// ```swift
  /// scene.traitCollection.userInterfaceStyle
  /// ```
  open var traitCollection: UITraitCollection { screen.traitCollection }
  /// The interface orientation (portrait).
  ///
  /// ```swift
  /// scene.interfaceOrientation.isPortrait
  /// ```
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The scene's status bar.
  ///
  /// ```swift
  /// scene.statusBarManager?.statusBarFrame.height
  /// ```
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }

  func show(_ window: UIWindow) {
    if !shownWindows.contains(where: { $0 === window }) { shownWindows.append(window) }
  }

  func forget(_ window: UIWindow) {
    shownWindows.removeAll { $0 === window }
    if storedKeyWindow === window { storedKeyWindow = nil }
  }
}

/// A scene's status bar (UIKit's `UIStatusBarManager`): 20 points at the top of Plumb's default screen.
///
/// ```swift
/// let height = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0   // 20
/// ```
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private let screen: UIScreen
  init(screen: UIScreen) { self.screen = screen }
  /// The status bar's frame.
  ///
  /// ```swift
  /// manager.statusBarFrame   // (0, 0, 375, 20)
  /// ```
  open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: screen.bounds.width, height: 20) }
  /// The status bar's style.
  ///
  /// ```swift
  /// manager.statusBarStyle
  /// ```
  open var statusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden.
  ///
  /// ```swift
  /// manager.isStatusBarHidden   // false
  /// ```
  open var isStatusBarHidden: Bool { false }
}
