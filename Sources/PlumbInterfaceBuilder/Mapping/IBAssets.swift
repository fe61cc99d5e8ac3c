import Foundation
import PlumbLayout

/// Finds the image files an IB document names: image sets of `.xcassets` catalogs and loose PNG/JPEG
/// files anywhere under the document's folder (searched once, when the document first names an image
/// or a colour set — a file that names none never reads the folder — at most `maxDepth` folders deep
/// and `maxEntries` entries, so a huge tree cannot stall an import). An image set gives the file of the
/// scale closest to the canvas's (exact first, then the next larger, then the largest).
///
/// ```swift
/// let assets = IBAssets(folder: "Project/App")
/// assets.file(named: "flowers", scale: 2)   // "/…/Assets.xcassets/flowers.imageset/flowers@2x.png"
/// ```
final class IBAssets: @unchecked Sendable {
  private var imageSets: [String: String] = [:]
  private var colorSets: [String: String] = [:]
  private var colorCache: [String: Color?] = [:]
  private var looseFiles: [String: [(scale: Double, path: String)]] = [:]
  static let maxDepth = 12
  static let maxEntries = 50_000

  private let folder: String
  private var scanned = false
  /// One listing serves every root of a document, which may be built on several threads.
  private let lock = NSLock()

  init(folder: String) {
    self.folder = folder
  }

  /// Reads the folder tree the first time it is needed.
  private func scanIfNeeded() {
    lock.lock()
    defer { lock.unlock() }
    guard !scanned else { return }
    scanned = true
    var entries = 0
    let manager = FileManager.default
    func walk(_ path: String, depth: Int) {
      guard depth <= Self.maxDepth, let names = try? manager.contentsOfDirectory(atPath: path) else { return }
      for name in names.sorted() {
        entries += 1
        if entries > Self.maxEntries { return }
        let full = (path as NSString).appendingPathComponent(name)
        if name.hasSuffix(".colorset") {
          let asset = String(name.dropLast(".colorset".count))
          if colorSets[asset] == nil { colorSets[asset] = full }
          colorSets["\((path as NSString).lastPathComponent)/\(asset)"] = full
          continue
        }
        if name.hasSuffix(".imageset") {
          let asset = String(name.dropLast(".imageset".count))
          if imageSets[asset] == nil { imageSets[asset] = full }
          let parent = ((path as NSString).lastPathComponent)
          imageSets["\(parent)/\(asset)"] = full
          continue
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue {
          if name.hasPrefix(".") || name == "build" || name == "Pods" || name.hasSuffix(".app") { continue }
          walk(full, depth: depth + 1)
        } else {
          guard ImageSet.isBitmap(name) else { continue }
          let (stem, scale) = ImageSet.scaled(fileName: name)
          looseFiles[stem, default: []].append((scale, full))
          looseFiles[name, default: []].append((scale, full))
        }
      }
    }
    walk(folder, depth: 0)
  }

  /// The colour of an asset catalog's colour set (`<color name="carbs"/>`), with its dark and
  /// high-contrast appearances (see `ColorSet`); `nil` without such a set or when it cannot be read.
  func color(named name: String) -> Color? {
    lock.lock()
    let cached = colorCache[name]
    lock.unlock()
    if let cached { return cached }
    scanIfNeeded()
    let folder = colorSets[name] ?? colorSets[name.split(separator: "/").last.map(String.init) ?? name]
    let color = folder.flatMap { ColorSet.color(folder: $0) }
    lock.lock()
    colorCache[name] = color
    lock.unlock()
    return color
  }

  /// The file for an image name at a scale, or `nil` (also when the set holds only vector files).
  func file(named name: String, scale: Double) -> String? {
    if let set = imageSet(named: name) { return ImageSet.file(in: set, scale: scale) }
    let stem = (name as NSString).deletingPathExtension
    guard let candidates = looseFiles[name] ?? looseFiles[stem] else { return nil }
    return ImageSet.pick(candidates, scale: scale)
  }

  /// Whether an image set says "Render As: Template Image" (`"template-rendering-intent": "template"` in its
  /// `Contents.json`); loose files and unknown names are not templates.
  ///
  /// ```swift
  /// assets.isTemplate(named: "pencil-small")   // true: drawn in the tint colour
  /// ```
  func isTemplate(named name: String) -> Bool {
    imageSet(named: name).map(ImageSet.isTemplate(folder:)) ?? false
  }

  /// The `.imageset` folder for a name (`"flowers"` or `"Folder/flowers"`), or `nil`.
  private func imageSet(named name: String) -> String? {
    scanIfNeeded()
    return imageSets[name] ?? imageSets[name.split(separator: "/").last.map(String.init) ?? name]
  }
}
