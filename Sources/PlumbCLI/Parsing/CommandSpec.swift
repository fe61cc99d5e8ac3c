/// A subcommand of `plumb`, declared as data: its name, help, inputs and what it runs.
///
/// ```swift
/// let solve = CommandSpec(
///   name: "solve", abstract: "Solve a constraint system file and print the values as JSON.",
///   arguments: [ArgumentSpec("file", help: "A solver fixture (JSON).")],
///   options: []
/// ) { args, console in
///   console.out("…")
///   return ExitCode.success
/// }
/// ```
public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  /// Longer help shown under the overview; may hold examples.
  public var discussion: String
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]
  public var run: @Sendable (ParsedArguments, Console) -> Int32

  public init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], run: @escaping @Sendable (ParsedArguments, Console) -> Int32
  ) {
    self.name = name; self.abstract = abstract; self.discussion = discussion
    self.arguments = arguments; self.options = options; self.run = run
  }

  /// Every option including the built-in `--help`.
  var allOptions: [OptionSpec] { options + [OptionSpec("--help", "-h", help: "Show help for this command.")] }
}
