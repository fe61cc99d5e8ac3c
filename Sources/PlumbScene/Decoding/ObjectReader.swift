import PlumbJSON
import PlumbLayout

/// JSON paths as error messages show them: `views[0].arranged[2].constraints[0]`.
extension String {
  /// This path followed by an object key (`canvas` + `width` → `canvas.width`); keys that are not
  /// identifiers are quoted (`strings.en["two words"]`).
  func key(_ key: String) -> String {
    let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { TextScanner.isIdentifierPart($0) || $0 == "-" || $0 == "$" }
    if !plain { return self + "[\"" + key + "\"]" }
    return isEmpty ? key : self + "." + key
  }
  /// This path followed by a list index (`views` + 2 → `views[2]`).
  func index(_ index: Int) -> String { self + "[\(index)]" }
}

/// One JSON object being decoded: its members by key, checked against the keys allowed there.
///
/// ```swift
/// let canvas = try ObjectReader(value, path: "canvas", file: file, allowed: ["width", "height"])
/// let width = canvas["width"]   // (value, "canvas.width") or nil
/// ```
struct ObjectReader {
  let value: JSONValue
  let path: String
  let file: String?
  private let members: [String: JSONValue.Member]

  /// Reads `value` as an object whose keys must all be in `allowed`.
  /// - Parameter unknown: the error for a key that is not allowed; by default "unknown key" with a suggestion.
  init(
    _ value: JSONValue, path: String, file: String?, allowed: [String],
    unknown: ((String) -> SceneError.Kind)? = nil
  ) throws {
    guard let list = value.object else {
      throw SceneError(.wrongType(expected: "an object", found: value.typeName), at: value.location(file: file, path: path))
    }
    for member in list where !allowed.contains(member.key) {
      let kind = unknown?(member.key) ?? .unknownKey(member.key, suggestion: Suggestion.closest(to: member.key, in: allowed))
      throw SceneError(kind, at: Layout.SourceLocation(file: file, path: path.key(member.key), line: member.keyLine, column: member.keyColumn))
    }
    self.value = value; self.path = path; self.file = file
    self.members = Dictionary(list.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The value of `key` and its path, or `nil` when the key is absent (`null` counts as absent).
  subscript(key: String) -> Field? {
    guard let member = members[key] else { return nil }
    if case .null = member.value.content { return nil }
    return Field(value: member.value, path: path.key(key), file: file)
  }

  /// The value of `key`; a missing key is an error at the object.
  func required(_ key: String) throws -> Field {
    guard let field = self[key] else { throw SceneError(.missingKey(key), at: value.location(file: file, path: path)) }
    return field
  }

  /// The location of the object itself.
  var location: Layout.SourceLocation { value.location(file: file, path: path) }
}

/// A JSON value with its path, read into Swift values with errors at its place.
///
/// ```swift
/// let width = try canvas.required("width").number(in: 1...100_000, expected: "a width greater than 0")
/// ```
struct Field {
  let value: JSONValue
  let path: String
  let file: String?

  var location: Layout.SourceLocation { value.location(file: file, path: path) }

  func error(_ kind: SceneError.Kind) -> SceneError { SceneError(kind, at: location) }

  /// The location of the character at `offset` inside this string value.
  func location(atOffset offset: Int) -> Layout.SourceLocation {
    Layout.SourceLocation(file: file, path: path, line: value.line, column: value.column(atOffset: offset))
  }

  func string() throws -> String {
    guard let text = value.string else { throw error(.wrongType(expected: "a string", found: value.typeName)) }
    return text
  }

  func bool() throws -> Bool {
    guard let flag = value.bool else { throw error(.wrongType(expected: "true or false", found: value.typeName)) }
    return flag
  }

  /// A finite number.
  func number() throws -> Double {
    guard let number = value.number else { throw error(.wrongType(expected: "a number", found: value.typeName)) }
    guard number.isFinite else { throw error(.notFinite(number)) }
    return number
  }

  /// A finite number in `range`; `expected` words the range for the error ("a number from 0 to 1").
  func number(in range: ClosedRange<Double>, expected: String) throws -> Double {
    let number = try number()
    guard range.contains(number) else { throw error(.outOfRange(number, expected: expected)) }
    return number
  }

  /// A length in points: 0 or more, at most `SceneLimits.maxPoints`.
  func length() throws -> Double {
    try number(in: 0...SceneLimits.maxPoints, expected: "a length from 0 to \(formatPoints(SceneLimits.maxPoints)) points")
  }

  /// A whole number in `range`.
  func integer(in range: ClosedRange<Int>) throws -> Int {
    let number = try number()
    guard number == number.rounded() else { throw error(.notAnInteger(number)) }
    guard number >= Double(range.lowerBound) && number <= Double(range.upperBound) else {
      throw error(.outOfRange(number, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
    }
    return Int(number)
  }

  /// A priority: a number in (0, 1000] or `required`, `high`, `low`, `fittingSize`.
  func priority() throws -> Double {
    if let name = value.string {
      guard let number = PriorityName.value(of: name) else {
        throw error(.unknownName(what: "priority", name: name, choices: PriorityName.choices))
      }
      return number
    }
    guard value.number != nil else {
      throw error(.wrongType(expected: "a priority (a number or a name such as 'high')", found: value.typeName))
    }
    let number = try number()
    guard number > 0 && number <= 1000 else { throw error(.priorityOutOfRange(number)) }
    return number
  }

  /// One of the raw values of a string enum, with "did you mean" for a misspelling.
  func name<E: RawRepresentable & CaseIterable>(_ type: E.Type, what: String) throws -> E where E.RawValue == String {
    let text = try string()
    guard let result = E(rawValue: text) else {
      throw error(.unknownName(what: what, name: text, choices: E.allCases.map(\.rawValue)))
    }
    return result
  }

  /// A colour: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, a name of `Color.names` (UIKit's system colours
  /// are dynamic), or `{ light, dark, lightHighContrast?, darkHighContrast? }` of those.
  func color() throws -> Color {
    if value.object != nil {
      let object = try self.object(allowed: ["light", "dark", "lightHighContrast", "darkHighContrast"])
      return Color.dynamic(
        light: try object.required("light").color(), dark: try object.required("dark").color(),
        lightHighContrast: try object["lightHighContrast"]?.color(), darkHighContrast: try object["darkHighContrast"]?.color())
    }
    guard value.string != nil else {
      throw error(.wrongType(expected: "a colour (\"#RRGGBB\", a name such as \"label\", or { light, dark })", found: value.typeName))
    }
    let text = try string()
    if let color = Color(parsing: text) { return color }
    if text.hasPrefix("#") { throw error(.invalidColor(text)) }
    throw error(.unknownName(what: "colour", name: text, choices: Color.names))
  }

  /// A list, each element with its indexed path.
  func list() throws -> [Field] {
    guard let items = value.array else { throw error(.wrongType(expected: "a list", found: value.typeName)) }
    return items.enumerated().map { Field(value: $1, path: path.index($0), file: file) }
  }

  /// An object reader over this value.
  func object(allowed: [String]) throws -> ObjectReader {
    try ObjectReader(value, path: path, file: file, allowed: allowed)
  }
}

extension JSONValue {
  /// The value's place as a source location.
  func location(file: String?, path: String) -> Layout.SourceLocation {
    Layout.SourceLocation(file: file, path: path, line: line, column: column)
  }
}
