import Foundation
import PlumbJSON

/// An asset catalog image set (`Name.imageset`): which of its files is drawn at a display scale, and whether
/// it is a template. Interface Builder documents (`<imageView image="flowers">`) and PlumbUIKit's
/// `UIImage(named:)` both pick through it.
///
/// The set's `Contents.json` lists its files with their scales (universal or iPhone entries, PNG or JPEG,
/// present on disk); a set without a readable list offers its files by their names (`flowers@2x.png`). The
/// file of the scale asked for wins, then the next larger one, then the largest.
///
/// ```swift
/// ImageSet.file(in: "Assets.xcassets/flowers.imageset", scale: 2)   // "…/flowers.imageset/flowers@2x.png"
/// ImageSet.pick([(1, "a.png"), (3, "a@3x.png")], scale: 2)          // "a@3x.png"
/// ```
public enum ImageSet {
  /// The file to draw at `scale` from the set in `folder`, or `nil` (also when it holds only vector files).
  public static func file(in folder: String, scale: Double) -> String? {
    var candidates: [(scale: Double, path: String)] = []
    if let images = contents(of: folder)?["images"]?.array {
      for image in images where image.isObject {
        guard let filename = image["filename"]?.string, isBitmap(filename) else { continue }
        let idiom = image["idiom"]?.string ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { continue }
        let scaleText = (image["scale"]?.string ?? "1x").replacingOccurrences(of: "x", with: "")
        let path = (folder as NSString).appendingPathComponent(filename)
        if FileManager.default.fileExists(atPath: path) { candidates.append((Double(scaleText) ?? 1, path)) }
      }
    } else {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter(isBitmap)
      candidates = names.map { (scaled(fileName: $0).scale, (folder as NSString).appendingPathComponent($0)) }
    }
    return pick(candidates, scale: scale)
  }

  /// Whether the set says "Render As: Template Image" (`"template-rendering-intent": "template"`).
  ///
  /// ```swift
  /// ImageSet.isTemplate(folder: "Assets.xcassets/pencil-small.imageset")   // true: drawn in the tint colour
  /// ```
  public static func isTemplate(folder: String) -> Bool {
    contents(of: folder)?["properties"]?["template-rendering-intent"]?.string == "template"
  }

  /// A file name's stem and the scale its `@2x` / `@3x` suffix says (1 without one).
  ///
  /// ```swift
  /// ImageSet.scaled(fileName: "flowers@3x.png")   // ("flowers", 3)
  /// ```
  public static func scaled(fileName name: String) -> (stem: String, scale: Double) {
    var stem = (name as NSString).deletingPathExtension
    var scale = 1.0
    for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0)] where stem.hasSuffix(suffix) {
      stem = String(stem.dropLast(suffix.count)); scale = value
    }
    return (stem, scale)
  }

  /// UIKit's choice among files of several scales: the exact scale, else the next larger, else the largest.
  public static func pick(_ candidates: [(scale: Double, path: String)], scale: Double) -> String? {
    if let exact = candidates.first(where: { $0.scale == scale }) { return exact.path }
    let larger = candidates.filter { $0.scale > scale }.sorted { $0.scale < $1.scale }
    return larger.first?.path ?? candidates.max { $0.scale < $1.scale }?.path
  }

  /// Whether a file is a PNG or JPEG (by its extension).
  static func isBitmap(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
  }

  /// A set's `Contents.json` (strict JSON); `nil` when it is missing or not a JSON object.
  static func contents(of folder: String) -> JSONValue? {
    let path = (folder as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: path),
          let value = try? JSONReader.parse(bytes: Array(data), strict: true), value.isObject else { return nil }
    return value
  }
}
