import Foundation
import PackagePlugin

/// A build-tool plugin that compiles iOS sources kept outside the target — the app's views, a layout
/// library from `.build/checkouts` or `Pods/` — into a Linux target, prepared by `plumb adapt`.
///
/// The target's folder holds `plumb-adapt.txt`: one path per line (a Swift file or a folder of them,
/// relative to the package's folder; `#` starts a comment). Each Swift file found becomes one build
/// command, `plumb adapt FILE -o <plugin work folder>`, so only changed files are prepared again and
/// diagnostics name the original files:
///
///     // Package.swift of the Linux test package
///     .target(name: "AppViews", dependencies: [.product(name: "UIKit", package: "Plumb")],
///             plugins: [.plugin(name: "PlumbAdaptPlugin", package: "Plumb")])
///
///     // Sources/AppViews/plumb-adapt.txt
///     ../App/Views
@main
struct PlumbAdaptPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let list = URL(fileURLWithPath: target.directory.appending("plumb-adapt.txt").string)
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      Diagnostics.warning("\(target.name): no plumb-adapt.txt in \(target.directory.string); nothing to adapt")
      return []
    }
    let plumb = try context.tool(named: "plumb").path
    let output = context.pluginWorkDirectory.appending("Adapted")
    let packageFolder = URL(fileURLWithPath: context.package.directory.string)
    var commands: [Command] = []
    var seen: Set<String> = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
        .trimmingCharacters(in: .whitespaces) ?? ""
      guard !line.isEmpty else { continue }
      let path = line.hasPrefix("/") ? URL(fileURLWithPath: line) : packageFolder.appendingPathComponent(line)
      let files = Self.swiftFiles(at: path)
      if files.isEmpty {
        Diagnostics.error("\(list.path):\(number + 1): no Swift files at \(path.path)")
        continue
      }
      for file in files {
        // `+Linux`: the adapted file's own #fileID must differ from the original's that #sourceLocation names.
        let destination = output.appending(file.deletingPathExtension().lastPathComponent + "+Linux.swift")
        guard seen.insert(destination.lastComponent).inserted else {
          Diagnostics.error("\(list.path):\(number + 1): two files are named \(file.lastPathComponent)")
          continue
        }
        commands.append(.buildCommand(
          displayName: "plumb adapt \(file.lastPathComponent)",
          executable: plumb,
          arguments: ["adapt", file.path, "-o", output.string, "--suffix", "+Linux"],
          inputFiles: [Path(file.path)],
          outputFiles: [destination]))
      }
    }
    return commands
  }

  /// The Swift files at `url`: the file itself, or every `.swift` below a folder (hidden folders skipped).
  static func swiftFiles(at url: URL) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return url.pathExtension == "swift" ? [url] : [] }
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let item = enumerator?.nextObject() as? URL {
      if item.pathExtension == "swift" { files.append(item) }
    }
    return files.sorted { $0.path < $1.path }
  }
}
