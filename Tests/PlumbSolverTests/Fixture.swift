import Foundation
import PlumbSolver

/// A solver fixture from `Tests/Fixtures/solver` (see its README), read with Foundation.
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
    let data = try Data(contentsOf: url)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FixtureError.malformed(url.lastPathComponent)
    }
    name = url.deletingPathExtension().lastPathComponent
    var system = ConstraintSystem(variables: object["variables"] as? [String] ?? [])
    for case let entry as [String: Any] in object["constraints"] as? [Any] ?? [] {
      let terms = (entry["terms"] as? [[Any]] ?? []).map { pair in
        (name: pair[0] as? String ?? "", coefficient: (pair[1] as? NSNumber)?.doubleValue ?? 0)
      }
      system.constraints.append(ConstraintSystem.Entry(
        terms: terms, constant: (entry["constant"] as? NSNumber)?.doubleValue ?? 0,
        relation: Relation(symbol: entry["op"] as? String ?? "") ?? .equal,
        strength: Fixture.strength(entry["strength"]), label: entry["label"] as? String))
    }
    for case let edit as [String: Any] in object["edits"] as? [Any] ?? [] {
      system.edits.append(ConstraintSystem.Edit(
        variable: edit["variable"] as? String ?? "", strength: Fixture.strength(edit["strength"]),
        value: (edit["value"] as? NSNumber)?.doubleValue ?? 0))
    }
    var stepExpected: [[String: Double]] = []
    var stepAmbiguous: [Set<String>] = []
    for case let step as [String: Any] in object["steps"] as? [Any] ?? [] {
      system.steps.append(ConstraintSystem.Step(
        variable: step["variable"] as? String ?? "", value: (step["value"] as? NSNumber)?.doubleValue ?? 0))
      stepExpected.append(Fixture.numbers(step["expected"]))
      stepAmbiguous.append(Set(step["ambiguous"] as? [String] ?? []))
    }
    self.system = system
    self.stepExpected = stepExpected
    self.stepAmbiguous = stepAmbiguous
    expected = Fixture.numbers(object["expected"])
    ambiguous = Set(object["ambiguous"] as? [String] ?? [])
    rejected = (object["rejected"] as? [NSNumber] ?? []).map(\.intValue)
  }

  static func numbers(_ value: Any?) -> [String: Double] {
    var result: [String: Double] = [:]
    for (key, number) in value as? [String: Any] ?? [:] { result[key] = (number as? NSNumber)?.doubleValue }
    return result
  }

  static func strength(_ value: Any?) -> Strength {
    if let array = value as? [NSNumber], array.count == 4 {
      return .kiwi(strong: array[0].doubleValue, medium: array[1].doubleValue, weak: array[2].doubleValue, weight: array[3].doubleValue)
    }
    if let object = value as? [String: Any], let p = object["priority"] as? NSNumber {
      return Strength(priority: p.doubleValue, weight: (object["weight"] as? NSNumber)?.doubleValue ?? 1)
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
