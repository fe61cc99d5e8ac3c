/// The exit codes of `plumb`, following BSD `sysexits.h` where one fits.
///
/// ```swift
/// return ExitCode.usage   // 64: the command line was wrong
/// ```
public enum ExitCode {
  /// Everything worked (rendered, matched, clean).
  public static let success: Int32 = 0
  /// The command ran but found problems: snapshot mismatches, or diagnostics under `--strict`.
  public static let failure: Int32 = 1
  /// The command line was wrong (EX_USAGE).
  public static let usage: Int32 = 64
  /// A scene, fixture or image was malformed (EX_DATAERR).
  public static let dataError: Int32 = 65
  /// An input file could not be opened (EX_NOINPUT).
  public static let noInput: Int32 = 66
  /// An output file could not be written (EX_CANTCREAT).
  public static let cannotCreate: Int32 = 73
  /// Plumb itself failed (EX_SOFTWARE).
  public static let software: Int32 = 70
}
