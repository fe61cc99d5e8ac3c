/// The one JSON reader: JSON5 by default, strict JSON (RFC 8259) with `strict: true`; both keep the
/// line and column of every value and say where a text is wrong.
///
/// JSON5 adds to JSON: `//` and `/* */` comments, trailing commas, unquoted (identifier) keys,
/// single-quoted strings, line continuations, more escapes, hexadecimal numbers, leading or trailing
/// decimal points, a `+` sign, `Infinity` and `NaN` (readers reject them where a finite number is
/// needed), and more whitespace. Strict mode refuses all of that and numbers too large for a `Double`.
/// In both, a duplicate key and nesting deeper than `maxDepth` are errors. Scene files are JSON5;
/// solver fixtures (`plumb solve`), class maps and asset-catalog `Contents.json` files are strict.
///
/// ```swift
/// let scene = try JSONReader.parse("{ width: 375, /* comment */ }")
/// let fixture = try JSONReader.parse(bytes: Array(data), strict: true)
/// ```
public struct JSONReader {
  /// The nesting limit when the caller gives none.
  public static let defaultMaxDepth = 512

  private let bytes: [UInt8]
  private let strict: Bool
  private let maxDepth: Int
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// Parses one value filling the whole text.
  /// - Throws: `JSONError` with the line, column and byte offset of the problem.
  ///
  /// ```swift
  /// try JSONReader.parse("[1, 2,]").array?.count   // 2
  /// ```
  public static func parse(_ text: String, strict: Bool = false, maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
    var reader = JSONReader(bytes: Array(text.utf8), strict: strict, maxDepth: maxDepth)
    return try reader.document()
  }

  /// Parses bytes that may not be UTF-8 (a file as read): bytes that are not are an error at their place.
  /// - Throws: `JSONError`.
  ///
  /// ```swift
  /// let value = try JSONReader.parse(bytes: Array(data), strict: true)
  /// ```
  public static func parse(bytes: [UInt8], strict: Bool = false, maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
    if let error = UTF8Check.error(in: bytes) { throw error }
    var reader = JSONReader(bytes: bytes, strict: strict, maxDepth: maxDepth)
    return try reader.document()
  }

  private init(bytes: [UInt8], strict: Bool, maxDepth: Int) {
    self.bytes = bytes; self.strict = strict; self.maxDepth = maxDepth
  }

  private mutating func document() throws(JSONError) -> JSONValue {
    if !strict, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a byte-order mark
    try skipTrivia()
    let value = try parseValue()
    try skipTrivia()
    if index < bytes.count {
      throw error(.unexpectedCharacter(currentCharacter, expected: "the end of the file"))
    }
    return value
  }

  /// Where the reader is: line, column and byte offset, to report an error that starts here.
  private typealias Place = (line: Int, column: Int, index: Int)
  private var place: Place { (line, column, index) }

  // MARK: Values

  private mutating func parseValue() throws(JSONError) -> JSONValue {
    guard let byte = peek() else { throw error(.unexpectedEnd(expected: "a value")) }
    let start = place
    func value(_ content: JSONValue.Content) -> JSONValue { JSONValue(content: content, line: start.line, column: start.column) }
    switch byte {
    case UInt8(ascii: "{"):
      let members = try nested { (reader: inout JSONReader) throws(JSONError) in try reader.parseMembers() }
      return value(.object(members))
    case UInt8(ascii: "["):
      let elements = try nested { (reader: inout JSONReader) throws(JSONError) in try reader.parseElements() }
      return value(.array(elements))
    case _ where byte == UInt8(ascii: "\"") || (!strict && byte == UInt8(ascii: "'")):
      let (text, verbatim) = try parseString()
      var result = value(.string(text))
      result.isVerbatim = verbatim
      return result
    case _ where byte == UInt8(ascii: "-") || isDigit(byte) || (!strict && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "."))):
      return value(.number(try parseNumber()))
    default:
      if isIdentifierStart(byte) {
        let word = parseIdentifier()
        switch word {
        case "true": return value(.bool(true))
        case "false": return value(.bool(false))
        case "null": return value(.null)
        case "Infinity" where !strict: return value(.number(.infinity))
        case "NaN" where !strict: return value(.number(.nan))
        default: throw error(.unexpectedCharacter(word, expected: "a value"), at: start)
        }
      }
      throw error(.unexpectedCharacter(currentCharacter, expected: "a value"))
    }
  }

  /// Runs `body` one nesting level deeper, refusing to go past `maxDepth`.
  private mutating func nested<T>(_ body: (inout JSONReader) throws(JSONError) -> T) throws(JSONError) -> T {
    depth += 1
    if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth)) }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseMembers() throws(JSONError) -> [JSONValue.Member] {
    advance()  // {
    var members: [JSONValue.Member] = []
    var firstLines: [String: Int] = [:]
    let keyOrEnd = strict ? "a key in double quotes or '}'" : "a key or '}'"
    while true {
      try skipTrivia()
      // Strict JSON closes an object only where a member could not follow a comma.
      let closes = !strict || members.isEmpty
      guard let byte = peek() else { throw error(.unexpectedEnd(expected: closes ? keyOrEnd : "a key in double quotes")) }
      if byte == UInt8(ascii: "}"), closes { advance(); return members }
      let keyPlace = place
      let key: String
      if byte == UInt8(ascii: "\"") || (!strict && byte == UInt8(ascii: "'")) {
        key = try parseString().text
      } else if !strict && isIdentifierStart(byte) {
        key = parseIdentifier()
      } else {
        throw error(.unexpectedCharacter(currentCharacter, expected: closes ? keyOrEnd : "a key in double quotes"))
      }
      if let firstLine = firstLines[key] {
        throw error(.duplicateKey(key, firstLine: firstLine), at: keyPlace)
      }
      firstLines[key] = keyPlace.line
      try skipTrivia()
      guard peek() == UInt8(ascii: ":") else {
        throw peek() == nil
          ? error(.unexpectedEnd(expected: "':'"))
          : error(.unexpectedCharacter(currentCharacter, expected: "':' after the key '\(key)'"))
      }
      advance()
      try skipTrivia()
      let value = try parseValue()
      members.append(JSONValue.Member(key: key, keyLine: keyPlace.line, keyColumn: keyPlace.column, value: value))
      try skipTrivia()
      switch peek() {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "}"): advance(); return members
      case nil: throw error(.unexpectedEnd(expected: "',' or '}'"))
      default: throw error(.unexpectedCharacter(currentCharacter, expected: "',' or '}'"))
      }
    }
  }

  private mutating func parseElements() throws(JSONError) -> [JSONValue] {
    advance()  // [
    var elements: [JSONValue] = []
    while true {
      try skipTrivia()
      let closes = !strict || elements.isEmpty
      guard let byte = peek() else { throw error(.unexpectedEnd(expected: closes ? "a value or ']'" : "a value")) }
      if byte == UInt8(ascii: "]"), closes { advance(); return elements }
      elements.append(try parseValue())
      try skipTrivia()
      switch peek() {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "]"): advance(); return elements
      case nil: throw error(.unexpectedEnd(expected: "',' or ']'"))
      default: throw error(.unexpectedCharacter(currentCharacter, expected: "',' or ']'"))
      }
    }
  }

  // MARK: Strings

  /// A quoted string; `verbatim` when no escape or line continuation changed the text.
  private mutating func parseString() throws(JSONError) -> (text: String, verbatim: Bool) {
    let quote = bytes[index]
    let start = place
    advance()
    var scalars = String.UnicodeScalarView()
    var verbatim = true
    var runStart = index
    func flushRun(upTo end: Int) {
      if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
    }
    while true {
      guard let byte = peek() else { throw error(.unterminatedString, at: start) }
      if byte == quote {
        flushRun(upTo: index)
        advance()
        return (String(scalars), verbatim)
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { throw error(.unterminatedString, at: start) }
      if byte < 0x20 { throw error(.controlCharacterInString) }
      if byte == UInt8(ascii: "\\") {
        flushRun(upTo: index)
        verbatim = false
        try parseEscape(into: &scalars)
        runStart = index
        continue
      }
      advance()
    }
  }

  private mutating func parseEscape(into scalars: inout String.UnicodeScalarView) throws(JSONError) {
    let escape = place
    advance()  // backslash
    guard let byte = peek() else { throw error(.unterminatedString) }
    let characterStart = index
    advance()
    switch byte {
    case UInt8(ascii: "n"): scalars.append("\n")
    case UInt8(ascii: "t"): scalars.append("\t")
    case UInt8(ascii: "r"): scalars.append("\r")
    case UInt8(ascii: "b"): scalars.append("\u{8}")
    case UInt8(ascii: "f"): scalars.append("\u{C}")
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(byte))
    case UInt8(ascii: "u"):
      var value = try hexDigits(4, escape, prefix: "u")
      if (0xD800..<0xDC00).contains(value), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
        advance(); advance()
        let low = try hexDigits(4, escape, prefix: "u")
        guard (0xDC00..<0xE000).contains(low) else { throw error(.invalidEscape("u" + hex(value)), at: escape) }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape("u" + hex(value)), at: escape) }
      scalars.append(scalar)
    case _ where strict:
      throw error(.invalidEscape(text(characterStart..<index)), at: escape)
    case UInt8(ascii: "v"): scalars.append("\u{B}")
    case UInt8(ascii: "0"):
      if let next = peek(), isDigit(next) { throw error(.invalidEscape("0\(Character(Unicode.Scalar(next)))"), at: escape) }
      scalars.append("\0")
    case UInt8(ascii: "x"):
      let value = try hexDigits(2, escape, prefix: "x")
      scalars.append(Unicode.Scalar(UInt8(value)))
    case UInt8(ascii: "\n"):
      line += 1; column = 1  // line continuation
    case UInt8(ascii: "\r"):
      if peek() == UInt8(ascii: "\n") { index += 1 }
      line += 1; column = 1
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      throw error(.invalidEscape(String(Character(Unicode.Scalar(byte)))), at: escape)
    default:
      // Any other character escapes to itself (`\'`, `\é`).
      scalars.append(contentsOf: text(characterStart..<index).unicodeScalars)
    }
  }

  private mutating func hexDigits(_ count: Int, _ escape: Place, prefix: String) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    var text = ""
    for _ in 0..<count {
      guard let byte = peek(), let digit = hexValue(byte) else { throw error(.invalidEscape(prefix + text), at: escape) }
      text.append(Character(Unicode.Scalar(byte)))
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(JSONError) -> Double {
    let start = place
    if strict { return try parseStrictNumber(start) }
    var negative = false
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      negative = peek() == UInt8(ascii: "-")
      advance()
    }
    if let byte = peek(), isIdentifierStart(byte) {
      let word = parseIdentifier()
      let sign = negative ? "-" : "+"
      switch word {
      case "Infinity": return negative ? -.infinity : .infinity
      case "NaN": return .nan
      default: throw error(.invalidNumber(sign + word), at: start)
      }
    }
    if peek() == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
      advance(); advance()
      var value: Double = 0
      var digits = 0
      while let byte = peek(), let digit = hexValue(byte) {
        value = value * 16 + Double(digit)
        digits += 1
        advance()
      }
      if digits == 0 || (peek().map(isIdentifierPart) ?? false) {
        consumeWord()
        throw error(.invalidNumber(text(start.index..<index)), at: start)
      }
      return negative ? -value : value
    }
    var sawDigit = false
    while let byte = peek(), isDigit(byte) { sawDigit = true; advance() }
    if peek() == UInt8(ascii: ".") {
      advance()
      while let byte = peek(), isDigit(byte) { sawDigit = true; advance() }
    }
    if sawDigit, let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      advance()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
      var exponentDigits = 0
      while let byte = peek(), isDigit(byte) { exponentDigits += 1; advance() }
      if exponentDigits == 0 { sawDigit = false }
    }
    let unsigned = bytes[start.index..<index].drop(while: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") })
    let octalLooking = unsigned.count > 1 && unsigned.first == UInt8(ascii: "0") && isDigit(unsigned.dropFirst().first!)
    if !sawDigit || octalLooking || (peek().map { isIdentifierPart($0) || $0 == UInt8(ascii: ".") } ?? false) {
      consumeWord()
      throw error(.invalidNumber(text(start.index..<index)), at: start)
    }
    var literal = text(start.index..<index)
    if literal.hasPrefix("+") { literal.removeFirst() }
    if literal.hasSuffix(".") { literal.removeLast() }
    if literal.hasPrefix(".") { literal = "0" + literal } else if literal.hasPrefix("-.") { literal = "-0" + literal.dropFirst() }
    guard let value = Double(literal) else { throw error(.invalidNumber(text(start.index..<index)), at: start) }
    return value
  }

  /// RFC 8259's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite.
  private mutating func parseStrictNumber(_ start: Place) throws(JSONError) -> Double {
    func digits(_ reader: inout JSONReader) -> Int {
      var count = 0
      while let byte = reader.peek(), reader.isDigit(byte) { reader.advance(); count += 1 }
      return count
    }
    func malformed(_ reader: inout JSONReader) -> JSONError {
      reader.consumeWord()
      return reader.error(.invalidNumber(reader.text(start.index..<reader.index)), at: start)
    }
    if peek() == UInt8(ascii: "-") { advance() }
    if peek() == UInt8(ascii: "0") {
      advance()
    } else if digits(&self) == 0 {
      throw malformed(&self)
    }
    if peek() == UInt8(ascii: ".") {
      advance()
      guard digits(&self) > 0 else { throw malformed(&self) }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      advance()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
      guard digits(&self) > 0 else { throw malformed(&self) }
    }
    if let next = peek(), isIdentifierPart(next) || next == UInt8(ascii: ".") { throw malformed(&self) }
    let literal = text(start.index..<index)
    guard let value = Double(literal) else { throw error(.invalidNumber(literal), at: start) }
    guard value.isFinite else { throw error(.numberTooLarge(literal), at: start) }
    return value
  }

  /// Skips the rest of a malformed number or word so the error can quote it.
  private mutating func consumeWord() {
    while let byte = peek(), isIdentifierPart(byte) || byte == UInt8(ascii: ".") { advance() }
  }

  // MARK: Identifiers, whitespace and comments

  private mutating func parseIdentifier() -> String {
    let start = index
    while let byte = peek(), isIdentifierPart(byte) { advance() }
    return text(start..<index)
  }

  private mutating func skipTrivia() throws(JSONError) {
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        advance()
      case UInt8(ascii: "\n"):
        index += 1; line += 1; column = 1
      case UInt8(ascii: "\r"):
        index += 1
        if peek() == UInt8(ascii: "\n") { index += 1 }
        line += 1; column = 1
      case _ where strict:
        return
      case 0x0B, 0x0C:
        advance()
      case 0xC2 where peek(1) == 0xA0:  // no-break space
        advance()
      case 0xE2 where peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9):  // line and paragraph separators
        index += 3; line += 1; column = 1
      case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:  // byte-order mark
        advance()
      case UInt8(ascii: "/"):
        let start = place
        if peek(1) == UInt8(ascii: "/") {
          while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
        } else if peek(1) == UInt8(ascii: "*") {
          advance(); advance()
          while true {
            guard let next = peek() else { throw error(.unterminatedComment, at: start) }
            if next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { advance(); advance(); break }
            if next == UInt8(ascii: "\n") { index += 1; line += 1; column = 1 } else { advance() }
          }
        } else {
          return
        }
      default:
        return
      }
    }
  }

  // MARK: Bytes

  private func peek(_ ahead: Int = 0) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  /// Moves past one byte; columns count Unicode scalars, so UTF-8 continuation bytes do not count.
  private mutating func advance() {
    index += 1
    column += 1
    while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
  }

  private var currentCharacter: String {
    guard index < bytes.count else { return "" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return text(index..<end)
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  /// ASCII letters, `_`, `$` and any non-ASCII character start an unquoted key (strict mode reads only
  /// `true`, `false` and `null` this way).
  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x80 && !isSpecialSpace)
  }

  private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  /// Whether the bytes at the cursor are a non-ASCII space (not part of an identifier).
  private var isSpecialSpace: Bool {
    (peek() == 0xC2 && peek(1) == 0xA0) || (peek() == 0xE2 && peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9))
      || (peek() == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF)
  }

  private func error(_ kind: JSONError.Kind, at start: Place? = nil) -> JSONError {
    let at = start ?? place
    return JSONError(kind, line: at.line, column: at.column, offset: at.index)
  }
}
