import CPangoCairo
import CPlumbSupport

/// JPEG decoding with libjpeg-turbo (via `CPlumbSupport`, where libjpeg's longjmp error handling lives),
/// straight into a Cairo RGB24 surface. Corrupt and truncated files are errors, never a crash or `exit()`.
///
/// ```swift
/// let surface = try JPEGCodec.decodeSurface(bytes, name: "photo.jpg")   // cairo_surface_t*, owned
/// let small = try JPEGCodec.decodeSurface(bytes, name: "photo.jpg", reduction: 8)   // 1/8 of each side
/// ```
enum JPEGCodec {
  static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF }

  /// Decodes at 1/`reduction` of each side (1, 2, 4 or 8), scaled by libjpeg in the DCT domain.
  static func decodeSurface(_ bytes: [UInt8], name: String, reduction: Int = 1) throws(GraphicsError) -> OpaquePointer {
    guard isJPEG(bytes) else { throw .unsupportedImageFormat(path: name) }
    var status = plumb_jpeg_status()
    var width: Int32 = 0, height: Int32 = 0
    bytes.withUnsafeBufferPointer { plumb_jpeg_dimensions($0.baseAddress, $0.count, Int32(reduction), &width, &height, &status) }
    if status.failed != 0 {
      throw .imageDecoding(path: name, call: "jpeg_read_header", reason: message(status))
    }
    return try decodedSurface(CAIRO_FORMAT_RGB24, width: width, height: height) { data, stride in
      bytes.withUnsafeBufferPointer {
        plumb_jpeg_decode($0.baseAddress, $0.count, Int32(reduction), data, stride, width, height, &status)
      }
      return status.failed == 0 ? nil : .imageDecoding(path: name, call: "jpeg_read_scanlines", reason: message(status))
    }
  }

  private static func message(_ status: plumb_jpeg_status) -> String {
    withUnsafeBytes(of: status.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
