import Testing

@testable import PlumbInterfaceBuilder

@Suite struct XMLReaderTests {
  private func parse(_ text: String, limits: XMLLimits = .standard) throws -> XMLElement {
    try XMLReader.parse(Array(text.utf8), file: "t.xib", limits: limits)
  }

  /// The error's "line:column: message" for `text`, or "no error".
  private func failure(_ text: String, limits: XMLLimits = .standard) -> String {
    do { _ = try parse(text, limits: limits); return "no error" } catch let error as XMLError {
      return "\(error.line):\(error.column): \(error.message)"
    } catch { return "\(error)" }
  }

  @Test func readsElementsAttributesAndText() throws {
    let root = try parse("""
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <document a="1" b='two &amp; &lt;three&gt; &#65;&#x42;'>
          <view id="x"><string key="s">Hello <![CDATA[<world>]]></string></view>
          <empty/>
      </document>
      """)
    #expect(root.name == "document")
    #expect(root["b"] == "two & <three> AB")
    #expect(root.children.map(\.name) == ["view", "empty"])
    #expect(root.children[0].line == 4 && root.children[0].column == 5)
    #expect(root.child("view")?.child("string", key: "s")?.text == "Hello <world>")
  }

  @Test func attributeValuesAreNormalized() throws {
    #expect(try parse("<a t='x\ny\tz&#10;w'/>")["t"] == "x y z\nw")
  }

  @Test(arguments: [
    ("<!DOCTYPE lolz [<!ENTITY lol \"lol\">]><a>&lol;</a>", "1:1: DOCTYPE declarations are refused"),
    ("<a>&lol;</a>", "1:4: entity reference '&lol;' is refused"),
    ("<a>\n<!ENTITY x SYSTEM \"file:///etc/passwd\"></a>", "2:1: ENTITY declarations are refused"),
    ("<a><b></a>", "1:7: end tag </a> does not match <b> opened at line 1, column 4"),
    ("<a>\n  <b x=\"1\">", "2:12: truncated: <b> opened at line 2, column 3 is not closed"),
    ("<a x=\"1\" x=\"2\"/>", "1:10: duplicate attribute 'x' in <a>"),
    ("<a x=1/>", "1:6: the value of 'x' must be in quotes"),
    ("<a x=\"<\"/>", "1:7: '<' is not allowed in the value of 'x'"),
    ("<a/><b/>", "1:5: a second root element (a document has one)"),
    ("", "1:1: the document has no root element"),
    ("<a>&#0;</a>", "1:4: invalid character reference '&#0;'"),
    ("<a>\u{01}</a>", "1:4: control character 0x1 is not allowed in XML"),
    ("<a x=\"1\"", "1:1: truncated: the start tag <a> is not closed"),
    ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "1:1: encoding 'iso-8859-1' is not supported"),
    ("<a>AT&T</a>", "1:6: '&' must start an entity reference"),
    ("hello<a/>", "1:1: text before the root element"),
    ("<a><!-- x -- y --></a>", "1:11: '--' is not allowed inside a comment"),
  ])
  func refusesWithPlace(text: String, expected: String) {
    let message = failure(text)
    #expect(message.hasPrefix(expected), "\(message)")
  }

  @Test func refusesDeepNesting() {
    let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
    #expect(failure(deep).hasPrefix("1:769: elements nested deeper than 256 levels"))
    let limits = XMLLimits(maxBytes: 1 << 20, maxDepth: 400, maxElements: 1000, maxAttributes: 4)
    #expect(failure(deep, limits: limits) == "no error")
  }

  @Test func refusesLargeDocumentsBeforeReading() {
    let limits = XMLLimits(maxBytes: 100, maxDepth: 10, maxElements: 10, maxAttributes: 4)
    let big = "<a>" + String(repeating: " ", count: 200) + "</a>"
    #expect(failure(big, limits: limits).hasPrefix("1:1: the document is 207 bytes, more than the limit of 100"))
  }

  @Test func refusesTooManyElements() {
    let limits = XMLLimits(maxBytes: 1 << 20, maxDepth: 10, maxElements: 3, maxAttributes: 4)
    #expect(failure("<a><b/><b/><b/></a>", limits: limits).hasPrefix("1:12: more than 3 elements"))
  }

  @Test func everyTruncationOfADocumentFailsCleanly() throws {
    let text = "<?xml version=\"1.0\"?><document x=\"a&amp;b\"><view id=\"1\"><rect key=\"frame\" x=\"0\"/><!-- c --></view></document>"
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      #expect(throws: XMLError.self) { try XMLReader.parse(Array(bytes[0..<length]), file: "cut.xml") }
    }
    #expect(try XMLReader.parse(bytes, file: "whole.xml").name == "document")
  }
}
