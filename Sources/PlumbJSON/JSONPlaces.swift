/// Where the values of a parsed document start, by JSON path (`""` for the document,
/// `constraints[3].op`), so that a mistake found after parsing can name its line and column.
///
/// ```swift
/// let places = JSONPlaces(try JSONReader.parse("{\n  \"a\": [1, 2]\n}", strict: true))
/// places.place(of: "a[1]")   // (line: 2, column: 12)
/// places.place(of: "a[1].b") // a missing member: where a[1] starts
/// ```
public struct JSONPlaces: Sendable {
  private var starts: [String: (line: Int, column: Int)] = [:]

  /// Records the place of every value of `document`.
  public init(_ document: JSONValue) {
    record(document, path: "")
  }

  private mutating func record(_ value: JSONValue, path: String) {
    starts[path] = (value.line, value.column)
    switch value.content {
    case .array(let items):
      for (index, item) in items.enumerated() { record(item, path: path + "[\(index)]") }
    case .object(let members):
      for member in members { record(member.value, path: path.isEmpty ? member.key : path + "." + member.key) }
    default:
      break
    }
  }

  /// The line and column of the value at `path`, or of its nearest enclosing value when it is missing.
  public func place(of path: String) -> (line: Int, column: Int)? {
    var path = path
    while true {
      if let place = starts[path] { return place }
      guard !path.isEmpty else { return nil }
      if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
        path = String(path[..<open])
      } else if let dot = path.lastIndex(of: ".") {
        path = String(path[..<dot])
      } else {
        path = ""
      }
    }
  }
}
