import Testing
@testable import PlumbCLI

private let sample = CommandSpec(
  name: "sample", abstract: "A command for tests.",
  arguments: [ArgumentSpec("scene", help: "The scene."), ArgumentSpec("more", help: "More.", optional: true, repeats: true)],
  options: [
    OptionSpec("--width", "-w", value: "points", help: "Root width."),
    OptionSpec("--direction", value: "dir", help: "Direction.", default: "ltr", choices: ["ltr", "rtl"]),
    OptionSpec("--strict", help: "Be strict."),
    OptionSpec("--tag", value: "name", help: "A tag.", repeats: true),
  ]
) { _, _ in 0 }

@Suite struct ArgumentParserTests {
  @Test func parsesOptionsFlagsAndPositionals() throws {
    let args = try ArgumentParser.parse(["a.json", "--width", "320", "--strict", "b", "--tag=x", "--tag", "y"], for: sample)
    #expect(args.positional("scene") == "a.json")
    #expect(args.positionals("more") == ["b"])
    #expect(try args.double("--width") == 320)
    #expect(args.flag("--strict"))
    #expect(args.strings("--tag") == ["x", "y"])
    #expect(args.string("--direction") == "ltr")
    #expect(!args.isPresent("--direction"))
  }

  @Test func shortNamesAndNegativeNumbers() throws {
    let args = try ArgumentParser.parse(["-w", "-5", "s"], for: sample)
    #expect(try args.double("--width") == -5)
  }

  @Test(arguments: [
    (["s", "--widht", "3"], "Unknown option '--widht'. Did you mean '--width'?"),
    (["s", "--width"], "Missing value for '-w, --width <points>'."),
    (["s", "--direction", "rlt"], "Invalid value 'rlt' for '--direction <dir>': expected one of 'ltr', 'rtl'. Did you mean 'rtl'?"),
    (["s", "--strict=1"], "Flag '--strict' takes no value."),
    (["s", "--width", "1", "--width", "2"], "Option '--width' given more than once."),
    ([String](), "Missing expected argument '<scene>'."),
  ])
  func usageErrors(words: [String], message: String) {
    #expect(throws: UsageError(message, command: "sample")) { try ArgumentParser.parse(words, for: sample) }
  }

  @Test func badNumberNamesTheOption() throws {
    let args = try ArgumentParser.parse(["s", "--width", "wide"], for: sample)
    #expect(throws: UsageError("Invalid value 'wide' for '--width <points>': expected a number.", command: "sample")) {
      try args.double("--width")
    }
  }

  @Test func extraPositionalsAreErrors() {
    let single = CommandSpec(name: "one", abstract: "x", arguments: [ArgumentSpec("a", help: "a")]) { _, _ in 0 }
    #expect(throws: UsageError("2 unexpected arguments: 'b', 'c'.", command: "one")) {
      try ArgumentParser.parse(["a", "b", "c"], for: single)
    }
  }

  @Test func helpListsOptionsWithDefaultsAndChoices() {
    let help = HelpFormatter.help(for: sample)
    #expect(help.contains("USAGE: plumb sample <scene> [<more> ...] [<options>]"))
    #expect(help.contains("--direction <dir>"))
    #expect(help.contains("(one of: ltr, rtl) (default: ltr)"))
    #expect(help.contains("-h, --help"))
  }
}

@Suite struct PlumbTopLevelTests {
  @Test func versionAndHelp() {
    let capture = CapturedConsole()
    #expect(Plumb.run(["--version"], console: capture.console) == 0)
    #expect(capture.output == "plumb \(Plumb.version)\n")
    let help = CapturedConsole()
    #expect(Plumb.run(["--help"], console: help.console) == 0)
    #expect(help.output.contains("USAGE: plumb <subcommand>"))
  }

  @Test func unknownSubcommandIsAUsageError() {
    let capture = CapturedConsole()
    #expect(Plumb.run(["frobnicate"], console: capture.console) == ExitCode.usage)
    #expect(capture.errors.hasPrefix("error: Unknown subcommand 'frobnicate'."))
  }
}
