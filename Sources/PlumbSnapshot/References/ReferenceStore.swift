import Foundation

/// Where references live: `<root>/<scene name>/<variant name>.png` and `.layout.txt`, plus
/// `<root>/environment.txt` with the environment fingerprint.
///
/// ```swift
/// let store = ReferenceStore(root: URL(fileURLWithPath: "Snapshots"))
/// store.imageURL(scene: "card", variant: "w375-h667-ltr-large-2x")   // Snapshots/card/w375-h667-ltr-large-2x.png
/// ```
public struct ReferenceStore: Sendable {
  public let root: URL
  public init(root: URL) { self.root = root }

  public static let imageExtension = "png"
  public static let layoutExtension = "layout.txt"

  public func imageURL(scene: String, variant: String) -> URL {
    root.appendingPathComponent(scene).appendingPathComponent("\(variant).\(Self.imageExtension)")
  }
  public func layoutURL(scene: String, variant: String) -> URL {
    root.appendingPathComponent(scene).appendingPathComponent("\(variant).\(Self.layoutExtension)")
  }
  public var environmentURL: URL { root.appendingPathComponent("environment.txt") }

  /// The stored fingerprint, or `nil` when none was recorded.
  public func storedEnvironment() -> EnvironmentFingerprint? {
    (try? String(contentsOf: environmentURL, encoding: .utf8)).map(EnvironmentFingerprint.init(text:))
  }

  /// Every reference file under the root (relative paths, sorted), the environment file excluded.
  public func allReferenceFiles() -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var result: [String] = []
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in enumerator {
      let path = url.standardizedFileURL.path
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
            path.hasPrefix(prefix) else { continue }
      let relative = String(path.dropFirst(prefix.count))
      if relative == "environment.txt" || url.lastPathComponent.hasPrefix(".") { continue }
      result.append(relative)
    }
    return result.sorted()
  }

  /// The relative paths a scene's variants produce.
  public static func files(scene: String, variants: [String]) -> [String] {
    variants.flatMap { ["\(scene)/\($0).\(imageExtension)", "\(scene)/\($0).\(layoutExtension)"] }
  }
}
