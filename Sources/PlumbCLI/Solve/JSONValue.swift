import Foundation

/// A parsed JSON document, kept exactly (numbers as `Double`, booleans apart from numbers), so that
/// readers can check types themselves and name the JSON path of every mistake.
///
/// ```swift
/// let value = try JSONValue.parse(Data(#"{"op": "=="}"#.utf8))
/// value["op"]?.string   // "=="
/// ```
public indirect enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Decodes any JSON value.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses a JSON document strictly (RFC 8259; a duplicate member name is an error).
  /// - Throws: `JSONSyntaxError` with the line, column and byte offset of the mistake.
  ///
  /// ```swift
  /// let document = try JSONValue.parse(data)
  /// ```
  public static func parse(_ data: Data) throws -> JSONValue {
    try JSONReader.parse(data)
  }

  /// The member `key` of an object, or `nil`.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The string, if this is one.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The number, if this is a finite one.
  public var number: Double? {
    if case .number(let n) = self, n.isFinite { return n }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// Whether this is an object.
  public var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
