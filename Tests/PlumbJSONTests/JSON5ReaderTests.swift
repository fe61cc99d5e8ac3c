import Foundation
import PlumbJSON
import Testing

/// The JSON5 reader under scene files: JSON5's additions, places, and every syntax error with its line and column.
@Suite struct JSON5ReaderTests {
  private func parse(_ text: String) throws -> JSONValue { try JSONReader.parse(text, maxDepth: 64) }

  private func message(_ text: String) -> String {
    do {
      _ = try JSONReader.parse(text, maxDepth: 64)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func plainJSON() throws {
    let value = try parse(#"{"a": [1, -2.5, 3e2, true, false, null, "x"]}"#)
    let items = try #require(value.object?.first?.value.array)
    #expect(items.map(\.number) == [1, -2.5, 300, nil, nil, nil, nil])
    #expect(items[3].bool == true && items[4].bool == false)
    if case .null = items[5].content {} else { Issue.record("expected null") }
    #expect(items[6].string == "x")
  }

  @Test func json5Additions() throws {
    let text = """
      // a line comment
      {
        unquoted: 'single',   /* block
        comment */ $dollar_1: 0x1F,
        "trailing": [1, 2,],
        lead: .5, trail: 5., plus: +3,
        inf: -Infinity, nan: NaN,
      }
      """
    let members = try #require(try parse(text).object)
    #expect(members.map(\.key) == ["unquoted", "$dollar_1", "trailing", "lead", "trail", "plus", "inf", "nan"])
    #expect(members[0].value.string == "single")
    #expect(members[1].value.number == 31)
    #expect(members[2].value.array?.count == 2)
    #expect(members[3].value.number == 0.5)
    #expect(members[4].value.number == 5)
    #expect(members[5].value.number == 3)
    #expect(members[6].value.number == -.infinity)
    #expect(members[7].value.number?.isNaN == true)
  }

  @Test func stringEscapes() throws {
    let value = try parse(#"['a\nb\t\'\"\\\/\x41\u00e9\uD83D\uDE00\q', "line\#ncontinued"]"#.replacingOccurrences(of: "\n", with: "\\\n"))
    let items = try #require(value.array)
    #expect(items[0].string == "a\nb\t'\"\\/Aé😀q")
    #expect(items[0].isVerbatim == false)
    #expect(items[1].string == "linecontinued")
  }

  @Test func linesAndColumnsCountScalars() throws {
    let text = "{\n  'é': \"ü\", b:\n    [ 7 ],\n}"
    let members = try #require(try parse(text).object)
    #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
    #expect((members[0].value.line, members[0].value.column) == (2, 8))
    #expect(members[0].value.isVerbatim)
    #expect((members[1].keyLine, members[1].keyColumn) == (2, 13))
    let seven = try #require(members[1].value.array?.first)
    #expect((seven.line, seven.column) == (3, 7))
  }

  @Test func byteOrderMarkAndCRLF() throws {
    let value = try parse("\u{FEFF}{\r\n a: 1,\r\n b: 2 }")
    let b = try #require(value.object?.last)
    #expect((b.keyLine, b.keyColumn) == (3, 2))
  }

  @Test(arguments: [
    ("{ a: 1, a: 2 }", "1:9: duplicate key 'a' (first at line 1)"),
    ("{ a: 1 b: 2 }", "1:8: unexpected 'b', expected ',' or '}'"),
    ("[1 2]", "1:4: unexpected '2', expected ',' or ']'"),
    ("{ a: 1", "1:7: unexpected end of file, expected ',' or '}'"),
    ("[", "1:2: unexpected end of file, expected a value or ']'"),
    ("", "1:1: unexpected end of file, expected a value"),
    ("{ a 1 }", "1:5: unexpected '1', expected ':' after the key 'a'"),
    ("{ 1: 2 }", "1:3: unexpected '1', expected a key or '}'"),
    ("{ a: 'abc }", "1:6: unterminated string (a string must end on the line it starts; use \\n for a line break)"),
    ("{ a: 'ab\nc' }", "1:6: unterminated string (a string must end on the line it starts; use \\n for a line break)"),
    ("{ a: 1 } /* open", "1:10: unterminated comment ('/*' without '*/')"),
    ("['\\u12G4']", "1:3: invalid escape sequence '\\u12'"),
    ("['\\1']", "1:3: invalid escape sequence '\\1'"),
    ("['a\u{1}']", "1:4: control character in a string (write it as an escape such as \\t)"),
    ("[0x]", "1:2: invalid number '0x'"),
    ("[012]", "1:2: invalid number '012'"),
    ("[1.2.3]", "1:2: invalid number '1.2.3'"),
    ("[12px]", "1:2: invalid number '12px'"),
    ("[-Infinite]", "1:2: invalid number '-Infinite'"),
    ("[1e]", "1:2: invalid number '1e'"),
    ("[undefined]", "1:2: unexpected 'undefined', expected a value"),
    ("[#]", "1:2: unexpected '#', expected a value"),
    ("{} {}", "1:4: unexpected '{', expected the end of the file"),
    ("[1] é", "1:5: unexpected 'é', expected the end of the file"),
  ])
  func syntaxErrors(text: String, expected: String) {
    #expect(message(text) == expected)
  }

  @Test func nestingLimit() throws {
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(message(deep) == "1:65: objects and lists nest deeper than 64 levels")
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(message(fine) == "no error")
  }

  @Test func hugeNumbersBecomeInfinityNotACrash() throws {
    let value = try parse("[" + String(repeating: "9", count: 400) + "]")
    #expect(value.array?.first?.number == .infinity)
  }
}
