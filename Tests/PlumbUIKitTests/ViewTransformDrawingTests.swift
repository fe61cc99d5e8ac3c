import Foundation
import PlumbGraphics
import Testing

@testable import PlumbUIKit

/// `UIView.transform` is drawn: a bar turned a quarter about its centre stands upright in the picture,
/// its subviews turn with it, and its `frame` is the turned bounding box while Auto Layout places the
/// untransformed rectangle.
@MainActor
@Suite struct ViewTransformDrawingTests {
  static let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  static let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

  /// The pixel at (`x`, `y`) points of the 100-point picture, whatever its scale.
  struct Picture {
    let bitmap: Bitmap
    func pixel(x: Double, y: Double) -> Bitmap.Pixel {
      let scale = Double(bitmap.width) / 100
      return bitmap.pixel(x: Int(x * scale), y: Int(y * scale))
    }
  }

  func picture(_ transform: CGAffineTransform) throws -> (Picture, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let bar = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 20))   // centre (50, 50)
    bar.backgroundColor = .red
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))     // the bar's left end
    dot.backgroundColor = .blue
    bar.addSubview(dot)
    root.addSubview(bar)
    bar.transform = transform
    let drawn = ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection())
    return (Picture(bitmap: try #require(drawn.image.bitmap)), bar)
  }

  @Test func anIdentityTransformDrawsTheBarLying() throws {
    let (bitmap, _) = try picture(.identity)
    #expect(bitmap.pixel(x: 30, y: 50) == Self.red)
    #expect(bitmap.pixel(x: 50, y: 30) == Self.white)
  }

  @Test func aQuarterTurnDrawsTheBarStandingWithItsSubview() throws {
    let (bitmap, bar) = try picture(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(bitmap.pixel(x: 50, y: 30) == Self.red, "the turned bar covers (50, 30)")
    #expect(bitmap.pixel(x: 30, y: 50) == Self.white, "and no longer (30, 50)")
    // The dot at the bar's left end turns to its top (clockwise in UIKit's flipped coordinates).
    let dot = bitmap.pixel(x: 55, y: 23)
    #expect(dot.blue == 255 && dot.red == 0, "\(dot)")
    #expect(abs(bar.frame.minX - 40) < 1e-9 && abs(bar.frame.minY - 20) < 1e-9 && abs(bar.frame.height - 60) < 1e-9)
  }

  @Test func aScaleGrowsTheDrawingAboutTheCentre() throws {
    let (bitmap, _) = try picture(CGAffineTransform(scaleX: 1.5, y: 2))
    // 60 × 20 → 90 × 40 about (50, 50): from x 5 to 95, y 30 to 70.
    #expect(bitmap.pixel(x: 8, y: 50) == Self.red)
    #expect(bitmap.pixel(x: 50, y: 33) == Self.red)
    #expect(bitmap.pixel(x: 2, y: 50) == Self.white)
  }
}
