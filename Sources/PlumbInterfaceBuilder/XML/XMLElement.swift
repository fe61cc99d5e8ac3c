/// One element of an XML document as `XMLReader` reads it: name, attributes in document order,
/// child elements, character data, and where its start tag is (line and column, 1-based).
///
/// ```swift
/// let root = try XMLReader.parse(Array("<a x='1'><b/></a>".utf8), file: "inline.xml")
/// root.name                    // "a"
/// root["x"]                    // "1"
/// root.children.first?.name    // "b"
/// ```
public final class XMLElement: @unchecked Sendable {
  /// The element name, with any prefix (`xml:lang`).
  public let name: String
  /// Attributes in document order (names are unique; the reader refuses duplicates).
  public let attributes: [(name: String, value: String)]
  /// Child elements in document order.
  public internal(set) var children: [XMLElement] = []
  /// Character data directly inside the element (entity references and CDATA resolved), untrimmed.
  public internal(set) var text: String = ""
  /// Line of the start tag's `<`, 1-based.
  public let line: Int
  /// Column (in UTF-8 bytes) of the start tag's `<`, 1-based.
  public let column: Int

  init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
    self.name = name; self.attributes = attributes; self.line = line; self.column = column
  }

  /// The value of the attribute `name`, or `nil`.
  ///
  /// ```swift
  /// element["id"]   // "602-zA-mia"
  /// ```
  public subscript(name: String) -> String? {
    // Most names differ in length: comparing the UTF-8 counts first (constant time) skips the string
    // comparison for them.
    let length = name.utf8.count
    for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name { return attribute.value }
    return nil
  }

  /// The first child named `name` (and, when given, whose `key` attribute is `key`).
  ///
  /// ```swift
  /// view.child("rect", key: "frame")?["width"]   // "375"
  /// ```
  public func child(_ name: String, key: String? = nil) -> XMLElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children named `name`.
  public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

  /// `YES` attributes as `true`, `NO` as `false`, anything else `nil`.
  public func flag(_ name: String) -> Bool? {
    switch self[name] {
    case "YES": return true
    case "NO": return false
    default: return nil
    }
  }

  /// A numeric attribute, or `nil` when absent or not a number `IBNumber` reads (decimal, finite, not absurd).
  public func number(_ name: String) -> Double? {
    self[name].flatMap(IBNumber.parse)
  }

  /// Every element of the subtree in preorder, this one first.
  public func forEachDescendant(_ body: (XMLElement) -> Void) {
    var stack: [XMLElement] = [self]
    while let element = stack.popLast() {
      body(element)
      stack.append(contentsOf: element.children.reversed())
    }
  }

  /// The same element (attributes, children, text, place) under another name.
  func renamed(_ name: String) -> XMLElement {
    let copy = XMLElement(name: name, attributes: attributes, line: line, column: column)
    copy.children = children
    copy.text = text
    return copy
  }
}
