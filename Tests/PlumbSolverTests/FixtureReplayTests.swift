import Foundation
import PlumbSolver
import Testing

/// Every public fixture and every benchmark shape replays to kiwisolver's answers (values after the
/// edits and after every step, and the rejected constraints).
@Suite struct FixtureReplayTests {
  static let publicFiles = Fixture.files(in: "public")
  static let shapeFiles = Fixture.files(in: "shapes")

  @Test func fixturesArePresent() {
    #expect(Self.publicFiles.count >= 64, "fixtures not found under \(Fixture.root.path)")
    #expect(Self.shapeFiles.count == 3)
  }

  @Test(arguments: publicFiles + shapeFiles)
  func replayMatchesKiwi(file: URL) throws {
    let fixture = try Fixture(url: file)
    let outcome = try fixture.system.replay()
    #expect(outcome.rejected == fixture.rejected, "\(fixture.name): rejected")
    let bad = Fixture.mismatches(outcome.values, names: fixture.system.variables, want: fixture.expected, skip: fixture.ambiguous)
    #expect(bad.isEmpty, "\(fixture.name): \(bad.prefix(5))")
    #expect(outcome.steps.count == fixture.stepExpected.count)
    for (index, values) in outcome.steps.enumerated() where index < fixture.stepExpected.count {
      let stepBad = Fixture.mismatches(values, names: fixture.system.variables, want: fixture.stepExpected[index],
                                       skip: fixture.stepAmbiguous[index])
      #expect(stepBad.isEmpty, "\(fixture.name) step \(index): \(stepBad.prefix(5))")
    }
  }
}
