import PlumbJSON
import Foundation
import PlumbSolver

/// Reads the solver fixture format (`Tests/Fixtures/solver/README.md`) into a
/// `ConstraintSystem`, checking every field and naming the JSON path of each mistake.
///
/// Strengths are `"required"`, kiwi's `[strong, medium, weak, weight]` (all optional ones then share
/// one level, weighted by kiwi's number) or Plumb's `{"priority": p, "weight": w}`; one file uses
/// one kind.
///
/// ```swift
/// let system = try SystemFile.read(path: "fixture.json")
/// let outcome = try system.replay()
/// ```
public enum SystemFile {
  /// Reads and checks a file.
  /// - Throws: `SystemFileError` (exit code 66 when the file cannot be read, 65 when malformed).
  public static func read(path: String) throws -> ConstraintSystem {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason = !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot be read"
      throw SystemFileError(file: path, path: "", message: reason, exitCode: ExitCode.noInput)
    }
    return try parse(data, file: path)
  }

  /// Parses file contents; `file` names the file in errors.
  public static func parse(_ data: Data, file: String) throws -> ConstraintSystem {
    let document: JSONValue
    do {
      document = try JSONReader.parse(bytes: Array(data), strict: true)
    } catch {
      throw SystemFileError(file: "\(file):\(error.line):\(error.column)", path: "",
                            message: "not valid JSON (byte \(error.offset)): \(error.kind.message)")
    }
    var reader = Reader(file: file, places: JSONPlaces(document))
    return try reader.system(document)
  }

  private struct Reader {
    let file: String
    let places: JSONPlaces
    var known: Set<String> = []
    var kiwiAt: String?
    var priorityAt: String?

    init(file: String, places: JSONPlaces) { self.file = file; self.places = places }

    /// An error at `path`, with the line and column of that value (or of the object it is missing from).
    func fail(_ path: String, _ message: String) -> SystemFileError {
      let place = places.place(of: path).map { "\(file):\($0.line):\($0.column)" } ?? file
      return SystemFileError(file: place, path: path, message: message)
    }

    mutating func system(_ document: JSONValue) throws -> ConstraintSystem {
      guard document.isObject else { throw fail("", "expected a JSON object at the top level") }
      guard let names = document["variables"]?.array else {
        throw fail("variables", document["variables"] == nil ? "missing" : "expected an array of variable names")
      }
      var variables: [String] = []
      for (i, item) in names.enumerated() {
        guard let name = item.string else { throw fail("variables[\(i)]", "expected a string") }
        guard !known.contains(name) else { throw fail("variables[\(i)]", "duplicate variable \"\(name)\"") }
        known.insert(name)
        variables.append(name)
      }
      var system = ConstraintSystem(variables: variables)
      guard let constraints = document["constraints"]?.array else {
        throw fail("constraints", document["constraints"] == nil ? "missing" : "expected an array of constraints")
      }
      for (i, item) in constraints.enumerated() {
        system.constraints.append(try constraint(item, at: "constraints[\(i)]"))
      }
      var editNames: Set<String> = []
      if let edits = document["edits"], !edits.isNull {
        guard let list = edits.array else { throw fail("edits", "expected an array of edits") }
        for (i, item) in list.enumerated() {
          let path = "edits[\(i)]"
          guard item.isObject else { throw fail(path, "expected an object") }
          let name = try variable(item["variable"], at: path + ".variable")
          guard !editNames.contains(name) else { throw fail(path + ".variable", "\"\(name)\" is already an edit variable") }
          editNames.insert(name)
          let strength = try self.strength(item["strength"], at: path + ".strength")
          guard !strength.isRequired else { throw fail(path + ".strength", "an edit variable cannot be required") }
          let value = try number(item["value"], at: path + ".value")
          system.edits.append(ConstraintSystem.Edit(variable: name, strength: strength, value: value))
        }
      }
      if let steps = document["steps"], !steps.isNull {
        guard let list = steps.array else { throw fail("steps", "expected an array of steps") }
        for (i, item) in list.enumerated() {
          let path = "steps[\(i)]"
          guard item.isObject else { throw fail(path, "expected an object") }
          let name = try variable(item["variable"], at: path + ".variable")
          guard editNames.contains(name) else { throw fail(path + ".variable", "\"\(name)\" is not an edit variable") }
          system.steps.append(ConstraintSystem.Step(variable: name, value: try number(item["value"], at: path + ".value")))
        }
      }
      return system
    }

    mutating func constraint(_ item: JSONValue, at path: String) throws -> ConstraintSystem.Entry {
      guard item.isObject else { throw fail(path, "expected an object") }
      guard let list = item["terms"]?.array else {
        throw fail(path + ".terms", item["terms"] == nil ? "missing" : "expected an array of [variable, coefficient] pairs")
      }
      var terms: [(name: String, coefficient: Double)] = []
      for (i, term) in list.enumerated() {
        let termPath = "\(path).terms[\(i)]"
        guard let pair = term.array, pair.count == 2 else { throw fail(termPath, "expected a [variable, coefficient] pair") }
        let name = try variable(pair[0], at: termPath + "[0]")
        terms.append((name, try number(pair[1], at: termPath + "[1]")))
      }
      let constant = item["constant"] == nil ? 0 : try number(item["constant"], at: path + ".constant")
      guard let op = item["op"]?.string, let relation = Relation(symbol: op) else {
        throw fail(path + ".op", item["op"] == nil ? "missing" : #"expected "==", "<=" or ">=""#)
      }
      let strength = try self.strength(item["strength"], at: path + ".strength")
      var label: String?
      if let value = item["label"], !value.isNull {
        guard let text = value.string else { throw fail(path + ".label", "expected a string") }
        label = text
      }
      return ConstraintSystem.Entry(terms: terms, constant: constant, relation: relation, strength: strength, label: label)
    }

    func variable(_ value: JSONValue?, at path: String) throws -> String {
      guard let value else { throw fail(path, "missing") }
      guard let name = value.string else { throw fail(path, "expected a variable name") }
      guard known.contains(name) else { throw fail(path, "unknown variable \"\(name)\" (not in \"variables\")") }
      return name
    }

    func number(_ value: JSONValue?, at path: String) throws -> Double {
      guard let value else { throw fail(path, "missing") }
      guard let number = value.number else { throw fail(path, "expected a number") }
      return number
    }

    mutating func strength(_ value: JSONValue?, at path: String) throws -> Strength {
      guard let value else { throw fail(path, "missing") }
      let expected = #"expected "required", [strong, medium, weak, weight] or {"priority": p, "weight": w}"#
      if value.string == "required" { return .required }
      if let parts = value.array {
        guard parts.count == 4 else { throw fail(path, expected) }
        var numbers: [Double] = []
        for (i, part) in parts.enumerated() { numbers.append(try number(part, at: "\(path)[\(i)]")) }
        if let first = priorityAt {
          throw fail(path, "a kiwi strength in a file that uses priority strengths (first at \(first)); use one kind per file")
        }
        if kiwiAt == nil { kiwiAt = path }
        return .kiwi(strong: numbers[0], medium: numbers[1], weak: numbers[2], weight: numbers[3])
      }
      if value.isObject, value["priority"] != nil {
        let priority = try number(value["priority"], at: path + ".priority")
        guard priority > 0 && priority <= 1000 else { throw fail(path + ".priority", "expected a number in (0, 1000]") }
        let weight = value["weight"] == nil ? 1 : try number(value["weight"], at: path + ".weight")
        guard weight >= 0 else { throw fail(path + ".weight", "expected a number >= 0") }
        if let first = kiwiAt {
          throw fail(path, "a priority strength in a file that uses kiwi strengths (first at \(first)); use one kind per file")
        }
        if priorityAt == nil { priorityAt = path }
        return Strength(priority: priority, weight: weight)
      }
      throw fail(path, expected)
    }
  }
}
