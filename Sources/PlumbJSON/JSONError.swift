/// A JSON or JSON5 text that cannot be read, with the place of the mistake: line and column (Unicode
/// scalars, 1-based) and byte offset. `kind.message` is the one place its text is made; front ends
/// add the file and their own wording around it (`SceneError`, `plumb solve`).
///
/// ```swift
/// do { _ = try JSONReader.parse(#"{"a": [1, }"#, strict: true) }
/// catch let error as JSONError { print(error) }   // 1:11: unexpected '}', expected a value
/// ```
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
  public var kind: Kind
  /// 1-based line of the mistake.
  public var line: Int
  /// 1-based column of the mistake, in Unicode scalars.
  public var column: Int
  /// Byte offset of the mistake from the start of the text.
  public var offset: Int

  /// An error of `kind` at a place.
  ///
  /// ```swift
  /// JSONError(.unterminatedComment, line: 2, column: 5, offset: 12)
  /// ```
  public init(_ kind: Kind, line: Int, column: Int, offset: Int) {
    self.kind = kind; self.line = line; self.column = column; self.offset = offset
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(kind.message)" }

  /// What is wrong.
  ///
  /// ```swift
  /// JSONError.Kind.invalidEscape("q").message   // "invalid escape sequence '\q'"
  /// ```
  public enum Kind: Hashable, Sendable {
    /// Bytes that are not UTF-8, at `offset` from the start of the text (`byte` is the first bad one).
    case notUTF8(offset: Int, byte: UInt8)
    /// Objects and lists nest deeper than the reader's limit.
    case nestingTooDeep(limit: Int)
    /// A character that cannot stand here.
    case unexpectedCharacter(String, expected: String)
    /// The text ends where more is needed.
    case unexpectedEnd(expected: String)
    /// A string without its closing quote on the same line.
    case unterminatedString
    /// A `/*` comment without `*/`.
    case unterminatedComment
    /// A backslash escape the format (JSON5, or strict JSON) does not define.
    case invalidEscape(String)
    /// A control character (other than a tab in JSON5) inside a string.
    case controlCharacterInString
    /// A malformed number.
    case invalidNumber(String)
    /// A number too large for a `Double` (strict JSON has no infinity).
    case numberTooLarge(String)
    /// The same key twice in one object.
    case duplicateKey(String, firstLine: Int)

    /// The human-readable text of the error, without its place.
    public var message: String {
      switch self {
      case .notUTF8(let offset, let byte):
        return "the file is not UTF-8 text: byte \(offset) (0x\(String(byte, radix: 16, uppercase: true))) does not "
          + "start or continue a UTF-8 character"
      case .nestingTooDeep(let limit): return "objects and lists nest deeper than \(limit) levels"
      case .unexpectedCharacter(let found, let expected): return "unexpected '\(found)', expected \(expected)"
      case .unexpectedEnd(let expected): return "unexpected end of file, expected \(expected)"
      case .unterminatedString: return "unterminated string (a string must end on the line it starts; use \\n for a line break)"
      case .unterminatedComment: return "unterminated comment ('/*' without '*/')"
      case .invalidEscape(let escape): return "invalid escape sequence '\\\(escape)'"
      case .controlCharacterInString: return "control character in a string (write it as an escape such as \\t)"
      case .invalidNumber(let text): return "invalid number '\(text)'"
      case .numberTooLarge(let text): return "\(text) is too large a number (a Double holds at most about 1.8e308)"
      case .duplicateKey(let key, let firstLine): return "duplicate key '\(key)' (first at line \(firstLine))"
      }
    }
  }
}
