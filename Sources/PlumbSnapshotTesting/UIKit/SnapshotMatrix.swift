import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbUIKit

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
    let sheet = ContactSheet(measurer: ViewRendering.measurer)
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
              let (image, result) = ViewRendering.image(of: view, config: device.hostScreen, size: nil, traits: .init(), extra: extra)
              guard let bitmap = image.renderedBitmap, var variant = result?.variant else { continue }
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
    guard let combined = Self.stack(bands, scale: scale) else { return UIImage.emptySnapshot }
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
