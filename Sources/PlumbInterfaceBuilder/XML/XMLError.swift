/// Why an XML document was refused, and where: `Main.storyboard:12:5: DOCTYPE declarations are refused …`.
///
/// ```swift
/// do { _ = try XMLReader.parse(bytes, file: "Main.storyboard") }
/// catch let error as XMLError { print(error) }   // "Main.storyboard:3:1: …"
/// ```
public struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file named in the message (`nil` for text without a file).
  public var file: String?
  /// 1-based line and column (UTF-8 bytes) of the offending character.
  public var line: Int
  public var column: Int
  /// What is wrong, in a sentence without a trailing full stop.
  public var message: String

  public init(file: String?, line: Int, column: Int, message: String) {
    self.file = file; self.line = line; self.column = column; self.message = message
  }

  public var description: String { "\(file ?? "<xml>"):\(line):\(column): \(message)" }
}

/// The limits that keep a hostile XML document harmless; checked while reading, before anything large
/// is allocated.
///
/// ```swift
/// XMLLimits.standard.maxBytes   // 50 MiB
/// ```
public struct XMLLimits: Sendable, Hashable {
  /// The largest document, in bytes.
  public var maxBytes: Int
  /// The deepest element nesting (Interface Builder documents rarely exceed 40).
  public var maxDepth: Int
  /// The most elements in one document.
  public var maxElements: Int
  /// The most attributes on one element.
  public var maxAttributes: Int

  public init(maxBytes: Int, maxDepth: Int, maxElements: Int, maxAttributes: Int) {
    self.maxBytes = maxBytes; self.maxDepth = maxDepth; self.maxElements = maxElements; self.maxAttributes = maxAttributes
  }

  /// 50 MiB, 256 levels, 2 million elements, 512 attributes per element.
  public static let standard = XMLLimits(maxBytes: 50 * 1024 * 1024, maxDepth: 256, maxElements: 2_000_000, maxAttributes: 512)
}
