import Foundation
import Testing
@testable import PlumbSnapshot

/// Tests/Fixtures/junit/jenkins-junit.xsd, found from this file's path.
private let schema: String = {
  var path = #filePath
  for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
  return path + "/Fixtures/junit/jenkins-junit.xsd"
}()

/// Runs `xmllint --noout --schema` (libxml2-utils, installed by Scripts/install-deps) on `xml`.
private func validate(_ xml: String) throws -> (status: Int32, output: String) {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-junit-\(UUID().uuidString).xml")
  try Data(xml.utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["xmllint", "--noout", "--schema", schema, file.path]
  let pipe = Pipe()
  process.standardError = pipe
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, output)
}

private func summary() -> RunSummary {
  let failure = SnapshotFailure(message: "card/w320:\n  4 of 128 pixels differ <&> \"quoted\" 'single'\u{07} bell\n  artifacts: /tmp/a b/diff.png",
                                views: ["title"], artifacts: ["/tmp/a b/diff.png", "/tmp/a b/actual.png"])
  return RunSummary(outcomes: [
    VariantOutcome(scene: "card", variant: "w320", verdict: .failed(failure), seconds: 0.0123),
    VariantOutcome(scene: "card", variant: "w375", verdict: .matched, seconds: 0.004),
    VariantOutcome(scene: "list & <rows>", variant: "w320-rtl", verdict: .missing(reference: "Snapshots/list/w320-rtl.png")),
    VariantOutcome(scene: "list & <rows>", variant: "w375", verdict: .recorded(reason: "new")),
    VariantOutcome(scene: "broken", variant: "w320", verdict: .error("broken.json:3:5: views[0]: unknown key 'lable'")),
  ], environmentChanges: [], sceneCount: 3, seconds: 1.5, written: [])
}

@Suite struct JUnitSchemaTests {
  @Test func junitValidatesAgainstTheJenkinsSchema() throws {
    let xml = JUnitReport.render(summary())
    let (status, output) = try validate(xml)
    #expect(status == 0, "\(output)\n\(xml)")
    #expect(output.contains("validates"))
    #expect(xml.contains("<testsuite name=\"card\" tests=\"2\" failures=\"1\" errors=\"0\""))
    #expect(xml.contains("<testsuite name=\"list &amp; &lt;rows&gt;\" tests=\"2\" failures=\"1\""))
    #expect(xml.contains("<error type=\"render\""))
    #expect(xml.contains("[[ATTACHMENT|/tmp/a b/diff.png]]"))
    #expect(!xml.contains("\u{07}"))
  }

  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    // The validator really checks: a testcase without its required name, and an unknown element.
    let (missingName, _) = try validate("<testsuites><testsuite name=\"s\" tests=\"1\"><testcase/></testsuite></testsuites>")
    #expect(missingName != 0)
    let (unknown, _) = try validate("<testsuites><testsuite name=\"s\" tests=\"1\"><testcase name=\"a\"><oops/></testcase></testsuite></testsuites>")
    #expect(unknown != 0)
  }
}
