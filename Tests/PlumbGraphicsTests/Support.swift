import Glibc
import PlumbLayout
@testable import PlumbGraphics

/// The package root, found from this file's path (tests run from any directory).
let packageRoot: String = {
  var path = #filePath
  for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
  return path
}()

/// A fresh empty folder under /tmp for one test.
func temporaryFolder(_ name: String = #function) -> String {
  let clean = name.filter { $0.isLetter || $0.isNumber }
  var template = Array("/tmp/plumb-graphics-\(clean)-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
  return String(cString: made!)
}

/// Names of the files in `folder`, sorted.
func fileNames(in folder: String) -> [String] {
  guard let dir = opendir(folder) else { return [] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

func writeBytes(_ bytes: [UInt8], to path: String) throws {
  try FileIO.writeAtomically(bytes, to: path)
}

let body17 = FontSpec(size: 17)
/// Plain Inter (no San Francisco tracking or metrics): the truncation tests' cut positions are its widths.
let inter17 = FontSpec(family: "Inter", size: 17)
let fox = "The quick brown fox jumps over the lazy dog and keeps running far away from home"

extension Bitmap.Pixel {
  static let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
  static let black = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
  static let opaqueRed = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  static let opaqueGreen = Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
  static let opaqueBlue = Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
  static let clear = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Ink of text drawn black on white: pixels clearly darker than the background.
func inkBounds(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
  bitmap.bounds { $0.red < 160 && $0.alpha > 0 }
}

/// Renders `request` black on white in a `width × height` point canvas and returns the bitmap.
func renderText(_ request: TextRequest, width: Double, height: Double, measurer: PangoTextMeasurer) throws -> Bitmap {
  let canvas = try Canvas(size: Size(width: width, height: height), scale: request.scale, background: .white)
  canvas.drawText(request, in: Rect(x: 0, y: 0, width: width, height: height), color: .black, measurer: measurer)
  return canvas.makeBitmap()
}
