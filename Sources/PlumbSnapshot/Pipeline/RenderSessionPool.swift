import Foundation
import PlumbRender
import PlumbLayout
import PlumbGraphics

/// Hands out one `RenderSession` per concurrent caller for a scene, and takes it back, so parallel
/// variants never share a Pango context and sessions are reused (and their width sweeps with them).
///
/// ```swift
/// let pool = RenderSessionPool(scene: scene)
/// let picture = try pool.withSession { try $0.render(variant) }
/// ```
public final class RenderSessionPool: @unchecked Sendable {
  public let scene: Layout.Scene
  private let images: ImageLoader
  private let lock = NSLock()
  private var idle: [RenderSession] = []

  /// A pool for `scene`; by default its sessions share a loader confined to the scene's `imagesRoot`.
  public init(scene: Layout.Scene, images: ImageLoader? = nil) {
    self.scene = scene; self.images = images ?? ImageLoader(confinedTo: scene.imagesRoot)
  }

  /// Runs `body` with a session no other thread is using.
  public func withSession<T>(_ body: (RenderSession) throws -> T) throws -> T {
    lock.lock()
    let reused = idle.popLast()
    lock.unlock()
    let session = try reused ?? RenderSession(scene: scene, images: images)
    defer { lock.lock(); idle.append(session); lock.unlock() }
    return try body(session)
  }
}
