/// Replacements in a file's bytes that never move a line: each replacement keeps the line breaks of the
/// text it replaces (added after it), and a shorter one-line replacement is padded with spaces so the
/// columns after it stay where they were.
///
/// ```swift
/// var edits = SourceEdits(source: Array("@objc func f()".utf8))
/// edits.replace(0, 5, with: "")
/// String(decoding: edits.applied(), as: UTF8.self)   // "      func f()"
/// ```
public struct SourceEdits {
  let source: [UInt8]
  private(set) var edits: [(start: Int, end: Int, text: [UInt8])] = []

  public init(source: [UInt8]) { self.source = source }

  /// Replaces bytes `start..<end` with `text` (line breaks in it become spaces); `pads` keeps the
  /// columns after a shorter replacement (off where a space would change the meaning, as before `.`).
  public mutating func replace(_ start: Int, _ end: Int, with text: String, pads: Bool = true) {
    var bytes = Array(text.utf8).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    let breaks = Self.lineBreaks(in: source[start..<end])
    if pads, breaks == 0, bytes.count < end - start { bytes += Array(repeating: 0x20, count: end - start - bytes.count) }
    bytes += Array(repeating: 0x0A, count: breaks)
    edits.append((start, end, bytes))
  }

  /// The line breaks Swift counts in `bytes`: `\n`, `\r\n` and a lone `\r`.
  public static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
    var count = 0, index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.endIndex || bytes[index + 1] != 0x0A)) { count += 1 }
      index += 1
    }
    return count
  }

  /// Whether a replacement already covers part of `start..<end`.
  public func overlaps(_ start: Int, _ end: Int) -> Bool { edits.contains { $0.start < end && start < $0.end } }

  /// The source with every replacement made (overlapping later replacements are ignored).
  public func applied() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(source.count + 64)
    var position = 0
    for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= position {
      output += source[position..<edit.start]
      output += edit.text
      position = edit.end
    }
    output += source[position...]
    return output
  }
}
