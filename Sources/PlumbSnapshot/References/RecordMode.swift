/// When a snapshot run writes references.
///
/// ```swift
/// RecordMode.resolve(option: nil, environment: ["CI": "true"])   // .never
/// RecordMode.resolve(option: nil, environment: [:])              // .missing
/// ```
public enum RecordMode: String, CaseIterable, Sendable {
  /// Record only variants that have no reference yet (the local default).
  case missing
  /// Re-record variants whose comparison failed, and missing ones.
  case failed
  /// Re-record every variant.
  case all
  /// Never write references: a missing reference is a failure (the default when `CI` is set).
  case never

  /// The mode for a run: the command-line choice if given, else `never` under CI, else `missing`.
  /// Under CI an explicit choice other than `never` is refused by the caller, so CI never records.
  public static func resolve(option: RecordMode?, environment: [String: String]) -> RecordMode {
    if let option { return option }
    return isCI(environment) ? .never : .missing
  }

  /// Whether the environment variable `CI` is set to anything but empty, `0` or `false`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
