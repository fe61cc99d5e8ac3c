import Foundation
import Testing

/// The `plumb` executable that `swift test` built next to the test bundle, and a way to run it.
///
/// ```swift
/// let plumb = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
/// let run = try PlumbBinary.run(plumb, arguments: ["render", "Scenes/SimpleStackView.json", "-o", "/tmp/a.png"],
///                               environment: ["LANG": "C"])
/// run.status   // 0
/// ```
enum PlumbBinary {
  /// Where it is looked for: the test runner's own build folder (debug or release), then `.build/debug`.
  static var candidates: [String] {
    var folders: [String] = []
    if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      var folder = URL(fileURLWithPath: runner).deletingLastPathComponent()
      // The runner may sit inside `<name>.xctest/` bundles on some platforms; walk up to the build folder.
      while folder.path.contains(".xctest") { folder = folder.deletingLastPathComponent() }
      folders.append(folder.path)
    }
    folders.append(packageRoot + "/.build/debug")
    return folders.map { $0 + "/plumb" }
  }

  /// The first candidate that exists and is executable, or nil.
  static var path: String? {
    candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static var missingMessage: Comment {
    "the plumb executable is missing (looked at \(candidates.joined(separator: ", "))); build it with `swift build`"
  }

  /// Runs `executable` in `directory` (the package root unless given) with exactly `environment` (nothing
  /// inherited) and waits for it.
  static func run(
    _ executable: String, arguments: [String], environment: [String: String], directory: String = packageRoot
  ) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: message, as: UTF8.self))
  }
}
