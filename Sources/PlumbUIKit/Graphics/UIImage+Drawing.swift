import Foundation
import PlumbGraphics
import PlumbLayout

extension UIImage: _ExpressibleByImageLiteral {}

extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage {
  /// The image's pixels (a decoded file or a rendered image; `nil` for a symbol).
  ///
  /// ```swift
  /// layer.contents = UIImage(named: "pattern")?.cgImage
  /// ```
  public var cgImage: CGImage? {
    if let bitmap { return CGImage(bitmap: bitmap) }
    guard let path, let decoded = try? Bitmap(contentsOfFile: path) else { return nil }
    return CGImage(bitmap: decoded)
  }

  /// An image of `cgImage`'s pixels at scale 1.
  ///
  /// ```swift
  /// let image = UIImage(cgImage: context.makeImage()!)
  /// ```
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image of `cgImage`'s pixels at `scale` (the orientation is kept as `.up`).
  ///
  /// ```swift
  /// UIImage(cgImage: pixels, scale: 2, orientation: .up)
  /// ```
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let points = CGSize(width: CGFloat(cgImage.width) / max(scale, 1e-9), height: CGFloat(cgImage.height) / max(scale, 1e-9))
    self.init(path: nil, bitmap: cgImage.bitmap, scale: scale, size: points)
  }

  /// Which way up the pixels are (always `.up` in Plumb).
  ///
  /// ```swift
  /// image.imageOrientation == .up
  /// ```
  public var imageOrientation: Orientation { .up }

  /// How an image's pixels are turned (UIKit's `UIImage.Orientation`).
  ///
  /// ```swift
  /// UIImage(cgImage: pixels, scale: 1, orientation: .up)
  /// ```
  public enum Orientation: Int, Sendable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// How a resizable image fills its area (UIKit's `UIImage.ResizingMode`).
  ///
  /// ```swift
  /// bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch)
  /// ```
  public enum ResizingMode: Int, Sendable { case tile = 0, stretch }

  /// The same image, to be stretched outside `capInsets` (Plumb stretches the whole image).
  ///
  /// ```swift
  /// let bubble = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  /// ```
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image, to be stretched or tiled outside `capInsets` (Plumb stretches the whole image).
  ///
  /// ```swift
  /// image.resizableImage(withCapInsets: .zero, resizingMode: .tile)
  /// ```
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
  /// The same image with alignment insets (kept).
  ///
  /// ```swift
  /// icon.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 0))
  /// ```
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  /// The image to use in right-to-left layouts (kept as the same image).
  ///
  /// ```swift
  /// arrow.imageFlippedForRightToLeftLayoutDirection()
  /// ```
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  /// The image mirrored (kept as the same image).
  ///
  /// ```swift
  /// arrow.withHorizontallyFlippedOrientation()
  /// ```
  public func withHorizontallyFlippedOrientation() -> UIImage { self }

  /// The same image drawn in `color` (the colour is kept; Plumb draws the image in its own colours, and a
  /// symbol in the view's tint).
  ///
  /// ```swift
  /// UIImage(systemName: "star.fill")?.withTintColor(.systemYellow)
  /// ```
  public func withTintColor(_ color: UIColor) -> UIImage {
    let copy = withRenderingMode(renderingMode)
    copy.fixedTint = color
    return copy
  }
  /// The same image drawn in `color` with `renderingMode`.
  ///
  /// ```swift
  /// icon.withTintColor(.white, renderingMode: .alwaysOriginal)
  /// ```
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    let copy = withRenderingMode(renderingMode)
    copy.fixedTint = color
    return copy
  }

  /// JPEG data of the image (Plumb writes PNG bytes; the quality is ignored).
  ///
  /// ```swift
  /// let data = photo.jpegData(compressionQuality: 0.8)
  /// ```
  public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }

  /// Draws the image stretched into `rect` in the current graphics context.
  ///
  /// ```swift
  /// icon.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
  /// ```
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let pixels = cgImage else { return }
    context.draw(pixels, in: rect)
  }
  /// Draws the image into `rect` with an alpha (the blend mode is kept).
  ///
  /// ```swift
  /// icon.draw(in: rect, blendMode: .normal, alpha: 0.5)
  /// ```
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState(); context.setAlpha(alpha); draw(in: rect); context.restoreGState()
  }
  /// Draws the image at its size with its top-left corner at `point`.
  ///
  /// ```swift
  /// icon.draw(at: .zero)
  /// ```
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// The plus symbol (UIKit's `UIImage.add`).
  ///
  /// ```swift
  /// button.setImage(.add, for: .normal)
  /// ```
  public class var add: UIImage { UIImage(systemName: "plus")! }
  /// The minus symbol (UIKit's `UIImage.remove`).
  ///
  /// ```swift
  /// button.setImage(.remove, for: .normal)
  /// ```
  public class var remove: UIImage { UIImage(systemName: "minus")! }
  /// The checkmark symbol (UIKit's `UIImage.checkmark`).
  ///
  /// ```swift
  /// imageView.image = .checkmark
  /// ```
  public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  /// The stroked checkmark symbol.
  ///
  /// ```swift
  /// imageView.image = .strokedCheckmark
  /// ```
  public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
  /// The actions (ellipsis) symbol.
  ///
  /// ```swift
  /// button.setImage(.actions, for: .normal)
  /// ```
  public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
}

extension UIColor {
  /// Makes this colour the fill colour of the current graphics context.
  ///
  /// ```swift
  /// UIColor.systemBlue.setFill(); UIBezierPath(ovalIn: rect).fill()
  /// ```
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes this colour the stroke colour of the current graphics context.
  ///
  /// ```swift
  /// UIColor.label.setStroke(); path.stroke()
  /// ```
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Makes this colour both the fill and the stroke colour.
  ///
  /// ```swift
  /// UIColor.red.set()
  /// ```
  public func set() { setFill(); setStroke() }
}
