import Foundation
import Testing
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// A scene's own font files: registered for that scene only, named by PostScript name or family +
/// weight, scaled with Dynamic Type like `UIFontMetrics.scaledFont(for:)`; unknown fonts are a warning.
@Suite struct CustomFontTests {
  static let folder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/fonts").path
  }()

  func layout(_ type: ContentSizeCategory) throws -> (Layout.Result, RenderSession) {
    let scene = try SceneLoader.load(path: Self.folder + "/CustomFont.json")
    let session = try RenderSession(scene: scene)
    let variant = Layout.Variant(width: 320, height: scene.canvas.height, type: type, scale: 2)
    return (try session.layout(variant), session)
  }

  @Test func fontFilesAreResolvedInsideTheSceneFolder() throws {
    let scene = try SceneLoader.load(path: Self.folder + "/CustomFont.json")
    #expect(scene.fonts.count == 1 && scene.fonts[0].hasSuffix("/Fixtures/fonts/NotoSerif-Bold.ttf"))
  }

  /// At AX3 the body-relative font is 18 × 40 / 17 pt, and the label is exactly as wide as that font
  /// (Noto Serif Bold, no SF tracking) measures the text.
  @Test(arguments: [ContentSizeCategory.large, .ax3])
  func postScriptNameScaledWithDynamicType(type: ContentSizeCategory) throws {
    let (result, _) = try layout(type)
    let title = try #require(result.views.first { $0.id == "title" })
    let size = 18 * TextStyle.body.pointSize(for: type) / 17
    #expect(abs(try #require(title.label).request.font.size - size) < 1e-9)
    let reference = try PangoTextMeasurer(fontFiles: [Self.folder + "/NotoSerif-Bold.ttf"])
    let byFamily = reference.measure(
      TextRequest(text: "Serif title", font: FontSpec(family: "Noto Serif", size: size, weight: .bold), scale: 2), maxWidth: nil)
    #expect(title.frame.width == byFamily.size.width)
    #expect(title.frame.height == byFamily.size.height)
    // The serif face is not Inter: the same text in the system font is narrower.
    let system = reference.measure(TextRequest(text: "Serif title", font: FontSpec(size: size, weight: .bold), scale: 2), maxWidth: nil)
    #expect(system.size.width < byFamily.size.width - 1)
    if type == .ax3 { #expect(abs(size - 42.352941176470587) < 1e-9) }
  }

  /// Family + weight names the same face as the PostScript name; an unknown font is a warning naming it
  /// and the fallback.
  @Test func familyAndWeightAndUnknownFonts() throws {
    let (result, _) = try layout(.large)
    let title = try #require(result.views.first { $0.id == "title" }), byFamily = try #require(result.views.first { $0.id == "byFamily" })
    let reference = try PangoTextMeasurer(fontFiles: [Self.folder + "/NotoSerif-Bold.ttf"])
    let text = TextRequest(text: "By family", font: FontSpec(family: "NotoSerif-Bold", size: 18), scale: 2)
    #expect(byFamily.frame.width == reference.measure(text, maxWidth: nil).size.width)
    #expect(title.frame.height == byFamily.frame.height)
    let warnings = result.diagnostics.warnings.filter { $0.kind == .unknownFont }
    #expect(warnings.count == 1)
    #expect(warnings.first?.view == "missing")
    #expect(warnings.first?.message.contains("'OpenSans-Semibold'") == true)
    #expect(warnings.first?.message.contains("system font (Inter)") == true)
  }

  /// A scene's fonts are its own: another measurer (another scene) does not know them.
  @Test func fontsAreRegisteredForTheirSceneOnly() throws {
    _ = try layout(.large)
    let plain = try PangoTextMeasurer()
    #expect(plain.unknownFont(FontSpec(family: "NotoSerif-Bold", size: 18)) != nil)
    #expect(plain.unknownFont(FontSpec(family: "Noto Serif", size: 18)) != nil)
    let own = try PangoTextMeasurer(fontFiles: [Self.folder + "/NotoSerif-Bold.ttf"])
    #expect(own.unknownFont(FontSpec(family: "NotoSerif-Bold", size: 18)) == nil)
  }

  @Test func badFontEntriesAreErrorsWithAPlace() throws {
    let cases: [(String, String)] = [
      (#"["missing.ttf"]"#, "font 'missing.ttf' not found"),
      (#"["../CustomFont.json.ttf"]"#, "leads outside the assets folder"),
      (#"["/usr/share/fonts/x.ttf"]"#, "is absolute"),
      (#"["NotoSerif-LICENSE.txt"]"#, "is not a TrueType or OpenType file"),
    ]
    for (fonts, message) in cases {
      let path = Self.folder + "/bad-fonts.json"
      let text = #"{ plumb: 1, fonts: "# + fonts + #", canvas: { width: 100, height: 100 }, views: [] }"#
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      do {
        _ = try SceneLoader.load(path: path)
        Issue.record("\(fonts) loaded")
      } catch {
        let description = "\(error)"
        #expect(description.contains(message) && description.contains("fonts[0]"), "\(description)")
      }
    }
  }
}
