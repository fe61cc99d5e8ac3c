import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbUIKit

extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view drawn at its current size (or the size its constraints fit when it has none).
  public static var image: Snapshotting<UIView, UIImage> { .image() }

  /// The view drawn at `size` (default: its own), with `traits` (appearance, type size, direction, scale),
  /// at the host device's scale unless `traits` sets one. `drawHierarchyInKeyWindow` is accepted for
  /// swift-snapshot-testing's signature; Plumb always draws the hierarchy.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 200)))
  /// assertSnapshot(of: card, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
  /// ```
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      UIViewSnapshot.image(of: $0, screen: UIViewSnapshot.ownSize, size: size, traits: traits)
    }
  }

  /// The view as the screen of a device: the device's size, safe area and traits, and the system minimum
  /// margins of a view controller's view.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(on: .iPhone15Pro))
  /// ```
  public static func image(
    on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      UIViewSnapshot.image(of: $0, screen: config.hostScreen, size: size, traits: traits)
    }
  }

  /// Every combination of devices, appearances, content sizes, directions and languages on one contact
  /// sheet (one reference file), a band per appearance.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .matrix(devices: [.iPhoneSe, .iPhone15Pro], appearances: [.light, .dark],
  ///                                      contentSizes: [.large, .accessibilityExtraLarge]))
  /// ```
  public static func matrix(
    devices: [ViewImageConfig] = [.iPhone15Pro], appearances: [UIUserInterfaceStyle] = [.light],
    contentSizes: [UIContentSizeCategory] = [.large], directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
    languages: [String] = [], precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      SnapshotMatrix(devices: devices, appearances: appearances, contentSizes: contentSizes, directions: directions,
                     languages: languages).sheet(of: $0)
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// Plumb's layout text of the view at its size: every frame, baseline, visible label text and
  /// truncation, one line per view.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .layout)
  /// ```
  public static var layout: Snapshotting<UIView, String> { .layout() }

  /// The layout text on a device or at a size, with traits.
  public static func layout(
    on config: ViewImageConfig? = nil, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { view in
      ViewRendering.host(view, config: config?.hostScreen ?? UIViewSnapshot.ownSize, size: size, traits: traits)
      return ViewRendering.currentResult(of: view)?.layoutText ?? ""
    }
  }

  /// The view tree as UIKit's `recursiveDescription` prints it (class, frame, text, flags), indented.
  public static var recursiveDescription: Snapshotting<UIView, String> { .recursiveDescription() }

  /// The view tree laid out at `size` with `traits`, as UIKit's `recursiveDescription` prints it.
  ///
  /// ```swift
  /// assertSnapshot(of: UIButton(type: .contactAdd), as: .recursiveDescription)
  /// ```
  public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
    -> Snapshotting<UIView, String>
  {
    Snapshotting(pathExtension: "txt", diffing: .lines) { view in
      // A view with no area is sized as for a picture (`sizeToFit()`), and keeps its frame afterwards.
      let initialFrame = view.frame
      defer { view.frame = initialFrame }
      var target = size ?? view.bounds.size
      if target.width <= 0 || target.height <= 0 {
        target = UIViewSnapshot.fittingSize(of: view, screen: UIViewSnapshot.ownSize, traits: traits)
      }
      ViewRendering.host(view, config: UIViewSnapshot.ownSize, size: target, traits: traits)
      return RecursiveDescription.text(of: view)
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The controller's view on the host device's screen.
  public static var image: Snapshotting<UIViewController, UIImage> { .image() }

  /// The controller's view on the host device's screen (or at `size`).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      UIViewSnapshot.image(of: $0.view, screen: UIViewSnapshot.hostScreen(size: size), size: size, traits: traits)
    }
  }

  /// The controller's view on a device.
  ///
  /// ```swift
  /// assertSnapshot(of: controller, as: .image(on: .iPhoneX))
  /// ```
  public static func image(
    on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    Snapshotting<UIView, UIImage>.image(
      on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits
    ).pullback { $0.view }
  }

  /// The matrix of the controller's view.
  public static func matrix(
    devices: [ViewImageConfig] = [.iPhone15Pro], appearances: [UIUserInterfaceStyle] = [.light],
    contentSizes: [UIContentSizeCategory] = [.large], directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
    languages: [String] = [], precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting<UIViewController, UIImage> {
    Snapshotting<UIView, UIImage>.matrix(
      devices: devices, appearances: appearances, contentSizes: contentSizes, directions: directions,
      languages: languages, precision: precision, perceptualPrecision: perceptualPrecision
    ).pullback { $0.view }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The layout text of the controller's view on the host device's screen.
  public static var layout: Snapshotting<UIViewController, String> { .layout() }

  /// The layout text of the controller's view on a device.
  public static func layout(on config: ViewImageConfig? = nil, traits: UITraitCollection = .init())
    -> Snapshotting<UIViewController, String>
  {
    Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
      ViewRendering.host(controller.view, config: config?.hostScreen ?? UIViewSnapshot.hostScreen(size: nil), size: nil,
                         traits: traits)
      return ViewRendering.currentResult(of: controller.view)?.layoutText ?? ""
    }
  }

  /// The controller's view tree on the host device's screen, as UIKit's `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting<UIViewController, String> { .recursiveDescription() }

  /// The controller's view tree on a device (default: the host device's screen) with `traits`.
  ///
  /// ```swift
  /// assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
  /// ```
  public static func recursiveDescription(
    on config: ViewImageConfig? = nil, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
      let screen = UIViewSnapshot.window(config?.hostScreen ?? UIViewSnapshot.hostScreen(size: size), for: controller)
      return AppearanceTransitions.around(controller) {
        ViewRendering.host(controller.view, config: screen, size: size, traits: traits)
      } _: {
        ViewRendering.host(controller.view, config: screen, size: size, traits: traits)
        return RecursiveDescription.text(of: controller.view, isControllerRoot: true)
      }
    }
  }
}

/// How swift-snapshot-testing hosts a view for a picture, on Plumb's renderer.
@MainActor
enum UIViewSnapshot {
  /// No device: the view keeps its own size, drawn at the host device's scale.
  static var ownSize: HostScreen {
    HostScreen(safeArea: .zero, size: nil, traits: UITraitCollection(displayScale: SnapshotHostDevice.current.scale))
  }

  /// The host device's screen (a view controller with no device), or `size`.
  static func hostScreen(size: CGSize?) -> HostScreen {
    let host = SnapshotHostDevice.current
    return HostScreen(
      safeArea: .zero, size: size ?? host.size, traits: UITraitCollection(displayScale: host.scale))
  }

  /// swift-snapshot-testing's window: a navigation controller's window loses the top safe area (and its
  /// height), a tab bar controller's the bottom one (and the top too when it shows a navigation controller).
  static func window(_ screen: HostScreen, for controller: UIViewController) -> HostScreen {
    var screen = screen
    func dropTop() {
      if let size = screen.size { screen.size = CGSize(width: size.width, height: size.height - screen.safeArea.top) }
      screen.safeArea.top = 0
    }
    if controller is UINavigationController {
      dropTop()
    } else if let tabs = controller as? UITabBarController {
      if let size = screen.size { screen.size = CGSize(width: size.width, height: size.height - screen.safeArea.bottom) }
      screen.safeArea.bottom = 0
      if tabs.selectedViewController is UINavigationController { dropTop() }
    }
    return screen
  }

  /// The picture of a hosted view; a view with no area gives swift-snapshot-testing's placeholder picture.
  static func image(of view: UIView, screen: HostScreen, size: CGSize?, traits: UITraitCollection) -> UIImage {
    var hosted = screen
    if let controller = view.hostingController { hosted = window(screen, for: controller) }
    if needsContainer(view) { return contained(view, screen: hosted, size: size, traits: traits) }
    let (image, result) = AppearanceTransitions.around(view.hostingController) {
      ViewRendering.host(view, config: hosted, size: size, traits: traits)
    } _: {
      ViewRendering.image(of: view, config: hosted, size: size, traits: traits)
    }
    FailureReport.lastLayout = result?.layoutText
    if image.size.width <= 0 || image.size.height <= 0 || image.renderedBitmap == nil { return .emptySnapshot }
    return image
  }

  /// Whether the view draws something of its own that a root (Plumb's canvas) does not: a label's text, a
  /// control, an image, a layer's corners, border or shadow. swift-snapshot-testing puts every view in a
  /// view controller's view; Plumb does so for these.
  static func needsContainer(_ view: UIView) -> Bool {
    guard view.hostingController == nil else { return false }
    let layer = view.layer
    return view is UILabel || view is UIControl || view is UIImageView || layer.cornerRadius > 0 || layer.borderWidth > 0 || layer.shadowOpacity > 0
  }

  /// The size swift-snapshot-testing gives a view without one: with the host's traits in effect,
  /// `sizeToFit()`; for a control without `sizeThatFits`, the size Auto Layout gives it with only its
  /// position pinned; else the size its constraints fit. The view's frame is left as it was.
  static func fittingSize(of view: UIView, screen: HostScreen, traits: UITraitCollection) -> CGSize {
    let initialFrame = view.frame
    let superview = view.superview
    if superview != nil { view.removeFromSuperview() }
    defer { view.frame = initialFrame; if let superview { superview.addSubview(view) } }
    var target = view.bounds.size
    if target.width <= 0 || target.height <= 0 {
      let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
      probe.addSubview(view)
      ViewRendering.host(
        probe, config: HostScreen(safeArea: .zero, size: probe.bounds.size, traits: screen.traits), size: nil, traits: traits)
      view.sizeToFit()
      if view.bounds.width <= 0 || view.bounds.height <= 0 {
        // A control without `sizeThatFits`: the size Auto Layout gives it with only its position pinned.
        let translates = view.translatesAutoresizingMaskIntoConstraints
        view.translatesAutoresizingMaskIntoConstraints = false
        let position = [view.topAnchor.constraint(equalTo: probe.topAnchor),
                        view.leadingAnchor.constraint(equalTo: probe.leadingAnchor)]
        NSLayoutConstraint.activate(position)
        probe.layoutIfNeeded()
        let fitted = view.bounds.size
        NSLayoutConstraint.deactivate(position)
        view.translatesAutoresizingMaskIntoConstraints = translates
        view.frame = CGRect(origin: .zero, size: fitted)
      }
      view.removeFromSuperview()
      if target.width <= 0 { target.width = view.bounds.width }
      if target.height <= 0 { target.height = view.bounds.height }
    }
    if target.width <= 0 || target.height <= 0 {
      let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      if target.width <= 0 { target.width = fitted.width }
      if target.height <= 0 { target.height = fitted.height }
    }
    return target
  }

  /// The view drawn as the only subview of a clear container of its size (its own, `size`, or the size
  /// `sizeToFit()` or its constraints give), which it leaves afterwards with its frame as it was.
  static func contained(_ view: UIView, screen: HostScreen, size: CGSize?, traits: UITraitCollection) -> UIImage {
    // The view leaves with the frame it came with, as swift-snapshot-testing restores it.
    let initialFrame = view.frame
    if view.superview != nil { view.removeFromSuperview() }
    defer { view.removeFromSuperview(); view.frame = initialFrame }
    var target = size ?? screen.size ?? view.bounds.size
    if target.width <= 0 || target.height <= 0 {
      let fitted = fittingSize(of: view, screen: screen, traits: traits)
      if target.width <= 0 { target.width = fitted.width }
      if target.height <= 0 { target.height = fitted.height }
    }
    guard target.width > 0, target.height > 0 else { return .emptySnapshot }
    var pins: [NSLayoutConstraint] = []
    defer { NSLayoutConstraint.deactivate(pins) }
    let container = UIView(frame: CGRect(origin: .zero, size: target))
    container.backgroundColor = .clear
    container.addSubview(view)
    if view.translatesAutoresizingMaskIntoConstraints {
      view.frame = CGRect(origin: .zero, size: target)
    } else {
      pins = [
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: target.width),
        view.heightAnchor.constraint(equalToConstant: target.height),
      ]
      NSLayoutConstraint.activate(pins)
    }
    let screen = HostScreen(safeArea: .zero, size: target, traits: screen.traits)
    let (image, result) = ViewRendering.image(of: container, config: screen, size: target, traits: traits)
    FailureReport.lastLayout = result?.layoutText
    if image.size.width <= 0 || image.size.height <= 0 || image.renderedBitmap == nil { return .emptySnapshot }
    return image
  }
}

extension UIImage {
  /// swift-snapshot-testing's picture for a view with no area: a red 400 × 80 label at 2× that says so.
  @MainActor static var emptySnapshot: UIImage {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
    label.backgroundColor = .red
    label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
    label.textAlignment = .center
    label.numberOfLines = 3
    let screen = HostScreen(safeArea: .zero, size: label.bounds.size, traits: UITraitCollection(displayScale: 2))
    return ViewRendering.image(of: label, config: screen, size: nil, traits: .init()).image
  }
}
