import Testing
@testable import PlumbGraphics

@Suite struct FontConfigurationTests {
  @Test func embeddedXMLIsFontsConfVerbatim() throws {
    let file = try FileIO.read(packageRoot + "/Fonts/fonts.conf")
    #expect(Array((fontsConfXML + "\n").utf8) == file, "run Scripts/embed-fonts-conf")
  }

  @Test func configurationIncludesNothingFromTheSystem() {
    #expect(!fontsConfXML.contains("<include"))
    #expect(!fontsConfXML.contains("prefix="))
  }

  @Test func onlyThePinnedFamiliesAreAvailable() throws {
    let families = try FontConfiguration.families()
    for family in ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "DejaVu Sans", "Noto Sans Devanagari", "Noto Sans Thai",
                   "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK KR", "Noto Color Emoji"] {
      #expect(families.contains(family), "missing \(family)")
    }
    // Serif faces and historic scripts of fonts-noto-core are rejected.
    #expect(!families.contains("Noto Serif") && !families.contains("Noto Sans Linear B"))
    #expect(!families.contains { $0.hasPrefix("Inter Display") })
  }
}
