import Foundation
@testable import PlumbCLI

/// This package's root folder, found from this file's path (tests run commands on `Scenes/`).
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }  // the file, Support, PlumbCLITests, Tests
  return url.path
}()

/// The absolute path of a scene in `Scenes/`.
func scenePath(_ name: String) -> String { packageRoot + "/Scenes/\(name).json" }

/// What one in-process `plumb` run printed, with the package root taken out of paths so expected text
/// reads `Scenes/…` wherever the package lives.
struct PlumbRun {
  var code: Int32
  var output: String
  var errors: String
}

/// Runs `plumb` in-process with `arguments`.
func plumb(_ arguments: [String]) -> PlumbRun {
  let capture = CapturedConsole()
  let code = Plumb.run(arguments, console: capture.console)
  let root = packageRoot + "/"
  return PlumbRun(code: code, output: capture.output.replacingOccurrences(of: root, with: ""),
                  errors: capture.errors.replacingOccurrences(of: root, with: ""))
}

/// A fresh temporary folder for a test's output files.
func temporaryFolder(_ name: String) -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(name)-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}
