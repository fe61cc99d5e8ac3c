/// Prepares one iOS Swift file for a Linux build against Plumb, keeping every line where it was:
///
/// - imports of Apple's modules resolve to Plumb's (`ModuleMap`), submodule imports become whole;
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` and the `dynamic` modifier are removed;
/// - `#selector(didTap(_:))` becomes `Selector("didTap:", Owner.didTap(_:))` — the Objective-C name and,
///   inside a type or for a type the file declares, a typed reference PlumbUIKit calls; `getter:`/`setter:`
///   and other types' methods keep the name alone; `#keyPath(UIView.frame)` becomes `"frame"`;
/// - `#if` platform conditions are answered as an iOS build answers them (`PlatformConditions`);
/// - a first line `#sourceLocation(file: "<original>", line: 1)` makes diagnostics and `#filePath` name the
///   original file and its lines.
///
/// ```swift
/// let adapted = try SourceAdapter().adapt(Array(source.utf8), file: "/app/Views/Card.swift")
/// ```
public struct SourceAdapter: Sendable {
  public var modules: ModuleMap
  public var conditions: PlatformConditions
  /// Whether to start the output with a `#sourceLocation` line naming the original file.
  public var marksSourceLocation: Bool
  /// The optional requirements whose calls `receiver?.name?(…)` are rewritten: UIKit's, and those the other
  /// files of the build declare (`OptionalRequirements.learn(from:file:)`); the file's own are added.
  public var optionalRequirements: OptionalRequirements = .uikit

  public init(modules: ModuleMap = .standard, conditions: PlatformConditions = .standard, marksSourceLocation: Bool = true) {
    self.modules = modules; self.conditions = conditions; self.marksSourceLocation = marksSourceLocation
  }

  static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
    "@IBSegueAction", "@UIApplicationMain", "@GKInspectable",
  ]
  static let declarationWords: Set<String> = [
    "var", "let", "func", "subscript", "init", "public", "private", "fileprivate", "internal", "open", "package",
    "final", "override", "static", "class", "weak", "unowned", "lazy", "required", "convenience", "dynamic",
    "optional", "nonisolated", "mutating",
  ]
  static let typeWords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
  static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]

  /// The adapted bytes of `source` (UTF-8 Swift), or an error with the file, line and column.
  public func adapt(_ source: [UInt8], file: String) throws(AdaptError) -> [UInt8] {
    try prepare(source, file: file).bytes
  }

  /// The adapted bytes and notes on what a rewrite could not keep (behaviour that needs the
  /// Objective-C runtime), each with the file, line and column.
  ///
  /// ```swift
  /// let (bytes, notes) = try SourceAdapter().prepare(Array(source.utf8), file: "Cell.swift")
  /// for note in notes { print("\(note): note") }
  /// ```
  public func prepare(_ source: [UInt8], file: String) throws(AdaptError) -> (bytes: [UInt8], notes: [AdaptError]) {
    guard String(validating: source, as: UTF8.self) != nil else {
      throw Self.invalidUTF8(source, file: file)
    }
    let tokens = try SwiftTokenizer.tokenize(source, file: file)
    var pass = Pass(source: source, tokens: tokens, adapter: self)
    pass.run()
    var output: [UInt8] = []
    if marksSourceLocation {
      output += Array("#sourceLocation(file: \"\(Self.escaped(file))\", line: 1)\n".utf8)
    }
    var body = pass.edits.applied()
    if source.starts(with: Array("#!".utf8)) {
      for index in body.indices { if body[index] == 0x0A || body[index] == 0x0D { break }; body[index] = 0x20 }
    }
    output += body
    let notes = pass.notes.map { AdaptError(file: file, line: $0.line, column: $0.column, $0.message) }
    return (output, notes)
  }

  /// A Swift string literal's content for `text`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { result += "\\u{\(String(scalar.value, radix: 16))}" } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  static func invalidUTF8(_ source: [UInt8], file: String) -> AdaptError {
    var line = 1, lineStart = 0, index = 0
    while index < source.count {
      let byte = source[index]
      let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
      if length == 0 || index + length > source.count
        || String(validating: source[index..<(index + length)], as: UTF8.self) == nil
      {
        return AdaptError(file: file, line: line, column: index - lineStart + 1, "invalid UTF-8 (byte 0x\(String(byte, radix: 16)))")
      }
      if byte == 0x0A { line += 1; lineStart = index + 1 }
      index += length
    }
    return AdaptError(file: file, line: line, column: 1, "invalid UTF-8")
  }
}
