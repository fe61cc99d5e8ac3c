/// Why `plumb adapt` could not prepare a file or a folder, with the place when it is in a file.
///
/// ```swift
/// do { _ = try SourceAdapter().adapt(Array("let s = \"open".utf8), file: "A.swift") }
/// catch let error as AdaptError { print(error) }   // A.swift:1:9: unterminated string literal
/// ```
public struct AdaptError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file (or folder) concerned.
  public let file: String
  /// The 1-based line and column, when the error is inside the file.
  public let line: Int?, column: Int?
  /// What went wrong.
  public let message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    self.file = file; self.line = line; self.column = column; self.message = message
  }

  /// `file:line:column: message`, as compilers print it.
  public var description: String {
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    return "\(file): \(message)"
  }
}
