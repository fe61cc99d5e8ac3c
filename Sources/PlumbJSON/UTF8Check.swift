/// Finds where bytes stop being UTF-8, so the error can name the byte, its line and its column.
///
/// ```swift
/// let bytes = Array("{ plumb: 1, ".utf8) + [0xFF]
/// UTF8Check.firstInvalidByte(in: bytes)   // 12
/// UTF8Check.error(in: bytes)?.description // 1:13: the file is not UTF-8 text: byte 12 (0xFF) does not …
/// ```
public enum UTF8Check {
  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence, or `nil`.
  public static func firstInvalidByte(in bytes: some Sequence<UInt8>) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// A `notUTF8` error at the line and column of the first bad byte, or `nil` when all is UTF-8.
  public static func error(in bytes: [UInt8]) -> JSONError? {
    guard let offset = firstInvalidByte(in: bytes) else { return nil }
    var line = 1, column = 1
    for scalar in String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars {
      if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return JSONError(.notUTF8(offset: offset, byte: bytes[offset]), line: line, column: column, offset: offset)
  }
}
