import CPlumbSupport

/// The chunk list of a PNG file, and Plumb's digest chunk `plDG`.
///
/// `plDG` (ancillary, private, not safe to copy — so an editor that changes the picture must drop it)
/// holds 34 bytes: version 1, algorithm 1 (XXH3-128), the pixel digest (16 bytes, little-endian low
/// half first), then the digest of every byte between the signature and the `plDG` chunk itself (IHDR,
/// IDAT and whatever lies between). A reference whose IDAT was re-compressed by an optimiser, or
/// whose pixels were edited while the chunk was kept, no longer matches its second digest, and its
/// pixel digest is then ignored: the picture is decoded and compared as if it had none.
///
/// ```swift
/// let file = PNGChunks.appendingDigest(PixelDigest(bitmap), to: png)
/// PNGChunks.storedDigest(in: file)   // the pixel digest, or nil when absent or not trustworthy
/// ```
enum PNGChunks {
  static let digestType: [UInt8] = Array("plDG".utf8)
  static let digestVersion: UInt8 = 1
  static let digestAlgorithm: UInt8 = 1

  /// One chunk: where it starts (its length field) and ends (after its CRC), and its type.
  struct Chunk {
    var start: Int, end: Int
    var type: (UInt8, UInt8, UInt8, UInt8)
    var dataStart: Int { start + 8 }
    var dataEnd: Int { end - 4 }
    func isType(_ name: [UInt8]) -> Bool { [type.0, type.1, type.2, type.3] == name }
  }

  /// The chunks of `bytes`, or nil when the signature or framing is broken (a length past the end).
  static func chunks(_ bytes: UnsafeBufferPointer<UInt8>) -> [Chunk]? {
    guard bytes.count >= 8, Array(bytes[0..<8]) == PNGFile.signature else { return nil }
    var result: [Chunk] = []
    var position = 8
    while position + 12 <= bytes.count {
      let length = Int(UInt32(bytes[position]) << 24 | UInt32(bytes[position + 1]) << 16
        | UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3]))
      let end = position + 12 + length
      guard length <= Int(Int32.max), end <= bytes.count else { return nil }
      let chunk = Chunk(start: position, end: end,
                        type: (bytes[position + 4], bytes[position + 5], bytes[position + 6], bytes[position + 7]))
      result.append(chunk)
      position = end
      if chunk.isType(Array("IEND".utf8)) { return result }
    }
    return nil
  }

  /// `png` (as the writer made it: its last chunk is IEND) with a `plDG` chunk inserted before IEND.
  static func appendingDigest(_ digest: PixelDigest, to png: [UInt8]) -> [UInt8] {
    let iendStart = png.count - 12
    let covered = png.withUnsafeBytes { PixelDigest.of(bytes: UnsafeRawBufferPointer(rebasing: $0[8..<iendStart])) }
    var data: [UInt8] = [digestVersion, digestAlgorithm]
    for word in [digest.low, digest.high, covered.low, covered.high] {
      withUnsafeBytes(of: word.littleEndian) { data += $0 }
    }
    var chunk: [UInt8] = []
    withUnsafeBytes(of: UInt32(data.count).bigEndian) { chunk += $0 }
    chunk += digestType + data
    let crc = chunk[4...].withUnsafeBufferPointer { plumb_crc32(0, $0.baseAddress, $0.count) }
    withUnsafeBytes(of: crc.bigEndian) { chunk += $0 }
    var result = Array(png[..<iendStart])
    result.reserveCapacity(png.count + chunk.count)
    result += chunk
    result += png[iendStart...]
    return result
  }

  /// The pixel digest a file carries, when its `plDG` chunk is well-formed, its CRC holds and its
  /// second digest matches the bytes before it; nil otherwise (no chunk, an unknown version, or a file
  /// changed since it was recorded).
  static func storedDigest(in bytes: [UInt8]) -> PixelDigest? {
    bytes.withUnsafeBufferPointer { buffer -> PixelDigest? in
      guard let chunks = chunks(buffer),
            let chunk = chunks.first(where: { $0.isType(digestType) }),
            chunk.dataEnd - chunk.dataStart == 34,
            buffer[chunk.dataStart] == digestVersion, buffer[chunk.dataStart + 1] == digestAlgorithm else { return nil }
      let crc = plumb_crc32(0, buffer.baseAddress! + chunk.start + 4, chunk.dataEnd - chunk.start - 4)
      guard crc == word32(buffer, at: chunk.dataEnd) else { return nil }
      let words = (0..<4).map { word64(buffer, at: chunk.dataStart + 2 + 8 * $0) }
      let covered = PixelDigest.of(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[8..<chunk.start])))
      guard covered == PixelDigest(low: words[2], high: words[3]) else { return nil }
      return PixelDigest(low: words[0], high: words[1])
    }
  }

  private static func word32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  private static func word64(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
  }
}
