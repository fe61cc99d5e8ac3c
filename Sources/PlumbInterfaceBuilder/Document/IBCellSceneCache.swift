import Foundation

/// The scenes of a document's cell roots, built once: a table lays its cells out inside itself (each
/// mapped exactly as the cell's own root) and every cell is also a root of its own, so importing every
/// root of a storyboard would otherwise map each cell twice. Keyed by the root, the class map and the
/// canvas settings a caller may change on a copy of the document (device, orientation, appearance, tools
/// version); shared by every copy of the document, safe to use from several threads.
///
/// ```swift
/// let imported = document.cellScenes.scene(root: 3, document: document, classMap: map) { builder.buildUncached() }
/// ```
final class IBCellSceneCache: @unchecked Sendable {
  private struct Key: Hashable {
    var root: Int
    var classMap: IBClassMap
    var device: IBDevice?
    var deviceID: String?
    var isLandscape: Bool
    var isDark: Bool
    var toolsVersion: Double?
  }

  private let lock = NSLock()
  private var scenes: [Key: IBImportedScene] = [:]

  /// The scene of root `root` of `document` under `classMap`: the one built before, else `build()`'s (stored for the next
  /// caller). The lock is not held while building: a cell can hold a table of cells of its own.
  func scene(root: Int, document: IBDocument, classMap: IBClassMap, build: () -> IBImportedScene) -> IBImportedScene {
    let key = Key(root: root, classMap: classMap, device: document.device, deviceID: document.deviceID,
                  isLandscape: document.isLandscape, isDark: document.isDark, toolsVersion: document.toolsVersion)
    lock.lock()
    let cached = scenes[key]
    lock.unlock()
    if let cached { return cached }
    let built = build()
    lock.lock()
    scenes[key] = built
    lock.unlock()
    return built
  }
}
