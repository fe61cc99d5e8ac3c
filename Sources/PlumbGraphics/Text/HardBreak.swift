/// The characters after which Pango always starts a new line: line feed, carriage return, LINE
/// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), as UTF-8. (Vertical tab, form feed and NEXT
/// LINE are drawn as missing glyphs on the same line; Pango does not break there.)
///
/// Text that is shown on one line (the last line of a truncating label) replaces each of them by one
/// space of the same UTF-8 length (a space, or FOUR-PER-EM SPACE), so byte offsets into the
/// replaced text are offsets into the original and the break shows as one space.
///
/// ```swift
/// HardBreak.length(in: Array("a\u{2028}b".utf8), at: 1)   // 3
/// HardBreak.flattened(Array("a\u{2028}b".utf8))           // "a\u{2005}b" as bytes
/// ```
enum HardBreak {
  /// The byte length of the hard break starting at `index` of `bytes`, or `nil` when none starts there.
  static func length(in bytes: some RandomAccessCollection<UInt8>, at index: Int) -> Int? {
    let start = bytes.index(bytes.startIndex, offsetBy: index)
    let byte = bytes[start]
    if byte == 0x0A || byte == 0x0D { return 1 }
    let rest = bytes.count - index
    if byte == 0xE2, rest >= 3, bytes[bytes.index(start, offsetBy: 1)] == 0x80 {
      let last = bytes[bytes.index(start, offsetBy: 2)]
      if last == 0xA8 || last == 0xA9 { return 3 }
    }
    return nil
  }

  /// Whether a hard break ends just before byte `index` of `bytes` (so a line starting there starts a
  /// paragraph).
  ///
  /// ```swift
  /// HardBreak.endsParagraph(Array("a\nb".utf8), before: 2)   // true
  /// ```
  static func endsParagraph(_ bytes: [UInt8], before index: Int) -> Bool {
    guard index > 0, index <= bytes.count else { return index == 0 }
    if bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D { return true }
    return index >= 3 && length(in: bytes, at: index - 3) == 3
  }

  /// Whether `bytes` holds any hard break.
  static func contains(_ bytes: [UInt8]) -> Bool {
    bytes.indices.contains { length(in: bytes, at: $0) != nil }
  }

  /// `bytes` with every hard break replaced by a space of the same byte length (same offsets).
  static func flattened(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    var index = 0
    while index < result.count {
      if let count = length(in: bytes, at: index) {
        let space: [UInt8] = count == 1 ? [0x20] : [0xE2, 0x80, 0x85]
        result.replaceSubrange(index..<(index + count), with: space)
        index += count
      } else {
        index += 1
      }
    }
    return result
  }
}
