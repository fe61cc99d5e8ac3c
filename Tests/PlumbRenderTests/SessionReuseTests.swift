import Foundation
import Testing
import PlumbLayout
import PlumbRender
import PlumbScene

/// A session's earlier variants must not change a later one: sessions are reused across variants
/// (width sweeps, the snapshot runner's pool), so every variant must equal a fresh render bit for bit.
@Suite struct SessionReuseTests {
  @Test(arguments: ["MixedDirectionText", "HebrewAndArabic", "SimpleStackView", "TitleDetailTruncation"])
  func reusedSessionEqualsFreshRenders(name: String) throws {
    let scene = try SceneLoader.load(path: repositoryRoot.appendingPathComponent("Scenes/\(name).json").path)
    let variants = scene.variants.matrix(canvas: scene.canvas)
    let reused = try RenderSession(scene: scene)
    for variant in variants + variants.reversed() {
      let again = try reused.render(variant)
      let fresh = try RenderSession(scene: scene).render(variant)
      #expect(again.result.layoutText == fresh.result.layoutText, "\(name) \(variant.name): layout differs after reuse")
      let samePixels = again.bitmap == fresh.bitmap
      #expect(samePixels, "\(name) \(variant.name): pixels differ after reuse")
    }
  }
}
