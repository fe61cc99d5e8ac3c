import Foundation
import PlumbAdapt
import Testing

/// The layout libraries iOS teams use, compiled unchanged through `plumb adapt` into modules, and their
/// READMEs' examples (Tests/Fixtures/adapt/libraries) run against Plumb: the frames are the ones UIKit gives.
@Suite(.serialized) struct LayoutLibraryExampleTests {
  static let libraries = UIKitCodeCompileTests.repository.appendingPathComponent("Tests/Fixtures/uikit-corpus/libraries")
  static let examples = UIKitCodeCompileTests.fixtures.appendingPathComponent("libraries")

  /// Adapts the library's sources, compiles them into a static library and module, compiles and runs the
  /// example against it; the example's output.
  static func run(_ library: String, sources: String) throws -> String {
    let toolchain = try UIKitCodeCompileTests.toolchain()
    let work = UIKitCodeCompileTests.temporary("library-\(library)")
    defer { try? FileManager.default.removeItem(at: work) }
    let adapted = work.appendingPathComponent("Sources")
    let plan = try AdaptPlan(inputs: [libraries.appendingPathComponent(library).appendingPathComponent(sources).path],
                             output: adapted.path)
    var files: [String] = []
    for file in plan.files {
      let bytes = try SourceAdapter().adapt([UInt8](try Data(contentsOf: URL(fileURLWithPath: file.source))), file: file.source)
      try FileManager.default.createDirectory(at: URL(fileURLWithPath: file.destination).deletingLastPathComponent(),
                                              withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: file.destination))
      files.append(file.destination)
    }
    let module = try toolchain.swiftc(
      ["-swift-version", "5", "-parse-as-library", "-emit-library", "-static", "-module-name", library, "-emit-module",
       "-emit-module-path", work.appendingPathComponent("\(library).swiftmodule").path,
       "-o", work.appendingPathComponent("lib\(library).a").path] + toolchain.moduleArguments + files)
    try #require(module.status == 0, "\(library) does not compile:\n\(module.text)")
    let program = work.appendingPathComponent("example").path
    let example = examples.appendingPathComponent("\(library)Example.swift").path
    let exampleBytes = try SourceAdapter().adapt([UInt8](try Data(contentsOf: URL(fileURLWithPath: example))), file: example)
    let main = work.appendingPathComponent("main.swift")
    try Data(exampleBytes).write(to: main)
    let compile = try toolchain.swiftc(["-swift-version", "5", "-I", work.path] + toolchain.moduleArguments + [main.path, "-L", work.path, "-l\(library)"]
                                       + (try toolchain.linkArguments()) + ["-o", program])
    try #require(compile.status == 0, "\(library)'s example does not compile:\n\(compile.text)")
    let run = try PlumbToolchain.run(program, [])
    try #require(run.status == 0, "\(run.text)")
    return run.text
  }

  @Test func snapKit() throws {
    let output = try Self.run("SnapKit", sources: "Sources")
    #expect(output.contains("box 135.0 215.0 50.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
    #expect(output.contains("updated 120.0 200.0 80.0 80.0\n"), "\(output)")
  }

  @Test func tinyConstraints() throws {
    let output = try Self.run("TinyConstraints", sources: "TinyConstraints/Classes")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }

  @Test func stevia() throws {
    let output = try Self.run("Stevia", sources: "Sources")
    #expect(output.contains("box 8.0 100.0 304.0 44.0\n"), "\(output)")
    #expect(output.contains("inset 8.0 152.0 304.0 44.0\n"), "\(output)")
  }

  @Test func anchorage() throws {
    let output = try Self.run("Anchorage", sources: "Source")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }

  @Test func cartography() throws {
    let output = try Self.run("Cartography", sources: "Cartography")
    #expect(output.contains("box 92.5 20.0 135.0 40.0\n"), "\(output)")
    #expect(output.contains("inset 117.5 80.0 85.0 40.0\n"), "\(output)")
  }

  @Test func quickLayout() throws {
    let output = try Self.run("QuickLayout", sources: "QuickLayout")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }

  @Test func easyPeasy() throws {
    let output = try Self.run("EasyPeasy", sources: "EasyPeasy")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }

  @Test func pinLayout() throws {
    let output = try Self.run("PinLayout", sources: "Sources")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }

  @Test func paralayout() throws {
    let output = try Self.run("Paralayout", sources: "Paralayout")
    #expect(output.contains("box 110.0 215.0 100.0 50.0\n"), "\(output)")
    #expect(output.contains("inset 20.0 20.0 280.0 440.0\n"), "\(output)")
  }
}
