import Foundation

/// The root view of Plumb's window stand-in (UIKit's `UIWindow`); its frame is the screen. Shown windows
/// belong to a window scene (`UIApplication.shared.windows`).
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = controller
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Hands an event to the views it concerns (override to watch every event; Plumb delivers none itself).
  ///
  /// ```swift
  /// override func sendEvent(_ event: UIEvent) { idleTimer.reset(); super.sendEvent(event) }
  /// ```
  open func sendEvent(_ event: UIEvent) {}
  /// A window in `windowScene`, as big as its screen.
  ///
  /// ```swift
  /// let window = UIWindow(windowScene: scene)
  /// ```
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// A window of `frame`.
  ///
  /// ```swift
  /// UIWindow(frame: UIScreen.main.bounds)
  /// ```
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Plumb reads no archives; this exists so subclasses can declare it.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError() }
  /// ```
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The controller whose view fills the window.
  ///
  /// ```swift
  /// window.rootViewController = UINavigationController(rootViewController: home)
  /// ```
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      if let view = rootViewController?.view {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
      }
    }
  }
  /// The scene the window belongs to (`nil` until set or shown).
  ///
  /// ```swift
  /// window.windowScene?.statusBarManager
  /// ```
  open weak var windowScene: UIWindowScene? {
    didSet {
      if oldValue !== windowScene { oldValue?.forget(self) }
      if !isHidden { windowScene?.show(self) }
    }
  }
  /// The window's level among windows (kept).
  ///
  /// ```swift
  /// banner.windowLevel = .alert + 1
  /// ```
  open var windowLevel = Level.normal
  /// The screen the window is on.
  ///
  /// ```swift
  /// window.screen.scale
  /// ```
  open var screen: UIScreen = .main
  /// Whether the window is its scene's key window.
  ///
  /// ```swift
  /// window.isKeyWindow
  /// ```
  open var isKeyWindow: Bool { (windowScene ?? UIApplication.shared.defaultScene).storedKeyWindow === self }
  /// Shows the window and makes it key.
  ///
  /// ```swift
  /// window.makeKeyAndVisible()
  /// ```
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }
  /// Makes the window key (and shows it in its scene's windows).
  ///
  /// ```swift
  /// window.makeKey()
  /// ```
  open func makeKey() {
    let scene = windowScene ?? UIApplication.shared.defaultScene
    scene.show(self)
    let previous = scene.storedKeyWindow
    guard previous !== self else { return }
    previous?.resignKey()
    scene.storedKeyWindow = self
    becomeKey()
  }
  /// Called when the window becomes key.
  ///
  /// ```swift
  /// override func becomeKey() { super.becomeKey() }
  /// ```
  open func becomeKey() {}
  /// Called when the window stops being key.
  ///
  /// ```swift
  /// override func resignKey() { super.resignKey() }
  /// ```
  open func resignKey() {}

  /// A window's level (UIKit's `UIWindow.Level`).
  ///
  /// ```swift
  /// window.windowLevel = .statusBar
  /// ```
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A level above `lhs`.
    ///
    /// ```swift
    /// UIWindow.Level.alert + 1
    /// ```
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
    /// A level below `lhs`.
    ///
    /// ```swift
    /// UIWindow.Level.normal - 1
    /// ```
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
  }

  /// Posted when a window becomes key.
  ///
  /// ```swift
  /// UIWindow.didBecomeKeyNotification
  /// ```
  public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
  /// Posted when a window becomes visible.
  ///
  /// ```swift
  /// UIWindow.didBecomeVisibleNotification
  /// ```
  public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
}
