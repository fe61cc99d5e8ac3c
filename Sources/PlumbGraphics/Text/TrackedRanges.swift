/// Which parts of a text San Francisco's tracking applies to: the characters SF itself draws (Latin, Greek,
/// Cyrillic and their punctuation and symbols). Other scripts fall back to other fonts on iOS (SF Arabic,
/// SF Hebrew, PingFang, Kohinoor, …), which carry no size-specific tracking here, and letter spacing
/// would break the joining of Arabic, Syriac or N'Ko. Neutral characters (spaces, digits, punctuation,
/// combining marks) go with the script before them (the first script for leading ones).
///
/// ```swift
/// TrackedRanges.of("Hello")            // nil: everything is tracked
/// TrackedRanges.of("Hello שלום")       // [0..<6]: UTF-8 bytes of "Hello " only
/// TrackedRanges.of("مرحبا")            // []: nothing is tracked
/// ```
enum TrackedRanges {
  private enum Kind { case tracked, untracked, neutral }

  /// The tracked UTF-8 byte ranges, or nil when the whole text is tracked.
  static func of(_ text: String) -> [Range<Int>]? {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
    var kinds: [(Range<Int>, Kind)] = []
    var offset = 0
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      kinds.append((offset..<offset + length, kind(scalar.value)))
      offset += length
    }
    let firstStrong = kinds.first { $0.1 != .neutral }?.1 ?? .tracked
    if firstStrong == .tracked && !kinds.contains(where: { $0.1 == .untracked }) { return nil }
    var ranges: [Range<Int>] = []
    var current = firstStrong
    for (range, kind) in kinds {
      if kind != .neutral { current = kind }
      guard current == .tracked else { continue }
      if let last = ranges.last, last.upperBound == range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  private static func kind(_ value: UInt32) -> Kind {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x52F, 0x1D00...0x1DBF, 0x1E00...0x1FFF,
         0xA640...0xA69F, 0xA720...0xA7FF, 0xFB00...0xFB06:
      return .tracked
    case 0...0x7F, 0x80...0xBF, 0x300...0x36F, 0x2000...0x2BFF, 0xFE00...0xFE0F:
      return .neutral
    default:
      return .untracked
    }
  }
}
