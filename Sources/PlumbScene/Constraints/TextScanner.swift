import PlumbLayout

/// An error inside a constraint or visual format string, at a Unicode-scalar offset of that string.
///
/// The decoder turns the offset into a column of the file when the string is written verbatim.
struct TextError: Error {
  var kind: SceneError.Kind
  var offset: Int
}

/// A cursor over the Unicode scalars of a constraint or visual format string, with the small
/// lexical pieces both grammars share: identifiers, numbers, whitespace.
///
/// ```swift
/// var scanner = TextScanner("title.leading == 8")
/// scanner.identifier()   // "title"
/// ```
struct TextScanner {
  let scalars: [Unicode.Scalar]
  var offset = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  var isAtEnd: Bool { offset >= scalars.count }
  var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

  func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    offset + ahead < scalars.count ? scalars[offset + ahead] : nil
  }

  mutating func skipSpaces() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" { offset += 1 }
  }

  /// Consumes `text` if the scalars at the cursor spell it.
  mutating func consume(_ text: String) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard offset + wanted.count <= scalars.count, Array(scalars[offset..<offset + wanted.count]) == wanted else {
      return false
    }
    offset += wanted.count
    return true
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// A C identifier at the cursor, or `nil` (the cursor does not move then).
  mutating func identifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = offset
    while let scalar = current, Self.isIdentifierPart(scalar) { offset += 1 }
    return text(start..<offset)
  }

  /// An unsigned decimal number (`8`, `0.5`, `.5`, `60.6666`) at the cursor, or `nil`.
  mutating func unsignedNumber() -> Double? {
    let start = offset
    while let scalar = current, Self.isDigit(scalar) { offset += 1 }
    if current == ".", let next = peek(1), Self.isDigit(next) {
      offset += 1
      while let scalar = current, Self.isDigit(scalar) { offset += 1 }
    }
    guard offset > start, let value = Double(text(start..<offset)) else { offset = start; return nil }
    return value
  }

  func text(_ range: Range<Int>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    return String(view)
  }

  /// How an error message quotes what is at the cursor: `'title'`, `'='`, or `end of constraint`.
  func found(end: String = "the end of the constraint") -> String {
    guard let scalar = current else { return end }
    var copy = self
    if let word = copy.identifier() { return "'\(word)'" }
    if let number = copy.unsignedNumber() { return "'\(formatPoints(number))'" }
    return "'\(Character(scalar))'"
  }

  func error(_ kind: SceneError.Kind, at offset: Int? = nil) -> TextError {
    TextError(kind: kind, offset: offset ?? self.offset)
  }

  func expected(_ what: String) -> TextError {
    error(.expectedToken(expected: what, found: found()))
  }
}
