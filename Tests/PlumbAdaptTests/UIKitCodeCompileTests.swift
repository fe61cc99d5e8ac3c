import Foundation
import PlumbAdapt
import Testing

/// iOS view code compiled with the toolchain's `swiftc` against the built Plumb: isolation as UIKit's in
/// Swift 5 and Swift 6 modes, and a file with Objective-C idioms prepared by `SourceAdapter`, compiled,
/// linked, run, its target–action, gesture and notification calls made and its diagnostics placed in the
/// original file.
@Suite struct UIKitCodeCompileTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = repository.appendingPathComponent("Tests/Fixtures/adapt")

  static func toolchain() throws -> PlumbToolchain {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/UIKit.swiftmodule").path) {
      folder = folder.deletingLastPathComponent()
    }
    return try PlumbToolchain(build: folder, sources: repository.appendingPathComponent("Sources"))
  }

  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plumb-adapt-\(getpid())-\(name)")
  }

  static func write(_ text: String, _ name: String) throws -> String {
    let url = temporary(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Top-level code, an XCTestCase method and a default argument that build views compile in Swift 5
  /// mode without a diagnostic, as against UIKit; in Swift 6 mode the test method's isolation is
  /// diagnosed (top-level code runs on the main actor there, so it stays clean, as with UIKit).
  @Test func isolationIsUIKitsInSwift5AndSwift6() throws {
    let toolchain = try Self.toolchain()
    let main = try Self.write("""
      import UIKit
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
      root.layoutIfNeeded()
      func badge(color: UIColor = .red, font: UIFont = .systemFont(ofSize: 12)) -> UIColor { color }
      print(root.subviews.count, badge())
      """, "main.swift")
    let testCase = try Self.write("""
      import UIKit
      import XCTest
      final class CardTests: XCTestCase {
        func testCard() {
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
          card.backgroundColor = .systemBlue
          card.layoutIfNeeded()
          XCTAssertEqual(card.bounds.width, 100)
        }
      }
      """, "CardTests.swift")
    defer { for path in [main, testCase] { try? FileManager.default.removeItem(atPath: path) } }
    for file in [main, testCase] {
      let swift5 = try toolchain.swiftc(["-typecheck", "-swift-version", "5"] + toolchain.moduleArguments + [file])
      #expect(swift5.status == 0 && !swift5.text.contains("error:") && !swift5.text.contains("warning:"), "\(swift5.text)")
    }
    let swift6 = try toolchain.swiftc(["-typecheck", "-swift-version", "6"] + toolchain.moduleArguments + [testCase])
    #expect(swift6.text.contains("call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
            "Swift 6 mode diagnoses isolation:\n\(swift6.text)")
    let topLevel6 = try toolchain.swiftc(["-typecheck", "-swift-version", "6"] + toolchain.moduleArguments + [main])
    #expect(topLevel6.status == 0, "\(topLevel6.text)")
  }

  /// The profile card (with `@objc`, `dynamic`, `#selector`, `import UIKit.UIView`, `#if os(iOS)`) adapted,
  /// compiled, linked and run: it lays out, and its target–action, gesture and notification selectors call
  /// its methods.
  @Test func anAdaptedIOSFileCompilesRunsAndCallsItsSelectors() throws {
    let toolchain = try Self.toolchain()
    let output = Self.temporary("card")
    defer { try? FileManager.default.removeItem(at: output) }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var adapted: [String] = []
    for name in ["ProfileCardView.swift", "main.swift"] {
      let source = Self.fixtures.appendingPathComponent(name)
      let bytes = try SourceAdapter().adapt([UInt8](try Data(contentsOf: source)), file: source.path)
      let destination = output.appendingPathComponent(name)
      try Data(bytes).write(to: destination)
      adapted.append(destination.path)
    }
    let program = output.appendingPathComponent("card").path
    let compile = try toolchain.swiftc(["-swift-version", "5"] + toolchain.moduleArguments + adapted + (try toolchain.linkArguments())
                                       + ["-o", program])
    try #require(compile.status == 0, "\(compile.text)")
    let run = try PlumbToolchain.run(program, [])
    try #require(run.status == 0, "\(run.text)")
    #expect(run.text.contains("name Ada Lovelace 16.0 32"), "\(run.text)")
    #expect(run.text.contains("follow 304.0 32"), "\(run.text)")
    #expect(run.text.contains("actions [\"followTapped:\"]\n"), "\(run.text)")
    #expect(run.text.contains("log follow Follow,card,keyboard\n"), "\(run.text)")
    #expect(run.text.contains("taps 1\n"), "\(run.text)")
  }

  /// A protocol with Objective-C optional requirements in one file, conformers that implement some of them
  /// in another: adapted together, compiled, linked and run, `delegate?.method?(…)` calls what a conformer
  /// implements and is `nil` where it does not, as on iOS; a cell with an initializer of its own compiles.
  @Test func optionalRequirementsAreCalledWhenImplementedAndNilOtherwise() throws {
    let toolchain = try Self.toolchain()
    let output = Self.temporary("optional")
    defer { try? FileManager.default.removeItem(at: output) }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let names = ["RatingPicker.swift", "RatingHosts.swift"]
    let sources = try names.map { [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent($0))) }
    var adapter = SourceAdapter()
    for (name, source) in zip(names, sources) { try adapter.optionalRequirements.learn(from: source, file: name) }
    var adapted: [String] = []
    for (name, source) in zip(names, sources) {
      let destination = output.appendingPathComponent(name == "RatingHosts.swift" ? "main.swift" : name)
      try Data(try adapter.adapt(source, file: Self.fixtures.appendingPathComponent(name).path)).write(to: destination)
      adapted.append(destination.path)
    }
    let program = output.appendingPathComponent("rating").path
    let compile = try toolchain.swiftc(["-swift-version", "5"] + toolchain.moduleArguments + adapted + (try toolchain.linkArguments())
                                       + ["-o", program])
    try #require(compile.status == 0, "\(compile.text)")
    #expect(!compile.text.contains("is unused"), "\(compile.text)")
    let run = try PlumbToolchain.run(program, [])
    try #require(run.status == 0, "\(run.text)")
    #expect(run.text.contains("full [4] 4 60.0 4 stars 2\n"), "\(run.text)")
    #expect(run.text.contains("bare 2 44.0 untitled -1\n"), "\(run.text)")
    #expect(run.text.contains("forward true\n"), "\(run.text)")
    #expect(run.text.contains("badge new\n"), "a cell with its own initializer compiles and runs: \(run.text)")
  }

  /// The overrides view code writes most (views, controls, cells, layouts, layers, controllers, gesture
  /// recognizers) are of members PlumbUIKit declares `open`, and the calls a controller makes most exist,
  /// so files of them type-check.
  @Test(arguments: ["Overrides.swift", "CommonCalls.swift"])
  func commonOverridesAndCallsTypeCheck(_ name: String) throws {
    let toolchain = try Self.toolchain()
    let source = Self.fixtures.appendingPathComponent(name)
    let adapted = Self.temporary(name)
    defer { try? FileManager.default.removeItem(at: adapted) }
    try Data(try SourceAdapter().adapt([UInt8](try Data(contentsOf: source)), file: source.path)).write(to: adapted)
    let check = try toolchain.swiftc(["-typecheck", "-swift-version", "5"] + toolchain.moduleArguments + [adapted.path])
    #expect(check.status == 0 && !check.text.contains("error:"), "\(check.text)")
  }

  /// A compile error in an adapted file names the original file and line (the `#sourceLocation` the
  /// adapter writes), so the user's editor jumps to their own line.
  @Test func diagnosticsNameTheOriginalFileAndLine() throws {
    let toolchain = try Self.toolchain()
    let source = Self.fixtures.appendingPathComponent("Broken.swift")
    let bytes = try SourceAdapter().adapt([UInt8](try Data(contentsOf: source)), file: source.path)
    let adapted = Self.temporary("Broken.swift")
    defer { try? FileManager.default.removeItem(at: adapted) }
    try Data(bytes).write(to: adapted)
    let compile = try toolchain.swiftc(["-typecheck"] + toolchain.moduleArguments + [adapted.path])
    #expect(compile.status != 0)
    #expect(compile.text.contains("\(source.path):6:18: error: cannot assign value of type 'Int' to type 'String'"), "\(compile.text)")
    #expect(!compile.text.contains(adapted.path), "no diagnostic names the adapted copy:\n\(compile.text)")
  }
}
