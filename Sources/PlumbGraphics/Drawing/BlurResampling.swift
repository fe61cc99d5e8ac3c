/// Shrinking and enlarging premultiplied ARGB32 pixels by a whole factor, in whole-number arithmetic, for
/// `Canvas.blur`: a wide blur is computed on pixels `factor` times smaller (the mean of each block) and
/// enlarged back bilinearly, which a Gaussian that wide cannot tell from blurring every pixel, for a
/// fraction of the work.
///
/// ```swift
/// let small = BlurResampling.shrink(pixels, width: 300, height: 120, factor: 6)   // 50 × 20
/// let back = BlurResampling.enlarge(small.pixels, width: 50, height: 20, to: 300, 120, factor: 6)
/// ```
enum BlurResampling {
  /// The mean of each `factor × factor` block (blocks at the right and bottom edges may be smaller).
  static func shrink(_ pixels: [UInt32], width: Int, height: Int, factor: Int) -> (pixels: [UInt32], width: Int, height: Int) {
    let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
    var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
    pixels.withUnsafeBufferPointer { source in
      for blockRow in 0..<smallHeight {
        let rowStart = blockRow * factor, rowEnd = min(height, rowStart + factor)
        for blockColumn in 0..<smallWidth {
          let columnStart = blockColumn * factor, columnEnd = min(width, columnStart + factor)
          var a = 0, r = 0, g = 0, b = 0
          for row in rowStart..<rowEnd {
            for column in columnStart..<columnEnd {
              let word = source[row * width + column]
              a += Int(word >> 24); r += Int((word >> 16) & 0xFF); g += Int((word >> 8) & 0xFF); b += Int(word & 0xFF)
            }
          }
          let count = (rowEnd - rowStart) * (columnEnd - columnStart), half = count / 2
          small[blockRow * smallWidth + blockColumn] = UInt32((a + half) / count) << 24 | UInt32((r + half) / count) << 16
            | UInt32((g + half) / count) << 8 | UInt32((b + half) / count)
        }
      }
    }
    return (small, smallWidth, smallHeight)
  }

  /// `small` (each pixel the centre of a `factor`-wide block) enlarged to `width × height` by bilinear
  /// interpolation between block centres, with weights in 256ths; edges repeat.
  static func enlarge(_ small: [UInt32], width smallWidth: Int, height smallHeight: Int, to width: Int, _ height: Int,
                      factor: Int) -> [UInt32] {
    /// For an output coordinate: the block before it, the one after, and the weight of the one after.
    func taps(_ position: Int, _ count: Int) -> (Int, Int, Int) {
      // The output pixel's centre in block units, less half a block, in 256ths: ((2p + 1) / 2f − ½) × 256.
      let scaled = ((2 * position + 1) * 256) / (2 * factor) - 128
      let before = scaled >= 0 ? scaled / 256 : -1
      let weight = scaled - before * 256
      return (max(0, min(count - 1, before)), max(0, min(count - 1, before + 1)), weight)
    }
    let columns = (0..<width).map { taps($0, smallWidth) }, rows = (0..<height).map { taps($0, smallHeight) }
    // Two channels per 64-bit lane pair (alpha and green, red and blue, 32 bits apart), so each weight is
    // one multiplication for two channels; 255 × 256 × 256 fits in a lane.
    func spread(_ word: UInt32) -> (UInt64, UInt64) {
      let w = UInt64(word)
      return ((w >> 24 & 0xFF) << 32 | (w >> 8 & 0xFF), (w >> 16 & 0xFF) << 32 | (w & 0xFF))
    }
    let spreadSmall = small.map(spread)
    var out = [UInt32](repeating: 0, count: width * height)
    spreadSmall.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { out in
        for row in 0..<height {
          let (top, bottom, down) = rows[row]
          let up = UInt64(256 - down), downWeight = UInt64(down)
          for column in 0..<width {
            let (left, right, across) = columns[column]
            let leftWeight = UInt64(256 - across), rightWeight = UInt64(across)
            let a = source[top * smallWidth + left], b = source[top * smallWidth + right]
            let c = source[bottom * smallWidth + left], d = source[bottom * smallWidth + right]
            let ag = ((a.0 * leftWeight + b.0 * rightWeight) * up + (c.0 * leftWeight + d.0 * rightWeight) * downWeight
              + 0x0000_8000_0000_8000) >> 16
            let rb = ((a.1 * leftWeight + b.1 * rightWeight) * up + (c.1 * leftWeight + d.1 * rightWeight) * downWeight
              + 0x0000_8000_0000_8000) >> 16
            out[row * width + column] = UInt32(ag >> 32 & 0xFF) << 24 | UInt32(rb >> 32 & 0xFF) << 16
              | UInt32(ag & 0xFF) << 8 | UInt32(rb & 0xFF)
          }
        }
      }
    }
    return out
  }
}
