import Foundation
import PlumbUIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// An image compared pixel by pixel with its reference (swift-snapshot-testing's `.image`).
  public static var image: Snapshotting { .image() }

  /// An image compared with `precision` and `perceptualPrecision`, drawn at `scale` pixels per point
  /// (default: its own scale).
  ///
  /// ```swift
  /// assertSnapshot(of: renderer.image { _ in drawBadge() }, as: .image(precision: 0.99))
  /// ```
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    ) {
      image in
      if image.renderedBitmap != nil && (scale == nil || scale == image.scale) { return image }
      let format = UIGraphicsImageRendererFormat.preferred()
      format.scale = scale ?? image.scale
      return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
    }
  }
}
