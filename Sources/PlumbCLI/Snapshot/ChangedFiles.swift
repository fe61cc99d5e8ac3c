import Foundation
import PlumbSnapshot

/// The files that differ from a git revision (committed since, staged, unstaged or untracked), as
/// absolute paths, for `plumb snapshot --only-changed REV`.
///
/// ```swift
/// let changed = try ChangedFiles.since("origin/main")
/// changed.contains("/repo/Scenes/card.json")
/// ```
public enum ChangedFiles {
  /// - Throws: `SnapshotError.gitFailed` when git is missing, this is no repository, or `revision` is unknown.
  public static func since(_ revision: String, in folder: String = FileManager.default.currentDirectoryPath) throws -> Set<String> {
    let top = try git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: folder)
    let tracked = try git(["diff", "--name-only", "--no-renames", revision, "--"], in: top)
    let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: top)
    let paths = (tracked + "\n" + untracked).split(separator: "\n").map { top + "/" + $0 }
    return Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
  }

  /// Whether a scene must be verified: its file, an image it draws, a font file it registers, or one
  /// of its references changed.
  public static func affects(_ scene: SnapshotScene, changed: Set<String>, references: ReferenceStore) -> Bool {
    let sceneFolder = URL(fileURLWithPath: scene.file).deletingLastPathComponent()
    let own = [URL(fileURLWithPath: scene.file)] + scene.dependencies.map { dependency in
      dependency.hasPrefix("/") ? URL(fileURLWithPath: dependency) : sceneFolder.appendingPathComponent(dependency)
    }
    if own.contains(where: { changed.contains($0.standardizedFileURL.path) }) { return true }
    let referenceFolder = references.root.appendingPathComponent(scene.name).standardizedFileURL.path + "/"
    return changed.contains { $0.hasPrefix(referenceFolder) }
  }

  private static func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let command = "git " + arguments.joined(separator: " ")
    do { try process.run() } catch { throw SnapshotError.gitFailed(command: command, reason: "\(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw SnapshotError.gitFailed(command: command, reason: text.isEmpty ? "exit status \(process.terminationStatus)" : text)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
