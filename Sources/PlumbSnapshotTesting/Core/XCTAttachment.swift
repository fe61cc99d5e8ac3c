import Foundation

/// A file a failed snapshot leaves for the person reading the failure: swift-snapshot-testing's
/// `Diffing` returns these beside its message. Swift's XCTest on Linux has no attachments, so, as
/// swift-snapshot-testing does there, this module declares the type; Plumb writes each one beside the
/// failed snapshot in the artifacts folder, under its `name`.
///
/// ```swift
/// let diffing = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
///   old == new ? nil : ("texts differ", [XCTAttachment(string: new)])
/// }
/// ```
public struct XCTAttachment {
  /// The attachment's bytes.
  public let data: Data
  /// The type of the bytes (`public.png`, `public.plain-text`), when given.
  public let uniformTypeIdentifier: String?
  /// The file name the attachment is written under (without the test's prefix).
  public var name: String?

  /// Bytes to keep.
  public init(data: Data) {
    self.init(data: data, uniformTypeIdentifier: nil)
  }

  /// Bytes of a known type to keep.
  public init(data: Data, uniformTypeIdentifier: String?) {
    self.data = data
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// Text to keep (UTF-8).
  public init(string: String) {
    self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
  }

  /// The file name Plumb writes the attachment under: its `name`, with an extension from its type
  /// when the name has none, or `attachment-<n>` when it has no name.
  func fileName(index: Int) -> String {
    let base = name ?? "attachment-\(index + 1)"
    guard !base.contains(".") else { return base }
    switch uniformTypeIdentifier {
    case "public.png": return base + ".png"
    case "public.plain-text", "public.utf8-plain-text": return base + ".txt"
    default: return base
    }
  }
}
