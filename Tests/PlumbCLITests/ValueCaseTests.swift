import Foundation
import Testing
@testable import PlumbCLI

/// Value names are matched in any case in every flag, as `--device` names are: `--type ax3`,
/// `--appearance Dark`, `--height FIT`, `--variant` names; the command sees the declared spelling.
@Suite struct ValueCaseTests {
  @Test func aChoiceInAnyCaseParsesToItsDeclaredSpelling() throws {
    let args = try ArgumentParser.parse(
      ["card.json", "--type", "ax3", "--appearance", "DARK", "--direction=RTL", "--pseudo", "Accented"],
      for: RenderCommand.spec)
    #expect(args.string("--type") == "AX3")
    #expect(args.string("--appearance") == "dark")
    #expect(args.string("--direction") == "rtl")
    #expect(args.string("--pseudo") == "accented")
    let check = try ArgumentParser.parse(["card.json", "--format", "JSON"], for: CheckCommand.spec)
    #expect(check.string("--format") == "json")
  }

  @Test func aValueThatIsNoChoiceInAnyCaseIsStillAUsageError() {
    #expect(throws: UsageError.self) {
      try ArgumentParser.parse(["card.json", "--type", "ax9"], for: RenderCommand.spec)
    }
    let run = plumb(["render", scenePath("SimpleStackView"), "--type", "huge"])
    #expect(run.code == 64)
    #expect(run.errors.contains("Invalid value 'huge' for '--type <size>'"))
  }

  @Test func renderTakesLowercaseTypeSizesAndFit() throws {
    let folder = temporaryFolder("value-case")
    let output = folder + "/stack.png"
    let run = plumb(["render", scenePath("SimpleStackView"), "-o", output, "--type", "ax3", "--height", "FIT",
                     "--appearance", "Dark"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("-AX3-"), "\(run.output)")
    #expect(run.output.contains("hfit"), "\(run.output)")
    #expect(run.output.contains("-dark"), "\(run.output)")
  }

  @Test func checkFindsAVariantNamedInAnotherCase() {
    let run = plumb(["check", scenePath("DiagnosisAmbiguous"), "--variant", "W320-H300-LTR-LARGE-2X"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("w320-h300-ltr-large-2x"))
  }
}
