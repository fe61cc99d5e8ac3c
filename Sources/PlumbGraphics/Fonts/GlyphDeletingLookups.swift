/// Whether an OpenType `GSUB` table can delete glyphs: a Multiple Substitution (lookup type 2, directly
/// or inside an Extension, type 7) with a sequence of zero glyphs. Such a substitution leaves no glyph
/// behind, so a glyph closure cannot see it; `InertASCIIFeatures` only trusts closures of fonts without
/// one. Malformed tables (an offset or count pointing outside the table) answer `true`: what cannot be
/// read is not trusted.
///
/// The table is a font file's bytes, so every read is bounds-checked; nothing here can trap.
///
/// ```swift
/// GlyphDeletingLookups.present(in: gsubBytes)   // false for Inter, DejaVu and Noto Sans
/// ```
enum GlyphDeletingLookups {
  /// Lookups and subtables read at most (a real font has a few hundred): a hostile table cannot make
  /// the scan long.
  static let subtableBudget = 100_000

  static func present(in table: UnsafeRawBufferPointer) -> Bool {
    var reader = Reader(bytes: table)
    guard let minor = reader.uint16(at: 2), let lookupList = reader.uint16(at: 8).map(Int.init),
          reader.uint16(at: 0) == 1, minor <= 1,
          let lookupCount = reader.uint16(at: lookupList) else { return true }
    for lookup in 0..<Int(lookupCount) {
      guard let offset = reader.uint16(at: lookupList + 2 + 2 * lookup) else { return true }
      let base = lookupList + Int(offset)
      guard let type = reader.uint16(at: base), let subtables = reader.uint16(at: base + 4) else { return true }
      for index in 0..<Int(subtables) {
        guard let subtable = reader.uint16(at: base + 6 + 2 * index) else { return true }
        var start = base + Int(subtable), kind = type
        if kind == 7 {   // Extension: format 1, the wrapped type, a 32-bit offset from the extension subtable
          guard reader.uint16(at: start) == 1, let wrapped = reader.uint16(at: start + 2),
                let extensionOffset = reader.uint32(at: start + 4) else { return true }
          kind = wrapped
          start += Int(extensionOffset)
        }
        guard reader.spend() else { return true }
        if kind == 2, reader.multipleSubstitutionDeletes(at: start) != false { return true }
      }
    }
    return false
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var budget = subtableBudget

    func uint16(at offset: Int) -> UInt16? { BigEndian.uint16(bytes, at: offset) }
    func uint32(at offset: Int) -> UInt32? { BigEndian.uint32(bytes, at: offset) }

    /// Counts one subtable against the budget; false when it is spent.
    mutating func spend() -> Bool {
      budget -= 1
      return budget >= 0
    }

    /// Format 1 (the only one): coverage, sequence count, sequence offsets; each sequence a glyph count
    /// and glyphs. True when a sequence is empty, nil when the subtable cannot be read.
    mutating func multipleSubstitutionDeletes(at start: Int) -> Bool? {
      guard uint16(at: start) == 1, let count = uint16(at: start + 4) else { return nil }
      for index in 0..<Int(count) {
        guard spend(), let offset = uint16(at: start + 6 + 2 * index),
              let glyphs = uint16(at: start + Int(offset)) else { return nil }
        if glyphs == 0 { return true }
      }
      return false
    }
  }
}
