import Foundation
import Testing
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// A large photo in a small image view is decoded reduced to the pixels it is drawn at, and the
/// render stays deterministic.
@Suite struct LargeImageTests {
  /// A folder holding `photo.png` (2400 × 2000, a smooth gradient) and `scene.json`, which shows it
  /// in a 60 × `height` point image view with `contentMode` on a 100 × 240 canvas at 2x.
  static func sceneFolder(contentMode: String, height: Int = 50) throws -> String {
    let folder = NSTemporaryDirectory() + "plumb-large-image-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(2400 * 2000)
    for y in 0..<2000 {
      for x in 0..<2400 { pixels.append(0xFF00_0000 | UInt32(x * 255 / 2400) << 16 | UInt32(y * 255 / 2000) << 8 | 0x80) }
    }
    try Bitmap(width: 2400, height: 2000, pixels: pixels).writePNG(toFile: folder + "/photo.png")
    let scene = """
      { plumb: 1, canvas: { width: 100, height: 240, scale: 2, background: "white" },
        views: [ { image: "photo", src: "photo.png", contentMode: "\(contentMode)" } ],
        constraints: ["photo.leading == root.leading + 10", "photo.top == root.top + 10",
                      "photo.width == 60", "photo.height == \(height)"] }
      """
    try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
    return folder
  }

  @Test func aLargeImageInASmallViewIsDecodedReduced() throws {
    let folder = try Self.sceneFolder(contentMode: "scaleToFill")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = try SceneLoader.load(path: folder + "/scene.json")
    let session = try RenderSession(scene: scene)
    let first = try session.render(canvasVariant(scene)).bitmap
    // Drawn over 120 × 100 pixels: decoded at 1/8 (300 × 250), not 2400 × 2000 (19.2 MB).
    #expect(session.images.decodedBytes == 300 * 250 * 4)
    // The photo's middle: the gradient's colour there, drawn from the reduced picture.
    let middle = first.pixel(x: 80, y: 70)
    #expect(abs(Int(middle.red) - 127) <= 3 && abs(Int(middle.green) - 127) <= 3 && middle.blue == 0x80)
    // The same bytes from a fresh session (a new cache) and from the warm one.
    #expect(try session.render(canvasVariant(scene)).bitmap == first)
    #expect(try RenderSession(scene: scene).render(canvasVariant(scene)).bitmap == first)
  }

  /// The bytes of decoded pixels after rendering the photo's scene once with `contentMode`.
  static func decodedBytes(contentMode: String, height: Int) throws -> Int {
    let folder = try sceneFolder(contentMode: contentMode, height: height)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = try SceneLoader.load(path: folder + "/scene.json")
    let session = try RenderSession(scene: scene)
    _ = try session.render(canvasVariant(scene))
    return session.images.decodedBytes
  }

  @Test func theFractionFollowsThePlacedPictureNotTheFrame() throws {
    // Aspect fit in a tall 60 × 200 point view: the photo is placed over 60 × 50 points (120 × 100
    // pixels at 2x), so 1/8 will do, though the frame alone (120 × 400 pixels) would need 1/4.
    #expect(try Self.decodedBytes(contentMode: "scaleAspectFit", height: 200) == 300 * 250 * 4)
    // Centred, the photo is drawn at its own size (cropped by nothing: no clipping), so it is decoded whole.
    #expect(try Self.decodedBytes(contentMode: "center", height: 50) == 2400 * 2000 * 4)
  }

  @Test func aCorruptLargeImageFailsTheRenderNamingTheViewTheFileAndThePlace() throws {
    let folder = try Self.sceneFolder(contentMode: "scaleToFill")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/photo.png")))
    try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: folder + "/photo.png"))
    let scene = try SceneLoader.load(path: folder + "/scene.json")
    let session = try RenderSession(scene: scene)
    // Layout sizes it from the header alone, so only drawing finds the damage.
    #expect(try session.layout(canvasVariant(scene))["photo"]?.frame.size == Size(width: 60, height: 50))
    do {
      _ = try session.render(canvasVariant(scene))
      Issue.record("a truncated photo rendered")
    } catch {
      let text = "\(error)"
      #expect(text.contains("scene.json:") && text.contains("photo") && text.contains(folder + "/photo.png"), "\(text)")
    }
  }
}
