import CPangoCairo

/// UIKit's natural writing direction of a text: the direction of its first strong character (the Unicode
/// bidi algorithm's rules P2–P3, as `NSParagraphStyle.defaultWritingDirection(forLanguage:)` does not
/// apply to text with a strong character), or nil when it has none.
///
/// ```swift
/// BaseDirection.of("Wi-Fi connectivity is poor.")   // .leftToRight
/// BaseDirection.of("שלום, world")                   // .rightToLeft
/// BaseDirection.of("123 …")                         // nil: the view's layout direction decides
/// ```
enum BaseDirection {
  static func of(_ text: String) -> TextDirection? {
    var text = text
    return text.withUTF8 { bytes -> TextDirection? in
      // Most labels start with an ASCII letter: decide without Pango.
      for byte in bytes {
        if byte >= 0x80 { break }
        if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { return .leftToRight }
      }
      guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
      let direction = start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        plumb_find_base_dir($0, Int32(bytes.count))
      }
      switch direction {
      case PANGO_DIRECTION_LTR: return .leftToRight
      case PANGO_DIRECTION_RTL: return .rightToLeft
      default: return nil
      }
    }
  }
}
