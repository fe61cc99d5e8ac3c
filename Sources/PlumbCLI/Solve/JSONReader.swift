import Foundation

/// A strict JSON (RFC 8259) reader over bytes that says where a document is wrong: line, column
/// (Unicode scalars, 1-based) and byte offset, e.g. `3:17 (byte 52): expected ',' or ']' after a list
/// element, found '}'`. `JSONValue.parse` uses it, so `plumb solve` names the place of every syntax
/// error; bytes that are not UTF-8 are an error at their offset too.
///
/// ```swift
/// do { _ = try JSONReader.parse(Data(#"{"a": [1, }"#.utf8)) }
/// catch let error as JSONSyntaxError { print(error) }   // 1:11 (byte 10): expected a value, found '}'
/// ```
enum JSONReader {
  /// Lists and objects nest at most this deep (deeper input is an error, not a stack overflow).
  static let maxDepth = 512

  /// Parses one JSON document (surrounding whitespace allowed, nothing else after it).
  static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    var reader = Cursor(bytes: Array(data))
    return try reader.document()
  }

  /// Parses a document and also says where each value starts, by JSON path (`""` for the document,
  /// `constraints[3].op`), so that a mistake found after parsing can name its line and column.
  ///
  /// ```swift
  /// let (value, places) = try JSONReader.parseWithPlaces(Data("{\n  \"a\": [1, 2]\n}".utf8))
  /// places.place(of: "a[1]")   // (line: 2, column: 12)
  /// ```
  static func parseWithPlaces(_ data: Data) throws(JSONSyntaxError) -> (JSONValue, JSONPlaces) {
    var reader = Cursor(bytes: Array(data))
    reader.starts = [:]
    let value = try reader.document()
    return (value, JSONPlaces(bytes: reader.bytes, starts: reader.starts ?? [:]))
  }

  private struct Cursor {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    /// When recording places: the byte offset where each value starts, by JSON path.
    var starts: [String: Int]?
    /// The JSON path of the value being read.
    var path = ""

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
      skipWhitespace()
      let value = try self.value(depth: 0)
      skipWhitespace()
      guard atEnd else { throw error("expected the end of the document") }
      return value
    }

    var atEnd: Bool { offset >= bytes.count }
    var current: UInt8? { atEnd ? nil : bytes[offset] }

    /// An error at the current byte, naming what was found there.
    func error(_ expected: String, at position: Int? = nil, namingWhatIsFound: Bool = true) -> JSONSyntaxError {
      let at = position ?? offset
      let found: String
      if !namingWhatIsFound {
        found = ""
      } else if at >= bytes.count {
        found = "the end of the file"
      } else if let scalar = Self.scalar(in: bytes, at: at) {
        found = scalar.value < 0x20 || scalar.value == 0x7F
          ? "control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
          : "'\(Character(scalar))'"
      } else {
        found = "byte 0x\(String(bytes[at], radix: 16, uppercase: true)), which is not UTF-8"
      }
      let column = String(decoding: bytes[lineStart..<min(at, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
      return JSONSyntaxError(line: line, column: column, offset: at, message: found.isEmpty ? expected : "\(expected), found \(found)")
    }

    static func scalar(in bytes: [UInt8], at offset: Int) -> Unicode.Scalar? {
      var iterator = bytes[offset...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      if case .valid(let encoded) = parser.parseScalar(from: &iterator) { return Unicode.UTF8.decode(encoded) }
      return nil
    }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        offset += 1
        if byte == 0x0A { line += 1; lineStart = offset }
      }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard let byte = current else { throw error("expected a value") }
      if starts != nil { starts![path] = offset }
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try word("true"); return .bool(true)
      case UInt8(ascii: "f"): try word("false"); return .bool(false)
      case UInt8(ascii: "n"): try word("null"); return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw error("expected a value")
      }
    }

    mutating func word(_ text: String) throws(JSONSyntaxError) {
      for (index, expected) in text.utf8.enumerated() where offset + index >= bytes.count || bytes[offset + index] != expected {
        throw error("expected '\(text)'", at: offset + index)
      }
      offset += text.utf8.count
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard depth <= JSONReader.maxDepth else { throw error("lists and objects nest deeper than \(JSONReader.maxDepth) levels; expected a simpler value") }
      offset += 1
      var members: [String: JSONValue] = [:]
      skipWhitespace()
      if current == UInt8(ascii: "}") { offset += 1; return .object(members) }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let keyStart = offset
        let key = try string()
        guard members[key] == nil else { throw error("duplicate member \"\(key)\" (each name may appear once in an object)", at: keyStart, namingWhatIsFound: false) }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\"") }
        offset += 1
        skipWhitespace()
        let parent = path
        if starts != nil { path = parent.isEmpty ? key : parent + "." + key }
        members[key] = try value(depth: depth)
        path = parent
        skipWhitespace()
        if current == UInt8(ascii: ",") { offset += 1; continue }
        if current == UInt8(ascii: "}") { offset += 1; return .object(members) }
        throw error("expected ',' or '}' after an object member")
      }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard depth <= JSONReader.maxDepth else { throw error("lists and objects nest deeper than \(JSONReader.maxDepth) levels; expected a simpler value") }
      offset += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") { offset += 1; return .array(elements) }
      while true {
        skipWhitespace()
        let parent = path
        if starts != nil { path = parent + "[\(elements.count)]" }
        elements.append(try value(depth: depth))
        path = parent
        skipWhitespace()
        if current == UInt8(ascii: ",") { offset += 1; continue }
        if current == UInt8(ascii: "]") { offset += 1; return .array(elements) }
        throw error("expected ',' or ']' after a list element")
      }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
      offset += 1
      var scalars = String.UnicodeScalarView()
      while true {
        guard let byte = current else { throw error("expected '\"' to end the string") }
        if byte == UInt8(ascii: "\"") { offset += 1; return String(scalars) }
        if byte < 0x20 { throw error("expected '\"' to end the string (write control characters as escapes such as \\n)") }
        if byte == UInt8(ascii: "\\") {
          scalars.append(try escape())
          continue
        }
        if byte < 0x80 {
          scalars.append(Unicode.Scalar(byte))
          offset += 1
          continue
        }
        guard let scalar = Self.scalar(in: bytes, at: offset) else { throw error("expected UTF-8 text in the string") }
        scalars.append(scalar)
        offset += String(scalar).utf8.count
      }
    }

    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
      let start = offset
      offset += 1
      guard let byte = current else { throw error("expected an escape character after '\\'") }
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
          guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
            throw error("expected '\\u' with the low half of the surrogate pair")
          }
          offset += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("expected the low half of a surrogate pair", at: offset - 4) }
          return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("expected a character code, not a lone surrogate half", at: start) }
        return scalar
      default:
        throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'", at: offset - 1)
      }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected 4 hexadecimal digits after '\\u'") }
        value = value * 16 + digit
        offset += 1
      }
      return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; too large a number is an error, not infinity.
    mutating func number() throws(JSONSyntaxError) -> Double {
      let start = offset
      func digits() -> Int {
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1; count += 1 }
        return count
      }
      if current == UInt8(ascii: "-") { offset += 1 }
      if current == UInt8(ascii: "0") {
        offset += 1
      } else if digits() == 0 {
        throw error("expected a digit")
      }
      if current == UInt8(ascii: ".") {
        offset += 1
        guard digits() > 0 else { throw error("expected a digit after the decimal point") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        offset += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw error("expected a digit in the exponent") }
      }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        throw error("\(text) is too large a number (a Double holds at most about 1.8e308)", at: start, namingWhatIsFound: false)
      }
      return value
    }
  }
}

/// A JSON syntax error with its line, column and byte offset.
///
/// ```swift
/// JSONSyntaxError(line: 1, column: 11, offset: 10, message: "expected a value, found '}'").description
///   // "1:11 (byte 10): expected a value, found '}'"
/// ```
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  var line: Int
  var column: Int
  var offset: Int
  var message: String
  var description: String { "\(line):\(column) (byte \(offset)): \(message)" }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

/// Where the values of a parsed document start (see `JSONReader.parseWithPlaces`). Lines and columns
/// are 1-based, columns in Unicode scalars, as in syntax errors.
///
/// ```swift
/// places.place(of: "constraints[2].op")        // (line: 9, column: 13)
/// places.place(of: "constraints[2].strength")  // a missing member: where constraints[2] starts
/// ```
struct JSONPlaces {
  let bytes: [UInt8]
  let starts: [String: Int]

  /// The line and column of the value at `path`, or of its nearest enclosing value when it is missing.
  func place(of path: String) -> (line: Int, column: Int)? {
    var path = path
    while true {
      if let offset = starts[path] { return lineAndColumn(offset) }
      guard !path.isEmpty else { return nil }
      if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
        path = String(path[..<open])
      } else if let dot = path.lastIndex(of: ".") {
        path = String(path[..<dot])
      } else {
        path = ""
      }
    }
  }

  private func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
    var line = 1, lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
    return (line, column)
  }
}
