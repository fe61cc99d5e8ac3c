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
    for family in ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "DejaVu Sans"] {
      #expect(families.contains(family), "missing \(family)")
    }
    #expect(!families.contains("Noto Sans"), "the rest of fonts-noto-core must be rejected")
    #expect(!families.contains { $0.hasPrefix("Inter Display") })
  }
}
