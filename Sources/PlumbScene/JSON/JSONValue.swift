/// A parsed JSON5 value with the place it starts in the file.
///
/// The scene decoder reads these instead of `Codable` so every error can name a line and column.
///
/// ```swift
/// let value = try JSON5Parser.parse("{ width: 375 }", file: "card.json")
/// value.object?.first?.value.number   // 375
/// value.line                          // 1
/// ```
struct JSONValue: Sendable {
  /// One member of an object, in file order, with the place of its key.
  struct Member: Sendable {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var value: JSONValue
  }

  /// The shape and content of a value.
  enum Content: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  var content: Content
  /// 1-based line of the value's first character.
  var line: Int
  /// 1-based column (in Unicode scalars) of the value's first character.
  var column: Int
  /// For strings: whether the source text between the quotes is exactly the value (no escapes, one line),
  /// so a character offset in the value maps to a column in the file.
  var isVerbatim: Bool = false

  var object: [Member]? { if case .object(let members) = content { return members } else { return nil } }
  var array: [JSONValue]? { if case .array(let items) = content { return items } else { return nil } }
  var string: String? { if case .string(let text) = content { return text } else { return nil } }
  var number: Double? { if case .number(let value) = content { return value } else { return nil } }
  var bool: Bool? { if case .bool(let value) = content { return value } else { return nil } }

  /// The name of the value's type as error messages spell it: `a number`, `a string`, `an object`, …
  var typeName: String {
    switch content {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "a list"
    case .object: return "an object"
    }
  }

  /// The column of the character at `offset` (in Unicode scalars) inside a verbatim string,
  /// or the string's own column when the value is not verbatim.
  func column(atOffset offset: Int) -> Int {
    isVerbatim ? column + 1 + offset : column
  }
}
