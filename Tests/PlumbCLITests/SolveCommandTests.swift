import Foundation
import Testing
@testable import PlumbCLI

/// `plumb solve`: output on a fixture, and errors with their exit codes and exact messages.
@Suite struct SolveCommandTests {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-solve-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func file(_ name: String, _ text: String) throws -> String {
    let url = Self.folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func solve(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let capture = CapturedConsole()
    let code = Plumb.run(["solve"] + arguments, console: capture.console)
    return (code, capture.output, capture.errors)
  }

  @Test func printsValuesRejectionsAndConflicts() throws {
    let path = try file("conflict.json", """
      {"variables": ["x", "y"],
       "constraints": [
         {"terms": [["x", 1]], "constant": -100, "op": ">=", "strength": "required", "label": "floor"},
         {"terms": [["x", 1]], "constant": -50, "op": "<=", "strength": "required"},
         {"terms": [["x", 1], ["y", -1]], "constant": 0.5, "op": "==", "strength": "required"},
         {"terms": [["x", 1]], "constant": -75, "op": "==", "strength": [0, 0, 1, 1]}],
       "edits": [], "expected": {}}
      """)
    let result = solve([path])
    #expect(result.code == 0)
    #expect(result.err == "")
    #expect(result.out == """
      {
        "conflicts": [
          {
            "constraint": 1,
            "with": [0]
          }
        ],
        "rejected": [1],
        "values": {
          "x": 100,
          "y": 100.5
        }
      }

      """)
  }

  @Test func stepsFollowTheEdits() throws {
    let path = try file("steps.json", """
      {"variables": ["w", "root"],
       "constraints": [
         {"terms": [["w", 1], ["root", -1]], "constant": 0, "op": "<=", "strength": "required"},
         {"terms": [["w", 1]], "constant": -100, "op": "==", "strength": {"priority": 250}}],
       "edits": [{"variable": "root", "strength": {"priority": 999, "weight": 2}, "value": 300}],
       "steps": [{"variable": "root", "value": 40}, {"variable": "root", "value": 250}]}
      """)
    let result = solve([path])
    #expect(result.code == 0)
    #expect(result.out.contains(#""steps": [\#n    {\#n      "root": 40,\#n      "w": 40\#n    },"#))
    #expect(result.out.contains(#""values": {\#n    "root": 300,\#n    "w": 100\#n  }"#))
  }

  @Test func aPublicFixtureMatchesItsExpectedValues() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/solver/public/classic-redundant_inconsistent.json").path
    try #require(FileManager.default.fileExists(atPath: path))
    let result = solve([path])
    #expect(result.code == 0)
    #expect(result.out.contains(#""rejected": [2]"#))
    #expect(result.out.contains(#""with": [0, 1]"#))
    #expect(result.out.contains(#""a": 3,"#) && result.out.contains(#""b": 7"#))
  }

  @Test(arguments: [
    (#"{"variables": ["x"], "constraints": [{"terms": [["x", 1]], "constant": 0, "op": "=", "strength": "required"}]}"#,
     #"constraints[0].op: expected "==", "<=" or ">=""#, 81),
    (#"{"variables": ["x"], "constraints": [{"terms": [["y", 1]], "constant": 0, "op": "==", "strength": "required"}]}"#,
     #"constraints[0].terms[0][0]: unknown variable "y" (not in "variables")"#, 50),
    (#"{"variables": ["x"], "constraints": [{"terms": [["x", "1"]], "constant": 0, "op": "==", "strength": "required"}]}"#,
     "constraints[0].terms[0][1]: expected a number", 55),
    (#"{"variables": ["x"], "constraints": [{"terms": [["x", 1]], "op": "==", "strength": "strong"}]}"#,
     #"constraints[0].strength: expected "required", [strong, medium, weak, weight] or {"priority": p, "weight": w}"#, 84),
    (#"{"variables": ["x"], "constraints": [{"terms": [["x", 1]], "op": "==", "strength": [1, 0, 0, 1]}, {"terms": [["x", 1]], "op": ">=", "strength": {"priority": 250}}]}"#,
     "constraints[1].strength: a priority strength in a file that uses kiwi strengths (first at constraints[0].strength); use one kind per file", 145),
    (#"{"variables": ["x"], "constraints": [{"terms": [["x", 1]], "op": "==", "strength": {"priority": 0}}]}"#,
     "constraints[0].strength.priority: expected a number in (0, 1000]", 97),
    (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "strength": "required", "value": 1}]}"#,
     "edits[0].strength: an edit variable cannot be required", 81),
    (#"{"variables": ["x"], "constraints": [], "steps": [{"variable": "x", "value": 1}]}"#,
     #"steps[0].variable: "x" is not an edit variable"#, 64),
    (#"{"constraints": []}"#, "variables: missing", 1),
    (#"[1, 2]"#, "expected a JSON object at the top level", 1),
  ])
  func malformedFilesExit65WithTheirPlace(text: String, message: String, column: Int) throws {
    let name = text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    let path = try file("bad-\(name).json", text)
    let result = solve([path])
    #expect(result.code == 65)
    #expect(result.err == "error: \(path):1:\(column): \(message)\n")
    #expect(result.out == "")
  }

  /// A mistake found after parsing names the line and column of the value, in a file of many lines.
  @Test func semanticErrorsNameTheirLineAndColumn() throws {
    let path = try file("bad-lines.json", """
      {
        "variables": ["x", "y"],
        "constraints": [
          {"terms": [["x", 1]], "op": "==", "strength": "required"},
          {"terms": [["x", 1], ["z", 2]], "op": ">=", "strength": "required"}
        ]
      }
      """)
    let result = solve([path])
    #expect(result.code == 65)
    #expect(result.err == #"error: \#(path):5:27: constraints[1].terms[1][0]: unknown variable "z" (not in "variables")"# + "\n")
  }

  @Test func aMissingFileExits66() {
    let result = solve(["/nonexistent/plumb/system.json"])
    #expect(result.code == 66)
    #expect(result.err == "error: /nonexistent/plumb/system.json: no such file\n")
  }

  @Test func usageErrorsExit64() {
    let result = solve([])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("error: Missing expected argument '<file>'.\nUsage: plumb solve <file>\n"))
    let extra = solve(["a.json", "b.json"])
    #expect(extra.code == 64)
    #expect(extra.err.hasPrefix("error: Unexpected argument 'b.json'."))
  }

  @Test func helpDescribesTheFormat() {
    let capture = CapturedConsole()
    #expect(Plumb.run(["solve", "--help"], console: capture.console) == 0)
    #expect(capture.output.contains("USAGE: plumb solve <file>"))
    #expect(capture.output.contains("\"priority\""))
  }
}
