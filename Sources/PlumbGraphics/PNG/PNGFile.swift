import CPlumbSupport

/// Plumb's PNG files: written with libdeflate (or libpng and zlib) (deterministic bytes, measured compression, a
/// `plDG` pixel digest), read with libspng or libpng into Cairo's premultiplied ARGB32 words exactly
/// as Cairo's own reader makes them.
///
/// ```swift
/// let bytes = try PNGFile.encode(bitmap)                      // IHDR, IDAT, plDG, IEND
/// PNGFile.storedDigest(in: bytes) == PixelDigest(bitmap)      // true: no decoding needed to verify
/// let back = try PNGFile.decode(bytes, name: "card.png")      // == bitmap
/// ```
public enum PNGFile {
  /// The 8-byte PNG signature.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Which library decodes. Both give identical pixels; `.spng` is the default (measured faster by
  /// `plumb-bench png`).
  public enum Decoder: String, Sendable, CaseIterable {
    case spng, libpng
  }

  /// The decoder `decode` uses unless told otherwise.
  public static let defaultDecoder = Decoder.spng

  /// Encodes `bitmap` (RGB when opaque, else RGBA) with a `plDG` digest chunk unless `digest` is false.
  /// Identical pixels give identical bytes in every process and thread.
  ///
  /// - Throws: `GraphicsError.imageEncoding` with libpng's message.
  public static func encode(_ bitmap: Bitmap, settings: PNGWriteSettings = .standard, digest: Bool = true) throws(GraphicsError) -> [UInt8] {
    var status = plumb_png_status()
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    bitmap.pixels.withUnsafeBufferPointer {
      switch settings.compressor {
      case .zlib:
        plumb_png_encode($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), settings.c, &output, &size, &status)
      case .libdeflate:
        plumb_png_encode_deflate($0.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(settings.level),
                                 settings.filters.rawValue, &output, &size, &status)
      }
    }
    guard status.failed == 0, let output else {
      throw .imageEncoding(call: settings.compressor == .zlib ? "png_write_row" : "libdeflate_zlib_compress", reason: message(status))
    }
    defer { plumb_png_free(output) }
    let png = Array(UnsafeBufferPointer(start: output, count: size))
    return digest ? PNGChunks.appendingDigest(PixelDigest(bitmap), to: png) : png
  }

  /// Decodes PNG `bytes` (any bit depth, colour type, interlacing) into premultiplied ARGB32;
  /// `name` (the file) is used in errors.
  ///
  /// - Throws: `GraphicsError.unsupportedImageFormat` without the PNG signature,
  ///   `.imageDecoding` naming the file for corrupt or truncated data.
  public static func decode(_ bytes: [UInt8], name: String, decoder: Decoder = defaultDecoder) throws(GraphicsError) -> Bitmap {
    guard bytes.starts(with: signature) else { throw .unsupportedImageFormat(path: name) }
    var status = plumb_png_status()
    var width: Int32 = 0, height: Int32 = 0
    bytes.withUnsafeBufferPointer { plumb_png_dimensions($0.baseAddress, $0.count, &width, &height, &status) }
    guard status.failed == 0 else { throw .imageDecoding(path: name, call: "IHDR", reason: message(status)) }
    var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
    bytes.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer { target in
        switch decoder {
        case .spng: plumb_png_decode_spng(data.baseAddress, data.count, target.baseAddress, width, height, &status)
        case .libpng: plumb_png_decode_libpng(data.baseAddress, data.count, target.baseAddress, width, height, &status)
        }
      }
    }
    guard status.failed == 0 else {
      throw .imageDecoding(path: name, call: decoder == .spng ? "spng_decode_image" : "png_read_row", reason: message(status))
    }
    return try Bitmap(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// The pixel digest `bytes` carries in a trustworthy `plDG` chunk (see `PNGChunks`), else nil.
  ///
  /// ```swift
  /// if PNGFile.storedDigest(in: reference) == PixelDigest(rendered) { /* identical pixels */ }
  /// ```
  public static func storedDigest(in bytes: [UInt8]) -> PixelDigest? { PNGChunks.storedDigest(in: bytes) }

  private static func message(_ status: plumb_png_status) -> String {
    withUnsafeBytes(of: status.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
