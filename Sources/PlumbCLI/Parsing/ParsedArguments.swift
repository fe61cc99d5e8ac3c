/// The values a command line gave a command, read by option name with typed accessors.
///
/// ```swift
/// let width = try args.double("--width")      // nil when absent and without default
/// let strict = args.flag("--strict")
/// let scenes = args.positionals("scenes")
/// ```
public struct ParsedArguments: Sendable {
  public let command: String
  var values: [String: [String]]
  var flags: Set<String>
  var positional: [String: [String]]
  let specs: [OptionSpec]

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }
  /// The last value of an option, or its default, or `nil`.
  public func string(_ name: String) -> String? {
    values[name]?.last ?? specs.first(where: { $0.name == name })?.defaultValue
  }
  /// Every value given to a repeating option, in order.
  public func strings(_ name: String) -> [String] { values[name] ?? [] }
  /// Whether the option was given on the command line (defaults do not count).
  public func isPresent(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }
  /// The values of a positional argument (one for a plain one, any number for a repeating one).
  public func positionals(_ name: String) -> [String] { positional[name] ?? [] }
  /// The value of a plain positional argument.
  public func positional(_ name: String) -> String? { positional[name]?.first }

  /// An option's value as a finite number; a usage error when it is not one.
  public func double(_ name: String) throws -> Double? {
    guard let text = string(name) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw UsageError("Invalid value '\(text)' for '\(synopsis(name))': expected a number.", command: command)
    }
    return value
  }
  /// An option's value as a whole number; a usage error when it is not one.
  public func int(_ name: String) throws -> Int? {
    guard let text = string(name) else { return nil }
    guard let value = Int(text) else {
      throw UsageError("Invalid value '\(text)' for '\(synopsis(name))': expected a whole number.", command: command)
    }
    return value
  }
  /// An option's value converted by `parse`; `expected` describes valid values for the error message.
  public func value<T>(_ name: String, expected: String, _ parse: (String) -> T?) throws -> T? {
    guard let text = string(name) else { return nil }
    guard let value = parse(text) else {
      throw UsageError("Invalid value '\(text)' for '\(synopsis(name))': expected \(expected).", command: command)
    }
    return value
  }

  private func synopsis(_ name: String) -> String {
    specs.first(where: { $0.name == name }).map { spec in spec.valueName.map { "\(name) <\($0)>" } ?? name } ?? name
  }
}
