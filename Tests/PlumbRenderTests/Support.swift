import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene

/// A scene of this package's `Scenes/` folder, loaded.
func loadScene(_ name: String) throws -> Layout.Scene {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }   // the file, PlumbRenderTests, Tests
  return try SceneLoader.load(path: url.appendingPathComponent("Scenes/\(name).json").path)
}

/// The canvas's own variant of a scene.
func canvasVariant(_ scene: Layout.Scene) -> Layout.Variant {
  Layout.Variant(width: scene.canvas.width, height: scene.canvas.height, scale: scene.canvas.scale)
}

extension Bitmap.Pixel {
  /// The opaque pixel of a colour (components rounded to 8 bits).
  init(_ color: Color) {
    self.init(red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
              blue: UInt8((color.blue * 255).rounded()), alpha: UInt8((color.alpha * 255).rounded()))
  }
}

/// Whether the `width × height` pixels of `a` at (`ax`, `ay`) equal those of `b` at (`bx`, `by`).
func sameRegion(_ a: Bitmap, at ax: Int, _ ay: Int, _ b: Bitmap, at bx: Int, _ by: Int, width: Int, height: Int) -> Bool {
  for y in 0..<height {
    for x in 0..<width where a.pixel(x: ax + x, y: ay + y) != b.pixel(x: bx + x, y: by + y) { return false }
  }
  return true
}

/// Runs `body` on `count` threads at once and collects, in no particular order, what each call gave
/// and the errors thrown.
///
/// ```swift
/// let (pngs, errors) = onThreads(8) { try RenderSession(scene: scene).render(variant).bitmap.pngData() }
/// ```
func onThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable () throws -> [T]) -> (results: [T], errors: [String]) {
  let collected = ThreadResults<T>()
  let group = DispatchGroup()
  for _ in 0..<count {
    group.enter()
    Thread.detachNewThread {
      defer { group.leave() }
      do {
        let values = try body()
        collected.lock.lock(); collected.results += values; collected.lock.unlock()
      } catch {
        collected.lock.lock(); collected.errors.append("\(error)"); collected.lock.unlock()
      }
    }
  }
  group.wait()
  return (collected.results, collected.errors)
}

/// What `onThreads` collects, behind its lock.
private final class ThreadResults<T>: @unchecked Sendable {
  let lock = NSLock()
  var results: [T] = []
  var errors: [String] = []
}
