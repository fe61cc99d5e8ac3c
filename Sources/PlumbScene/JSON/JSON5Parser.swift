import PlumbLayout

/// A JSON5 parser that keeps the line and column of every value.
///
/// Accepts JSON and the JSON5 additions: `//` and `/* */` comments, trailing commas, unquoted
/// (identifier) keys, single-quoted strings, line continuations, hexadecimal numbers, leading or
/// trailing decimal points, a `+` sign, `Infinity` and `NaN` (parsed; the decoder rejects them where a
/// finite number is needed). Duplicate keys and nesting deeper than `maxDepth` are errors.
///
/// ```swift
/// let value = try JSON5Parser.parse("{ width: 375, /* comment */ }", file: "card.json")
/// ```
struct JSON5Parser {
  private let bytes: [UInt8]
  private let file: String?
  private let maxDepth: Int
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// Parses one JSON5 value filling the whole text.
  /// - Throws: `SceneError` with the line and column of the problem.
  static func parse(_ text: String, file: String?, maxDepth: Int = SceneLimits.maxNestingDepth) throws -> JSONValue {
    var parser = JSON5Parser(bytes: Array(text.utf8), file: file, maxDepth: maxDepth)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // a byte-order mark
    try parser.skipTrivia()
    let value = try parser.parseValue()
    try parser.skipTrivia()
    if parser.index < parser.bytes.count {
      throw parser.error(.unexpectedCharacter(parser.currentCharacter, expected: "the end of the file"))
    }
    return value
  }

  private init(bytes: [UInt8], file: String?, maxDepth: Int) {
    self.bytes = bytes; self.file = file; self.maxDepth = maxDepth
  }

  // MARK: Values

  private mutating func parseValue() throws -> JSONValue {
    guard let byte = peek() else { throw error(.unexpectedEnd(expected: "a value")) }
    let (startLine, startColumn) = (line, column)
    func value(_ content: JSONValue.Content) -> JSONValue { JSONValue(content: content, line: startLine, column: startColumn) }
    switch byte {
    case UInt8(ascii: "{"): return value(.object(try nested { try $0.parseMembers() }))
    case UInt8(ascii: "["): return value(.array(try nested { try $0.parseElements() }))
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      let (text, verbatim) = try parseString()
      var result = value(.string(text))
      result.isVerbatim = verbatim
      return result
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return value(.number(try parseNumber()))
    default:
      if isIdentifierStart(byte) {
        let word = parseIdentifier()
        switch word {
        case "true": return value(.bool(true))
        case "false": return value(.bool(false))
        case "null": return value(.null)
        case "Infinity": return value(.number(.infinity))
        case "NaN": return value(.number(.nan))
        default:
          throw SceneError(.unexpectedCharacter(word, expected: "a value"), at: location(startLine, startColumn))
        }
      }
      throw error(.unexpectedCharacter(currentCharacter, expected: "a value"))
    }
  }

  /// Runs `body` one nesting level deeper, refusing to go past `maxDepth`.
  private mutating func nested<T>(_ body: (inout JSON5Parser) throws -> T) throws -> T {
    depth += 1
    if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth)) }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseMembers() throws -> [JSONValue.Member] {
    advance()  // {
    var members: [JSONValue.Member] = []
    var firstLines: [String: Int] = [:]
    while true {
      try skipTrivia()
      guard let byte = peek() else { throw error(.unexpectedEnd(expected: "a key or '}'")) }
      if byte == UInt8(ascii: "}") { advance(); return members }
      let (keyLine, keyColumn) = (line, column)
      let key: String
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        key = try parseString().text
      } else if isIdentifierStart(byte) {
        key = parseIdentifier()
      } else {
        throw error(.unexpectedCharacter(currentCharacter, expected: "a key or '}'"))
      }
      if let firstLine = firstLines[key] {
        throw SceneError(.duplicateKey(key, firstLine: firstLine), at: location(keyLine, keyColumn))
      }
      firstLines[key] = keyLine
      try skipTrivia()
      guard peek() == UInt8(ascii: ":") else {
        throw peek() == nil ? error(.unexpectedEnd(expected: "':'")) : error(.unexpectedCharacter(currentCharacter, expected: "':' after the key '\(key)'"))
      }
      advance()
      try skipTrivia()
      let value = try parseValue()
      members.append(JSONValue.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
      try skipTrivia()
      switch peek() {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "}"): advance(); return members
      case nil: throw error(.unexpectedEnd(expected: "',' or '}'"))
      default: throw error(.unexpectedCharacter(currentCharacter, expected: "',' or '}'"))
      }
    }
  }

  private mutating func parseElements() throws -> [JSONValue] {
    advance()  // [
    var elements: [JSONValue] = []
    while true {
      try skipTrivia()
      guard let byte = peek() else { throw error(.unexpectedEnd(expected: "a value or ']'")) }
      if byte == UInt8(ascii: "]") { advance(); return elements }
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
  private mutating func parseString() throws -> (text: String, verbatim: Bool) {
    let quote = bytes[index]
    let (startLine, startColumn) = (line, column)
    advance()
    var scalars = String.UnicodeScalarView()
    var verbatim = true
    var runStart = index
    func flushRun(upTo end: Int) {
      if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
    }
    while true {
      guard let byte = peek() else {
        throw SceneError(.unterminatedString, at: location(startLine, startColumn))
      }
      if byte == quote {
        flushRun(upTo: index)
        advance()
        return (String(scalars), verbatim)
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        throw SceneError(.unterminatedString, at: location(startLine, startColumn))
      }
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

  private mutating func parseEscape(into scalars: inout String.UnicodeScalarView) throws {
    let (escapeLine, escapeColumn) = (line, column)
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
    case UInt8(ascii: "v"): scalars.append("\u{B}")
    case UInt8(ascii: "0"):
      if let next = peek(), isDigit(next) { throw SceneError(.invalidEscape("0\(Character(Unicode.Scalar(next)))"), at: location(escapeLine, escapeColumn)) }
      scalars.append("\0")
    case UInt8(ascii: "x"):
      let value = try hexDigits(2, escapeLine, escapeColumn, prefix: "x")
      scalars.append(Unicode.Scalar(UInt8(value)))
    case UInt8(ascii: "u"):
      var value = try hexDigits(4, escapeLine, escapeColumn, prefix: "u")
      if (0xD800..<0xDC00).contains(value), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
        advance(); advance()
        let low = try hexDigits(4, escapeLine, escapeColumn, prefix: "u")
        guard (0xDC00..<0xE000).contains(low) else { throw SceneError(.invalidEscape("u" + hex(value)), at: location(escapeLine, escapeColumn)) }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw SceneError(.invalidEscape("u" + hex(value)), at: location(escapeLine, escapeColumn))
      }
      scalars.append(scalar)
    case UInt8(ascii: "\n"):
      line += 1; column = 1  // line continuation
    case UInt8(ascii: "\r"):
      if peek() == UInt8(ascii: "\n") { index += 1 }
      line += 1; column = 1
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      throw SceneError(.invalidEscape(String(Character(Unicode.Scalar(byte)))), at: location(escapeLine, escapeColumn))
    default:
      // Any other character escapes to itself (`\'`, `\"`, `\\`, `\/`, `\é`).
      scalars.append(contentsOf: text(characterStart..<index).unicodeScalars)
    }
  }

  private mutating func hexDigits(_ count: Int, _ escapeLine: Int, _ escapeColumn: Int, prefix: String) throws -> UInt32 {
    var value: UInt32 = 0
    var text = ""
    for _ in 0..<count {
      guard let byte = peek(), let digit = hexValue(byte) else {
        throw SceneError(.invalidEscape(prefix + text), at: location(escapeLine, escapeColumn))
      }
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

  private mutating func parseNumber() throws -> Double {
    let (startLine, startColumn) = (line, column)
    let start = index
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
      default: throw SceneError(.invalidNumber(sign + word), at: location(startLine, startColumn))
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
        throw SceneError(.invalidNumber(text(start..<index)), at: location(startLine, startColumn))
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
    let leadingZero = bytes[start..<index].drop(while: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") })
    let octalLooking = leadingZero.count > 1 && leadingZero.first == UInt8(ascii: "0") && isDigit(leadingZero.dropFirst().first!)
    if !sawDigit || octalLooking || (peek().map { isIdentifierPart($0) || $0 == UInt8(ascii: ".") } ?? false) {
      consumeWord()
      throw SceneError(.invalidNumber(text(start..<index)), at: location(startLine, startColumn))
    }
    var literal = text(start..<index)
    if literal.hasPrefix("+") { literal.removeFirst() }
    if literal.hasSuffix(".") { literal.removeLast() }
    if literal.hasPrefix(".") { literal = "0" + literal } else if literal.hasPrefix("-.") { literal = "-0" + literal.dropFirst() }
    guard let value = Double(literal) else {
      throw SceneError(.invalidNumber(text(start..<index)), at: location(startLine, startColumn))
    }
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

  private mutating func skipTrivia() throws {
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        advance()
      case UInt8(ascii: "\n"):
        index += 1; line += 1; column = 1
      case UInt8(ascii: "\r"):
        index += 1
        if peek() == UInt8(ascii: "\n") { index += 1 }
        line += 1; column = 1
      case 0xC2 where peek(1) == 0xA0:  // no-break space
        advance()
      case 0xE2 where peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9):  // line and paragraph separators
        index += 3; line += 1; column = 1
      case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:  // byte-order mark
        advance()
      case UInt8(ascii: "/"):
        let (startLine, startColumn) = (line, column)
        if peek(1) == UInt8(ascii: "/") {
          while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
        } else if peek(1) == UInt8(ascii: "*") {
          advance(); advance()
          while true {
            guard let next = peek() else { throw SceneError(.unterminatedComment, at: location(startLine, startColumn)) }
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

  /// ASCII letters, `_`, `$` and any non-ASCII character start an unquoted key.
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

  private func location(_ line: Int, _ column: Int) -> Layout.SourceLocation {
    Layout.SourceLocation(file: file, path: "", line: line, column: column)
  }

  private func error(_ kind: SceneError.Kind) -> SceneError {
    SceneError(kind, at: location(line, column))
  }
}
