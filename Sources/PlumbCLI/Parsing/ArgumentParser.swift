import PlumbLayout

/// Turns a subcommand's words into `ParsedArguments` by its `CommandSpec`, with precise usage errors.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, `--` to end options, and positionals in
/// any order around options.
///
/// ```swift
/// let args = try ArgumentParser.parse(["scene.json", "--width", "320"], for: renderSpec)
/// ```
public enum ArgumentParser {
  /// Parses `words` (the words after the subcommand name).
  /// - Throws: `UsageError` for unknown options (with a suggestion), missing or extra values,
  ///   values outside `choices` (matched in any case, kept in the declared spelling), and missing or
  ///   extra positionals.
  public static func parse(_ words: [String], for spec: CommandSpec) throws -> ParsedArguments {
    let options = spec.allOptions
    var values: [String: [String]] = [:]
    var flags = Set<String>()
    var loose: [String] = []
    var index = 0
    var optionsEnded = false
    func fail(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" || Double(word) != nil {
        loose.append(word)
        continue
      }
      if word == "--" { optionsEnded = true; continue }
      var name = word
      var inlineValue: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        inlineValue = String(word[word.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
        let names = options.map(\.name)
        let hint = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
        throw fail("Unknown option '\(name)'.\(hint)")
      }
      if option.isFlag {
        if inlineValue != nil { throw fail("Flag '\(option.name)' takes no value.") }
        flags.insert(option.name)
        continue
      }
      var value: String
      if let inlineValue {
        value = inlineValue
      } else if index < words.count, !(words[index].hasPrefix("-") && Double(words[index]) == nil && words[index] != "-") {
        value = words[index]
        index += 1
      } else {
        throw fail("Missing value for '\(option.synopsis)'.")
      }
      if let choices = option.choices {
        // Value names are matched without regard to case (`--type ax3`, `--appearance Dark`), as
        // `--device` names are; the command reads the spelling the choice declares.
        guard let choice = choices.first(where: { $0.lowercased() == value.lowercased() }) else {
          let hint = Suggestion.closest(to: value, in: choices).map { " Did you mean '\($0)'?" } ?? ""
          let expected = choices.map { "'\($0)'" }.joined(separator: ", ")
          let shown = "\(option.name) <\(option.valueName!)>"
          throw fail("Invalid value '\(value)' for '\(shown)': expected one of \(expected).\(hint)")
        }
        value = choice
      }
      if values[option.name] != nil && !option.repeats {
        throw fail("Option '\(option.name)' given more than once.")
      }
      values[option.name, default: []].append(value)
    }

    var positional: [String: [String]] = [:]
    if !flags.contains("--help") {
      var remaining = loose[...]
      for argument in spec.arguments {
        if argument.repeats {
          positional[argument.name] = Array(remaining)
          remaining = []
          if positional[argument.name]!.isEmpty && !argument.optional {
            throw fail("Missing expected argument '\(argument.synopsis)'.")
          }
        } else if let first = remaining.first {
          positional[argument.name] = [first]
          remaining = remaining.dropFirst()
        } else if !argument.optional {
          throw fail("Missing expected argument '\(argument.synopsis)'.")
        }
      }
      if !remaining.isEmpty {
        let list = remaining.map { "'\($0)'" }.joined(separator: ", ")
        throw fail(remaining.count == 1 ? "Unexpected argument \(list)." : "\(remaining.count) unexpected arguments: \(list).")
      }
    }
    return ParsedArguments(command: spec.name, values: values, flags: flags, positional: positional, specs: options)
  }
}
