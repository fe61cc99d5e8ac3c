import Foundation
import PlumbLayout

/// The last layout pass of a root view: the scene it built, its engine (reused while only constraint
/// constants, priorities or activation change) and the result.
@preconcurrency @MainActor
package final class LayoutCache {
  package var built: BuiltScene
  let engine: Layout.Engine
  let result: Layout.Result
  init(built: BuiltScene, engine: Layout.Engine, result: Layout.Result) {
    self.built = built; self.engine = engine; self.result = result
  }
}

