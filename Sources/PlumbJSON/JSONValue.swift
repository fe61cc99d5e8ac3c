/// A parsed JSON or JSON5 value with the place it starts in its text, or a value built in Swift to be
/// written (`JSONWriter`). Readers check types themselves, so every mistake can name a line, a column
/// and a JSON path; objects keep their members in file order.
///
/// ```swift
/// let value = try JSONReader.parse("{ width: 375 }")
/// value["width"]?.number   // 375
/// value.line               // 1
/// let built: JSONValue = .object(["op": .string("=="), "values": .array([.number(1)])])
/// ```
public struct JSONValue: Sendable, Equatable, CustomStringConvertible {
  /// One member of an object, in file order, with the place of its key.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONValue

    /// A member; built members have no place (line and column 0).
    ///
    /// ```swift
    /// JSONValue.Member(key: "a", value: .number(1))
    /// ```
    public init(key: String, keyLine: Int = 0, keyColumn: Int = 0, value: JSONValue) {
      self.key = key; self.keyLine = keyLine; self.keyColumn = keyColumn; self.value = value
    }

    /// Members are equal when their keys and values are; places do not count.
    public static func == (a: Member, b: Member) -> Bool { a.key == b.key && a.value == b.value }
  }

  /// The shape and content of a value.
  public enum Content: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  public var content: Content
  /// 1-based line of the value's first character (0 for a value built in Swift).
  public var line: Int
  /// 1-based column (in Unicode scalars) of the value's first character (0 for a built value).
  public var column: Int
  /// For strings: whether the source text between the quotes is exactly the value (no escapes, one line),
  /// so a character offset in the value maps to a column in the file.
  public var isVerbatim: Bool = false

  /// A value with its place.
  ///
  /// ```swift
  /// JSONValue(content: .number(1), line: 3, column: 7)
  /// ```
  public init(content: Content, line: Int = 0, column: Int = 0, isVerbatim: Bool = false) {
    self.content = content; self.line = line; self.column = column; self.isVerbatim = isVerbatim
  }

  /// Values are equal when their contents are; places and the order of object members do not count.
  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a.content, b.content) {
    case (.object(let x), .object(let y)):
      guard x.count == y.count else { return false }
      return x.sorted { $0.key < $1.key } == y.sorted { $0.key < $1.key }
    default:
      return a.content == b.content
    }
  }

  /// Parses a strict JSON document from bytes (a file or a command's output, as read).
  /// - Throws: `JSONError` with the line, column and byte offset of the mistake.
  ///
  /// ```swift
  /// let document = try JSONValue.parse(Data(output.utf8))
  /// ```
  public static func parse(_ bytes: some Sequence<UInt8>) throws(JSONError) -> JSONValue {
    try JSONReader.parse(bytes: Array(bytes), strict: true)
  }

  // MARK: Building values to write

  /// `null`.
  public static let null = JSONValue(content: .null)
  /// A boolean: `.bool(true)`.
  public static func bool(_ value: Bool) -> JSONValue { JSONValue(content: .bool(value)) }
  /// A number: `.number(8)`.
  public static func number(_ value: Double) -> JSONValue { JSONValue(content: .number(value)) }
  /// A string: `.string("title")`.
  public static func string(_ text: String) -> JSONValue { JSONValue(content: .string(text)) }
  /// A list: `.array([.number(1), .number(2)])`.
  public static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(content: .array(items)) }
  /// An object from a dictionary, its members in key order: `.object(["a": .null])`.
  public static func object(_ members: [String: JSONValue]) -> JSONValue {
    JSONValue(content: .object(members.keys.sorted().map { Member(key: $0, value: members[$0]!) }))
  }

  /// Sets the member `key` of an object (replacing one of that key); does nothing to other values.
  ///
  /// ```swift
  /// var value: JSONValue = .object(["a": .number(1)])
  /// value.set("b", to: .null)   // {"a": 1, "b": null}
  /// ```
  public mutating func set(_ key: String, to value: JSONValue) {
    guard var members = object else { return }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(Member(key: key, value: value))
    }
    content = .object(members)
  }

  // MARK: Reading values

  /// The members, if this is an object.
  public var object: [Member]? { if case .object(let members) = content { return members } else { return nil } }
  /// The elements, if this is a list.
  public var array: [JSONValue]? { if case .array(let items) = content { return items } else { return nil } }
  /// The text, if this is a string.
  public var string: String? { if case .string(let text) = content { return text } else { return nil } }
  /// The number, if this is one (JSON5's `Infinity` and `NaN` included).
  public var number: Double? { if case .number(let value) = content { return value } else { return nil } }
  /// The boolean, if this is one.
  public var bool: Bool? { if case .bool(let value) = content { return value } else { return nil } }
  /// Whether this is `null`.
  public var isNull: Bool { if case .null = content { return true } else { return false } }
  /// Whether this is an object.
  public var isObject: Bool { object != nil }

  /// The value of the member `key` of an object, or `nil`.
  ///
  /// ```swift
  /// try JSONReader.parse(#"{"op": "=="}"#, strict: true)["op"]?.string   // "=="
  /// ```
  public subscript(key: String) -> JSONValue? {
    object?.first { $0.key == key }?.value
  }

  /// The name of the value's type as error messages spell it: `a number`, `a string`, `an object`, …
  public var typeName: String {
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
  public func column(atOffset offset: Int) -> Int {
    isVerbatim ? column + 1 + offset : column
  }

  /// The value as `JSONWriter` writes it.
  public var description: String { JSONWriter.write(self) }
}
