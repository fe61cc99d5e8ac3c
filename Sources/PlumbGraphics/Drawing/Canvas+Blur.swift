import CPangoCairo
import PlumbLayout

extension Canvas {
  /// Blurs what is drawn under `rect` (its corners rounded as `fill` rounds them) with a blur of `radius`
  /// points, as a `UIVisualEffectView`'s blur shows the content behind it: three box blurs across and
  /// three down (close to a Gaussian of that radius), in whole-number arithmetic so the pixels are the same
  /// on every machine. Pixels outside the canvas count as the nearest edge pixel.
  ///
  /// Drawing inside an alpha group (`withAlpha`) blurs the group's own pixels, not the canvas under it.
  ///
  /// ```swift
  /// canvas.blur(Rect(x: 0, y: 700, width: 390, height: 144), radius: 30, cornerRadius: 0)
  /// ```
  public func blur(_ rect: Rect, radius: Double, cornerRadius: Double = 0, corners: Layout.CornerMask = .all) {
    guard rect.width > 0, rect.height > 0, radius > 0, radius.isFinite else { return }
    // The region in device pixels (the rectangle's bounding box under the current transform), on the canvas.
    let target = cairo_get_group_target(cr)!
    guard let (left, top, right, bottom) = devicePixels(of: rect, width: Int(cairo_image_surface_get_width(target)),
                                                        height: Int(cairo_image_surface_get_height(target))) else { return }
    // The blur's radius is two standard deviations.
    let sigma = radius * scale / 2
    let regionWidth = right - left, regionHeight = bottom - top
    guard var region = Self.copyPixels(of: target, left: left, top: top, width: regionWidth, height: regionHeight) else { return }
    Self.gaussian(&region, width: regionWidth, height: regionHeight, sigma: sigma)

    // Painted back through the rounded rectangle (and whatever clip is open), as any fill is.
    let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(regionWidth), Int32(regionHeight))!
    defer { cairo_surface_destroy(blurred) }
    guard cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS else { return }
    Self.writePixels(region, to: blurred, width: regionWidth, height: regionHeight)
    paintDeviceSurface(blurred, at: (left, top), through: rect, cornerRadius: cornerRadius, corners: corners)
  }

  /// Paints `surface` with its top-left at device pixel `origin`, through `rect`'s rounded outline.
  private func paintDeviceSurface(_ surface: OpaquePointer, at origin: (Int, Int), through rect: Rect, cornerRadius: Double,
                                  corners: Layout.CornerMask) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    addPath(rect, cornerRadius: cornerRadius, corners: corners)
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    // The pattern's matrix maps user space to the surface: the inverse of (current transform, then the origin).
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    var device = cairo_matrix_t()
    cairo_matrix_init_translate(&device, -Double(origin.0), -Double(origin.1))
    var userToSurface = cairo_matrix_t()
    cairo_matrix_multiply(&userToSurface, &matrix, &device)
    cairo_pattern_set_matrix(pattern, &userToSurface)
    cairo_set_source(cr, pattern)
    fillPath()
  }

  /// One box-blur pass over premultiplied ARGB32 words: each channel the mean of the `2 × radius + 1`
  /// pixels around it along the row (`across`) or the column, edges repeated.
  static func boxBlur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, across: Bool) {
    let lines = across ? height : width, length = across ? width : height
    let step = across ? 1 : width, lineStep = across ? width : 1
    let span = 2 * radius + 1, half = span / 2
    // Rounded means, so a flat colour stays exactly itself: (sum + half) / span, divided by multiplying
    // with a reciprocal that is exact for every sum below 2^20 (Granlund–Montgomery: m = ⌈2^(20+l) / span⌉
    // with 2^l ≥ span; a sum is at most 255 × 4,001 + 2,000, the widest box). Four divisions per pixel were
    // most of a blur's time.
    let bits = Int.bitWidth - (span - 1).leadingZeroBitCount, shift = 20 + bits
    let reciprocal = ((1 << shift) + span - 1) / span
    @inline(__always) func mean(_ sum: Int) -> UInt32 { UInt32(truncatingIfNeeded: ((sum + half) &* reciprocal) >> shift) }
    var line = [UInt32](repeating: 0, count: length)
    pixels.withUnsafeMutableBufferPointer { words in
      line.withUnsafeMutableBufferPointer { line in
        for lineIndex in 0..<lines {
          let start = lineIndex * lineStep
          for position in 0..<length { line[position] = words[start + position * step] }
          var a = 0, r = 0, g = 0, b = 0
          for offset in -radius...radius {
            let word = line[min(length - 1, max(0, offset))]
            a += Int(word >> 24); r += Int((word >> 16) & 0xFF); g += Int((word >> 8) & 0xFF); b += Int(word & 0xFF)
          }
          for position in 0..<length {
            words[start + position * step] = mean(a) << 24 | mean(r) << 16 | mean(g) << 8 | mean(b)
            let entering = line[min(length - 1, position + radius + 1)], leaving = line[max(0, position - radius)]
            a += Int(entering >> 24) - Int(leaving >> 24)
            r += Int((entering >> 16) & 0xFF) - Int((leaving >> 16) & 0xFF)
            g += Int((entering >> 8) & 0xFF) - Int((leaving >> 8) & 0xFF)
            b += Int(entering & 0xFF) - Int(leaving & 0xFF)
          }
        }
      }
    }
  }
}
