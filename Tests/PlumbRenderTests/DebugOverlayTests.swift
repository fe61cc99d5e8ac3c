import PlumbGraphics
import PlumbLayout
import PlumbRender
import Testing

/// `DebugOverlay` on the diagnosis scenes: where the marks are, what stays untouched, the legend.
@Suite struct DebugOverlayTests {
  @Test func truncatedLabelIsOutlinedInRedAndTheLegendIsBelow() throws {
    let scene = try loadScene("DiagnosisTruncation")
    let session = try RenderSession(scene: scene)
    let picture = try session.render(canvasVariant(scene))
    let overlay = DebugOverlay(measurer: session.measurer)
    let debug = try overlay.render(picture, canvas: scene.canvas)
    let legend = overlay.legendHeight(width: 320, scale: 2)
    #expect(legend > 10)
    #expect(debug.width == picture.bitmap.width)
    #expect(debug.height == picture.bitmap.height + Int((legend * 2).rounded(.up)))

    // nameLabel is (16, 20, 120, 21): its outline is one point (two pixels) of pure red inside the frame.
    #expect(debug.pixel(x: 32, y: 44) == Bitmap.Pixel(DebugStyle.truncated))
    #expect(debug.pixel(x: 33, y: 44) == Bitmap.Pixel(DebugStyle.truncated))
    #expect(debug.pixel(x: 32 + 2 * 120 - 1, y: 60) == Bitmap.Pixel(DebugStyle.truncated))
    // Away from every mark (right of the root's margin, below the ghost of nameLabel's needed width)
    // the picture is untouched. (Bitmaps are compared outside #expect: their description is huge.)
    let untouched = sameRegion(debug, at: 612, 90, picture.bitmap, at: 612, 90, width: 28, height: picture.bitmap.height - 90)
    #expect(untouched)
    // The first baseline of nameLabel is a magenta line across the label.
    let baseline = Int((picture.result["nameLabel"]!.firstBaseline * 2).rounded(.down))
    let magenta = (34..<270).filter { debug.pixel(x: $0, y: baseline) == Bitmap.Pixel(DebugStyle.baseline) }.count
    #expect(magenta > 100)
    // The legend: its background under the picture, and the swatches' colours.
    let top = picture.bitmap.height
    #expect(debug.pixel(x: 2, y: top + 2) == Bitmap.Pixel(DebugStyle.legendBackground))
    let strip = Set((top..<debug.height).flatMap { y in (0..<debug.width).map { debug.pixel(x: $0, y: y) } })
    for entry in [DebugStyle.view, DebugStyle.label, DebugStyle.truncated, DebugStyle.baseline] {
      #expect(strip.contains(Bitmap.Pixel(entry)))
    }
  }

  @Test func ambiguousViewIsHatchedEvenAtZeroHeight() throws {
    let scene = try loadScene("DiagnosisAmbiguous")
    let session = try RenderSession(scene: scene)
    let picture = try session.render(canvasVariant(scene))
    let debug = try DebugOverlay(measurer: session.measurer).render(picture, canvas: scene.canvas)
    let isPurple = { (p: Bitmap.Pixel) in p.red > 150 && p.blue > 180 && p.green < 170 }
    // card is (16, 20, 343, 0): the hatched band is 4 points tall around y = 20.
    let band = (36..<44).flatMap { y in (40..<700).map { debug.pixel(x: $0, y: y) } }
    #expect(band.filter(isPurple).count > 500)
    // Nothing purple far from the card and its tag.
    let below = (200..<400).flatMap { y in (40..<700).map { debug.pixel(x: $0, y: y) } }
    #expect(!below.contains(where: isPurple))
  }

  @Test func overlayIsDeterministicAndMarksMissingGlyphs() throws {
    let scene = try loadScene("DiagnosisMissingGlyph")
    let session = try RenderSession(scene: scene)
    let a = try DebugOverlay(measurer: session.measurer).render(try session.render(canvasVariant(scene)), canvas: scene.canvas)
    let other = try RenderSession(scene: scene)
    let b = try DebugOverlay(measurer: other.measurer).render(try other.render(canvasVariant(scene)), canvas: scene.canvas)
    let same = a == b
    #expect(same)
    // greeting (16, 20, 112, 27) has missing glyphs: a one-point amber outline.
    #expect(a.pixel(x: 32, y: 50) == Bitmap.Pixel(DebugStyle.missingGlyphs))
  }
}
