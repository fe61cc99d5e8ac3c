import Foundation

/// The scenes of a document's cell roots, built once: a table lays its cells out inside itself (each
/// mapped exactly as the cell's own root) and every cell is also a root of its own, so importing every
/// root of a storyboard would otherwise map each cell twice. Keyed by the root and the class map, shared by
/// every copy of the document, safe to use from several threads.
///
/// ```swift
/// let imported = document.cellScenes.scene(root: 3, classMap: map) { IBSceneBuilder(…).buildUncached() }
/// ```
final class IBCellSceneCache: @unchecked Sendable {
  private struct Key: Hashable {
    var root: Int
    var classMap: IBClassMap
  }

  private let lock = NSLock()
  private var scenes: [Key: IBImportedScene] = [:]

  /// The scene of root `root` under `classMap`: the one built before, else `build()`'s (stored for the next
  /// caller). The lock is not held while building: a cell can hold a table of cells of its own.
  func scene(root: Int, classMap: IBClassMap, build: () -> IBImportedScene) -> IBImportedScene {
    let key = Key(root: root, classMap: classMap)
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
