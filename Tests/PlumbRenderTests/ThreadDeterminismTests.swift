import Foundation
import Testing
import PlumbLayout
import PlumbRender
import PlumbScene

/// The same scene rendered in 8 threads at once, each with its own session: every PNG byte-identical.
@Suite struct ThreadDeterminismTests {
  @Test(arguments: ["HebrewAndArabic", "LineBreakModes", "SimpleStackView", "DiagnosisMissingGlyph"])
  func eightThreadsGiveIdenticalPNGs(name: String) throws {
    let scene = try SceneLoader.load(path: repositoryRoot.appendingPathComponent("Scenes/\(name).json").path)
    let variant = scene.variants.matrix(canvas: scene.canvas).last!
    let results = onThreads(8) { [try RenderSession(scene: scene).render(variant).bitmap.pngData()] }
    #expect(results.errors.isEmpty, "\(results.errors)")
    #expect(results.results.count == 8)
    let pngs = results.results
    let distinct = Set(pngs.map { $0.hashValue }).count
    let allEqual = pngs.allSatisfy { $0 == pngs[0] }
    #expect(allEqual, "\(name) \(variant.name): \(distinct) different PNGs from 8 threads")
  }
}
