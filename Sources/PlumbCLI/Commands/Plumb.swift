#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PlumbGraphics
import PlumbLayout

/// The `plumb` command: finds the subcommand, parses its arguments, runs it, and returns the exit code.
///
/// ```swift
/// let code = Plumb.run(["render", "Scenes/SimpleStackView.json", "-o", "out.png"])
/// ```
public enum Plumb {
  /// Plumb's version, printed by `plumb --version`.
  public static let version = "0.1.0"

  /// The environment commands read (`CI` decides whether `plumb snapshot` may record): the process's, unless a
  /// test binds another, e.g. to check recording while the suite itself runs under CI.
  ///
  /// ```swift
  /// Plumb.$environment.withValue([:]) { Plumb.run(["snapshot", "Scenes", "--record", "all"]) }
  /// ```
  @TaskLocal public static var environment: [String: String] = ProcessInfo.processInfo.environment

  /// Every subcommand, in the order help lists them.
  public static var commands: [CommandSpec] { CommandRegistry.all }

  /// Runs `plumb` with `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    guard let first = arguments.first else {
      console.err(HelpFormatter.help(for: commands, version: version))
      return ExitCode.usage
    }
    switch first {
    case "--help", "-h":
      console.out(HelpFormatter.help(for: commands, version: version))
      return ExitCode.success
    case "--version":
      console.out("plumb \(version)")
      return ExitCode.success
    case "--sf-pro":
      // `plumb --sf-pro DIR <command> …`: the system font is the user's SF Pro (SanFranciscoPro).
      guard arguments.count > 2 else {
        return report(UsageError("'--sf-pro' needs the folder of your SF Pro files, then a command."), console: console)
      }
      do { try SanFranciscoPro.use(directory: arguments[1]) } catch {
        console.err("error: \(error)")
        return ExitCode.usage
      }
      return run(Array(arguments.dropFirst(2)), console: console)
    case "help":
      guard arguments.count > 1 else {
        console.out(HelpFormatter.help(for: commands, version: version))
        return ExitCode.success
      }
      guard let spec = commands.first(where: { $0.name == arguments[1] }) else {
        return report(unknownCommand(arguments[1]), console: console)
      }
      console.out(HelpFormatter.help(for: spec))
      return ExitCode.success
    default:
      break
    }
    guard let spec = commands.first(where: { $0.name == first }) else {
      return report(unknownCommand(first), console: console)
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: spec)
      if parsed.flag("--help") {
        console.out(HelpFormatter.help(for: spec))
        return ExitCode.success
      }
      return spec.run(parsed, console)
    } catch let error as UsageError {
      return report(error, console: console)
    } catch {
      console.err("error: \(error)")
      return ExitCode.software
    }
  }

  /// Runs `plumb` as a process: parses `CommandLine.arguments` and exits with the code.
  public static func main(_ argv: [String]) -> Never {
    exit(run(Array(argv.dropFirst())))
  }

  /// Prints a usage error with the usage line and where to find help; returns 64.
  public static func report(_ error: UsageError, console: Console) -> Int32 {
    console.err("error: \(error.message)")
    if let name = error.command, let spec = commands.first(where: { $0.name == name }) {
      console.err("Usage: \(HelpFormatter.usage(for: spec))")
      console.err("  See 'plumb \(name) --help'.")
    } else {
      console.err("Usage: plumb <subcommand> [<options>]")
      console.err("  See 'plumb --help'.")
    }
    return ExitCode.usage
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    let hint = Suggestion.closest(to: name, in: commands.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
    return UsageError("Unknown subcommand '\(name)'.\(hint)")
  }
}
