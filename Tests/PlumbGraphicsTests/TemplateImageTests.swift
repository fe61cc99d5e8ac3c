import Testing
import PlumbLayout
@testable import PlumbGraphics

/// A template image (`UIImage.RenderingMode.alwaysTemplate`) is drawn in one colour at each pixel's own
/// opacity, placed and clipped as the original would be.
@Suite struct TemplateImageTests {
  @Test func everyPixelTakesTheColourAtItsOwnOpacity() throws {
    // Left half opaque red, right half transparent: a glyph on a clear ground.
    let source = try Bitmap(width: 8, height: 4, pixels: (0..<32).map { $0 % 8 < 4 ? 0xFFFF_0000 : 0x0000_0000 })
    let image = try Image(bitmap: source, scale: 2)
    let canvas = try Canvas(size: Size(width: 20, height: 10), scale: 2, background: .white)
    let box = Rect(x: 4, y: 2, width: 4, height: 2)
    canvas.drawImage(image, in: box, contentMode: .center, template: Color(red: 0, green: 0, blue: 1))
    let bitmap = canvas.makeBitmap()
    // The opaque half is the template colour, not the image's red; the clear half keeps the background.
    #expect(bitmap.pixel(x: 9, y: 5) == .opaqueBlue)
    #expect(bitmap.pixel(x: 14, y: 5) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    // Nothing is drawn outside the placed image, although the mask pads its edges.
    #expect(bitmap.bounds { $0 != Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255) }! == (8, 4, 11, 7))
  }

  @Test func theSameImageWithoutATemplateKeepsItsColours() throws {
    let image = try Image(bitmap: try Bitmap(width: 4, height: 4, fill: .red), scale: 2)
    let canvas = try Canvas(size: Size(width: 10, height: 10), scale: 2, background: .white)
    canvas.drawImage(image, in: Rect(x: 2, y: 2, width: 2, height: 2), contentMode: .scaleToFill)
    #expect(canvas.makeBitmap().pixel(x: 5, y: 5) == .opaqueRed)
  }

  @Test func whichViewsDrawATemplate() {
    // UIKit: an image view draws `automatic` as original; a system or configured button as a template.
    #expect(!Layout.ImageRenderingMode.automatic.isTemplateInImageView)
    #expect(Layout.ImageRenderingMode.alwaysTemplate.isTemplateInImageView)
    #expect(Layout.ImageRenderingMode.automatic.isTemplate(inButtonOf: .system))
    #expect(!Layout.ImageRenderingMode.automatic.isTemplate(inButtonOf: .custom))
    #expect(Layout.ImageRenderingMode.automatic.isTemplate(inButtonOf: .custom, configured: true))
    #expect(!Layout.ImageRenderingMode.alwaysOriginal.isTemplate(inButtonOf: .system))
    #expect(Layout.ImageRenderingMode.alwaysTemplate.isTemplate(inButtonOf: .custom))
  }
}
