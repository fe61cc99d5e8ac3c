/// Why a constraint-system file could not be read, with the file name and the JSON path of the
/// mistake; `plumb solve` prints it and exits with `exitCode`.
///
/// ```swift
/// SystemFileError(file: "f.json", path: "constraints[3].op", message: #"expected "==", "<=" or ">=""#)
///   .description   // f.json: constraints[3].op: expected "==", "<=" or ">="
/// ```
public struct SystemFileError: Error, Equatable, CustomStringConvertible {
  /// The file as given on the command line.
  public var file: String
  /// The JSON path of the mistake (`constraints[3].op`), empty for the whole file.
  public var path: String
  /// What is wrong.
  public var message: String
  /// 65 for malformed data, 66 for a file that cannot be read.
  public var exitCode: Int32

  /// Creates an error (malformed data unless told otherwise).
  public init(file: String, path: String, message: String, exitCode: Int32 = ExitCode.dataError) {
    self.file = file; self.path = path; self.message = message; self.exitCode = exitCode
  }

  /// `file: path: message`.
  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
