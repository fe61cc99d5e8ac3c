import Foundation
import PlumbLayout
import PlumbScene
import Testing

@testable import PlumbInterfaceBuilder

/// `plumb import` never writes a scene that does not load: every root of the fixture corpus passes the
/// value checks (no false alarm on real files), its import reads back as a scene (numbers in the scene
/// grammar, unique ids), and a sample of them renders pixel for pixel as the import itself does.
@Suite struct ImportCorpusTests {
  @Test func everyImportOfTheCorpusLoadsAndASampleRendersIdentically() throws {
    var roots = 0, rendered = 0
    for file in fixtureFiles("cookbook") + fixtureFiles("corpus/files") {
      let document = try IBDocument.load(path: file)
      for root in document.roots {
        let imported = try IBSceneBuilder(document: document, root: root).buildChecked()
        let exporter = IBSceneExporter(imported)
        // As `plumb import` does: images are copied beside the scene and named relative to it.
        let paths = Dictionary(exporter.imageSources.map { ($0, "images/" + ($0 as NSString).lastPathComponent) }) { first, _ in first }
        let text = exporter.json5(imagePaths: paths)
        #expect(throws: Never.self, "\(file) \(root.id)") { _ = try SceneLoader.parse(text: text, file: "Imported.json5") }
        if roots % 7 == 0 && exporter.imageSources.isEmpty {
          let trip = try importRoundTrip(imported)
          if text.contains("systemName:") {
            // An imported SF Symbol image view does not yet draw pixel for pixel as the storyboard's.
            withKnownIssue("SF Symbol image views after import", isIntermittent: true) {
              #expect(trip.samePixels, "\(file) \(root.id) renders differently once imported")
            }
          } else {
            #expect(trip.samePixels, "\(file) \(root.id) renders differently once imported")
          }
          rendered += 1
        }
        roots += 1
      }
    }
    #expect(roots > 500 && rendered > 50)
  }
}
