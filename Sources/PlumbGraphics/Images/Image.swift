import CPangoCairo
import PlumbLayout

/// A decoded picture (PNG or JPEG) ready to draw, with the scale it was made for (`@2x` → 2).
///
/// Immutable and safe to share between threads. Its size in points is the file's pixels / scale, as
/// `UIImage.size`; a picture decoded reduced (`reduction` 2, 4 or 8, for a large file drawn small) has
/// fewer pixels but the same size in points.
///
/// ```swift
/// let flowers = try Image(contentsOfFile: "Scenes/flowers@2x.png", scale: 2)
/// flowers.pixelWidth   // 600
/// flowers.size         // 300×400
/// canvas.drawImage(flowers, in: frame, contentMode: .scaleAspectFill)
/// ```
public final class Image: @unchecked Sendable {
  /// cairo_surface_t* (RGB24 for opaque images, premultiplied ARGB32 otherwise); owned.
  let surface: OpaquePointer
  /// Width of the decoded picture in pixels: 600 for a 300-point-wide `flowers@2x.png` (150 when it
  /// was decoded with `reduction` 4).
  public let pixelWidth: Int
  /// Height of the decoded picture in pixels (points × `scale` ÷ `reduction`, rounded up).
  public let pixelHeight: Int
  /// Pixels per point of the image (1, 2 or 3 for `name.png`, `name@2x.png`, `name@3x.png`).
  public let scale: Double
  /// How many file pixels each decoded pixel stands for in each direction (1 = every pixel).
  public let reduction: Int

  /// The image's size in points: the file's pixels divided by its scale, whatever the reduction.
  public let size: Size

  /// Decodes the PNG or JPEG file at `path` (the format is read from the file's first bytes); with
  /// `root`, only a file that lies inside that folder once opened is read (see `FileIO.read`).
  ///
  /// - Throws: `GraphicsError.fileNotFound`, `.unreadableFile` (also for a file outside `root`),
  ///   `.unsupportedImageFormat`, or `.imageDecoding` naming the file for corrupt or truncated data
  ///   or a picture over `ImageHeader.maximumPixels`.
  public convenience init(
    contentsOfFile path: String, scale: Double = 1, reduction: Int = 1, confinedTo root: String? = nil
  ) throws(GraphicsError) {
    try self.init(data: try FileIO.read(path, confinedTo: root), name: path, scale: scale, reduction: reduction)
  }

  /// Decodes PNG or JPEG `data`; `name` identifies it in errors. With `reduction` 2, 4 or 8 the picture
  /// is decoded at that fraction of each side (sides rounded up) without ever holding it at full size:
  /// JPEG by libjpeg's DCT scaling, PNG by averaging each block of premultiplied pixels as rows are read.
  ///
  /// ```swift
  /// let image = try Image(data: pngBytes, name: "inline.png")
  /// let thumbnail = try Image(data: photoBytes, name: "photo.jpg", reduction: 8)   // 6000×8000 → 750×1000
  /// ```
  public init(data: [UInt8], name: String, scale: Double = 1, reduction: Int = 1) throws(GraphicsError) {
    // The header's size is checked before any pixel is allocated: a small file can claim a huge picture.
    try ImageHeader.checkBudget(data, name: name)
    guard [1, 2, 4, 8].contains(reduction) else {
      throw .imageDecoding(path: name, call: "reduction", reason: "reduction \(reduction) is not 1, 2, 4 or 8")
    }
    if data.starts(with: PNGCodec.signature) {
      surface = reduction == 1 ? try PNGCodec.decodeSurface(data, name: name)
        : try PNGCodec.decodeReducedSurface(data, name: name, reduction: reduction)
    } else if JPEGCodec.isJPEG(data) {
      surface = try JPEGCodec.decodeSurface(data, name: name, reduction: reduction)
    } else {
      throw .unsupportedImageFormat(path: name)
    }
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
    self.scale = scale
    self.reduction = reduction
    let file = reduction == 1 ? (width: pixelWidth, height: pixelHeight)
      : ImageHeader.pixelSize(of: data) ?? (width: pixelWidth * reduction, height: pixelHeight * reduction)
    size = Size(width: Double(file.width) / scale, height: Double(file.height) / scale)
  }

  /// An image of a bitmap's pixels (copied).
  ///
  /// ```swift
  /// let image = try Image(bitmap: canvas.makeBitmap(), scale: 2)
  /// ```
  public init(bitmap: Bitmap, scale: Double = 1) throws(GraphicsError) {
    var copy = bitmap
    let made = try copy.withSurface { (source) throws(GraphicsError) -> OpaquePointer in
      let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
      let cr = cairo_create(target)!
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(cr, source, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      cairo_surface_flush(target)
      return target
    }
    surface = made
    pixelWidth = bitmap.width
    pixelHeight = bitmap.height
    self.scale = scale
    reduction = 1
    size = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
  }

  /// A new Cairo surface over this image's pixels (no copy), for one draw on one thread; the caller
  /// destroys it. The image's own surface is never used as a source, so threads drawing the same cached
  /// image share only its immutable pixels.
  ///
  /// ```swift
  /// let source = image.drawingSurface()
  /// defer { cairo_surface_destroy(source) }
  /// cairo_set_source_surface(cr, source, 0, 0)
  /// ```
  func drawingSurface() -> OpaquePointer {
    cairo_image_surface_create_for_data(
      cairo_image_surface_get_data(surface), cairo_image_surface_get_format(surface), Int32(pixelWidth), Int32(pixelHeight),
      cairo_image_surface_get_stride(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// The decoded pixels (opaque images get alpha 255).
  public var bitmap: Bitmap {
    // The surface was created successfully with a positive size, so copying cannot fail.
    try! Bitmap(copying: surface)
  }
}
