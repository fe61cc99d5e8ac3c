import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender

@MainActor
extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view drawn at its current size (or the size its constraints fit when it has none).
  public static var image: Snapshotting<UIView, UIImage> { .image() }

  /// The view drawn at `size` (default: its own), with `traits` (appearance, type size, direction, scale).
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 200)))
  /// assertSnapshot(of: card, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
  /// ```
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      ViewRendering.image(of: $0, config: nil, size: size, traits: traits).image
    }
  }

  /// The view as the screen of a device: the device's size, scale, safe area and traits, and the
  /// system minimum margins of a view controller's view.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(on: .iPhone15Pro))
  /// ```
  public static func image(
    on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      ViewRendering.image(of: $0, config: config, size: size, traits: traits).image
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

@MainActor
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
      ViewRendering.host(view, config: config, size: size, traits: traits)
      return ViewRendering.currentResult(of: view)?.layoutText ?? ""
    }
  }

  /// The view tree as UIKit's `recursiveDescription` prints it (class, frame), indented.
  public static var recursiveDescription: Snapshotting<UIView, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { view in
      view.layoutIfNeeded()
      var lines: [String] = []
      @MainActor func visit(_ view: UIView, depth: Int) {
        let f = view.frame
        lines.append(String(repeating: "   | ", count: depth)
          + "<\(String(describing: type(of: view))); frame = (\(formatPoints(Double(f.minX))) \(formatPoints(Double(f.minY))); "
          + "\(formatPoints(Double(f.width))) \(formatPoints(Double(f.height))))\(view.isHidden ? "; hidden = YES" : "")>")
        for subview in view.subviews { visit(subview, depth: depth + 1) }
      }
      visit(view, depth: 0)
      return lines.joined(separator: "\n") + "\n"
    }
  }
}

@MainActor
extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The controller's view at the screen's default size (375 × 667).
  public static var image: Snapshotting<UIViewController, UIImage> { .image() }

  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    Snapshotting<UIView, UIImage>.image(
      on: ViewImageConfig(size: size ?? UIScreen.main.bounds.size, traits: UITraitCollection(displayScale: UIScreen.main.scale)),
      precision: precision, perceptualPrecision: perceptualPrecision, traits: traits
    ).pullback { $0.view }
  }

  /// The controller's view on a device.
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

@MainActor
extension Snapshotting where Value == UIViewController, Format == String {
  /// The layout text of the controller's view on a device.
  public static var layout: Snapshotting<UIViewController, String> { .layout() }

  public static func layout(on config: ViewImageConfig? = nil, traits: UITraitCollection = .init())
    -> Snapshotting<UIViewController, String>
  {
    Snapshotting<UIView, String>.layout(
      on: config ?? ViewImageConfig(size: UIScreen.main.bounds.size), traits: traits
    ).pullback { $0.view }
  }
}

/// The points of a snapshot matrix and the contact sheet that shows them.
@preconcurrency @MainActor
struct SnapshotMatrix {
  var devices: [ViewImageConfig]
  var appearances: [UIUserInterfaceStyle]
  var contentSizes: [UIContentSizeCategory]
  var directions: [UITraitEnvironmentLayoutDirection]
  var languages: [String]

  /// One band (a Plumb contact sheet) per appearance, stacked top to bottom.
  func sheet(of view: UIView) -> UIImage {
    let sheet = ContactSheet(measurer: PlumbContext.shared.measurer)
    var bands: [Bitmap] = []
    var scale = 1.0
    for appearance in appearances {
      var pictures: [(variant: Layout.Variant, bitmap: Bitmap)] = []
      for device in devices {
        for size in contentSizes {
          for direction in directions {
            for language in languages.isEmpty ? [nil] : languages.map({ Optional($0) }) {
              var extra = [
                UITraitCollection(userInterfaceStyle: appearance), UITraitCollection(preferredContentSizeCategory: size),
                UITraitCollection(layoutDirection: direction),
              ]
              if let language, Layout.VariantAxes.defaultDirection(for: language) == .rightToLeft, directions == [.leftToRight] {
                extra.append(UITraitCollection(layoutDirection: .rightToLeft))
              }
              let (image, result) = ViewRendering.image(of: view, config: device, size: nil, traits: .init(), extra: extra)
              guard let bitmap = image.bitmap, var variant = result?.variant else { continue }
              variant.language = language
              pictures.append((variant, bitmap))
              scale = max(scale, variant.scale)
            }
          }
        }
      }
      let title = "\(appearance == .dark ? "dark" : "light")"
      if let band = try? sheet.render(title: title, pictures: pictures).bitmap { bands.append(band) }
    }
    guard let combined = Self.stack(bands, scale: scale) else { return UIImage(path: nil, bitmap: nil, scale: 1, size: .zero) }
    return UIImage(rendered: combined, scale: scale)
  }

  /// Bitmaps one above the other on one canvas.
  static func stack(_ bitmaps: [Bitmap], scale: Double) -> Bitmap? {
    guard !bitmaps.isEmpty else { return nil }
    if bitmaps.count == 1 { return bitmaps[0] }
    let width = bitmaps.map(\.width).max()!, height = bitmaps.map(\.height).reduce(0, +)
    guard let canvas = try? Canvas(size: Size(width: Double(width) / scale, height: Double(height) / scale), scale: scale,
                                   background: ContactSheet.background) else { return nil }
    var y = 0
    for bitmap in bitmaps {
      try? canvas.drawBitmap(bitmap, in: Rect(x: 0, y: Double(y) / scale, width: Double(bitmap.width) / scale,
                                             height: Double(bitmap.height) / scale))
      y += bitmap.height
    }
    return canvas.makeBitmap()
  }
}
