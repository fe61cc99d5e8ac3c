import Foundation

/// The screen (UIKit's `UIScreen`): Plumb's default is an iPhone 8's 375 × 667 points at scale 2, the
/// traits views without a host lay out with.
///
/// ```swift
/// let width = UIScreen.main.bounds.width   // 375
/// let hairline = 1 / UIScreen.main.scale   // 0.5
/// ```
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The scale of Plumb's default screen, for code off the main actor (image renderers' default format).
  nonisolated static let defaultScale: CGFloat = 2
  /// The frames per second Plumb's screens show, for code off the main actor (display links).
  nonisolated static let displayFramesPerSecond = 60

  /// The device's screen.
  ///
  /// ```swift
  /// UIScreen.main.bounds
  /// ```
  public static let main = UIScreen()
  /// Every screen (just the main one).
  ///
  /// ```swift
  /// UIScreen.screens.count   // 1
  /// ```
  public class var screens: [UIScreen] { [main] }
  /// The screen's rectangle in points.
  ///
  /// ```swift
  /// UIScreen.main.bounds.size   // 375 × 667
  /// ```
  open var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// The screen's rectangle in pixels.
  ///
  /// ```swift
  /// UIScreen.main.nativeBounds.size   // 750 × 1334
  /// ```
  open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale) }
  /// Pixels per point.
  ///
  /// ```swift
  /// 1 / UIScreen.main.scale   // a hairline
  /// ```
  open var scale: CGFloat = UIScreen.defaultScale
  /// The physical pixels per point (the scale here).
  ///
  /// ```swift
  /// UIScreen.main.nativeScale
  /// ```
  open var nativeScale: CGFloat { scale }
  /// The screen's traits.
  ///
  /// ```swift
  /// UIScreen.main.traitCollection.userInterfaceStyle
  /// ```
  open var traitCollection: UITraitCollection { UITraitCollection.standard }
  /// The screen's brightness, 0 to 1 (kept).
  ///
  /// ```swift
  /// UIScreen.main.brightness = 1
  /// ```
  open var brightness: CGFloat = 0.5
  /// The screen's coordinate space (the screen itself).
  ///
  /// ```swift
  /// UIScreen.main.coordinateSpace.bounds
  /// ```
  open var coordinateSpace: UIScreen { self }
  /// The screen's fixed coordinate space (the screen itself).
  ///
  /// ```swift
  /// UIScreen.main.fixedCoordinateSpace.bounds
  /// ```
  open var fixedCoordinateSpace: UIScreen { self }
  /// The frames per second the screen can show.
  ///
  /// ```swift
  /// UIScreen.main.maximumFramesPerSecond   // 60
  /// ```
  open var maximumFramesPerSecond: Int { UIScreen.displayFramesPerSecond }
  /// Whether the screen is being captured (never in Plumb).
  ///
  /// ```swift
  /// UIScreen.main.isCaptured   // false
  /// ```
  open var isCaptured: Bool { false }
}
