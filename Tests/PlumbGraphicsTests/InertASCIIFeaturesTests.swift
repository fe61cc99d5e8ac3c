import CPangoCairo
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Switching off substitution features that cannot change printable ASCII (`InertASCIIFeatures`) must
/// leave HarfBuzz's output exactly as it is with every default feature: the same glyphs, clusters,
/// advances and offsets, for every font the fast path meets.
@Suite struct InertASCIIFeaturesTests {
  /// Texts where Inter's contextual features do fire (`9 x 3` → ×, arrows, fractions, case forms), and
  /// where `ccmp` would if its contexts were there (i and j, which become dotless before accents).
  static let contextual = [
    "9 x 3", "3x4", "-> <- => <=", "1/2 3/4", "(A) [B] {C}", "H:M", "i j ij ji", "fi fl ffi", "--", "---", "A-B",
    "x86", "Ti", "Tj", ":-)", "a.b", "...", "!!", "??", "+-", "<>", "0x1F", "ABC-DEF", "a*b", "#1",
  ]

  @Test func intersCompositionAndLocalFormsAreSwitchedOff() throws {
    let engine = try TextEngine()
    let session = engine.session
    session.configure(direction: .leftToRight, language: "en")
    for weight in [FontWeight.regular, .semibold, .bold] {
      let description = engine.description(for: FontSpec(size: 17, weight: weight))
      session.useContextFont(description)
      let font = try #require(session.asciiItem(font: description, letters: true)?.pointee.analysis.font)
      let hbFont = try #require(pango_font_get_hb_font(font))
      let tags = InertASCIIFeatures.of(hbFont).map { feature in
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: feature.tag >> (24 - 8 * $0)) }, as: UTF8.self)
      }
      #expect(tags == ["ccmp", "locl"], "\(weight)")
      #expect(InertASCIIFeatures.of(hbFont).allSatisfy { $0.value == 0 && $0.start == 0 && $0.end == UInt32.max })
    }
  }

  @Test func glyphsAreThoseOfEveryFeature() throws {
    let engine = try TextEngine()
    let session = engine.session
    var mismatches: [String] = []
    var compared = 0
    for language in ["en", "tr", "nl", "ja"] {   // Turkish and Dutch have their own i and ij forms
      session.configure(direction: .leftToRight, language: language)
      for font in SingleLineFastPathTests.fonts {
        let description = engine.description(for: font)
        for text in Self.contextual + SingleLineFastPathTests.ascii {
          session.shapesWithAllFeatures = true
          let all = session.singleLineExtents(text, font: description).map { ($0, glyphRecord(session.glyphs)) }
          session.shapesWithAllFeatures = false
          let fewer = session.singleLineExtents(text, font: description).map { ($0, glyphRecord(session.glyphs)) }
          compared += 1
          if all?.0 != fewer?.0 || all?.1 != fewer?.1 {
            mismatches.append("\(text.debugDescription) \(font) \(language)")
          }
        }
      }
    }
    #expect(compared == 4 * SingleLineFastPathTests.fonts.count * (Self.contextual.count + SingleLineFastPathTests.ascii.count))
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// Glyph id, cluster, width and offsets of every glyph, as one comparable list.
  private func glyphRecord(_ glyphs: UnsafeMutablePointer<PangoGlyphString>) -> [Int64] {
    let string = glyphs.pointee
    return (0..<Int(string.num_glyphs)).flatMap { index -> [Int64] in
      let info = string.glyphs[index]
      return [Int64(info.glyph), Int64(string.log_clusters[index]), Int64(info.geometry.width),
              Int64(info.geometry.x_offset), Int64(info.geometry.y_offset), Int64(info.attr.is_cluster_start)]
    }
  }

  // MARK: Glyph-deleting lookups

  /// A GSUB table with one lookup of `type` whose single subtable is `subtable` (offsets as the format).
  private func table(type: UInt16, subtable: [UInt16]) -> [UInt8] {
    let words: [UInt16] = [1, 0, 0, 0, 10] + [1, 4] + [type, 0, 1, 8] + subtable
    return words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  @Test func anEmptySequenceDeletes() {
    // Multiple substitution: format 1, coverage offset, one sequence at offset 8 of `glyphs` glyphs.
    let deleting = table(type: 2, subtable: [1, 0, 1, 8, 0])
    let keeping = table(type: 2, subtable: [1, 0, 1, 8, 2, 40, 41])
    #expect(deleting.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
    #expect(!keeping.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
  }

  @Test func anExtensionIsFollowed() {
    // Extension: format 1, wrapped type 2, 32-bit offset 8 to the multiple substitution.
    let deleting = table(type: 7, subtable: [1, 2, 0, 8] + [1, 0, 1, 8, 0])
    let single = table(type: 7, subtable: [1, 1, 0, 8] + [1, 0, 1, 8, 0])   // a single substitution never deletes
    #expect(deleting.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
    #expect(!single.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
  }

  @Test(arguments: [0, 4, 9, 13, 21, 25, 29])
  func aTruncatedTableIsNotTrusted(length: Int) {
    let keeping = table(type: 2, subtable: [1, 0, 1, 8, 2, 40, 41])
    #expect(Array(keeping.prefix(length)).withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
  }

  @Test func anUnknownVersionIsNotTrusted() {
    var bytes = table(type: 1, subtable: [1, 0, 0])
    bytes[1] = 2
    #expect(bytes.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) })
  }
}
