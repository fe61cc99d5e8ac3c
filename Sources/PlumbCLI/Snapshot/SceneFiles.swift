import Foundation
import PlumbSnapshot

/// Finds scene files: each argument is a `.json`, `.json5`, `.storyboard` or `.xib` file, or a folder
/// searched recursively for them (names starting with `.` are skipped; Interface Builder files next to
/// scene files are scenes too: one per root).
///
/// ```swift
/// let files = try SceneFiles.find(["Scenes"])   // ["Scenes/AspectFitImageView.json", …], sorted
/// ```
public enum SceneFiles {
  /// Scene files under `paths`, sorted, without duplicates.
  /// - Throws: `CLIError.noInput` for a path that does not exist.
  public static func find(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CLIError.noInput(path: path)
      }
      if !isFolder.boolValue { result.append(path); continue }
      let enumerator = FileManager.default.enumerator(atPath: path)
      var found: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        let isScene = [".json", ".json5", ".storyboard", ".xib"].contains { relative.hasSuffix($0) }
        if isScene && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
          found.append((path as NSString).appendingPathComponent(relative))
        }
      }
      result += found.sorted()
    }
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }
}

/// Errors of the command layer that are not usage errors, each with its exit code.
///
/// ```swift
/// throw CLIError.noInput(path: "Scenes/missing.json")   // exit 66
/// ```
public enum CLIError: Error, CustomStringConvertible, Equatable {
  case noInput(path: String)
  case cannotCreate(path: String, reason: String)
  /// An output that is not a regular file or is an input; nothing was written.
  case refused(OutputTarget.Refusal)

  public var description: String {
    switch self {
    case .noInput(let path): return "\(path): no such file or folder"
    case .cannotCreate(let path, let reason): return "\(path): cannot write: \(reason)"
    case .refused(let refusal): return "\(refusal)"
    }
  }
  public var exitCode: Int32 {
    switch self {
    case .noInput: return ExitCode.noInput
    case .cannotCreate, .refused: return ExitCode.cannotCreate
    }
  }
}
