/// A cursor over the Unicode scalars of a constraint or visual format string, with the small
/// lexical pieces both grammars share: identifiers, numbers, whitespace.
///
/// ```swift
/// var scanner = TextScanner("title.leading == 8")
/// scanner.identifier()   // "title"
/// ```
package struct TextScanner {
  package let scalars: [Unicode.Scalar]
  package var offset = 0

  package init(_ text: String) { scalars = Array(text.unicodeScalars) }

  package var isAtEnd: Bool { offset >= scalars.count }
  package var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

  package func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    offset + ahead < scalars.count ? scalars[offset + ahead] : nil
  }

  package mutating func skipSpaces() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" { offset += 1 }
  }

  /// Consumes `text` if the scalars at the cursor spell it.
  package mutating func consume(_ text: String) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard offset + wanted.count <= scalars.count, Array(scalars[offset..<offset + wanted.count]) == wanted else {
      return false
    }
    offset += wanted.count
    return true
  }

  package static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  package static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  package static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// A C identifier at the cursor, or `nil` (the cursor does not move then).
  package mutating func identifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = offset
    while let scalar = current, Self.isIdentifierPart(scalar) { offset += 1 }
    return text(start..<offset)
  }

  /// An unsigned decimal number (`8`, `0.5`, `.5`, `60.6666`) at the cursor, or `nil`.
  package mutating func unsignedNumber() -> Double? {
    let start = offset
    while let scalar = current, Self.isDigit(scalar) { offset += 1 }
    if current == ".", let next = peek(1), Self.isDigit(next) {
      offset += 1
      while let scalar = current, Self.isDigit(scalar) { offset += 1 }
    }
    guard offset > start, let value = Double(text(start..<offset)) else { offset = start; return nil }
    return value
  }

  package func text(_ range: Range<Int>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    return String(view)
  }

  /// How an error message quotes what is at the cursor: `'title'`, `'='`, or `end of constraint`.
  package func found(end: String = "the end of the constraint") -> String {
    guard let scalar = current else { return end }
    var copy = self
    if let word = copy.identifier() { return "'\(word)'" }
    if let number = copy.unsignedNumber() { return "'\(formatPoints(number))'" }
    return "'\(Character(scalar))'"
  }

  package func error(_ kind: ConstraintTextError.Kind, at offset: Int? = nil) -> ConstraintTextError {
    ConstraintTextError(kind: kind, offset: offset ?? self.offset)
  }

  package func expected(_ what: String) -> ConstraintTextError {
    error(.expectedToken(expected: what, found: found()))
  }
}
