/// The check a name read from a file passes before it becomes one component of a path: a shard blob's
/// scene and variant names, a `manifest.txt` entry's parts, an asset catalog's `filename`. A name is
/// refused when it is empty, `.` or `..`, holds a separator (`/`, `\`), a NUL or another control
/// character, or is longer than `maxBytes` UTF-8 bytes — so a crafted file can never name a path
/// outside the folder the name is joined to.
///
/// ```swift
/// try FileName.check("w375-h667-ltr-large-2x", what: "variant name")   // fine
/// try FileName.check("../../etc", what: "scene name")                   // throws: holds a separator
/// ```
public enum FileName {
  /// The longest name accepted, in UTF-8 bytes (the usual file-system limit).
  public static let maxBytes = 255

  /// Why `name` cannot be a path component, or `nil` when it can.
  ///
  /// ```swift
  /// FileName.problem("..")   // "is '..'"
  /// ```
  public static func problem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name == "." || name == ".." { return "is '\(name)'" }
    if name.utf8.count > maxBytes { return "is longer than \(maxBytes) bytes" }
    for scalar in name.unicodeScalars {
      switch scalar {
      case "/", "\\": return "holds a path separator '\(scalar)'"
      case "\0": return "holds a NUL character"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: return "holds a control character (U+\(hex(scalar.value)))"
      default: continue
      }
    }
    return nil
  }

  /// Throws `FileNameError` unless `name` is a valid path component; `what` says what the name is.
  ///
  /// ```swift
  /// try FileName.check(entry, what: "scene name")
  /// ```
  public static func check(_ name: String, what: String) throws(FileNameError) {
    if let problem = problem(name) { throw FileNameError(name: name, what: what, problem: problem) }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// A name read from a file that cannot be a path component.
///
/// ```swift
/// FileNameError(name: "..", what: "scene name", problem: "is '..'").description
/// // "scene name '..' is not a valid file name: it is '..'"
/// ```
public struct FileNameError: Error, Equatable, CustomStringConvertible {
  public var name: String
  public var what: String
  public var problem: String
  public init(name: String, what: String, problem: String) { self.name = name; self.what = what; self.problem = problem }
  public var description: String {
    let shown = name.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(name.unicodeScalars.prefix(80))) + "…" : name
    return "\(what) '\(shown.debugDescription.dropFirst().dropLast())' is not a valid file name: it \(problem)"
  }
}
