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

  /// A titled button with an SF Symbol: the symbol takes its estimated size beside the title (tinode's
  /// "Configure Connection", 16 pt, `qrcode`: 1.27 × 16 = 20.3 square), its place kept and the symbol drawn
  /// there when Plumb draws it (not `qrcode`).
  @Test func aSymbolBesideATitleTakesItsEstimatedPlace() throws {
    let text = storyboard(subviews: """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="bottom" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
        <rect key="frame" x="100" y="100" width="178.33" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="16"/>
        <state key="normal" title="Configure Connection" image="qrcode" catalog="system"/>
      </button>
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="bottom" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
        <rect key="frame" x="100" y="200" width="157" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="16"/>
        <state key="normal" title="Configure Connection"/>
      </button>
      """, constraints: """
      <constraint firstItem="b1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="100" id="c1"/>
      <constraint firstItem="b1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="b2" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="100" id="c3"/>
      <constraint firstItem="b2" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c4"/>
      """).replacingOccurrences(of: "</scenes>", with: "</scenes><resources><image name=\"qrcode\" catalog=\"system\" width=\"128\" height=\"128\"/></resources>")
    let imported = try importFirst(text)
    guard case .control(.button(let button)) = try #require(imported.scene.allNodes.first { $0.id == "b1" }).kind else {
      Issue.record("not a button"); return
    }
    #expect(button.image == nil && button.systemImage == "qrcode")
    let size = try #require(button.imageSize)
    #expect(abs(size.width - 1.27 * 16) < 0.01 && abs(size.height - 1.27 * 16) < 0.01)
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    let withSymbol = try #require(result["b1"]?.frame), titleOnly = try #require(result["b2"]?.frame)
    #expect(abs(withSymbol.width - (titleOnly.width + 1.27 * 16)) < 0.5, "\(withSymbol) \(titleOnly)")
    // `plumb import` keeps the place.
    let exported = IBSceneExporter(imported).json5(imagePaths: [:])
    #expect(exported.contains("imageSize: { width: 20.32, height: 20.32 }") && exported.contains("image: { systemName: \"qrcode\" }"))
  }
}
