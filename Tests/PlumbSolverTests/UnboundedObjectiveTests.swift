import Foundation
import Testing

@testable import PlumbSolver

/// Systems on which the solver stopped with "internal solver error: The objective is unbounded" (issue #11),
/// found by a random search of small systems (kiwisolver 1.5.1 aborts with the same error on three of
/// them): a coefficient under the 1e-8 tolerance next to kiwi weights up to 1e9 let the objective drift
/// from the rows. Each now solves, and every required constraint holds.
@Suite struct UnboundedObjectiveTests {
  static let files = Fixture.files(in: "unbounded")

  @Test func casesArePresent() { #expect(Self.files.count == 4) }

  /// case-790: the required rows `0.2·v0 + 2·v1 ≤ 5.5` and `v0 + a·v1 ≥ 1e6` (a = 2 − 1e-9) bound v0 from
  /// below, and the heaviest soft constraint wants v0 as small as it can be: both are then tight.
  @Test func case790ReachesItsOptimum() throws {
    let url = try #require(Self.files.first { $0.lastPathComponent == "case-790.json" })
    let outcome = try Fixture(url: url).system.replay()
    let a = 2 - 1e-9
    let v0 = (1e6 - 5.5 * a / 2) / (1 - 0.2 * a / 2)
    #expect(abs(outcome.values[0] - v0) < 1e-6)
    #expect(abs(outcome.values[1] - (5.5 - 0.2 * v0) / 2) < 1e-6)
  }

  @Test(arguments: files)
  func solvesWithoutInternalError(_ url: URL) throws {
    let system = try Fixture(url: url).system
    let file = url.lastPathComponent
    let outcome = try system.replay()
    #expect(outcome.rejected.isEmpty)
    var index: [String: Int] = [:]
    for (i, name) in system.variables.enumerated() { index[name] = i }
    for entry in system.constraints where entry.strength.isRequired {
      var sum = entry.constant
      for term in entry.terms { sum += term.coefficient * outcome.values[index[term.name]!] }
      let scale = max(1, abs(entry.constant)) * 1e-9
      switch entry.relation {
      case .equal: #expect(abs(sum) <= scale, "\(file): \(entry.terms) == \(sum)")
      case .lessOrEqual: #expect(sum <= scale, "\(file): \(sum) <= 0")
      case .greaterOrEqual: #expect(sum >= -scale, "\(file): \(sum) >= 0")
      }
    }
  }
}
