/// A small, hardened XML reader for Interface Builder documents (untrusted input).
///
/// Why not FoundationXML: `XMLParser` on Linux is libxml2, whose entity expansion, external entity
/// loading and nesting limits depend on the libxml2 build and on flags Foundation does not expose
/// uniformly; errors come as numeric codes. This reader implements the XML subset documents use —
/// elements, attributes, character data, CDATA, comments, processing instructions, the five predefined
/// entities and numeric character references — and refuses everything else with a line and column:
///
/// - `<!DOCTYPE …>` and `<!ENTITY …>` (so no external entities and no entity expansion: a "billion
///   laughs" document is refused at its first declaration, in constant time);
/// - any entity reference other than `&lt; &gt; &amp; &quot; &apos;` and `&#…;`;
/// - documents over `limits.maxBytes`, nesting deeper than `limits.maxDepth`, more than
///   `limits.maxElements` elements; malformed or truncated markup, mismatched end tags, duplicate
///   attributes, control characters, an encoding other than UTF-8.
///
/// It reads bytes once, left to right, without recursion, so time and memory are linear in the input.
///
/// ```swift
/// let root = try XMLReader.parse(Array(text.utf8), file: "Main.storyboard")
/// root.name   // "document"
/// ```
public struct XMLReader {
  /// Reads a whole document and returns its root element.
  /// - Throws: `XMLError` with the line and column of the first problem.
  public static func parse(_ bytes: [UInt8], file: String?, limits: XMLLimits = .standard) throws -> XMLElement {
    guard bytes.count <= limits.maxBytes else {
      throw XMLError(file: file, line: 1, column: 1,
                     message: "the document is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)")
    }
    if let encoding = XMLEncoding.foreignEncoding(of: bytes) {
      throw XMLError(file: file, line: 1, column: 1,
                     message: "the document is encoded in \(encoding); only UTF-8 is read (Interface Builder writes UTF-8: convert it, e.g. with iconv -t UTF-8)")
    }
    return try bytes.withUnsafeBufferPointer { buffer in
      var reader = XMLReader(buffer: buffer, file: file, limits: limits)
      if let bad = XMLEncoding.firstInvalidUTF8(buffer) {
        throw reader.error("invalid UTF-8 (byte 0x\(String(buffer[bad], radix: 16, uppercase: true)) at offset \(bad)), or a character XML does not allow", at: bad)
      }
      return try reader.document()
    }
  }

  private let buffer: UnsafeBufferPointer<UInt8>
  private let file: String?
  private let limits: XMLLimits
  private var offset = 0
  // Line bookkeeping: the line number at `countedOffset`, and where that line starts.
  private var countedOffset = 0
  private var countedLine = 1
  private var countedLineStart = 0
  private var elementCount = 0
  /// Long element and attribute names seen so far (see `internedName`); the count is a power of two.
  private var internedNames = [String](repeating: "", count: 256)
  /// The attributes of the start tag being read.
  private var attributeScratch: [(name: String, value: String)] = []

  private init(buffer: UnsafeBufferPointer<UInt8>, file: String?, limits: XMLLimits) {
    self.buffer = buffer; self.file = file; self.limits = limits
  }

  // MARK: positions and errors

  /// Line and column of a byte offset at or after the last one asked for (offsets only move forward).
  private mutating func position(_ at: Int) -> (line: Int, column: Int) {
    if at < countedOffset {  // rare: recount from the start
      countedOffset = 0; countedLine = 1; countedLineStart = 0
    }
    var index = countedOffset
    while index < at && index < buffer.count {
      if buffer[index] == 0x0A { countedLine += 1; countedLineStart = index + 1 }
      index += 1
    }
    countedOffset = index
    return (countedLine, at - countedLineStart + 1)
  }

  fileprivate mutating func error(_ message: String, at: Int? = nil) -> XMLError {
    let place = position(min(at ?? offset, buffer.count))
    return XMLError(file: file, line: place.line, column: place.column, message: message)
  }

  // MARK: byte helpers

  private var atEnd: Bool { offset >= buffer.count }
  private func peek(_ ahead: Int = 0) -> UInt8? {
    let index = offset + ahead
    return index < buffer.count ? buffer[index] : nil
  }
  private func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= buffer.count else { return false }
    let pointer = literal.utf8Start
    for index in 0..<count where buffer[offset + index] != pointer[index] { return false }
    return true
  }
  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
  }
  private static func isNameChar(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
  }

  private mutating func skipSpaces() {
    while let byte = peek(), Self.isSpace(byte) { offset += 1 }
  }

  private mutating func checkCharacter(_ byte: UInt8, at index: Int) throws {
    if byte < 0x20 && !Self.isSpace(byte) {
      throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) is not allowed in XML", at: index)
    }
  }

  // MARK: document structure

  private mutating func document() throws -> XMLElement {
    if matches("\u{FEFF}") { offset += 3 }
    var root: XMLElement?
    var open: [XMLElement] = []
    var text: [UInt8] = []
    while !atEnd {
      let byte = buffer[offset]
      if byte != 0x3C {  // '<'
        let start = offset
        try characterData(into: &text)
        if open.isEmpty, text.contains(where: { !Self.isSpace($0) }) {
          throw error(root == nil ? "text before the root element" : "text after the root element", at: start)
        }
        continue
      }
      if matches("<!--") {
        try comment()
      } else if matches("<![CDATA[") {
        let start = offset
        guard !open.isEmpty else { throw error("CDATA outside the root element") }
        offset += 9
        guard let end = find("]]>") else { throw error("truncated: the CDATA section is not closed", at: start) }
        for index in offset..<end { try checkCharacter(buffer[index], at: index) }
        text.append(contentsOf: buffer[offset..<end])
        offset = end + 3
      } else if matches("<!DOCTYPE") || matches("<!doctype") {
        throw error("DOCTYPE declarations are refused (they could load external entities or expand entities)")
      } else if matches("<!ENTITY") {
        throw error("ENTITY declarations are refused (entities are never expanded)")
      } else if matches("<!") {
        throw error("unsupported markup declaration '<!' (only comments and CDATA are allowed)")
      } else if matches("<?") {
        try processingInstruction()
      } else if peek(1) == 0x2F {  // "</"
        let start = offset
        offset += 2
        let name = try readName(what: "end tag")
        skipSpaces()
        guard peek() == 0x3E else { throw error("expected '>' to end </\(name)>") }
        offset += 1
        guard let element = open.popLast() else { throw error("end tag </\(name)> without a start tag", at: start) }
        guard element.name == name else {
          throw error("end tag </\(name)> does not match <\(element.name)> opened at line \(element.line), column \(element.column)", at: start)
        }
        flush(&text, into: element)
        if open.isEmpty { root = element }
      } else {
        let start = offset
        if root != nil && open.isEmpty { throw error("a second root element (a document has one)", at: start) }
        if let parent = open.last { flush(&text, into: parent) } else { text.removeAll(keepingCapacity: true) }
        let (element, selfClosing) = try startTag()
        elementCount += 1
        if elementCount > limits.maxElements {
          throw error("more than \(limits.maxElements) elements", at: start)
        }
        open.last?.children.append(element)
        if selfClosing {
          if open.isEmpty { root = element }
        } else {
          if open.count >= limits.maxDepth {
            throw error("elements nested deeper than \(limits.maxDepth) levels", at: start)
          }
          open.append(element)
        }
      }
    }
    if let unclosed = open.last {
      throw XMLError(file: file, line: position(buffer.count).line, column: position(buffer.count).column,
                     message: "truncated: <\(unclosed.name)> opened at line \(unclosed.line), column \(unclosed.column) is not closed")
    }
    guard let root else { throw error("the document has no root element") }
    return root
  }

  private func flush(_ text: inout [UInt8], into element: XMLElement) {
    guard !text.isEmpty else { return }
    if text.contains(where: { !Self.isSpace($0) }) { element.text += String(decoding: text, as: UTF8.self) }
    text.removeAll(keepingCapacity: true)
  }

  private func find(_ literal: StaticString) -> Int? {
    let count = literal.utf8CodeUnitCount
    let first = literal.utf8Start[0]
    var index = offset
    while index + count <= buffer.count {
      if buffer[index] == first {
        var equal = true
        for k in 1..<count where buffer[index + k] != literal.utf8Start[k] { equal = false; break }
        if equal { return index }
      }
      index += 1
    }
    return nil
  }

  private mutating func comment() throws {
    let start = offset
    offset += 4
    guard let end = find("--") else { throw error("truncated: the comment is not closed", at: start) }
    guard end + 2 < buffer.count, buffer[end + 2] == 0x3E else {
      throw error(end + 2 >= buffer.count ? "truncated: the comment is not closed" : "'--' is not allowed inside a comment", at: end)
    }
    offset = end + 3
  }

  private mutating func processingInstruction() throws {
    let start = offset
    offset += 2
    let target = try readName(what: "processing instruction")
    guard let end = find("?>") else { throw error("truncated: the processing instruction is not closed", at: start) }
    if target.lowercased() == "xml" {
      let body = Array(buffer[offset..<end])
      let key = Array("encoding".utf8)
      if let at = (0..<max(0, body.count - key.count + 1)).first(where: { Array(body[$0..<$0 + key.count]) == key }) {
        let rest = body[(at + key.count)...].drop { $0 == 0x20 || $0 == 0x3D || $0 == 0x22 || $0 == 0x27 }
        let encoding = String(decoding: rest.prefix { $0 != 0x22 && $0 != 0x27 }, as: UTF8.self).lowercased()
        if encoding != "utf-8" && encoding != "utf8" {
          throw error("encoding '\(encoding)' is not supported (Interface Builder writes UTF-8)", at: start)
        }
      }
    }
    offset = end + 2
  }

  private mutating func readName(what: @autoclosure () -> String) throws -> String {
    let start = offset
    guard let first = peek(), Self.isNameStart(first) else {
      throw error(atEnd ? "truncated: expected a name in the \(what())" : "expected a name in the \(what())")
    }
    offset += 1
    while let byte = peek(), Self.isNameChar(byte) { offset += 1 }
    return internedName(start..<offset)
  }

  /// The name in `range`. Names up to 15 bytes are Swift's small strings (no allocation); a longer one
  /// (`translatesAutoresizingMaskIntoConstraints`, `tableViewCellContentView`) is shared with its last
  /// occurrence in a direct-mapped table, so a document's thousands of occurrences allocate once and
  /// compare equal by identity.
  private mutating func internedName(_ range: Range<Int>) -> String {
    let bytes = UnsafeBufferPointer(rebasing: buffer[range])
    guard bytes.count > 15 else { return String(decoding: bytes, as: UTF8.self) }
    var hash = bytes.count
    for byte in bytes { hash = (hash &* 31) &+ Int(byte) }
    let slot = hash & (internedNames.count - 1)
    let cached = internedNames[slot]
    if cached.utf8.count == bytes.count,
       cached.utf8.withContiguousStorageIfAvailable({ $0.elementsEqual(bytes) }) == true {
      return cached
    }
    let name = String(decoding: bytes, as: UTF8.self)
    internedNames[slot] = name
    return name
  }

  /// A start tag from `<` to `>` or `/>`.
  private mutating func startTag() throws -> (XMLElement, Bool) {
    let start = offset
    let place = position(start)
    offset += 1
    let name = try readName(what: "start tag")
    // Attributes gather in the reader's scratch list; the element gets an array of exactly their number.
    attributeScratch.removeAll(keepingCapacity: true)
    // Duplicates are found by a scan while an element has few attributes (Interface Builder writes at most
    // about 20), by a set beyond, so that 512 attributes cost no more than a set's lookups.
    var names: Set<String> = []
    while true {
      let hadSpace = peek().map(Self.isSpace) ?? false
      skipSpaces()
      guard let byte = peek() else { throw error("truncated: the start tag <\(name)> is not closed", at: start) }
      if byte == 0x3E { offset += 1; return (XMLElement(name: name, attributes: scratchAttributes(), line: place.line, column: place.column), false) }
      if byte == 0x2F {
        guard peek(1) == 0x3E else { throw error("expected '>' after '/' in <\(name)>") }
        offset += 2
        return (XMLElement(name: name, attributes: scratchAttributes(), line: place.line, column: place.column), true)
      }
      guard hadSpace else { throw error("expected a space before the next attribute of <\(name)>") }
      let attributeStart = offset
      let attribute = try readName(what: "attribute of <\(name)>")
      skipSpaces()
      guard peek() == 0x3D else { throw error(atEnd ? "truncated: expected '=' after \(attribute)" : "expected '=' after the attribute name '\(attribute)'") }
      offset += 1
      skipSpaces()
      let value = try attributeValue(attribute)
      let isDuplicate: Bool
      if attributeScratch.count < Self.scannedAttributes {
        isDuplicate = attributeScratch.contains { $0.name.utf8.count == attribute.utf8.count && $0.name == attribute }
      } else {
        if names.isEmpty { names = Set(attributeScratch.map(\.name)) }
        isDuplicate = !names.insert(attribute).inserted
      }
      if isDuplicate {
        throw error("duplicate attribute '\(attribute)' in <\(name)>", at: attributeStart)
      }
      attributeScratch.append((attribute, value))
      if attributeScratch.count > limits.maxAttributes {
        throw error("more than \(limits.maxAttributes) attributes in <\(name)>", at: attributeStart)
      }
    }
  }

  /// A new array holding the scratch list's attributes (its own storage, of their number).
  private func scratchAttributes() -> [(name: String, value: String)] {
    Array(unsafeUninitializedCapacity: attributeScratch.count) { buffer, initialized in
      _ = buffer.initialize(from: attributeScratch)
      initialized = attributeScratch.count
    }
  }

  /// How many attributes an element may have before duplicates are looked up in a set.
  private static let scannedAttributes = 24

  private mutating func attributeValue(_ attribute: String) throws -> String {
    guard let quote = peek(), quote == 0x22 || quote == 0x27 else {
      throw error(atEnd ? "truncated: expected the quoted value of '\(attribute)'" : "the value of '\(attribute)' must be in quotes")
    }
    let start = offset
    offset += 1
    var value: [UInt8] = []
    var plainStart = offset
    while true {
      guard let byte = peek() else { throw error("truncated: the value of '\(attribute)' is not closed", at: start) }
      if byte == quote { break }
      if byte == 0x3C { throw error("'<' is not allowed in the value of '\(attribute)'") }
      if byte == 0x26 {
        value.append(contentsOf: buffer[plainStart..<offset])
        try entity(into: &value)
        plainStart = offset
        continue
      }
      try checkCharacter(byte, at: offset)
      if byte == 0x0A || byte == 0x09 || byte == 0x0D {  // attribute-value normalization
        value.append(contentsOf: buffer[plainStart..<offset])
        value.append(0x20)
        offset += 1
        plainStart = offset
        continue
      }
      offset += 1
    }
    // Most values hold no reference and no line break: decode them from the buffer without a copy.
    if value.isEmpty {
      defer { offset += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[plainStart..<offset]), as: UTF8.self)
    }
    value.append(contentsOf: buffer[plainStart..<offset])
    offset += 1
    return String(decoding: value, as: UTF8.self)
  }

  private mutating func characterData(into text: inout [UInt8]) throws {
    var plainStart = offset
    while let byte = peek(), byte != 0x3C {
      if byte == 0x26 {
        text.append(contentsOf: buffer[plainStart..<offset])
        try entity(into: &text)
        plainStart = offset
        continue
      }
      try checkCharacter(byte, at: offset)
      offset += 1
    }
    text.append(contentsOf: buffer[plainStart..<offset])
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;`, `&#xHH;` (as XML 1.0: any number of leading zeros,
  /// a lowercase `x`, only characters of the `Char` production); anything else is refused.
  private mutating func entity(into out: inout [UInt8]) throws {
    let start = offset
    offset += 1
    var end = offset
    // Names are short; a character reference may carry any number of leading zeros.
    let isReference = peek() == 0x23
    while end < buffer.count, isReference || end - offset < 12, buffer[end] != 0x3B, !Self.isSpace(buffer[end]), buffer[end] != 0x3C { end += 1 }
    guard end < buffer.count, buffer[end] == 0x3B else {
      throw error(end >= buffer.count ? "truncated: an entity reference is not closed with ';'" : "'&' must start an entity reference such as &amp; (found no ';')", at: start)
    }
    let nameBytes = buffer[offset..<end]
    offset = end + 1
    if isReference {
      let digits = nameBytes.dropFirst()
      let hexadecimal = digits.first == 0x78
      let shown = String(decoding: nameBytes.prefix(24), as: UTF8.self) + (nameBytes.count > 24 ? "…" : "")
      guard let value = XMLEncoding.characterReference(hexadecimal ? digits.dropFirst() : digits, hexadecimal: hexadecimal) else {
        throw error("invalid character reference '&\(shown);' (expected &#digits; or &#xhex-digits; up to 10FFFF)", at: start)
      }
      guard XMLEncoding.isChar(value), let scalar = Unicode.Scalar(value) else {
        throw error("invalid character reference '&\(shown);': U+\(String(value, radix: 16, uppercase: true)) is not a character XML allows", at: start)
      }
      out.append(contentsOf: Array(String(Character(scalar)).utf8))
      return
    }
    let name = String(decoding: nameBytes, as: UTF8.self)
    switch name {
    case "lt": out.append(0x3C)
    case "gt": out.append(0x3E)
    case "amp": out.append(0x26)
    case "quot": out.append(0x22)
    case "apos": out.append(0x27)
    default:
      throw error("entity reference '&\(name);' is refused (only the five predefined entities and character references are read; entities are never expanded)", at: start)
    }
  }
}
