/// One token of Swift source, as `SwiftTokenizer` reads it: its kind and where it lies in the UTF-8 bytes.
///
/// ```swift
/// let tokens = try SwiftTokenizer.tokenize(Array("@objc func f() {}".utf8), file: "A.swift")
/// tokens[0].kind   // .attribute   ("@objc")
/// ```
public struct SwiftToken: Equatable, Sendable {
  /// What a token is; only the distinctions `plumb adapt` needs are made.
  public enum Kind: Equatable, Sendable {
    /// An identifier or keyword (`func`, `dynamic`, `` `class` ``, `$0`).
    case identifier
    /// `@` and a name (`@objc`, `@IBOutlet`).
    case attribute
    /// `#` and a name (`#if`, `#selector`, `#available`).
    case pound
    /// A string literal, whole (plain, multi-line or raw, with its interpolations).
    case string
    /// A number literal.
    case number
    /// A regular-expression literal (`#/…/#`).
    case regex
    /// `//…` or `/*…*/`.
    case comment
    /// One punctuation or operator character.
    case punctuation
    /// A line break.
    case newline
  }

  public let kind: Kind
  /// The token's first byte and the byte after its last, in the source's UTF-8.
  public let start: Int, end: Int
  /// The 1-based line and column (in bytes) of the first byte.
  public let line: Int, column: Int
}
