import CPangoCairo
import PlumbLayout

extension Canvas {
  /// The device pixels `rect` covers under the current transform (its bounding box, rounded outwards),
  /// clamped to a `width × height` surface; `nil` when that leaves none. Blurs and shadows work on them.
  ///
  /// ```swift
  /// // A 358 × 84 card at (16, 32) on a 3× canvas: (48, 96, 1122, 348).
  /// canvas.devicePixels(of: Rect(x: 16, y: 32, width: 358, height: 84), width: canvas.pixelWidth, height: canvas.pixelHeight)
  /// ```
  func devicePixels(of rect: Rect, width: Int, height: Int) -> (left: Int, top: Int, right: Int, bottom: Int)? {
    var x1 = rect.minX, y1 = rect.minY, x2 = rect.maxX, y2 = rect.maxY
    cairo_user_to_device(cr, &x1, &y1)
    cairo_user_to_device(cr, &x2, &y2)
    func pixel(_ value: Double, _ limit: Int) -> Int { value.isFinite ? Int(max(0, min(Double(limit), value))) : 0 }
    let left = pixel(min(x1, x2).rounded(.down), width), right = pixel(max(x1, x2).rounded(.up), width)
    let top = pixel(min(y1, y2).rounded(.down), height), bottom = pixel(max(y1, y2).rounded(.up), height)
    guard right > left, bottom > top else { return nil }
    return (left, top, right, bottom)
  }

  /// The `width × height` pixels of an ARGB32 image surface from (`left`, `top`), as premultiplied words,
  /// row after row; `nil` when the surface has no data.
  static func copyPixels(of surface: OpaquePointer, left: Int = 0, top: Int = 0, width: Int, height: Int) -> [UInt32]? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4, rows = Int(cairo_image_surface_get_height(surface))
    var pixels = [UInt32](repeating: 0, count: width * height)
    data.withMemoryRebound(to: UInt32.self, capacity: stride * rows) { words in
      for row in 0..<height { for column in 0..<width { pixels[row * width + column] = words[(top + row) * stride + left + column] } }
    }
    return pixels
  }

  /// Writes `width × height` premultiplied words into an ARGB32 image surface from its origin, and tells
  /// Cairo the surface changed.
  static func writePixels(_ pixels: [UInt32], to surface: OpaquePointer, width: Int, height: Int) {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { words in
      for row in 0..<height { for column in 0..<width { words[row * stride + column] = pixels[row * width + column] } }
    }
    cairo_surface_mark_dirty(surface)
  }
}
