/// Converts UTF-8 byte offsets (Pango's indices) into Unicode-scalar offsets (the record's unit).
///
/// ```swift
/// let index = ScalarIndex("héllo")
/// index.scalar(atByte: 3)   // 2: "é" is two bytes
/// ```
struct ScalarIndex {
  /// `scalarAtByte[b]` is the index of the scalar that byte `b` belongs to; one extra entry for the end.
  private let scalarAtByte: [Int]

  init(_ text: String) {
    var table: [Int] = []
    table.reserveCapacity(text.utf8.count + 1)
    for (position, scalar) in text.unicodeScalars.enumerated() {
      table.append(contentsOf: repeatElement(position, count: UTF8.width(scalar)))
    }
    table.append(text.unicodeScalars.count)
    scalarAtByte = table
  }

  func scalar(atByte byte: Int) -> Int { scalarAtByte[min(max(0, byte), scalarAtByte.count - 1)] }

  /// The scalar range covering the byte range.
  func scalars(_ bytes: Range<Int>) -> Range<Int> {
    let lower = scalar(atByte: bytes.lowerBound)
    let upper = bytes.isEmpty ? lower : scalar(atByte: bytes.upperBound - 1) + 1
    return lower..<upper
  }
}
