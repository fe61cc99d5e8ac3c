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
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var pngs: [[UInt8]] = []
      var errors: [String] = []
    }
    let results = Results()
    let group = DispatchGroup()
    for _ in 0..<8 {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        do {
          let png = try RenderSession(scene: scene).render(variant).bitmap.pngData()
          results.lock.lock(); results.pngs.append(png); results.lock.unlock()
        } catch {
          results.lock.lock(); results.errors.append("\(error)"); results.lock.unlock()
        }
      }
    }
    group.wait()
    #expect(results.errors.isEmpty, "\(results.errors)")
    #expect(results.pngs.count == 8)
    let distinct = Set(results.pngs.map { $0.hashValue }).count
    let allEqual = results.pngs.allSatisfy { $0 == results.pngs[0] }
    #expect(allEqual, "\(name) \(variant.name): \(distinct) different PNGs from 8 threads")
  }
}
