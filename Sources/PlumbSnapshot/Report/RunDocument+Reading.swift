import Foundation
import PlumbFiles
import PlumbJSON

extension RunDocument {
  /// Reads a document (a blob's `blob.json`) with the one JSON reader (strict JSON), checking every name that
  /// will become a path component. Members it does not know are ignored.
  /// - Throws: `SnapshotError.badBlob` naming the place: the JSON path, line and column of a wrong or
  ///   missing value (`variants[3].scene (line 9, column 16): expected a string, found a number`), the line
  ///   and column of a syntax error, the variant with a bad name.
  ///
  /// ```swift
  /// let document = try RunDocument.decode(data, path: "blob-2/blob.json")
  /// document.shard   // "2/4"
  /// ```
  public static func decode(_ data: Data, path: String) throws -> RunDocument {
    let document: RunDocument
    do {
      let value = try JSONReader.parse(bytes: Array(data), strict: true)
      document = try BlobFields(value, path: "").document()
    } catch let error as JSONError {
      throw SnapshotError.badBlob(path: path, reason: "not a blob document: \(error)")
    } catch let error as BlobFields.Problem {
      throw SnapshotError.badBlob(path: path, reason: "not a blob document: \(error.text)")
    }
    guard document.format == "plumb-snapshot", document.version == 1 else {
      let found = "format \(document.format) version \(document.version)"
      throw SnapshotError.badBlob(path: path, reason: "\(found), expected plumb-snapshot 1")
    }
    for (index, variant) in document.variants.enumerated() {
      do {
        try FileName.check(variant.scene, what: "scene name")
        try FileName.check(variant.variant, what: "variant name")
      } catch {
        throw SnapshotError.badBlob(path: path, reason: "variants[\(index)]: \(error)")
      }
      guard variant.id == "\(variant.scene)/\(variant.variant)" else {
        let id = variant.id.prefix(80)
        throw SnapshotError.badBlob(path: path, reason: "variants[\(index)].id: '\(id)' is not scene/variant")
      }
    }
    return document
  }

  /// A document of its parts, as read (`format` and `version` set afterwards).
  fileprivate init(summary: Counts, environmentChanges: [String], written: [String], variants: [Variant]) {
    self.summary = summary; self.environmentChanges = environmentChanges; self.written = written
    self.variants = variants
  }
}

/// The members of one object of a blob document, read by type, each mistake named by its JSON path and place.
private struct BlobFields {
  /// A value of the wrong type, or a missing one: `summary.failed (line 4, column 15): expected a whole number`.
  struct Problem: Error { var text: String }

  let value: JSONValue
  let path: String

  init(_ value: JSONValue, path: String) throws(Problem) {
    guard value.isObject else { throw Self.problem(path, value, expected: "an object") }
    self.value = value; self.path = path
  }

  func document() throws(Problem) -> RunDocument {
    let summary = try BlobFields(required("summary"), path: place("summary"))
    var variants: [RunDocument.Variant] = []
    for (index, item) in try list("variants").enumerated() {
      variants.append(try BlobFields(item, path: place("variants") + "[\(index)]").variant())
    }
    var document = RunDocument(summary: try summary.counts(), environmentChanges: try strings("environmentChanges"),
                               written: try strings("written"), variants: variants)
    document.format = try string("format")
    document.version = try integer("version")
    document.shard = try optionalString("shard")
    document.artifacts = try optionalString("artifacts")
    return document
  }

  private func counts() throws(Problem) -> RunDocument.Counts {
    return RunDocument.Counts(
      scenes: try integer("scenes"), variants: try integer("variants"),
      matched: try integer("matched"), failed: try integer("failed"),
      missing: try integer("missing"), recorded: try integer("recorded"),
      errors: try integer("errors"), seconds: try number("seconds"),
      exitCode: Int32(try integer("exitCode", in: Int(Int32.min)...Int(Int32.max))))
  }

  private func variant() throws(Problem) -> RunDocument.Variant {
    RunDocument.Variant(
      id: try string("id"), scene: try string("scene"), variant: try string("variant"), status: try string("status"),
      message: try optionalString("message"), views: try strings("views"), artifacts: try strings("artifacts"),
      position: try integer("position"), seconds: try number("seconds"))
  }

  // MARK: Typed members

  private func place(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  private func required(_ key: String) throws(Problem) -> JSONValue {
    guard let member = value[key] else { throw Problem(text: "\(place(key)): missing") }
    return member
  }

  private func string(_ key: String) throws(Problem) -> String {
    let member = try required(key)
    guard let text = member.string else { throw Self.problem(place(key), member, expected: "a string") }
    return text
  }

  private func optionalString(_ key: String) throws(Problem) -> String? {
    guard let member = value[key], !member.isNull else { return nil }
    guard let text = member.string else { throw Self.problem(place(key), member, expected: "a string") }
    return text
  }

  private func number(_ key: String) throws(Problem) -> Double {
    let member = try required(key)
    guard let number = member.number else { throw Self.problem(place(key), member, expected: "a number") }
    return number
  }

  private func integer(_ key: String, in range: ClosedRange<Int>? = nil) throws(Problem) -> Int {
    let member = try required(key)
    // Whole, and inside Int's range (2^63 is the first Double past it) before it is converted.
    if let number = member.number, number == number.rounded(), number >= Double(Int.min), number < -Double(Int.min),
       range?.contains(Int(number)) ?? true {
      return Int(number)
    }
    let within = range.map { " in \($0.lowerBound)…\($0.upperBound)" } ?? ""
    throw Self.problem(place(key), member, expected: "a whole number" + within)
  }

  private func list(_ key: String) throws(Problem) -> [JSONValue] {
    let member = try required(key)
    guard let items = member.array else { throw Self.problem(place(key), member, expected: "a list") }
    return items
  }

  private func strings(_ key: String) throws(Problem) -> [String] {
    var texts: [String] = []
    for (index, item) in try list(key).enumerated() {
      guard let text = item.string else { throw Self.problem(place(key) + "[\(index)]", item, expected: "a string") }
      texts.append(text)
    }
    return texts
  }

  private static func problem(_ path: String, _ value: JSONValue, expected: String) -> Problem {
    let at = path.isEmpty ? "the document" : path
    let place = "\(at) (line \(value.line), column \(value.column))"
    return Problem(text: "\(place): expected \(expected), found \(value.typeName)")
  }
}
