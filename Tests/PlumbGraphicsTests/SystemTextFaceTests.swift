import CPangoCairo
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The system font at regular weight and Text sizes is Inter Regular with San Francisco's advance widths.
@Suite struct SystemTextFaceTests {
  /// Inter Regular of the pinned configuration, as the face is made from it.
  func interRegular() throws -> [UInt8] {
    let config = try FontConfiguration.shared()
    let path = try #require(SystemTextFace.interRegularFile(in: config))
    return try FileIO.read(path)
  }

  /// The advance of `glyph` in a font's `hmtx` table.
  func advance(_ bytes: [UInt8], glyph: UInt32) throws -> Int {
    let tables = try #require(AdvanceWidthPatch.tableDirectory(bytes))
    let hmtx = try #require(tables["hmtx"])
    let at = hmtx.offset + 4 * Int(glyph)
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }

  /// Only the system family at regular weight, upright, up to 20.5 pt (SF Pro Text) takes the face.
  @Test func appliesToRegularUprightTextSizesOnly() throws {
    _ = try FontConfiguration.shared()
    #expect(SystemTextFace.isAvailable)
    #expect(SystemTextFace.applies(to: FontSpec(size: 17)))
    #expect(SystemTextFace.applies(to: FontSpec(size: 11)))
    #expect(SystemTextFace.applies(to: FontSpec(size: 20.5)))
    #expect(!SystemTextFace.applies(to: FontSpec(size: 21)))
    #expect(!SystemTextFace.applies(to: FontSpec(size: 34)))
    #expect(!SystemTextFace.applies(to: FontSpec(size: 17, weight: .semibold)))
    #expect(!SystemTextFace.applies(to: FontSpec(size: 17, weight: .light)))
    #expect(!SystemTextFace.applies(to: FontSpec(size: 17, italic: true)))
    #expect(!SystemTextFace.applies(to: FontSpec(family: "Inter", size: 17)))
  }

  /// Patching moves each corrected glyph's advance by its correction in font units and leaves every
  /// other glyph alone; the changed tables' checksums and the file's checksum are right.
  @Test func patchMovesOnlyTheCorrectedAdvances() throws {
    let original = try interRegular()
    let unitsPerEm = try #require(AdvanceWidthPatch.unitsPerEm(original))
    let deltas = SystemTextFace.glyphDeltas(original, unitsPerEm: Double(unitsPerEm))
    #expect(deltas.count == SanFranciscoAdvances.table.count)   // Inter has every corrected character
    let patched = try #require(AdvanceWidthPatch.apply(to: original, deltas: deltas))
    #expect(patched.count == original.count)
    for (glyph, delta) in deltas {
      #expect(try advance(patched, glyph: glyph) - advance(original, glyph: glyph) == delta)
    }
    let untouched = Set(0..<UInt32(300)).subtracting(deltas.keys)
    for glyph in untouched.sorted().prefix(50) {
      #expect(try advance(patched, glyph: glyph) == advance(original, glyph: glyph))
    }
    let tables = try #require(AdvanceWidthPatch.tableDirectory(patched))
    for tag in ["hmtx", "hhea"] {
      let table = try #require(tables[tag])
      let stored = (0..<4).reduce(0) { $0 << 8 | Int(patched[table.record + 4 + $1]) }
      #expect(stored == AdvanceWidthPatch.checksum(patched, table.offset, table.length), "\(tag)")
    }
    #expect(AdvanceWidthPatch.checksum(patched, 0, patched.count) == 0xB1B0_AFBA)
  }

  /// Bytes that are not a font, or a font cut short, give nil, never a trap.
  @Test func malformedFontsGiveNil() throws {
    let original = try interRegular()
    #expect(AdvanceWidthPatch.apply(to: [], deltas: [1: 10]) == nil)
    #expect(AdvanceWidthPatch.apply(to: Array("not a font at all, just words".utf8), deltas: [1: 10]) == nil)
    #expect(AdvanceWidthPatch.apply(to: Array(original.prefix(200)), deltas: [1: 10]) == nil)
    #expect(AdvanceWidthPatch.apply(to: Array(original.prefix(original.count / 2)), deltas: [1: 10]) == nil)
    #expect(AdvanceWidthPatch.unitsPerEm(Array(original.prefix(11))) == nil)
    // A glyph beyond the table's metrics, or an absurd delta, changes nothing or clamps.
    let clamped = try #require(AdvanceWidthPatch.apply(to: original, deltas: [3: -1_000_000, 4_000_000: 5]))
    #expect(try advance(clamped, glyph: 3) == 0)
  }

  /// Measured through Pango: "wwww" in the 17 pt system font is Inter's width plus SF's tracking in the
  /// three gaps plus four times w's correction; at 28 pt (Display) the correction is not there.
  @Test func regularSystemTextTakesSFsAdvances() throws {
    let engine = try TextEngine()
    let unitsPerEm = Double(try #require(AdvanceWidthPatch.unitsPerEm(try interRegular())))
    for size in [17.0, 28] {
      let system = TextRequest(text: "wwww", font: FontSpec(size: size))
      let plain = TextRequest(text: "wwww", font: FontSpec(family: "Inter", size: size))
      let spacing = (SanFranciscoMetrics.letterSpacingPoints(weight: 400, atSize: size) * 1024).rounded() / 1024
      let correction = size <= 20.5 ? 4 * (-35.5 / 1000 * unitsPerEm).rounded() / unitsPerEm * size : 0
      let difference = engine.naturalWidth(system, font: system.font) - engine.naturalWidth(plain, font: plain.font)
      #expect(abs(difference - (3 * spacing + correction)) < 0.01, "\(size): \(difference) vs \(3 * spacing + correction)")
    }
  }

  /// A scene with fonts of its own gets a configuration of its own, and the system font measures the
  /// same there: the face is added to every configuration.
  @Test func sceneConfigurationsHaveTheFaceToo() throws {
    let shared = try TextEngine()
    let withFonts = try TextEngine(fontFiles: [packageRoot + "/Tests/Fixtures/fonts/NotoSerif-Bold.ttf"])
    let request = TextRequest(text: "wavy lines, typed", font: FontSpec(size: 17))
    let families = withFonts.block(for: request, font: request.font, width: 1000, height: nil)
    #expect(families.lines[0].layout.runFamilies(line: families.lines[0].lineIndex) == [SystemTextFace.family])
    #expect(withFonts.naturalWidth(request, font: request.font) == shared.naturalWidth(request, font: request.font))
  }

  /// The face's family is Plumb's own: no scene can name it, and a scene's font list never shows it.
  @Test func theFaceIsNoSceneFontName() throws {
    let catalog = FontConfiguration.catalog(for: try FontConfiguration.shared())
    #expect(!catalog.hasFamily(SystemTextFace.family))
    #expect(catalog.face(postScriptName: "PlumbSystemText-Regular") == nil)
    #expect(catalog.hasFamily("Inter"))
  }
}
