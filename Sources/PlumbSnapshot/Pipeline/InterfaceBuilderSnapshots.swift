import PlumbInterfaceBuilder
import PlumbLayout

extension SceneSnapshots {
  /// Every root of a `.storyboard` / `.xib` file as a snapshot scene (named `<file>-<root name>-<root id>`),
  /// each in its document's own canvas; IB warnings are returned for the caller to print.
  ///
  /// ```swift
  /// let (scenes, warnings) = try SceneSnapshots.loadInterfaceBuilder(file: "Scenes/Main.storyboard")
  /// ```
  public static func loadInterfaceBuilder(file: String) throws -> (scenes: [SnapshotScene], warnings: [String]) {
    let document = try IBDocument.load(path: file)
    var scenes: [SnapshotScene] = []
    var warnings: [String] = []
    var seen: Set<String> = []
    for root in document.roots {
      let imported = try IBSceneBuilder(document: document, root: root).buildChecked()
      warnings += imported.warnings.map(\.description).filter { seen.insert($0).inserted }
      scenes.append(make(scene: imported.scene, file: file))
    }
    return (scenes, warnings)
  }
}
