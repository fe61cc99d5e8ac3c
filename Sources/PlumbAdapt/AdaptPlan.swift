import Foundation

/// Which files `plumb adapt` reads and where each adapted copy goes: a file named on the command line
/// lands as `OUTPUT/<name>`, a folder's Swift files keep their tree below `OUTPUT` (hidden folders and
/// folder links are not entered). The output folder may not be an input or lie inside one, no input may
/// lie inside it, and two inputs may not land on one output.
///
/// ```swift
/// let plan = try AdaptPlan(inputs: ["App/Views", "Pods/SnapKit/Sources"], output: ".build/plumb-adapted")
/// plan.files.first   // (source: "/…/App/Views/CardView.swift", destination: "/…/.build/plumb-adapted/CardView.swift")
/// ```
public struct AdaptPlan: Sendable {
  /// Each Swift file to adapt (absolute, symbolic links resolved) and its destination, in a stable order.
  public let files: [(source: String, destination: String)]
  /// The output folder, absolute.
  public let output: String

  /// Why a plan cannot be made: a missing input (EX_NOINPUT) or a forbidden arrangement (EX_USAGE).
  public enum Problem: Error, CustomStringConvertible, Equatable {
    case missing(String)
    case outputInsideInput(output: String, input: String)
    case inputInsideOutput(input: String, output: String)
    case collision(destination: String, first: String, second: String)
    case notSwift(String)
    case badSuffix(String)

    public var description: String {
      switch self {
      case .missing(let path): return "\(path): no such file or folder"
      case .outputInsideInput(let output, let input):
        return "the output folder \(output) is the input \(input) or inside it; choose a folder outside the inputs"
      case .inputInsideOutput(let input, let output): return "the input \(input) is inside the output folder \(output)"
      case .collision(let destination, let first, let second):
        return "\(first) and \(second) would both be written to \(destination)"
      case .notSwift(let path): return "\(path): not a Swift file (.swift)"
      case .badSuffix(let suffix): return "the suffix '\(suffix)' may not contain '/'"
      }
    }
  }

  /// - Parameter suffix: text put before each destination's `.swift` (`Card.swift` → `Card+Linux.swift`).
  public init(inputs: [String], output: String, suffix: String = "", fileManager: FileManager = .default) throws(Problem) {
    if suffix.contains("/") || suffix.contains("\0") { throw .badSuffix(suffix) }
    let outputPath = Self.resolved(Self.absolute(output))
    var files: [(source: String, destination: String)] = []
    var destinations: [String: String] = [:]
    for input in inputs {
      let absolute = Self.absolute(input)
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isFolder) else { throw .missing(input) }
      let path = Self.resolved(absolute)
      if Self.isInside(outputPath, path) { throw .outputInsideInput(output: output, input: input) }
      if Self.isInside(path, outputPath) { throw .inputInsideOutput(input: input, output: output) }
      var found: [(String, String)] = []
      if isFolder.boolValue {
        for relative in Self.swiftFiles(in: path, fileManager: fileManager) {
          found.append((path + "/" + relative, outputPath + "/" + relative))
        }
      } else {
        guard path.hasSuffix(".swift") else { throw .notSwift(input) }
        found.append((path, outputPath + "/" + (path as NSString).lastPathComponent))
      }
      for (source, named) in found {
        let destination = suffix.isEmpty ? named : String(named.dropLast(".swift".count)) + suffix + ".swift"
        if let first = destinations[destination] {
          if first == source { continue }
          throw .collision(destination: destination, first: first, second: source)
        }
        destinations[destination] = source
        files.append((source, destination))
      }
    }
    self.files = files
    self.output = outputPath
  }

  static func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (joined as NSString).standardizingPath
  }

  /// The path with every symbolic link of its longest existing prefix resolved.
  static func resolved(_ path: String) -> String {
    var existing = path, rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing), existing != "/" {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    let real = (existing as NSString).resolvingSymlinksInPath
    return rest.reduce(real) { ($0 as NSString).appendingPathComponent($1) }
  }

  /// Whether `path` is `folder` or lies inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The Swift files below `folder`, relative to it, sorted; hidden entries and links to folders are skipped.
  ///
  /// ```swift
  /// AdaptPlan.swiftFiles(in: "/app/Views")   // ["Cells/ProfileCell.swift", "ProfileView.swift"]
  /// ```
  public static func swiftFiles(in folder: String, fileManager: FileManager = .default) -> [String] {
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let full = relative.isEmpty ? folder : folder + "/" + relative
      guard let names = try? fileManager.contentsOfDirectory(atPath: full) else { continue }
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        guard let attributes = try? fileManager.attributesOfItem(atPath: folder + "/" + child),
          let type = attributes[.type] as? FileAttributeType
        else { continue }
        if type == .typeDirectory { pending.append(child) }
        if name.hasSuffix(".swift"), type == .typeRegular || type == .typeSymbolicLink { result.append(child) }
      }
    }
    return result.sorted()
  }
}
