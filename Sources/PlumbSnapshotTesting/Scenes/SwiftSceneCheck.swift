import Foundation
import PlumbLayout
import PlumbScene

/// Holds a scene built in Swift to the rules a scene file is held to before it is snapshotted: a
/// constraint naming an unknown view is a mistake (as `SceneLoader` reports it in a file), not a
/// constraint to drop; and image paths are relative to the test file's folder (checked by
/// `SceneAssets`, so they cannot leave it), as a scene file's are relative to its own.
///
/// ```swift
/// let checked = SwiftSceneCheck.prepare(scene, testFile: #filePath)
/// checked.problems   // ["card: constraints[0]: unknown view 'titel' (did you mean 'title'?)"]
/// ```
enum SwiftSceneCheck {
  static func prepare(_ scene: Layout.Scene, testFile: String) -> (scene: Layout.Scene, problems: [String]) {
    var problems = unknownViews(in: scene)
    var scene = scene
    let assets: SceneAssets
    do {
      assets = try SceneAssets(sceneFile: testFile)
    } catch {
      return (scene, problems + ["\(scene.name): \(error)"])
    }
    func resolve(_ node: Layout.Node, path: String) -> Layout.Node {
      var node = node
      if case .image(var image) = node.kind, let src = image.src, !src.hasPrefix("/") {
        do {
          image.src = try assets.resolve(src: src)
          node.kind = .image(image)
        } catch let error as SceneError {
          problems.append("\(scene.name): \(path).src: \(error.kind.message)")
        } catch {
          problems.append("\(scene.name): \(path).src: \(error)")
        }
      }
      node.subviews = node.subviews.map { resolve($0, path: "\(path).subviews[\($0.id)]") }
      if case .stack(var stack) = node.kind {
        stack.arranged = stack.arranged.map { resolve($0, path: "\(path).arranged[\($0.id)]") }
        node.kind = .stack(stack)
      }
      return node
    }
    scene.views = scene.views.map { resolve($0, path: "views[\($0.id)]") }
    return (scene, problems)
  }

  /// `scene: constraints[2]: unknown view 'titel' (did you mean 'title'?)`, one per unknown item.
  static func unknownViews(in scene: Layout.Scene) -> [String] {
    let ids = Set(scene.allNodes.map(\.id)).union(["root", "safeArea"])
    var problems: [String] = []
    func check(_ spec: Layout.ConstraintSpec, at path: String) {
      for item in [spec.first.item] + (spec.second.map { [$0.item] } ?? []) where !ids.contains(item) {
        let suggestion = Suggestion.closest(to: item, in: ids.sorted())
        let place = spec.source.path.isEmpty ? path : spec.source.description
        problems.append("\(scene.name): \(place): \(SceneError.Kind.unknownView(item, suggestion: suggestion).message)")
      }
    }
    for (index, spec) in scene.constraints.enumerated() { check(spec, at: "constraints[\(index)]") }
    for node in scene.allNodes {
      for (index, spec) in node.constraints.enumerated() { check(spec, at: "views[\(node.id)].constraints[\(index)]") }
    }
    return problems
  }
}
