/// Writes help and usage text in fixed, column-aligned sections (OVERVIEW, USAGE, ARGUMENTS, OPTIONS).
///
/// ```swift
/// print(HelpFormatter.help(for: renderSpec))
/// ```
public enum HelpFormatter {
  static let column = 30

  /// The one-line usage of a subcommand: `plumb render <scene> [--width <points>] …`.
  public static func usage(for spec: CommandSpec) -> String {
    var parts = ["plumb", spec.name]
    parts += spec.arguments.map(\.synopsis)
    if !spec.options.isEmpty { parts.append("[<options>]") }
    return parts.joined(separator: " ")
  }

  /// The full help of a subcommand.
  public static func help(for spec: CommandSpec) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)"]
    if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
    lines += ["", "USAGE: \(usage(for: spec))"]
    if !spec.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += spec.arguments.map { row("<\($0.name)>", $0.help) }
    }
    lines += ["", "OPTIONS:"]
    for option in spec.allOptions {
      var help = option.help
      if let choices = option.choices { help += " (one of: \(choices.joined(separator: ", ")))" }
      if let value = option.defaultValue { help += " (default: \(value))" }
      lines.append(row(option.synopsis, help))
    }
    return lines.joined(separator: "\n")
  }

  /// The top-level help listing every subcommand.
  public static func help(for commands: [CommandSpec], version: String) -> String {
    var lines = [
      "OVERVIEW: Plumb \(version) renders layout scenes to PNG with Apple Auto Layout semantics, and snapshot-tests them.",
      "",
      "USAGE: plumb <subcommand> [<options>]",
      "",
      "OPTIONS:",
      row("-h, --help", "Show help."),
      row("--version", "Show the version."),
      "",
      "SUBCOMMANDS:",
    ]
    lines += commands.map { row($0.name, $0.abstract) }
    lines += ["", "  See 'plumb help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n")
  }

  /// One indented two-column row; a long left column pushes the help to the next line.
  static func row(_ left: String, _ right: String) -> String {
    let label = "  " + left
    if label.count >= column { return label + "\n" + String(repeating: " ", count: column) + right }
    return label + String(repeating: " ", count: column - label.count) + right
  }
}
