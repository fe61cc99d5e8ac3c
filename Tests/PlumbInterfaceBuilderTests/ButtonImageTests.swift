import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// A button's image from the asset catalog: drawn, and beside a title it sizes the button as UIKit does
/// (GitHawk's settings "PAT" button: `pencil-small`, 14 × 14, beside a 14 pt semibold title).
@Suite struct ButtonImageTests {
  private let file = fixture("corpus/files/GitHawkApp__GitHawk/Classes__Settings__Settings.storyboard")

  private func imported() throws -> IBImportedScene {
    let document = try IBDocument.load(path: file)
    let root = try #require(document.roots.first { $0.id == "lpN-QC-8cv" })
    return IBSceneBuilder(document: document, root: root).build()
  }

  @Test func aTitledButtonTakesItsImageFromTheAssetCatalog() throws {
    let imported = try imported()
    let node = try #require(imported.scene.allNodes.first { $0.id == "6O9-UD-6n2" })
    guard case .control(.button(let button)) = node.kind else { Issue.record("not a button"); return }
    #expect(button.title == "PAT")
    #expect(button.image?.hasSuffix("pencil-small.imageset/pencil-small@2x.png") == true)
    // The image set says "Render As: Template Image": drawn in the tint colour.
    #expect(button.imageRenderingMode == .alwaysTemplate)
    // Image and title side by side, as tall as the title line (Xcode: 41 × 17 at y 19; Plumb's title is
    // 26 wide where SF's is 27).
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    #expect(result["6O9-UD-6n2"]?.frame == Rect(x: 319, y: 19, width: 40, height: 17))
  }

  @Test func importWritesAndCopiesTheButtonsImage() throws {
    let exporter = IBSceneExporter(try imported())
    let source = try #require(exporter.imageSources.first { $0.hasSuffix("pencil-small@2x.png") })
    let text = exporter.json5(imagePaths: [source: "images/pencil-small@2x.png"])
    #expect(text.contains(#"title: "PAT", image: "images/pencil-small@2x.png", renderingMode: "alwaysTemplate""#))
  }
}
