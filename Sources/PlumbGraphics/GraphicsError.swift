/// Everything that can go wrong in PlumbGraphics, each case naming the file or C call that failed.
///
/// ```swift
/// do { _ = try Image(contentsOfFile: "Scenes/broken.jpg") }
/// catch let error as GraphicsError { print(error) }
/// // Scenes/broken.jpg: cannot decode JPEG (jpeg_read_header): Not a JPEG file: starts with 0x89 0x50
/// ```
public enum GraphicsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pinned font configuration could not be loaded; `call` is the fontconfig function that failed.
  case fontConfiguration(call: String)
  /// A C call returned a failure status (`status` is the library's own text).
  case cairo(call: String, status: String)
  /// A bitmap or canvas of this pixel size cannot be made (zero, negative or too large).
  case invalidSize(width: Int, height: Int)
  /// No file at `path` (for images: none of the scale variants tried exists).
  case fileNotFound(path: String)
  /// The file exists but could not be read (`call` is the system call, `reason` its `strerror`).
  case unreadableFile(path: String, call: String, reason: String)
  /// The file is not a PNG or JPEG.
  case unsupportedImageFormat(path: String)
  /// The PNG or JPEG at `path` is corrupt, truncated or unsupported.
  case imageDecoding(path: String, call: String, reason: String)
  /// Writing the file at `path` failed in `call`.
  case fileWrite(path: String, call: String, reason: String)
  /// Encoding a picture failed in `call` (libpng's message, or out of memory).
  case imageEncoding(call: String, reason: String)
  /// A scene's font file that fontconfig cannot read as a font.
  case unreadableFont(path: String)
  /// The folder named for the user's SF Pro files (`SanFranciscoPro`) cannot be used, and why.
  case sanFranciscoPro(path: String, reason: String)
  /// A configuration file (`plumb-snapshot.json`) that is not valid, at `line`:`column` and the JSON path
  /// `place` (`sfProDirectory`; empty for the whole document).
  case configurationFile(path: String, line: Int, column: Int, place: String, reason: String)

  /// A one-line message naming the file or the failing call, e.g. `"x.png: not a PNG or JPEG image"`.
  public var description: String {
    switch self {
    case .fontConfiguration(let call):
      return "cannot load Plumb's font configuration (Fonts/fonts.conf): \(call) failed"
    case .cairo(let call, let status):
      return "\(call) failed: \(status)"
    case .invalidSize(let width, let height):
      return "invalid bitmap size \(width)×\(height) pixels"
    case .fileNotFound(let path):
      return "\(path): no such file"
    case .unreadableFile(let path, let call, let reason):
      return "\(path): cannot read (\(call)): \(reason)"
    case .unsupportedImageFormat(let path):
      return "\(path): not a PNG or JPEG image"
    case .imageDecoding(let path, let call, let reason):
      return "\(path): cannot decode image (\(call)): \(reason)"
    case .fileWrite(let path, let call, let reason):
      return "\(path): cannot write (\(call)): \(reason)"
    case .imageEncoding(let call, let reason):
      return "cannot encode image (\(call)): \(reason)"
    case .unreadableFont(let path):
      return "\(path): not a font fontconfig can read (TrueType, OpenType or a collection)"
    case .sanFranciscoPro(let path, let reason):
      return "\(path): cannot use as the SF Pro folder: \(reason)"
    case .configurationFile(let path, let line, let column, let place, let reason):
      return "\(path):\(line):\(column): \(place.isEmpty ? "" : place + ": ")\(reason)"
    }
  }
}
