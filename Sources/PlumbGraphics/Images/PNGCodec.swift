import CPangoCairo
import CPlumbSupport

/// PNG encoding and decoding through Cairo's libpng code, in memory.
///
/// Encoding is deterministic: Cairo writes only IHDR, (bKGD,) IDAT and IEND with fixed zlib settings and
/// no time stamp, so equal pixels give equal bytes.
///
/// ```swift
/// let bytes = try PNGCodec.encode(bitmap)
/// let surface = try PNGCodec.decodeSurface(bytes, name: "logo.png")   // cairo_surface_t*, owned
/// ```
enum PNGCodec {
  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func encode(_ bitmap: Bitmap) throws(GraphicsError) -> [UInt8] {
    var copy = bitmap
    return try copy.withSurface { (surface) throws(GraphicsError) -> [UInt8] in
      let sink = ByteSink()
      let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
      guard status == CAIRO_STATUS_SUCCESS else {
        throw .cairo(call: "cairo_surface_write_to_png_stream", status: String(cString: cairo_status_to_string(status)))
      }
      return sink.bytes
    }
  }

  /// Decodes PNG `bytes` into a new Cairo image surface (ARGB32, or RGB24 when opaque); the caller owns it.
  /// `name` (the file) is used in errors.
  static func decodeSurface(_ bytes: [UInt8], name: String) throws(GraphicsError) -> OpaquePointer {
    guard bytes.starts(with: signature) else { throw .unsupportedImageFormat(path: name) }
    let source = ByteSource(bytes)
    let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
      let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
      return source.read(into: data!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
    }, Unmanaged.passUnretained(source).toOpaque())!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      let reason = status == CAIRO_STATUS_READ_ERROR ? "truncated or corrupt PNG data"
        : String(cString: cairo_status_to_string(status))
      throw .imageDecoding(path: name, call: "cairo_image_surface_create_from_png_stream", reason: reason)
    }
    return surface
  }
}

extension PNGCodec {
  /// Decodes PNG `bytes` averaged down by `reduction` in each direction (sides rounded up) into a new
  /// premultiplied ARGB32 surface, reading one row at a time, so the full-size picture is never held
  /// (see `plumb_png_decode_reduced`). The caller owns the surface.
  ///
  /// ```swift
  /// let surface = try PNGCodec.decodeReducedSurface(bytes, name: "poster.png", reduction: 4)
  /// ```
  static func decodeReducedSurface(_ bytes: [UInt8], name: String, reduction: Int) throws(GraphicsError) -> OpaquePointer {
    guard bytes.starts(with: signature) else { throw .unsupportedImageFormat(path: name) }
    var status = plumb_png_status()
    var width: Int32 = 0, height: Int32 = 0
    bytes.withUnsafeBufferPointer { plumb_png_dimensions($0.baseAddress, $0.count, &width, &height, &status) }
    guard status.failed == 0 else { throw .imageDecoding(path: name, call: "IHDR", reason: message(status)) }
    let factor = Int32(reduction)
    return try decodedSurface(
      CAIRO_FORMAT_ARGB32, width: plumb_reduced_length(width, factor), height: plumb_reduced_length(height, factor)
    ) { target, stride in
      bytes.withUnsafeBufferPointer {
        plumb_png_decode_reduced($0.baseAddress, $0.count, width, height, factor, target, stride, &status)
      }
      return status.failed == 0 ? nil : .imageDecoding(path: name, call: "png_read_row", reason: message(status))
    }
  }

  private static func message(_ status: plumb_png_status) -> String {
    withUnsafeBytes(of: status.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
  }
}

/// Collects the bytes Cairo writes.
private final class ByteSink { var bytes: [UInt8] = [] }

/// Feeds Cairo the bytes of a file; reports a read error at the end of the data (a truncated file).
private final class ByteSource {
  private let bytes: [UInt8]
  private var position = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    bytes.withUnsafeBufferPointer { target.update(from: $0.baseAddress! + position, count: count) }
    position += count
    return true
  }
}
