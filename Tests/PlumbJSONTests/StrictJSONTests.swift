import PlumbJSON
import Testing

/// Strict mode (RFC 8259) of the one reader, as `plumb solve`, class maps and fixtures read JSON: JSON5's
/// additions are refused at their place, numbers must fit a `Double`, bytes must be UTF-8.
@Suite struct StrictJSONTests {
  private func strict(_ text: String) -> String {
    do {
      _ = try JSONReader.parse(bytes: Array(text.utf8), strict: true)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func plainJSONReadsTheSameInBothModes() throws {
    let text = #"{"a": [1, -2.5, 3e2, true, false, null, "x\u00e9\n"], "b": {}}"#
    let json5 = try JSONReader.parse(text)
    let json = try JSONReader.parse(text, strict: true)
    #expect(json == json5)
    #expect(json["a"]?.array?.map(\.number) == [1, -2.5, 300, nil, nil, nil, nil])
    #expect(json["a"]?.array?[6].string == "xé\n")
    #expect(json["b"]?.object?.isEmpty == true)
  }

  @Test(arguments: [
    ("// c\n{}", "1:1: unexpected '/', expected a value"),
    ("{a: 1}", "1:2: unexpected 'a', expected a key in double quotes or '}'"),
    ("{\"a\": 1,}", "1:9: unexpected '}', expected a key in double quotes"),
    ("[1,]", "1:4: unexpected ']', expected a value"),
    ("['a']", "1:2: unexpected ''', expected a value"),
    ("[0x1F]", "1:2: invalid number '0x1F'"),
    ("[.5]", "1:2: unexpected '.', expected a value"),
    ("[5.]", "1:2: invalid number '5.'"),
    ("[+3]", "1:2: unexpected '+', expected a value"),
    ("[01]", "1:2: invalid number '01'"),
    ("[Infinity]", "1:2: unexpected 'Infinity', expected a value"),
    ("[NaN]", "1:2: unexpected 'NaN', expected a value"),
    (#"["\x41"]"#, #"1:3: invalid escape sequence '\x'"#),
    (#"["\'"]"#, #"1:3: invalid escape sequence '\''"#),
    ("[\"a\\\nb\"]", "1:4: invalid escape sequence '\\\n'"),
    ("\u{FEFF}[]", "1:1: unexpected '\u{FEFF}', expected a value"),
    ("[1]\u{A0}", "1:4: unexpected '\u{A0}', expected the end of the file"),
    ("[1e999]", "1:2: 1e999 is too large a number (a Double holds at most about 1.8e308)"),
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a' (first at line 1)"),
    ("", "1:1: unexpected end of file, expected a value"),
  ])
  func json5AdditionsAreRefusedAtTheirPlace(text: String, expected: String) {
    #expect(strict(text) == expected)
  }

  @Test func errorsCarryTheByteOffset() throws {
    do {
      _ = try JSONReader.parse(bytes: Array("{\n  \"é\": [1, }".utf8), strict: true)
      Issue.record("accepted")
    } catch {
      #expect((error.line, error.column, error.offset) == (2, 12, 14))
      #expect(error.kind == .unexpectedCharacter("}", expected: "a value"))
    }
  }

  @Test func bytesThatAreNotUTF8AreAnErrorAtTheirPlace() {
    let bytes = Array("{\"a\":\n \"".utf8) + [0xFF] + Array("\"}".utf8)
    do {
      _ = try JSONReader.parse(bytes: bytes, strict: true)
      Issue.record("accepted")
    } catch {
      #expect("\(error)" == "2:3: the file is not UTF-8 text: byte 8 (0xFF) does not start or continue a UTF-8 character")
    }
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(strict(deep) == "1:513: objects and lists nest deeper than 512 levels")
    #expect(strict(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == "no error")
  }

  @Test func placesNameEveryValueByPath() throws {
    let document = try JSONReader.parse("{\n  \"a\": [1, {\"b\": 2}]\n}", strict: true)
    let places = JSONPlaces(document)
    #expect(places.place(of: "a[1]")! == (2, 12))
    #expect(places.place(of: "a[1].b")! == (2, 18))
    #expect(places.place(of: "a[1].missing")! == (2, 12))
    #expect(places.place(of: "")! == (1, 1))
  }

  @Test func theWriterSortsKeysAndReadsBack() throws {
    var value: JSONValue = .object(["b": .number(1.5), "a": .array([.number(2), .number(3)]), "c": .string("q\"")])
    value.set("d", to: .array([.null, .bool(true)]))
    let text = JSONWriter.write(value)
    #expect(text == "{\n  \"a\": [2, 3],\n  \"b\": 1.5,\n  \"c\": \"q\\\"\",\n  \"d\": [\n    null,\n    true\n  ]\n}")
    #expect(try JSONReader.parse(text, strict: true) == value)
  }
}
