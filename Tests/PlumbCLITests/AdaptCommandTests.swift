import Foundation
import Testing

/// `plumb adapt` as a user runs it: folders keep their tree, single files land by name, nothing is written
/// when a file cannot be tokenized (exit 65 with file:line:col), an output folder inside an input is refused
/// (exit 64), a missing input is exit 66, and nothing is written outside `-o`.
@Suite struct AdaptCommandTests {
  func folder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-adapt-cli-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func write(_ text: String, _ url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func plumb(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let executable = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    return try PlumbBinary.run(executable, arguments: ["adapt"] + arguments, environment: [:])
  }

  func files(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func foldersKeepTheirTreeAndFilesLandByName() throws {
    let root = try folder("tree")
    defer { try? FileManager.default.removeItem(at: root) }
    try write("import UIKit.UIView\n@objc final class A: UIView {}\n", root.appendingPathComponent("App/Views/A.swift"))
    try write("import UIKit\n", root.appendingPathComponent("App/Views/Cells/B.swift"))
    try write("ignored", root.appendingPathComponent("App/Views/.hidden/C.swift"))
    try write("import QuartzCore\n", root.appendingPathComponent("Single.swift"))
    let output = root.appendingPathComponent("out")
    let result = try plumb([root.appendingPathComponent("App/Views").path, root.appendingPathComponent("Single.swift").path, "-o", output.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(files(under: output) == ["A.swift", "Cells/B.swift", "Single.swift"])
    let adapted = try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8)
    #expect(adapted.hasPrefix("#sourceLocation(file: \"\(root.appendingPathComponent("App/Views/A.swift").path)\", line: 1)\nimport UIKit"))
    #expect(adapted.contains("      final class A: UIView {}"))
  }

  @Test func aFileThatCannotBeTokenizedStopsTheRunAndWritesNothing() throws {
    let root = try folder("bad")
    defer { try? FileManager.default.removeItem(at: root) }
    try write("let fine = 1\n", root.appendingPathComponent("in/Good.swift"))
    try write("let a = 1\nlet s = \"open\n", root.appendingPathComponent("in/Bad.swift"))
    let output = root.appendingPathComponent("out")
    let result = try plumb([root.appendingPathComponent("in").path, "-o", output.path])
    #expect(result.status == 65)
    #expect(result.errors.contains("\(root.appendingPathComponent("in/Bad.swift").path):2:9: unterminated string literal"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
  }

  @Test func anOutputInsideAnInputIsRefusedAndAMissingInputIsExit66() throws {
    let root = try folder("places")
    defer { try? FileManager.default.removeItem(at: root) }
    try write("let x = 1\n", root.appendingPathComponent("in/A.swift"))
    let inside = try plumb([root.appendingPathComponent("in").path, "-o", root.appendingPathComponent("in/out").path])
    #expect(inside.status == 64 && inside.errors.contains("is the input"), "\(inside.errors)")
    let same = try plumb([root.appendingPathComponent("in").path, "-o", root.appendingPathComponent("in").path])
    #expect(same.status == 64)
    #expect(files(under: root.appendingPathComponent("in")) == ["A.swift"], "nothing was written into the input")
    let missing = try plumb([root.appendingPathComponent("nowhere").path, "-o", root.appendingPathComponent("out").path])
    #expect(missing.status == 66 && missing.errors.contains("no such file or folder"), "\(missing.errors)")
    let noOutput = try plumb([root.appendingPathComponent("in").path])
    #expect(noOutput.status == 64)
  }

  @Test func aSuffixRenamesTheOutputs() throws {
    let root = try folder("suffix")
    defer { try? FileManager.default.removeItem(at: root) }
    try write("let x = 1\n", root.appendingPathComponent("Card.swift"))
    let result = try plumb([root.appendingPathComponent("Card.swift").path, "-o", root.appendingPathComponent("out").path, "--suffix", "+Linux"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(files(under: root.appendingPathComponent("out")) == ["Card+Linux.swift"])
  }
}
