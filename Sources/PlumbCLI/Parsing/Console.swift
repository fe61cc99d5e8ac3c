#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// ```swift
/// let console = Console.standard
/// console.out("rendered out.png")
/// console.err("error: …")
/// ```
public final class Console: @unchecked Sendable {
  private let write: @Sendable (String, Bool) -> Void
  /// Whether standard error is a terminal (progress lines are shown only there).
  public let isTerminal: Bool

  /// A console that sends `(text, isError)` to `write`.
  public init(isTerminal: Bool = false, write: @escaping @Sendable (String, Bool) -> Void) {
    self.write = write; self.isTerminal = isTerminal
  }

  /// The process's standard output and standard error.
  public static let standard = Console(isTerminal: isatty(2) == 1) { text, isError in
    fputs(text, isError ? stderr : stdout)
    fflush(isError ? stderr : stdout)
  }

  /// Writes a line to standard output.
  public func out(_ line: String) { write(line + "\n", false) }
  /// Writes a line to standard error.
  public func err(_ line: String) { write(line + "\n", true) }
  /// Writes text to standard error without a newline (for progress lines with `\r`).
  public func progress(_ text: String) { write(text, true) }
}

/// A console that keeps everything written, for tests.
///
/// ```swift
/// let capture = CapturedConsole()
/// _ = Plumb.run(["--version"], console: capture.console)
/// capture.output   // "plumb 0.1.0\n"
/// ```
public final class CapturedConsole: @unchecked Sendable {
  private var storage: (out: String, err: String) = ("", "")
  public init() {}
  public var console: Console {
    Console { [self] text, isError in
      if isError { storage.err += text } else { storage.out += text }
    }
  }
  public var output: String { storage.out }
  public var errors: String { storage.err }
}
