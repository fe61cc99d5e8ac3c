import PlumbLayout

/// Loads images by source name relative to a folder, choosing `name@2x.png` / `name@3x.png` by scale
/// as UIKit does, and caches decoded images; the layout engine's `ImageSizing`.
///
/// Candidates for `"flowers.png"` at scale 2: `flowers@2x.png`, `flowers@3x.png`, `flowers.png` (1x);
/// at scale 3: `@3x`, `@2x`, plain. A source that names its scale (`"logo@2x.png"`) is used as is.
/// Thread-safe: the cache is locked and images are immutable.
///
/// A file of more than `reducedDecodingThreshold` pixels is sized from its header alone, and decoded
/// only to draw, reduced to the largest power-of-two fraction (½, ¼, ⅛) that still has at least the
/// pixels it is drawn at: a 48-megapixel photo in a 100-point view at 3x decodes at 750×1000, 3 MB
/// instead of 192 MB. Smaller files are decoded whole, as before.
///
/// ```swift
/// let images = ImageLoader(directory: "Scenes")
/// try images.imageSize(source: "flowers.png", scale: 2)      // 300×400 (from flowers@2x.png, 600×800 px)
/// let image = try images.image(source: "flowers.png", scale: 2)
/// let photo = try images.image(source: "photo.jpg", scale: 3, drawnAt: Size(width: 300, height: 300))
/// ```
public final class ImageLoader: ImageSizing, @unchecked Sendable {
  /// The folder relative sources are resolved against ("" = the working directory).
  public let directory: String
  /// The folder (absolute, symlink-free) every image file must lie in once opened, or `nil` for none.
  /// The check is made on the open file, so no symbolic link swapped after the scene was checked can
  /// lead outside it.
  public let root: String?
  private let lock = Lock()
  private var cache: [String: Image] = [:]
  /// The pixel sizes of files over `reducedDecodingThreshold` pixels (sized from their header), by path.
  private var headers: [String: (width: Int, height: Int)] = [:]

  /// Files of more pixels than this (4 megapixels, 16 MB decoded) are decoded reduced where they are
  /// drawn small. Every picture at or under it decodes exactly as Cairo reads it.
  public static let reducedDecodingThreshold = 4_000_000

  /// A loader for sources relative to `directory` (absolute sources ignore it), reading only files
  /// inside `root` when given.
  ///
  /// ```swift
  /// let images = ImageLoader(confinedTo: "/home/me/plumb/Scenes")
  /// ```
  public init(directory: String = "", confinedTo root: String? = nil) {
    self.directory = directory
    self.root = root
  }

  /// The bytes of decoded pixels the cache holds (4 per pixel): what the images of the scenes drawn so
  /// far cost in memory.
  ///
  /// ```swift
  /// _ = try images.image(source: "photo.jpg", scale: 1, drawnAt: Size(width: 300, height: 400))
  /// images.decodedBytes   // 3_000_000 for 750×1000 pixels
  /// ```
  public var decodedBytes: Int {
    lock.withLock { cache.values.reduce(0) { $0 + $1.pixelWidth * $1.pixelHeight * 4 } }
  }

  /// The image's size in points for a variant at `scale`.
  ///
  /// - Throws: `GraphicsError.fileNotFound` naming the plain path when no variant exists, or the
  ///   decoding error of the chosen file.
  public func imageSize(source: String, scale: Double) throws -> Size {
    let (path, imageScale) = try resolve(source, scale: scale)
    switch try entry(path, scale: imageScale) {
    case .decoded(let image): return image.size
    case .large(let pixels): return Size(width: Double(pixels.width) / imageScale, height: Double(pixels.height) / imageScale)
    }
  }

  /// The decoded image for `source` at `scale`, every pixel of the file (cached per chosen file).
  public func image(source: String, scale: Double) throws(GraphicsError) -> Image {
    let (path, imageScale) = try resolve(source, scale: scale)
    return try decoded(path, scale: imageScale, reduction: 1)
  }

  /// The image for `source` at `scale` to be drawn over `pixels` device pixels: a file over
  /// `reducedDecodingThreshold` pixels is decoded at the smallest power-of-two fraction (down to ⅛)
  /// that keeps at least `pixels` in both directions; any other file whole. Cached per file and fraction.
  ///
  /// ```swift
  /// // photo.jpg is 6000×8000: drawn over 300×400 pixels it decodes at 750×1000 (reduction 8)
  /// let photo = try images.image(source: "photo.jpg", scale: 1, drawnAt: Size(width: 300, height: 400))
  /// ```
  public func image(source: String, scale: Double, drawnAt pixels: Size) throws(GraphicsError) -> Image {
    let (path, imageScale) = try resolve(source, scale: scale)
    switch try entry(path, scale: imageScale) {
    case .decoded(let image): return image
    case .large(let file): return try decoded(path, scale: imageScale, reduction: Self.reduction(file: file, drawnAt: pixels))
    }
  }

  /// The largest of 8, 4, 2 (else 1) at which the file still has at least `pixels` in each direction.
  ///
  /// ```swift
  /// ImageLoader.reduction(file: (6000, 8000), drawnAt: Size(width: 300, height: 400))   // 8
  /// ImageLoader.reduction(file: (6000, 8000), drawnAt: Size(width: 2000, height: 2000)) // 2
  /// ```
  public static func reduction(file: (width: Int, height: Int), drawnAt pixels: Size) -> Int {
    for factor in [8, 4, 2]
    where Double(file.width) / Double(factor) >= pixels.width && Double(file.height) / Double(factor) >= pixels.height {
      return factor
    }
    return 1
  }

  /// What is known of a file: decoded whole, or too large for that and sized from its header.
  private enum Entry {
    case decoded(Image)
    case large((width: Int, height: Int))
  }

  /// The file at `path` decoded whole (cached), or its header's size when it has more than
  /// `reducedDecodingThreshold` pixels (checked against the pixel budget, cached). Reads the file once.
  private func entry(_ path: String, scale: Double) throws(GraphicsError) -> Entry {
    if let image = lock.withLock({ cache[path] }) { return .decoded(image) }
    if let size = lock.withLock({ headers[path] }) { return .large(size) }
    let bytes = try FileIO.read(path, confinedTo: root)
    if let size = ImageHeader.pixelSize(of: bytes),
       size.width.multipliedReportingOverflow(by: size.height).partialValue > Self.reducedDecodingThreshold {
      try ImageHeader.checkBudget(bytes, name: path)
      lock.withLock { headers[path] = size }
      return .large(size)
    }
    let image = try Image(data: bytes, name: path, scale: scale)
    lock.withLock { cache[path] = image }
    return .decoded(image)
  }

  /// The decoded image of `path` at `reduction`, from the cache or decoded now and cached.
  private func decoded(_ path: String, scale: Double, reduction: Int) throws(GraphicsError) -> Image {
    let key = reduction == 1 ? path : "\(path)#\(reduction)"
    if let cached = lock.withLock({ cache[key] }) { return cached }
    let image = try Image(contentsOfFile: path, scale: scale, reduction: reduction, confinedTo: root)
    lock.withLock { cache[key] = image }
    return image
  }

  /// The file chosen for `source` at `scale`, and the image scale its name implies.
  ///
  /// ```swift
  /// try loader.resolve("flowers.png", scale: 3)   // ("Scenes/flowers@2x.png", 2) when only @2x exists
  /// ```
  public func resolve(_ source: String, scale: Double) throws(GraphicsError) -> (path: String, scale: Double) {
    let path = source.hasPrefix("/") || directory.isEmpty ? source
      : (directory.hasSuffix("/") ? directory : directory + "/") + source
    let parts = Layout.ImageScale.split(path)
    if let named = parts.scale {
      guard FileIO.exists(path) else { throw .fileNotFound(path: path) }
      return (path, Double(named))
    }
    // The plain file is the 1x one; UIKit's choice among the files that exist.
    let files = Layout.ImageScale.scaledNames(of: path)
    let existing = zip([1] + Layout.ImageScale.suffixed, files).compactMap { scale, file in
      FileIO.exists(file) ? (scale: Double(scale), item: (file, Double(scale))) : nil
    }
    guard let chosen = Layout.ImageScale.pick(existing, for: scale) else { throw .fileNotFound(path: path) }
    return chosen
  }
}
