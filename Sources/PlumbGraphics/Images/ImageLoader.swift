import PlumbLayout

/// Loads images by source name relative to a folder, choosing `name@2x.png` / `name@3x.png` by scale
/// as UIKit does, and caches decoded images; the layout engine's `ImageSizing`.
///
/// Candidates for `"flowers.png"` at scale 2: `flowers@2x.png`, `flowers@3x.png`, `flowers.png` (1x);
/// at scale 3: `@3x`, `@2x`, plain. A source that names its scale (`"logo@2x.png"`) is used as is.
/// Thread-safe: the cache is locked and images are immutable.
///
/// ```swift
/// let images = ImageLoader(directory: "Scenes")
/// try images.imageSize(source: "flowers.png", scale: 2)      // 300×400 (from flowers@2x.png, 600×800 px)
/// let image = try images.image(source: "flowers.png", scale: 2)
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

  /// The image's size in points for a variant at `scale`.
  ///
  /// - Throws: `GraphicsError.fileNotFound` naming the plain path when no variant exists, or the
  ///   decoding error of the chosen file.
  public func imageSize(source: String, scale: Double) throws -> Size {
    try image(source: source, scale: scale).size
  }

  /// The decoded image for `source` at `scale` (cached per chosen file).
  public func image(source: String, scale: Double) throws(GraphicsError) -> Image {
    let (path, imageScale) = try resolve(source, scale: scale)
    if let cached = lock.withLock({ cache[path] }) { return cached }
    let image = try Image(contentsOfFile: path, scale: imageScale, confinedTo: root)
    lock.withLock { cache[path] = image }
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
    let (stem, suffix) = Self.split(path)
    if let named = Self.namedScale(stem) {
      guard FileIO.exists(path) else { throw .fileNotFound(path: path) }
      return (path, Double(named))
    }
    let wanted = min(3, max(1, Int(scale.rounded(.up))))
    let order = [wanted] + Array(stride(from: wanted + 1, through: 3, by: 1)) + (1..<wanted).reversed()
    for candidate in order {
      let file = candidate == 1 ? path : "\(stem)@\(candidate)x\(suffix)"
      if FileIO.exists(file) { return (file, Double(candidate)) }
    }
    throw .fileNotFound(path: path)
  }

  /// `"a/b@2x.png"` → (`"a/b@2x"`, `".png"`); the extension starts at the last dot of the file name.
  private static func split(_ path: String) -> (String, String) {
    let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[name...].lastIndex(of: "."), dot > name else { return (path, "") }
    return (String(path[..<dot]), String(path[dot...]))
  }

  /// 2 for a stem ending in `@2x`, 3 for `@3x`, otherwise nil.
  private static func namedScale(_ stem: String) -> Int? {
    for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return scale }
    return nil
  }
}
