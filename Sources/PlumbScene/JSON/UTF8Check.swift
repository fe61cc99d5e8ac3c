import Foundation
import PlumbLayout

/// Finds where a file stops being UTF-8, so the error can name the byte, its line and its column.
///
/// ```swift
/// let data = Data("{ plumb: 1, ".utf8) + Data([0xFF])
/// UTF8Check.firstInvalidByte(in: data)                     // 12
/// UTF8Check.place(of: 12, in: data, file: "a.json")      // a.json:1:13
/// ```
enum UTF8Check {
  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence, or `nil`.
  static func firstInvalidByte(in data: Data) -> Int? {
    var iterator = data.makeIterator()
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

  /// Line and column (Unicode scalars, 1-based) of byte `offset`; the bytes before it are valid UTF-8.
  static func place(of offset: Int, in data: Data, file: String?) -> Layout.SourceLocation {
    let before = String(decoding: data.prefix(offset), as: UTF8.self)
    var line = 1, column = 1
    for scalar in before.unicodeScalars {
      if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return Layout.SourceLocation(file: file, line: line, column: column)
  }
}
