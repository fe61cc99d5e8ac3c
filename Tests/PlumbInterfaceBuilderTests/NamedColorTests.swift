import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// Named colours from asset catalogs with their dark and high-contrast variants, `<namedColor>` resource
/// fallbacks, and system colours as UIKit's dynamic colours.
@Suite struct NamedColorTests {
  private func imported() throws -> IBImportedScene {
    let document = try IBDocument.load(path: fixture("colors/NamedColors.storyboard"))
    return IBSceneBuilder(document: document, root: document.roots[0]).build()
  }

  private func background(_ scene: Layout.Scene, _ id: String) -> Color? {
    scene.views.first { $0.id == id }?.appearance.background
  }

  @Test func assetCatalogColourSetsKeepTheirDarkVariants() throws {
    let scene = try imported().scene
    let carbs = try #require(background(scene, "cb1"))
    #expect(carbs.isDynamic)
    #expect(carbs.resolved(style: .light, contrast: .normal) == Color(red8: 99, green8: 153, blue8: 51))
    #expect(carbs.resolved(style: .dark, contrast: .normal) == Color(red8: 0x7A, green8: 0xB0, blue8: 0x40))
    #expect(carbs.resolved(style: .dark, contrast: .high) == Color(red8: 144, green8: 208, blue8: 96))
    // No light high-contrast entry: the light colour.
    #expect(carbs.resolved(style: .light, contrast: .high) == Color(red8: 99, green8: 153, blue8: 51))
    // A colour set without appearances is a fixed colour.
    let accent = try #require(background(scene, "ac1"))
    #expect(!accent.isDynamic && accent == Color(red8: 0, green8: 0, blue8: 255))
    // Only in <resources>: the recorded (light) value.
    let warning = try #require(background(scene, "wa1"))
    #expect(!warning.isDynamic && warning == Color(red8: 234, green8: 195, blue8: 69))
  }

  @Test func systemColoursAreUIKitsDynamicOnes() throws {
    let scene = try imported().scene
    #expect(scene.canvas.background?.systemName == "systemBackground")
    #expect(scene.canvas.background?.resolved(style: .dark, contrast: .normal) == Color(red8: 0, green8: 0, blue8: 0))
    guard case .label(let label) = scene.views.first(where: { $0.id == "la1" })?.kind else { Issue.record("no label"); return }
    #expect(label.textColor == SystemColor.secondaryLabel.color)
    #expect(label.textColor.resolved(style: .light, contrast: .normal) == Color(red8: 60, green8: 60, blue8: 67, alpha8: 153))
  }

  @Test func theSceneFileWritesEveryAppearance() throws {
    let text = IBSceneExporter(try imported()).json5(imagePaths: [:])
    #expect(text.contains(##"background: { light: "#639933", dark: "#7AB040", lightHighContrast: "#639933", darkHighContrast: "#90D060" }"##))
    #expect(text.contains(##"textColor: "secondaryLabel""##))
    #expect(text.contains(##"background: "systemBackground""##))
    #expect(text.contains(##"background: "#0000FF""##))
  }
}
