import Foundation
import PlumbFiles
import PlumbJSON
import PlumbLayout

/// Finds the image files an IB document names: image sets of `.xcassets` catalogs and loose PNG/JPEG
/// files anywhere under the document's folder (searched once, when the document first names an image
/// or a colour set — a file that names none never reads the folder — at most `maxDepth` folders deep
/// and `maxEntries` entries, so a huge tree cannot stall an import). An image set gives its file through
/// `ImageSet` (the canvas's scale, then the next larger, then the largest: `Layout.ImageScale.pick`), as
/// `UIImage(named:)` does; loose files are chosen by the same rule.
///
/// Everything found obeys the scene-file rule: a file, image set or colour set is used only when it
/// resolves (by the file actually opened: every symbolic link resolved) inside the document's folder. The
/// search follows a link to a folder only when the folder lies inside too (each folder once), a
/// `Contents.json` file name must be a plain file name (`FileName`), and the paths handed out are the
/// resolved ones — so `plumb import` copies only such files.
///
/// ```swift
/// let assets = IBAssets(folder: "Project/App")
/// assets.file(named: "flowers", scale: 2)   // "/…/Assets.xcassets/flowers.imageset/flowers@2x.png"
/// ```
final class IBAssets: @unchecked Sendable {
  private var imageSets: [String: String] = [:]
  private var colorSets: [String: String] = [:]
  private var colorCache: [String: Color?] = [:]
  /// Answers already given (a large storyboard names the same few images in many roots and cells): the file
  /// per (name, scale) and the template flag per name, so each set's `Contents.json` is read once.
  private var fileCache: [FileKey: String?] = [:]
  private var templateCache: [String: Bool] = [:]
  private struct FileKey: Hashable { var name: String; var scale: Double }
  private var looseFiles: [String: [(scale: Double, item: String)]] = [:]
  static let maxDepth = 12
  static let maxEntries = 50_000

  private let folder: String
  private var scanned = false
  /// One listing serves every root of a document, which may be built on several threads.
  private let lock = NSLock()

  init(folder: String) {
    self.folder = folder
  }

  /// The folder with every symbolic link resolved (nil when it does not exist: nothing is found).
  private var realRoot: String?

  /// Reads the folder tree the first time it is needed.
  private func scanIfNeeded() {
    lock.lock()
    defer { lock.unlock() }
    guard !scanned else { return }
    scanned = true
    guard let root = ContainedPath.realPath(folder) else { return }
    realRoot = root
    var entries = 0
    var visited: Set<String> = [root]
    let manager = FileManager.default
    func walk(_ path: String, depth: Int) {
      guard depth <= Self.maxDepth, let names = try? manager.contentsOfDirectory(atPath: path) else { return }
      for name in names.sorted() {
        entries += 1
        if entries > Self.maxEntries { return }
        // The file actually opened: links resolved, and only what stays inside the root is seen at all
        // (`path` is resolved: the root, or a folder found here).
        guard let full = AssetEntry.resolved(name, inResolved: path), ContainedPath.isInside(full, root) else { continue }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
        if name.hasSuffix(".colorset") && isFolder.boolValue {
          let asset = String(name.dropLast(".colorset".count))
          if colorSets[asset] == nil { colorSets[asset] = full }
          colorSets["\((path as NSString).lastPathComponent)/\(asset)"] = full
          continue
        }
        if name.hasSuffix(".imageset") && isFolder.boolValue {
          let asset = String(name.dropLast(".imageset".count))
          if imageSets[asset] == nil { imageSets[asset] = full }
          let parent = ((path as NSString).lastPathComponent)
          imageSets["\(parent)/\(asset)"] = full
          continue
        }
        if isFolder.boolValue {
          if name.hasPrefix(".") || name == "build" || name == "Pods" || name.hasSuffix(".app") { continue }
          guard visited.insert(full).inserted else { continue }   // a link loop or a second way in
          walk(full, depth: depth + 1)
        } else {
          guard ImageSet.isBitmap(name) else { continue }
          let parts = Layout.ImageScale.split(name)
          let scale = Double(parts.scale ?? 1)
          looseFiles[parts.stem, default: []].append((scale, full))
          looseFiles[name, default: []].append((scale, full))
        }
      }
    }
    walk(root, depth: 0)
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
    let color = folder.flatMap { set in realRoot.flatMap { ColorSet.color(folder: set, confinedTo: $0) } }
    lock.lock()
    colorCache[name] = color
    lock.unlock()
    return color
  }

  /// The file for an image name at a scale, or `nil` (also when the set holds only vector files).
  func file(named name: String, scale: Double) -> String? {
    let key = FileKey(name: name, scale: scale)
    lock.lock()
    let cached = fileCache[key]
    lock.unlock()
    if let cached { return cached }
    let file = uncachedFile(named: name, scale: scale)
    lock.lock()
    fileCache[key] = file
    lock.unlock()
    return file
  }

  private func uncachedFile(named name: String, scale: Double) -> String? {
    if let set = imageSet(named: name) {
      return realRoot.flatMap { ImageSet.file(inResolved: set, scale: scale, confinedTo: $0) }
    }
    let stem = (name as NSString).deletingPathExtension
    guard let candidates = looseFiles[name] ?? looseFiles[stem] else { return nil }
    return Layout.ImageScale.pick(candidates, for: scale)
  }

  /// Whether an image set says "Render As: Template Image" (`"template-rendering-intent": "template"` in its
  /// `Contents.json`); loose files and unknown names are not templates.
  ///
  /// ```swift
  /// assets.isTemplate(named: "pencil-small")   // true: drawn in the tint colour
  /// ```
  func isTemplate(named name: String) -> Bool {
    lock.lock()
    let cached = templateCache[name]
    lock.unlock()
    if let cached { return cached }
    let set = imageSet(named: name)
    let template = set.flatMap { set in realRoot.map { ImageSet.isTemplate(folder: set, confinedTo: $0, folderIsResolved: true) } } ?? false
    lock.lock()
    templateCache[name] = template
    lock.unlock()
    return template
  }

  /// The `.imageset` folder for a name (`"flowers"` or `"Folder/flowers"`), or `nil`.
  private func imageSet(named name: String) -> String? {
    scanIfNeeded()
    return imageSets[name] ?? imageSets[name.split(separator: "/").last.map(String.init) ?? name]
  }
}
