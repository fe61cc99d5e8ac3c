import CPlumbSupport

/// The 128-bit XXH3 digest of a picture's pixels (premultiplied ARGB32 words, with the size), as stored
/// in a reference's `plDG` chunk. Equal digests mean equal pixels: a chance collision of two different
/// pictures has probability 2⁻¹²⁸, and snapshot references are not adversarial input.
///
/// ```swift
/// let digest = PixelDigest(bitmap)
/// digest.hex   // "5d1c…" (32 hex digits)
/// digest == PixelDigest(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)   // true
/// ```
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
  /// The low and high 64 bits.
  public let low: UInt64, high: UInt64

  /// A digest from its two halves (as stored in the chunk, little-endian).
  public init(low: UInt64, high: UInt64) { self.low = low; self.high = high }

  /// The digest of `width × height` premultiplied ARGB32 words.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "PixelDigest: \(width)×\(height) needs \(width * height) pixels")
    var digest: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &digest) { out in
      pixels.withUnsafeBufferPointer {
        plumb_pixel_digest128($0.baseAddress, Int32(width), Int32(height), out.baseAddress!.assumingMemoryBound(to: UInt64.self))
      }
    }
    self.init(low: digest.0, high: digest.1)
  }

  /// The digest of a bitmap's pixels.
  public init(_ bitmap: Bitmap) { self.init(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels) }

  /// The XXH3-128 digest of raw bytes (the chunks of a PNG file).
  static func of(bytes: UnsafeRawBufferPointer) -> PixelDigest {
    var digest: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &digest) { out in
      plumb_digest128(bytes.baseAddress, bytes.count, out.baseAddress!.assumingMemoryBound(to: UInt64.self))
    }
    return PixelDigest(low: digest.0, high: digest.1)
  }

  /// 32 lower-case hex digits, high half first.
  public var hex: String {
    func word(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return word(high) + word(low)
  }

  public var description: String { hex }
}
