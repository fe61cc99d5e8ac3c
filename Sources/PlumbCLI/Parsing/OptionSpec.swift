/// One named option or flag of a command, declared as data.
///
/// ```swift
/// OptionSpec("--width", "-w", value: "points", help: "Root width in points.")
/// OptionSpec("--strict", help: "Exit 1 when anything is found.")          // a flag: no value
/// OptionSpec("--direction", value: "dir", help: "…", choices: ["ltr", "rtl"])
/// ```
public struct OptionSpec: Sendable {
  /// The long name with its dashes (`--width`); the key used to read the parsed value.
  public var name: String
  /// An optional short alias (`-w`).
  public var short: String?
  /// The placeholder shown in help for the value; `nil` makes this a flag.
  public var valueName: String?
  public var help: String
  /// The value used when the option is absent, shown in help as `(default: …)`.
  public var defaultValue: String?
  /// The allowed values, when the option is a closed choice.
  public var choices: [String]?
  /// Whether the option may be given more than once (all values are kept).
  public var repeats: Bool

  public init(
    _ name: String, _ short: String? = nil, value valueName: String? = nil, help: String,
    default defaultValue: String? = nil, choices: [String]? = nil, repeats: Bool = false
  ) {
    self.name = name; self.short = short; self.valueName = valueName; self.help = help
    self.defaultValue = defaultValue; self.choices = choices; self.repeats = repeats
  }

  /// Whether the option takes no value.
  public var isFlag: Bool { valueName == nil }
  /// How the option reads in usage and help: `-o, --output <file>`.
  public var synopsis: String {
    let names = [short, name].compactMap { $0 }.joined(separator: ", ")
    return valueName.map { "\(names) <\($0)>" } ?? names
  }
}

/// One positional argument of a command.
///
/// ```swift
/// ArgumentSpec("scene", help: "The scene file.")
/// ArgumentSpec("scenes", help: "Scene files or folders.", optional: true, repeats: true)
/// ```
public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var optional: Bool
  public var repeats: Bool
  public init(_ name: String, help: String, optional: Bool = false, repeats: Bool = false) {
    self.name = name; self.help = help; self.optional = optional; self.repeats = repeats
  }
  /// How the argument reads in usage: `<scene>`, `[<scenes> ...]`.
  public var synopsis: String {
    let core = "<\(name)>" + (repeats ? " ..." : "")
    return optional ? "[\(core)]" : core
  }
}
