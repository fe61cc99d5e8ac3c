import Foundation

/// Finds sets of the asset catalogs (`*.xcassets`) of a bundle, once per process for each name: `Name.imageset` and `Name.colorset`, at
/// any depth in a catalog's groups (at most `maxDepth` folders and `maxEntries` entries per catalog, so a
/// huge tree cannot stall a test). A name with a `/` (`"Brand/Accent"`, a group that provides a namespace)
/// is matched against the set's group and name.
///
/// ```swift
/// AssetCatalogs.set(named: "AccentColor", kind: "colorset", in: .module)   // "/…/Assets.xcassets/AccentColor.colorset"
/// ```
enum AssetCatalogs {
  static let maxDepth = 8
  static let maxEntries = 20_000

  /// Sets found so far (a cell asking for `UIColor(named:)` every row searches once), by bundle, kind and name.
  nonisolated(unsafe) private static var found: [String: String?] = [:]
  private static let lock = NSLock()

  /// The folder of the set `name` of `kind` (`"imageset"`, `"colorset"`), or `nil`.
  static func set(named name: String, kind: String, in bundle: Bundle) -> String? {
    let key = bundle.bundlePath + "\u{0}" + kind + "\u{0}" + name
    if let cached = lock.withLock({ found[key] }) { return cached }
    let result = search(named: name, kind: kind, in: bundle)
    lock.withLock { found[key] = result }
    return result
  }

  private static func search(named name: String, kind: String, in bundle: Bundle) -> String? {
    let wanted = name.split(separator: "/").map(String.init)
    guard let last = wanted.last, !last.isEmpty else { return nil }
    let manager = FileManager.default
    var roots: [String] = []
    if let resources = bundle.resourcePath { roots.append(resources) }
    if !roots.contains(bundle.bundlePath) { roots.append(bundle.bundlePath) }
    for root in roots {
      for catalog in ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted() where catalog.hasSuffix(".xcassets") {
        var entries = 0
        if let found = search("\(root)/\(catalog)", for: "\(last).\(kind)", groups: Array(wanted.dropLast()), depth: 0, entries: &entries) {
          return found
        }
      }
    }
    return nil
  }

  /// The first folder named `target` under `folder` whose enclosing groups end with `groups`.
  private static func search(_ folder: String, for target: String, groups: [String], depth: Int, entries: inout Int) -> String? {
    guard depth <= maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    let sorted = names.sorted()
    if sorted.contains(target) {
      let path = "\(folder)/\(target)"
      let parents = folder.split(separator: "/").map(String.init)
      if groups.isEmpty || parents.suffix(groups.count) == groups[...] { return path }
    }
    for name in sorted where !name.contains(".") {
      entries += 1
      guard entries <= maxEntries else { return nil }
      var isFolder: ObjCBool = false
      let path = "\(folder)/\(name)"
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
      if let found = search(path, for: target, groups: groups, depth: depth + 1, entries: &entries) { return found }
    }
    return nil
  }
}
