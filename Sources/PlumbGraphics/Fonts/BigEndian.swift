/// Bounds-checked big-endian reads from font bytes (OpenType stores every number big-endian): nil when
/// the value would lie outside the bytes, so a malformed table can never trap.
///
/// ```swift
/// BigEndian.uint16([0x01, 0x02], at: 0)   // 258
/// BigEndian.uint32([0x01, 0x02], at: 0)   // nil: only two bytes
/// ```
enum BigEndian {
  static func uint16<Bytes: RandomAccessCollection>(_ bytes: Bytes, at offset: Int) -> UInt16?
  where Bytes.Element == UInt8, Bytes.Index == Int {
    guard offset >= 0, offset <= bytes.count - 2 else { return nil }
    let at = bytes.startIndex + offset
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  static func uint32<Bytes: RandomAccessCollection>(_ bytes: Bytes, at offset: Int) -> UInt32?
  where Bytes.Element == UInt8, Bytes.Index == Int {
    guard let high = uint16(bytes, at: offset), let low = uint16(bytes, at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }
}
