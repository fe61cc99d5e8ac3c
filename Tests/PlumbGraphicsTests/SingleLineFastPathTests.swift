import CPangoCairo
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The one-line fast path (`PangoSession.singleLineExtents`, used by `TextEngine.measurement` and
/// `naturalWidth`) must give exactly what the `PangoLayout` path gives: the same Pango units, the same
/// measurement doubles. Any difference, for any text, font, direction or language, fails.
@Suite struct SingleLineFastPathTests {
  static let texts: [String] = [
    "Typical label 000123", "Hello, World! Ápg", "x", ".", " ", "   ", " leading", "trailing ", " both ",
    "office fi fl ffi ffl", "AVAWAY To Ty Yo LT", "1234567890 +-=×÷ ½ ¾ 1/2", "→ ← ↔ -> <- => :-)",
    "UPPER lower MiXeD", "The quick brown fox jumps over the lazy dog and keeps running far away from home",
    "(parens) [brackets] {braces} \"quotes\" 'single' «guillemets» „German“",
    "naïve café résumé Ångström Øre Straße", "e\u{301} a\u{308} n\u{303}\u{323}", "\u{301}combining first",
    "Ελληνικά κείμενο", "Русский текст", "ﬁ ligature char ﬂ",
    "שלום עולם", "עברית עם 123 מספרים", "מִלָּה עִם נִקּוּד",
    "مرحبا بالعالم", "العربية ١٢٣ والأرقام 456", "لا إله", "كتاب\u{200C}ها",
    "Hello שלום world", "abc مرحبا 123 def", "שלום Hello עולם", "مرحبا Hello", "1. שלום 2. world",
    "(שלום)", "[مرحبا] ok", "a\u{200F}b", "\u{202E}override\u{202C} after", "\u{202B}embed\u{202C}",
    "\u{2067}isolate\u{2069} text", "\u{200E}mark",
    "👍 thumbs", "👍🏽 tone", "🇫🇷 flag", "👨‍👩‍👧 family", "☺︎ text ☺️ emoji", "1️⃣ keycap", "❤",
    "漢字かなカナ", "한국어", "नमस्ते दुनिया", "สวัสดีครับ", "ქართული", "አማርኛ", "\u{10FFFD} private",
    "\u{E000}\u{F8FF}", "tofu \u{1D11E} music", "\u{FFFD} replacement",
    "zero\u{200B}width", "zw\u{200D}j", "soft\u{AD}hyphen", "no\u{A0}break", "em\u{2003}space", "thin\u{2009}space",
    "ideographic\u{3000}space", "word\u{2060}joiner", "\u{FEFF}bom", "variation\u{FE0F}", "x\u{FE00}",
    String(repeating: "Long label text ", count: 12),
    String(repeating: "שלום ", count: 20), String(repeating: "مرحبا ", count: 20),
  ]

  /// Printable ASCII (what HarfBuzz shapes directly), pseudo-random but fixed: 300 strings of 1…40 characters,
  /// plus every printable character and brackets (mirrored in right-to-left runs).
  static let ascii: [String] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    var strings = [String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self), "(a) [b] {c} <d>", "a(b)c", ")(", "x--y", "  ", "~", "123", "!!!", "1,234.56", "(555) 123-4567", "   7", "#1", "*", "1 + 1 = 2", "...", "@#$%^&*", "`~"]
    for _ in 0..<300 {
      let length = 1 + next() % 40
      // Mostly letters and spaces, like labels, with every printable character possible.
      strings.append(String(decoding: (0..<length).map { _ -> UInt8 in
        let roll = next() % 10
        if roll < 6 { return UInt8(0x61 + next() % 26) }
        if roll < 7 { return UInt8(0x41 + next() % 26) }
        if roll < 8 { return 0x20 }
        return UInt8(0x20 + next() % 95)
      }, as: UTF8.self))
    }
    return strings
  }()

  static let fonts: [FontSpec] = [
    FontSpec(size: 17), FontSpec(size: 9), FontSpec(size: 11.5), FontSpec(size: 34.25), FontSpec(size: 80),
    FontSpec(size: 17, weight: .bold), FontSpec(size: 15, weight: .semibold, italic: true),
    FontSpec(size: 13, weight: .ultraLight), FontSpec(size: 21, italic: true),
    FontSpec(family: "DejaVu Sans", size: 14), FontSpec(family: "DejaVu Serif", size: 16.5, weight: .bold),
    FontSpec(family: "monospace", size: 12), FontSpec(family: "Noto Sans Arabic", size: 18),
    FontSpec(family: "Noto Sans Hebrew", size: 18, weight: .black), FontSpec(family: "No Such Family", size: 17),
    FontSpec(size: 17.123),
  ]

  static let settings: [(TextDirection, String)] = [
    (.leftToRight, "en"), (.rightToLeft, "en"), (.rightToLeft, "ar"), (.rightToLeft, "he"), (.leftToRight, "ar"),
    (.leftToRight, "he"), (.leftToRight, "ja"), (.leftToRight, "de"),
  ]

  /// Pango units: the fast path against an unwrapped layout (logical extents, baseline, line count).
  @Test func extentsMatchTheLayoutExactly() throws {
    let engine = try TextEngine()
    let session = engine.session
    var mismatches: [String] = []
    var compared = 0
    for (direction, language) in Self.settings {
      for font in Self.fonts {
        for text in Self.texts + Self.ascii {
          session.configure(direction: direction, language: language)
          let description = engine.description(for: font)
          guard let fast = session.singleLineExtents(text, font: description) else {
            mismatches.append("no fast path for \(text.debugDescription)")
            continue
          }
          let layout = session.makeLayout(wraps: false)
          layout.configure(text: text, font: description, width: nil)
          var logical = PangoRectangle()
          pango_layout_get_extents(layout.pointer, nil, &logical)
          let baseline = pango_layout_get_baseline(layout.pointer)
          let lines = pango_layout_get_line_count(layout.pointer)
          let expected = SingleLineExtents(width: logical.width, y: -baseline, height: logical.height)
          compared += 1
          if fast != expected || logical.x != 0 || logical.y != 0 || lines != 1 {
            mismatches.append("\(text.debugDescription) \(font) \(direction) \(language): fast \(fast), layout \(expected) x \(logical.x) y \(logical.y) lines \(lines)")
          }
        }
      }
    }
    #expect(compared == Self.settings.count * Self.fonts.count * (Self.texts.count + Self.ascii.count))
    // Most of the ASCII strings took HarfBuzz directly (not in fonts without Latin, such as Noto Sans Arabic).
    #expect(session.directlyShapedItems > Self.settings.count * (Self.fonts.count - 3) * Self.ascii.count)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// The learnt item for printable ASCII is what Pango's itemizer makes of each such text: one item
  /// with the same font, language, script, level, gravity and flags.
  @Test func asciiItemIsWhatPangoItemizes() throws {
    let engine = try TextEngine()
    let session = engine.session
    var mismatches: [String] = []
    var checked = 0
    for (_, language) in Self.settings {
      session.configure(direction: .leftToRight, language: language)
      for font in Self.fonts {
        let description = engine.description(for: font)
        session.useContextFont(description)
        for text in Self.texts + Self.ascii where text.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) && text.contains(where: { $0 != " " }) {
          let letters = text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
          guard let learnt = session.asciiItem(font: description, letters: letters)?.pointee.analysis else { continue }
          let items = pango_itemize_with_base_dir(session.context, PANGO_DIRECTION_LTR, text, 0, Int32(text.utf8.count), nil, nil)!
          defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
          let item = items.pointee.data.assumingMemoryBound(to: PangoItem.self).pointee
          let real = item.analysis
          checked += 1
          if items.pointee.next != nil || item.length != Int32(text.utf8.count) || real.font != learnt.font
            || real.language != learnt.language || real.script != learnt.script || real.level != learnt.level
            || real.gravity != learnt.gravity || real.flags != learnt.flags || real.extra_attrs != nil {
            mismatches.append("\(text.debugDescription) \(font) \(language)")
          }
        }
      }
    }
    // Every font here but Noto Sans Arabic and Noto Sans Hebrew (no Latin) has the learnt item.
    #expect(checked > Self.settings.count * (Self.fonts.count - 2) * Self.ascii.count)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// Measurement doubles: `measurement(for:width:)` (fast path) against `block` (always the layout path),
  /// for unbounded widths and for clipping on one line, with every alignment.
  @Test func measurementsMatchTheLayoutPathExactly() throws {
    let engine = try TextEngine()
    var mismatches: [String] = []
    var sizeMismatches: [String] = []
    let directions: [(LayoutDirection, String)] = [(.leftToRight, "en"), (.rightToLeft, "ar"), (.rightToLeft, "he")]
    for (direction, language) in directions {
      for font in Self.fonts where font.family != "No Such Family" {
        for text in Self.texts + Self.ascii.prefix(60) {
          for alignment in TextAlignment.allCases {
            for (mode, width) in [(LineBreakMode.byTruncatingTail, nil), (.byClipping, 37.5)] as [(LineBreakMode, Double?)] {
              let request = TextRequest(
                text: text, font: font, numberOfLines: 1, lineBreakMode: mode, alignment: alignment,
                direction: direction, language: language)
              let fast = engine.measurement(for: request, width: width)
              let block = engine.block(for: request, font: font, width: width, height: nil)
              let natural = engine.naturalWidth(request, font: font)
              let layoutNatural = naturalWidthFromLayout(engine, request)
              let sizesDiffer = fast.width != block.width || fast.height != block.height
                || fast.firstBaseline != block.firstBaseline || fast.lastBaseline != block.lastBaseline
                || fast.lines != block.lines.count
              if sizesDiffer { sizeMismatches.append("\(text.debugDescription) \(font) \(direction) \(alignment) \(mode)") }
              // Unbounded, the natural width is the block's width too.
              let naturalDiffers = natural != layoutNatural || (width == nil && natural != block.width)
              if sizesDiffer || naturalDiffers {
                mismatches.append("\(text.debugDescription) \(font) \(direction) \(alignment) \(mode): fast \(fast) natural \(natural), layout \(block.width) \(block.height) \(block.firstBaseline) \(block.lastBaseline) \(block.lines.count) natural \(layoutNatural)")
              }
            }
          }
        }
      }
    }
    #expect(sizeMismatches.isEmpty, "\(sizeMismatches.count) mismatches:\n\(sizeMismatches.prefix(20).joined(separator: "\n"))")
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }

  /// Text that Pango does not lay out as one plain line goes to the layout.
  @Test(arguments: ["a\tb", "a\nb", "a\rb", "a\r\nb", "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{0B}b", "a\u{0C}b",
                    "a\u{7F}b", "\u{1}", ""])
  func specialTextUsesTheLayout(text: String) throws {
    let engine = try TextEngine()
    #expect(engine.session.singleLineExtents(text, font: engine.description(for: FontSpec(size: 17))) == nil)
  }

  /// Switching fonts on the context for the fast path leaves layouts (and blocks already made) unchanged.
  @Test func contextFontDoesNotAffectLayouts() throws {
    let engine = try TextEngine()
    let request = TextRequest(text: fox, font: FontSpec(size: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let before = engine.block(for: request, font: request.font, width: 150, height: nil)
    let widthsBefore = before.lines.map(\.width)
    _ = engine.naturalWidth(TextRequest(text: "other", font: FontSpec(family: "DejaVu Serif", size: 40)), font: FontSpec(family: "DejaVu Serif", size: 40))
    #expect(before.lines.map { $0.layout.lines()[$0.lineIndex].width } == widthsBefore)
    let after = engine.block(for: request, font: request.font, width: 150, height: nil)
    #expect(after.lines.map(\.width) == widthsBefore && after.height == before.height)
  }

  /// The natural width read back from a fresh unwrapped layout with San Francisco's tracking where UIKit
  /// applies it: over the characters SF draws (`TrackedRanges`), not over Hebrew, Arabic, CJK or emoji.
  /// (Tracking the whole text, as this helper once did, measured such texts up to 0.44 pt per gap narrower
  /// than the engine does — the engine was right, the reference was not.)
  private func naturalWidthFromLayout(_ engine: TextEngine, _ request: TextRequest) -> Double {
    let spacing = engine.letterSpacing(for: request.font)
    let layout = engine.session.makeLayout(wraps: false, letterSpacing: spacing)
    if spacing != 0, let ranges = TrackedRanges.of(request.text) {
      layout.use(ownedAttributes: engine.session.attributeList(wraps: false, letterSpacing: spacing, ranges: ranges))
    }
    layout.configure(text: request.text, font: engine.description(for: request.font), width: nil)
    return layout.logicalWidth
  }

  /// With tracking (a letter-spacing attribute on the layout), the fast path still gives the layout's
  /// units exactly, and takes itself every printable-ASCII text in a left-to-right paragraph.
  @Test(arguments: [Int32(-453), -1, 1, 123, 1024])
  func trackedExtentsMatchTheLayoutExactly(spacing: Int32) throws {
    let engine = try TextEngine()
    let session = engine.session
    var mismatches: [String] = []
    var fastCount = 0
    for (direction, language) in Self.settings.prefix(3) {
      for font in Self.fonts.prefix(9) {
        for text in Self.texts + Self.ascii.prefix(120) {
          session.configure(direction: direction, language: language)
          let description = engine.description(for: font)
          let layout = session.makeLayout(wraps: false, letterSpacing: spacing)
          layout.configure(text: text, font: description, width: nil)
          var logical = PangoRectangle()
          pango_layout_get_extents(layout.pointer, nil, &logical)
          let expected = SingleLineExtents(width: logical.width, y: -pango_layout_get_baseline(layout.pointer), height: logical.height)
          let plainASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } && text.contains { $0 != " " }
          guard let fast = session.singleLineExtents(text, font: description, letterSpacing: spacing) else {
            if plainASCII && direction == .leftToRight { mismatches.append("no fast path for \(text.debugDescription)") }
            continue
          }
          fastCount += 1
          if fast != expected { mismatches.append("\(text.debugDescription) \(font) \(direction) \(language): fast \(fast), layout \(expected)") }
        }
      }
    }
    #expect(fastCount > 9 * Self.ascii.prefix(120).count)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(10).joined(separator: "\n"))")
  }
}
