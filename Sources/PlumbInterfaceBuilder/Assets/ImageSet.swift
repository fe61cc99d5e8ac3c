import Foundation
import PlumbFiles
import PlumbJSON
import PlumbLayout

/// An asset catalog image set (`Name.imageset`): which of its files is drawn at a display scale, and whether
/// it is a template. Interface Builder documents (`<imageView image="flowers">`) and PlumbUIKit's
/// `UIImage(named:)` both pick through it.
///
/// The set's `Contents.json` lists its files with their scales (universal or iPhone entries, PNG or JPEG,
/// plain file names, present on disk); a set without a `Contents.json` offers its files by their names
/// (`flowers@2x.png`). The file is chosen by `Layout.ImageScale.pick`: the scale asked for, then the next
/// larger one, then the largest. Confined to a folder (`confinedTo`, resolved), only files that resolve
/// inside both the set and that folder count, and the paths handed out are the resolved ones.
///
/// ```swift
/// ImageSet.file(in: "Assets.xcassets/flowers.imageset", scale: 2)   // "…/flowers.imageset/flowers@2x.png"
/// ImageSet.file(in: set, scale: 3, confinedTo: "/home/me/App")      // nil when the file links out of App
/// ```
public enum ImageSet {
  /// The file to draw at `scale` from the set in `folder`, or `nil` (also when it holds only vector files).
  public static func file(in folder: String, scale: Double, confinedTo root: String? = nil) -> String? {
    Layout.ImageScale.pick(candidates(in: folder, confinedTo: root), for: scale)
  }

  /// `file(in:scale:confinedTo:)` for a set whose folder path is already resolved (`AssetEntry`), as an
  /// asset catalog search hands out.
  static func file(inResolved folder: String, scale: Double, confinedTo root: String) -> String? {
    Layout.ImageScale.pick(candidates(in: folder, confinedTo: root, folderIsResolved: true), for: scale)
  }

  /// Whether the set says "Render As: Template Image" (`"template-rendering-intent": "template"`).
  ///
  /// ```swift
  /// ImageSet.isTemplate(folder: "Assets.xcassets/pencil-small.imageset")   // true: drawn in the tint colour
  /// ```
  public static func isTemplate(folder: String, confinedTo root: String? = nil) -> Bool {
    isTemplate(folder: folder, confinedTo: root, folderIsResolved: false)
  }

  /// `isTemplate(folder:confinedTo:)`, where `folderIsResolved` says the folder's path is resolved.
  static func isTemplate(folder: String, confinedTo root: String?, folderIsResolved: Bool) -> Bool {
    let contents = AssetContents.read(folder, confinedTo: root, folderIsResolved: folderIsResolved)
    return contents.flatMap(ImageSetContents.init)?.templateRenderingIntent == "template"
  }

  /// Every file of the set with the scale it is for.
  static func candidates(in folder: String, confinedTo root: String?,
                         folderIsResolved: Bool = false) -> [(scale: Double, item: String)] {
    let contents = AssetContents.read(folder, confinedTo: root, folderIsResolved: folderIsResolved)
    if let contents = contents.flatMap(ImageSetContents.init) {
      return contents.images.compactMap { image in
        guard let filename = image.filename,
              let path = usableFile(filename, in: folder, confinedTo: root, folderIsResolved: folderIsResolved) else {
          return nil
        }
        let idiom = image.idiom ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        let scaleText = (image.scale ?? "1x").replacingOccurrences(of: "x", with: "")
        return (Double(scaleText).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1, path)
      }
    }
    guard !AssetContents.exists(folder) else { return [] }   // a list that cannot be read offers nothing
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    return names.compactMap { name in
      usableFile(name, in: folder, confinedTo: root, folderIsResolved: folderIsResolved).map {
        (Double(Layout.ImageScale.split(name).scale ?? 1), $0)
      }
    }
  }

  /// The path of the set's file `name` when it is a plain PNG or JPEG file name of a file that exists (and,
  /// confined, resolves inside the set and `root`: the resolved path), else `nil`.
  private static func usableFile(_ name: String, in folder: String, confinedTo root: String?,
                                 folderIsResolved: Bool) -> String? {
    guard FileName.problem(name) == nil, isBitmap(name) else { return nil }
    let path: String
    if let root {
      guard let real = AssetEntry.resolve(name, inside: folder, folderIsResolved: folderIsResolved),
            ContainedPath.isInside(real, root) else {
        return nil
      }
      path = real
    } else {
      path = (folder as NSString).appendingPathComponent(name)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
    return path
  }

  /// Whether a file is a PNG or JPEG (by its extension).
  ///
  /// ```swift
  /// ImageSet.isBitmap("flowers@2x.PNG")   // true
  /// ```
  static func isBitmap(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
  }
}

/// What Plumb reads of an image set's `Contents.json`: each image's file name, scale and idiom, and the
/// template rendering intent. A value of the wrong type counts as absent (that image or property is
/// ignored), never as a failure of the whole set.
///
/// ```swift
/// let contents = ImageSetContents(try JSONReader.parse(bytes: Array(data), strict: true))
/// contents?.images.first?.filename   // "flowers@2x.png"
/// ```
struct ImageSetContents {
  struct Image {
    var filename, scale, idiom: String?
  }
  var images: [Image]
  var templateRenderingIntent: String?

  /// The contents of a parsed `Contents.json`; `nil` when it is not an object.
  init?(_ value: JSONValue) {
    guard value.isObject else { return nil }
    images = (value["images"]?.array ?? []).filter(\.isObject).map {
      Image(filename: $0["filename"]?.string, scale: $0["scale"]?.string, idiom: $0["idiom"]?.string)
    }
    templateRenderingIntent = value["properties"]?["template-rendering-intent"]?.string
  }
}
