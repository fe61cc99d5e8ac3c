import PlumbLayout

extension TextBlock {
  /// The text as shown: each line's characters in logical order with "…" where Pango elided text,
  /// soft-wrapped lines without their trailing spaces, lines joined by "\n".
  func visibleText(of text: String) -> String {
    let bytes = Array(text.utf8)
    var shown: [String] = []
    for line in lines {
      let start = line.layoutBytes.lowerBound + line.sourceByteOffset
      let end = line.layoutBytes.upperBound + line.sourceByteOffset
      let ellipsisAt = line.layout.elidedBytes(line: line.lineIndex).map { $0.lowerBound + line.sourceByteOffset }
      var piece: [UInt8] = []
      var skip = 0   // bytes left of a hard break already shown as one space
      for byte in start..<end {
        if byte == ellipsisAt { piece += Array("\u{2026}".utf8) }
        guard !cutBytes.contains(where: { $0.contains(byte) }) else { continue }
        if skip > 0 { skip -= 1; continue }
        if let length = HardBreak.length(in: bytes, at: byte) {
          piece.append(0x20)
          skip = length - 1
        } else {
          piece.append(bytes[byte])
        }
      }
      if end < bytes.count && HardBreak.length(in: bytes, at: end) == nil {
        while piece.last == 0x20 { piece.removeLast() }
      }
      shown.append(String(decoding: piece, as: UTF8.self))
    }
    return shown.joined(separator: "\n")
  }

  /// The cut as one range of Unicode scalars (the hull of every cut piece), or `nil` when nothing but
  /// whitespace was cut.
  func cutScalars(of text: String) -> Range<Int>? {
    let scalars = Array(text.unicodeScalars)
    let index = ScalarIndex(text)
    var lower = Int.max, upper = Int.min
    for bytes in cutBytes where !bytes.isEmpty {
      let range = index.scalars(bytes)
      guard scalars[range].contains(where: { !$0.properties.isWhitespace }) else { continue }
      lower = min(lower, range.lowerBound)
      upper = max(upper, range.upperBound)
    }
    return lower <= upper ? lower..<upper : nil
  }

  /// Tofu glyphs in the shown lines.
  var missingGlyphs: Int {
    lines.reduce(0) { $0 + $1.layout.unknownGlyphs(line: $1.lineIndex) }
  }
}
