/// What XML 1.0 says about the bytes and characters of a document, for `XMLReader`: the encoding is
/// recognised from the first bytes (a UTF-16 or UTF-32 document, with or without a byte-order mark, is
/// refused by name instead of being read as garbage), UTF-8 is validated (the first bad byte's offset),
/// and `isChar` is the `Char` production (no NUL, no C0 controls but tab and line breaks, no surrogates,
/// no U+FFFE or U+FFFF).
///
/// ```swift
/// XMLEncoding.foreignEncoding(of: [0xFF, 0xFE, 0x3C, 0x00])   // "UTF-16 (little-endian)"
/// XMLEncoding.firstInvalidUTF8([0x3C, 0xC0, 0x80])             // 1 (an overlong encoding)
/// ```
enum XMLEncoding {
  /// The name of the encoding the first bytes show when it is not UTF-8, else `nil`.
  static func foreignEncoding(of bytes: [UInt8]) -> String? {
    let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0x01, count: max(0, 4 - bytes.count))
    switch (head[0], head[1], head[2], head[3]) {
    case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32 (big-endian)"
    case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
    case (0xFE, 0xFF, _, _), (0x00, 0x3C, 0x00, _): return "UTF-16 (big-endian)"
    case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, 0x00): return "UTF-16 (little-endian)"
    case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
    default: return nil
    }
  }

  /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence of a
  /// character XML allows (overlong forms, surrogates, code points past U+10FFFF and the non-characters
  /// U+FFFE and U+FFFF are refused), or `nil` when all are fine.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    let base = UnsafeRawPointer(bytes.baseAddress)
    while index < count {
      // Eight ASCII bytes at a time (most of a document is ASCII).
      if let base, index + 8 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 { index += 1; continue }
      let length: Int, minimum: UInt32
      var value: UInt32
      switch lead {
      case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
      case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
      case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
      default: return index
      }
      guard index + length <= count else { return index }
      for k in 1..<length {
        let byte = bytes[index + k]
        guard byte & 0xC0 == 0x80 else { return index + k }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      guard value >= minimum, value <= 0x10FFFF, isChar(value) else { return index }
      index += length
    }
    return nil
  }

  /// `Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`.
  static func isChar(_ value: UInt32) -> Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// The value of the digits of a character reference (`&#…;` decimal, `&#x…;` hexadecimal, any number
  /// of leading zeros), `nil` when they are not all digits of the base or exceed U+10FFFF.
  static func characterReference<Digits: Collection<UInt8>>(_ digits: Digits, hexadecimal: Bool) -> UInt32? {
    guard !digits.isEmpty else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x61...0x66 where hexadecimal: digit = UInt32(byte - 0x61 + 10)
      case 0x41...0x46 where hexadecimal: digit = UInt32(byte - 0x41 + 10)
      default: return nil
      }
      value = value * (hexadecimal ? 16 : 10) + digit
      if value > 0x10FFFF { return nil }
    }
    return value
  }
}
