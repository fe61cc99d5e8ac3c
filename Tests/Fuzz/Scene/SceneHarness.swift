// libFuzzer harness for the scene decoder (`Scripts/fuzz Scene`): a whole scene file's text through
// `SceneLoader.parse` into a `Layout.Scene` (JSON5, every key, colours, fonts, stacks, constraint
// expressions and visual formats resolved against the view ids), then the variant matrix it declares.
//
// The decoder must return a scene or throw a `SceneError` — never trap, hang or read out of bounds —
// and the matrix of an accepted scene stays within the documented limit. Laying scenes out is the
// `SceneLayout` target's job (it runs about 25 times slower).
import PlumbLayout
@testable import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
  let scene: Layout.Scene
  do {
    scene = try SceneLoader.parse(text: text, file: "fuzz.json")
  } catch let error as SceneError {
    _ = error.description
    return 0
  } catch {
    preconditionFailure("SceneLoader threw something other than SceneError: \(error)")
  }
  let variants = scene.variants.matrix(canvas: scene.canvas)
  precondition(variants.count <= SceneLimits.maxVariants, "\(variants.count) variants passed the decoder")
  for variant in variants { _ = variant.name }
  _ = scene.allNodes.count
  return 0
}
