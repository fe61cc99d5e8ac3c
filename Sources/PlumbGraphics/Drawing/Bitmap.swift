import CPangoCairo
import PlumbLayout

/// A picture in memory: Cairo's premultiplied ARGB32 pixels (`0xAARRGGBB` per pixel), row by row.
///
/// Value type: equal bitmaps have equal pixels. Made by `Canvas.makeBitmap()` or decoded from PNG.
///
/// ```swift
/// let canvas = try Canvas(size: Size(width: 10, height: 10), scale: 2, background: .white)
/// let bitmap = canvas.makeBitmap()          // 20×20 pixels
/// bitmap.pixel(x: 3, y: 3)                  // #FFFFFFFF
/// try bitmap.writePNG(toFile: "out.png")    // atomic, deterministic bytes
/// ```
public struct Bitmap: Hashable, Sendable {
  /// Width in pixels (points × scale for a canvas): `Canvas(size: 10×10, scale: 2).makeBitmap().width` is 20.
  public let width: Int
  /// Height in pixels; `pixels` holds `width × height` entries, row by row from the top.
  public let height: Int
  /// Premultiplied ARGB32 (`0xAARRGGBB`), `width × height` entries, no row padding.
  public private(set) var pixels: [UInt32]

  /// A bitmap of `width × height` pixels filled with `color`.
  ///
  /// - Throws: `GraphicsError.invalidSize` for an empty or absurdly large size.
  public init(width: Int, height: Int, fill color: Color = .clear) throws(GraphicsError) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    pixels = Array(repeating: Bitmap.premultiplied(color), count: width * height)
  }

  /// A bitmap over existing premultiplied ARGB32 pixels (`pixels.count` must be `width × height`).
  public init(width: Int, height: Int, pixels: [UInt32]) throws(GraphicsError) {
    guard width > 0, height > 0, pixels.count == width * height else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at (`x`, `y`) (0-based, from the top-left), un-premultiplied.
  ///
  /// ```swift
  /// bitmap.pixel(x: 0, y: 0) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  /// ```
  public func pixel(x: Int, y: Int) -> Pixel {
    Pixel(argb: pixels[y * width + x])
  }

  /// The smallest pixel rectangle holding every pixel for which `predicate` is true, or `nil`.
  ///
  /// ```swift
  /// let ink = bitmap.bounds { $0 != Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255) }
  /// ```
  public func bounds(where predicate: (Pixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<height {
      for x in 0..<width where predicate(Pixel(argb: pixels[y * width + x])) {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    return minX == Int.max ? nil : (minX, minY, maxX, maxY)
  }

  /// One pixel with straight (un-premultiplied) 8-bit components.
  ///
  /// ```swift
  /// let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  /// red.description   // "#FF0000FF"
  /// ```
  public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Straight (un-premultiplied) red, 0…255: `Pixel(argb: 0x80800000).red` is 255.
    public var red: UInt8
    /// Straight green, 0…255.
    public var green: UInt8
    /// Straight blue, 0…255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8
    /// A pixel from straight 8-bit components: `Pixel(red: 0, green: 0, blue: 0, alpha: 255)` is opaque black.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From premultiplied `0xAARRGGBB`, rounding as Cairo's PNG writer does.
    init(argb: UInt32) {
      let a = UInt32(argb >> 24)
      func straight(_ shift: UInt32) -> UInt8 {
        let c = (argb >> shift) & 0xFF
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
      }
      self.init(red: straight(16), green: straight(8), blue: straight(0), alpha: UInt8(a))
    }
    /// Largest difference of any component from `other` (0 = identical).
    public func distance(to other: Pixel) -> Int {
      max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
          abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
    /// `#RRGGBBAA` in upper-case hex: `Pixel(red: 255, green: 0, blue: 0, alpha: 255)` → `"#FF0000FF"`.
    public var description: String {
      "#" + [red, green, blue, alpha].map { $0 < 16 ? "0" + String($0, radix: 16, uppercase: true)
        : String($0, radix: 16, uppercase: true) }.joined()
    }
  }

  /// `color` as a premultiplied ARGB32 word.
  static func premultiplied(_ color: Color) -> UInt32 {
    let a = (color.alpha * 255).rounded()
    func channel(_ value: Double) -> UInt32 { UInt32((value * a).rounded()) }
    return UInt32(a) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
  }

  /// Runs `body` with a Cairo ARGB32 surface over these pixels; the surface must not outlive the call.
  mutating func withSurface<R>(_ body: (OpaquePointer) throws(GraphicsError) -> R) throws(GraphicsError) -> R {
    let width = self.width, height = self.height
    let outcome = pixels.withUnsafeMutableBytes { buffer -> Result<R, GraphicsError> in
      let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
        Int32(width), Int32(height), Int32(width * 4))!
      defer { cairo_surface_destroy(surface) }
      do throws(GraphicsError) {
        try checkSurface(surface, call: "cairo_image_surface_create_for_data")
        let result = try body(surface)
        cairo_surface_flush(surface)
        return .success(result)
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Copies the pixels of a Cairo image surface (ARGB32 or RGB24; RGB24 becomes opaque ARGB32).
  init(copying surface: OpaquePointer) throws(GraphicsError) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      throw .invalidSize(width: width, height: height)
    }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { target in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { target[y * width + x] = opaque ? row[x] | 0xFF00_0000 : row[x] }
      }
    }
    try self.init(width: width, height: height, pixels: pixels)
  }
}

/// Throws the surface's Cairo status as `GraphicsError.cairo` naming `call`, if it is an error.
func checkSurface(_ surface: OpaquePointer, call: String) throws(GraphicsError) {
  let status = cairo_surface_status(surface)
  guard status == CAIRO_STATUS_SUCCESS else {
    throw .cairo(call: call, status: String(cString: cairo_status_to_string(status)))
  }
}

/// A new image surface that a decoder fills: `fill` gets the first pixel and the row stride in bytes and
/// returns the error that stopped it, if any. The surface is destroyed when creating or filling it fails;
/// otherwise it is marked dirty and the caller owns it.
///
/// ```swift
/// let surface = try decodedSurface(CAIRO_FORMAT_RGB24, width: 640, height: 480) { pixels, stride in
///   decode(into: pixels, stride: stride) ? nil : .imageDecoding(path: "a.jpg", call: "decode", reason: "corrupt")
/// }
/// ```
func decodedSurface(
  _ format: cairo_format_t, width: Int32, height: Int32,
  fill: (UnsafeMutablePointer<UInt8>?, Int) -> GraphicsError?
) throws(GraphicsError) -> OpaquePointer {
  let surface = cairo_image_surface_create(format, width, height)!
  do throws(GraphicsError) {
    try checkSurface(surface, call: "cairo_image_surface_create")
    cairo_surface_flush(surface)
    if let error = fill(cairo_image_surface_get_data(surface), Int(cairo_image_surface_get_stride(surface))) { throw error }
  } catch {
    cairo_surface_destroy(surface)
    throw error
  }
  cairo_surface_mark_dirty(surface)
  return surface
}

extension Bitmap {
  /// The bitmap as PNG bytes; identical pixels always give identical bytes (no time stamps).
  ///
  /// ```swift
  /// let bytes = try bitmap.pngData()   // starts with 0x89 "PNG"
  /// ```
  public func pngData() throws(GraphicsError) -> [UInt8] {
    try PNGFile.encode(self)
  }

  /// The bitmap as PNG bytes from Cairo's writer (`cairo_surface_write_to_png_stream`: RGBA, zlib
  /// level 6, every filter, no digest) — what Plumb wrote before `PNGFile`, kept so that
  /// `plumb-bench snapshot` can run the old pipeline beside the new one; not part of the API.
  ///
  /// ```swift
  /// let old = try bitmap.cairoPNGData()
  /// ```
  @_spi(Benchmarks) public func cairoPNGData() throws(GraphicsError) -> [UInt8] {
    try PNGCodec.encode(self)
  }

  /// Writes the bitmap as a PNG at `path` atomically (a temporary file in the same folder, then rename).
  ///
  /// - Throws: `GraphicsError.fileWrite` naming the path and the system call that failed.
  public func writePNG(toFile path: String) throws(GraphicsError) {
    try FileIO.writeAtomically(try pngData(), to: path)
  }

  /// Decodes a PNG or JPEG file into a bitmap (opaque images get alpha 255).
  ///
  /// ```swift
  /// let reference = try Bitmap(contentsOfFile: "Snapshots/login/login.w390.ltr.x3.png")
  /// ```
  public init(contentsOfFile path: String) throws(GraphicsError) {
    self = try Image(contentsOfFile: path).bitmap
  }
}
