import Foundation
import PlumbLayout

/// How a bar looks (iOS 13's `UIBarAppearance`): a background set up by one of the three `configureWith…`
/// methods, a `backgroundColor` over it and a hairline in `shadowColor`. A new appearance has the default
/// background (the bar material, a hairline). Plumb draws the background, the colour and the hairline;
/// background and shadow images are kept for source compatibility and not drawn.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The bar material of the default background (`nil` after an opaque or transparent configuration).
  open var backgroundEffect: UIBlurEffect?
  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  /// The hairline between the bar and the content; `nil` or clear draws none.
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?

  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of another appearance's background and shadow.
  public init(barAppearance: UIBarAppearance) {
    super.init()
    copyBackground(of: barAppearance)
  }

  /// The bar material and the system hairline.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIColor(Layout.BarAppearance.hairline)
    shadowImage = nil
  }

  /// `systemBackground` and the system hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIColor(Layout.BarAppearance.hairline)
    shadowImage = nil
  }

  /// No background and no hairline: the content shows through.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  func copyBackground(of other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect; backgroundColor = other.backgroundColor; backgroundImage = other.backgroundImage
    shadowColor = other.shadowColor; shadowImage = other.shadowImage
  }

  /// The appearance kept in `storage`, made with `made` and kept there the first time it is asked for (a
  /// bar's `standardAppearance`, which UIKit code changes in place).
  static func kept<Appearance: UIBarAppearance>(_ storage: inout Appearance?, made: () -> Appearance) -> Appearance {
    if let storage { return storage }
    let appearance = made()
    storage = appearance
    return appearance
  }

  /// The appearance as PlumbLayout draws it, in `traits`.
  func plumbAppearance(_ traits: UITraitCollection) -> Layout.BarAppearance {
    var look = Layout.BarAppearance(configuration: backgroundEffect != nil ? .default : .transparent)
    look.backgroundColor = backgroundColor?.plumbColor(traits)
    look.shadowColor = shadowColor?.plumbColor(traits)
    return look
  }
}

/// A navigation bar's appearance (`UINavigationBarAppearance`): a bar appearance with the title's and the
/// large title's text attributes (their `foregroundColor` is drawn) and the bar button items' appearances
/// (kept for source compatibility).
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithTransparentBackground()
/// appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
/// navigationItem.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  open var backButtonAppearance = UIBarButtonItemAppearance()

  public override init() { super.init() }
  public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }

  override func plumbAppearance(_ traits: UITraitCollection) -> Layout.BarAppearance {
    var look = super.plumbAppearance(traits)
    look.titleColor = (titleTextAttributes[.foregroundColor] as? UIColor)?.plumbColor(traits)
    look.largeTitleColor = (largeTitleTextAttributes[.foregroundColor] as? UIColor)?.plumbColor(traits)
    return look
  }
}

/// A toolbar's appearance (`UIToolbarAppearance`).
///
/// ```swift
/// let appearance = UIToolbarAppearance()
/// appearance.shadowColor = nil   // no hairline above the toolbar
/// toolbar.standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  public override init() { super.init() }
  public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// A tab bar's appearance (`UITabBarAppearance`); its item appearances are kept for source compatibility.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// tabBar.standardAppearance = appearance
/// tabBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  public override init() { super.init() }
  public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// The text attributes of bar button items per state (`UIBarButtonItemAppearance`), for source compatibility.
///
/// ```swift
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
/// ```
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  open var normal = UIBarButtonItemStateAppearance()
  open var highlighted = UIBarButtonItemStateAppearance()
  open var disabled = UIBarButtonItemStateAppearance()
  open var focused = UIBarButtonItemStateAppearance()
}

/// One state of `UIBarButtonItemAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
  open var backgroundImage: UIImage?
}

/// The look of tab bar items per state (`UITabBarItemAppearance`), for source compatibility.
///
/// ```swift
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// ```
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  open var normal = UITabBarItemStateAppearance()
  open var selected = UITabBarItemStateAppearance()
  open var disabled = UITabBarItemStateAppearance()
  open var focused = UITabBarItemStateAppearance()
}

/// One state of `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var iconColor: UIColor?
  open var badgeBackgroundColor: UIColor?
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
}
