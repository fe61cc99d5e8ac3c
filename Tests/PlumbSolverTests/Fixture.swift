import Foundation
import PlumbJSON
import PlumbSolver

/// A solver fixture from `Tests/Fixtures/solver` (see its README), read with PlumbJSON's strict reader.
struct Fixture {
  let name: String
  let system: ConstraintSystem
  let expected: [String: Double]
  let ambiguous: Set<String>
  let stepExpected: [[String: Double]]
  let stepAmbiguous: [Set<String>]
  let rejected: [Int]

  /// `Tests/Fixtures/solver` of this repository, found from this source file's own path
  /// (`Tests/PlumbSolverTests/Fixture.swift`), so a lone clone finds it wherever it is.
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/solver")

  static func files(in folder: String) -> [URL] {
    let dir = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "index.json" }.sorted().map { dir.appendingPathComponent($0) }
  }

  init(url: URL) throws {
    let object = try JSONValue.parse(Data(contentsOf: url))
    guard object.isObject else { throw FixtureError.malformed(url.lastPathComponent) }
    name = url.deletingPathExtension().lastPathComponent
    var system = ConstraintSystem(variables: (object["variables"]?.array ?? []).map { $0.string ?? "" })
    for entry in object["constraints"]?.array ?? [] where entry.isObject {
      let terms = (entry["terms"]?.array ?? []).map { pair in
        (name: pair.array?.first?.string ?? "", coefficient: pair.array?.last?.number ?? 0)
      }
      system.constraints.append(ConstraintSystem.Entry(
        terms: terms, constant: entry["constant"]?.number ?? 0,
        relation: Relation(symbol: entry["op"]?.string ?? "") ?? .equal,
        strength: Fixture.strength(entry["strength"]), label: entry["label"]?.string))
    }
    for edit in object["edits"]?.array ?? [] where edit.isObject {
      system.edits.append(ConstraintSystem.Edit(
        variable: edit["variable"]?.string ?? "", strength: Fixture.strength(edit["strength"]),
        value: edit["value"]?.number ?? 0))
    }
    var stepExpected: [[String: Double]] = []
    var stepAmbiguous: [Set<String>] = []
    for step in object["steps"]?.array ?? [] where step.isObject {
      system.steps.append(ConstraintSystem.Step(variable: step["variable"]?.string ?? "", value: step["value"]?.number ?? 0))
      stepExpected.append(Fixture.numbers(step["expected"]))
      stepAmbiguous.append(Fixture.names(step["ambiguous"]))
    }
    self.system = system
    self.stepExpected = stepExpected
    self.stepAmbiguous = stepAmbiguous
    expected = Fixture.numbers(object["expected"])
    ambiguous = Fixture.names(object["ambiguous"])
    rejected = (object["rejected"]?.array ?? []).compactMap { $0.number.map { Int($0) } }
  }

  static func numbers(_ value: JSONValue?) -> [String: Double] {
    var result: [String: Double] = [:]
    for member in value?.object ?? [] { result[member.key] = member.value.number }
    return result
  }

  static func names(_ value: JSONValue?) -> Set<String> { Set((value?.array ?? []).compactMap(\.string)) }

  static func strength(_ value: JSONValue?) -> Strength {
    if let array = value?.array, array.count == 4 {
      let n = array.map { $0.number ?? 0 }
      return .kiwi(strong: n[0], medium: n[1], weak: n[2], weight: n[3])
    }
    if let object = value, object.isObject, let p = object["priority"]?.number {
      return Strength(priority: p, weight: object["weight"]?.number ?? 1)
    }
    return .required
  }

  /// Names whose value differs from `want` beyond `1e-6 · max(1, |want|)`, with both values.
  static func mismatches(_ got: [Double], names: [String], want: [String: Double], skip: Set<String>) -> [String] {
    var bad: [String] = []
    for (index, name) in names.enumerated() where !skip.contains(name) {
      guard let expected = want[name] else { continue }
      if !(abs(got[index] - expected) <= 1e-6 * max(1, abs(expected))) { bad.append("\(name): got \(got[index]), want \(expected)") }
    }
    return bad
  }
}

enum FixtureError: Error { case malformed(String) }
