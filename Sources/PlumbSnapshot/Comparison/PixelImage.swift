/// An image as the comparator sees it: premultiplied ARGB32 pixels (Cairo's format, `0xAARRGGBB` per
/// `UInt32`), row after row with no padding.
///
/// ```swift
/// let white = PixelImage(width: 2, height: 1, pixels: [0xFFFF_FFFF, 0xFFFF_FFFF])
/// white.pixel(x: 1, y: 0)   // 0xFFFFFFFF
/// ```
public struct PixelImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height` premultiplied ARGB32 words.
  public var pixels: [UInt32]

  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height, "PixelImage: \(width)×\(height) needs \(width * height) pixels, got \(pixels.count)")
    self.width = width; self.height = height; self.pixels = pixels
  }

  /// An image filled with one premultiplied ARGB32 value.
  public init(width: Int, height: Int, filledWith value: UInt32) {
    self.init(width: width, height: height, pixels: [UInt32](repeating: value, count: width * height))
  }

  public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
  public mutating func setPixel(x: Int, y: Int, _ value: UInt32) { pixels[y * width + x] = value }

  /// An opaque premultiplied ARGB32 word from 8-bit red, green and blue.
  public static func opaque(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
    0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }
}
