/// A copy of an OpenType font file (`sfnt`: TrueType or CFF outlines) with some glyphs' advance widths
/// changed in its `hmtx` table, and the table and file checksums made right again. Nothing else moves:
/// outlines, kerning and substitutions are the original's, so only the space each glyph takes changes.
///
/// Every read is bounds-checked; a file that is not a font with `head`, `hhea` and `hmtx` gives nil.
///
/// ```swift
/// let wider = AdvanceWidthPatch.apply(to: interBytes, deltas: [glyphOfW: -100])   // w 100 units narrower
/// ```
enum AdvanceWidthPatch {
  /// `bytes` with each glyph's advance in `deltas` (glyph id → font units) added to it (clamped to 0…65,535).
  /// Glyphs past the `hhea` table's `numberOfHMetrics` share the last advance and are left alone.
  static func apply(to bytes: [UInt8], deltas: [UInt32: Int]) -> [UInt8]? {
    var font = bytes
    guard let tables = tableDirectory(font), let head = tables["head"], let hhea = tables["hhea"],
          let hmtx = tables["hmtx"], head.length >= 54, hhea.length >= 36,
          let metricCount = uint16(font, hhea.offset + 34) else { return nil }
    guard hmtx.length >= 4 * metricCount else { return nil }
    var widest = uint16(font, hhea.offset + 10) ?? 0
    for (glyph, delta) in deltas where glyph < metricCount {
      let at = hmtx.offset + 4 * Int(glyph)
      guard let advance = uint16(font, at) else { return nil }
      let changed = min(max(advance + delta, 0), 65_535)
      write16(&font, at, changed)
      widest = max(widest, changed)
    }
    write16(&font, hhea.offset + 10, widest)   // advanceWidthMax
    for table in [hhea, hmtx] { write32(&font, table.record + 4, checksum(font, table.offset, table.length)) }
    // The file's checksum: head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
    write32(&font, head.offset + 8, 0)
    write32(&font, head.record + 4, checksum(font, head.offset, head.length))
    let total = checksum(font, 0, font.count)
    write32(&font, head.offset + 8, Int(UInt32(0xB1B0_AFBA) &- UInt32(total)))
    return font
  }

  /// The font's units per em (`head.unitsPerEm`), or nil when it has no readable `head` table.
  static func unitsPerEm(_ bytes: [UInt8]) -> Int? {
    guard let head = tableDirectory(bytes)?["head"], head.length >= 54 else { return nil }
    return uint16(bytes, head.offset + 18)
  }

  /// Where a table's directory record is (`record`), and the table's bytes.
  struct Table { var record: Int; var offset: Int; var length: Int }

  /// The tables of an `sfnt` file by tag, or nil when the directory or a table lies outside the file.
  static func tableDirectory(_ bytes: [UInt8]) -> [String: Table]? {
    guard let count = uint16(bytes, 4), 12 + 16 * count <= bytes.count else { return nil }
    var tables: [String: Table] = [:]
    for index in 0..<count {
      let record = 12 + 16 * index
      let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
      guard let offset = uint32(bytes, record + 8), let length = uint32(bytes, record + 12),
            offset <= bytes.count, length <= bytes.count - offset else { return nil }
      tables[tag] = Table(record: record, offset: offset, length: length)
    }
    return tables
  }

  /// The OpenType checksum of `length` bytes from `offset`: the sum of big-endian 32-bit words, the last
  /// one padded with zeros.
  static func checksum(_ bytes: [UInt8], _ offset: Int, _ length: Int) -> Int {
    var sum: UInt32 = 0
    var position = offset
    let end = offset + length
    while position < end {
      var word: UInt32 = 0
      for byte in 0..<4 { word = word << 8 | UInt32(position + byte < end ? bytes[position + byte] : 0) }
      sum = sum &+ word
      position += 4
    }
    return Int(sum)
  }

  private static func uint16(_ bytes: [UInt8], _ at: Int) -> Int? { BigEndian.uint16(bytes, at: at).map(Int.init) }
  private static func uint32(_ bytes: [UInt8], _ at: Int) -> Int? { BigEndian.uint32(bytes, at: at).map(Int.init) }

  private static func write16(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    bytes[at] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[at + 1] = UInt8(truncatingIfNeeded: value)
  }

  private static func write32(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    for byte in 0..<4 { bytes[at + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte)) }
  }
}
