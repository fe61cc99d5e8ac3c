/// A mistake on the command line; `plumb` prints it with the command's usage and exits 64.
///
/// ```swift
/// throw UsageError("Unknown option '--widht'. Did you mean '--width'?", command: "render")
/// ```
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var message: String
  /// The subcommand whose usage should be shown, or `nil` for the top level.
  public var command: String?
  public init(_ message: String, command: String? = nil) { self.message = message; self.command = command }
  public var description: String { message }
}
