import PlumbGraphics

/// Anti-aliasing noise for comparator benchmarks: every other edge pixel (one with a neighbour of
/// another value, as on glyph and shape edges) gets its grey level moved by 12…40 levels, as a
/// different rasteriser version or hinting setting would move it. Flat areas stay identical.
/// Deterministic (a fixed linear congruential sequence).
///
/// ```swift
/// let noisy = try Bitmap(width: b.width, height: b.height, pixels: AntialiasingNoise.apply(to: b))
/// ```
enum AntialiasingNoise {
  static func apply(to bitmap: Bitmap) -> [UInt32] {
    let width = bitmap.width, height = bitmap.height
    let source = bitmap.pixels
    var pixels = source
    var seed: UInt32 = 12345
    for y in 1..<(height - 1) {
      for x in 1..<(width - 1) {
        let index = y * width + x, center = source[index]
        let edge = source[index - 1] != center || source[index + 1] != center
          || source[index - width] != center || source[index + width] != center
        guard edge, center >> 24 == 0xFF else { continue }
        seed = seed &* 1_103_515_245 &+ 12345
        guard (seed >> 16) & 1 == 0 else { continue }
        let delta = Int(12 + (seed >> 17) % 29) * ((seed >> 24) & 1 == 0 ? 1 : -1)
        func channel(_ shift: UInt32) -> UInt32 {
          UInt32(max(0, min(255, Int((center >> shift) & 0xFF) + delta))) << shift
        }
        pixels[index] = 0xFF00_0000 | channel(16) | channel(8) | channel(0)
      }
    }
    return pixels
  }
}
