import PlumbGraphics
import PlumbLayout

/// Lays out and draws one scene, variant after variant, reusing its text measurer, image cache and
/// layout engine (a width sweep edits the root width instead of rebuilding the solver).
///
/// Not thread-safe: use one session per thread (`RenderSessionPool` hands them out).
///
/// ```swift
/// let session = try RenderSession(scene: scene)
/// for variant in scene.variants.matrix(canvas: scene.canvas) {
///   let picture = try session.render(variant)
///   try picture.bitmap.writePNG(toFile: "out/\(variant.name).png")
/// }
/// ```
public final class RenderSession {
  public let scene: Layout.Scene
  public let measurer: PangoTextMeasurer
  public let images: ImageLoader
  public let engine: Layout.Engine

  /// A session for `scene`; images are read through `images` (shared, thread-safe).
  /// - Throws: `GraphicsError` when the pinned fonts cannot be loaded.
  public init(scene: Layout.Scene, images: ImageLoader = ImageLoader()) throws {
    self.scene = scene
    self.measurer = scene.fonts.isEmpty ? try PangoTextMeasurer() : try PangoTextMeasurer(fontFiles: scene.fonts)
    self.images = images
    self.engine = Layout.Engine(scene: scene, measurer: measurer, images: images)
  }

  /// The layout of `variant` (no drawing).
  /// - Throws: `RenderError.badCanvas` for a variant outside `RenderLimits`.
  public func layout(_ variant: Layout.Variant) throws -> Layout.Result {
    if case .points(let height) = variant.height {
      try RenderLimits.check(width: variant.width, height: height, scale: variant.scale)
    } else {
      try RenderLimits.check(width: variant.width, height: nil, scale: variant.scale)
    }
    return engine.layout(variant)
  }

  /// Lays out and draws `variant`.
  /// - Throws: `RenderError` for a canvas outside the limits (a `fit` height is checked after layout),
  ///   `GraphicsError` for an image that cannot be read.
  public func render(_ variant: Layout.Variant) throws -> RenderedScene {
    let result = try layout(variant)
    try RenderLimits.check(width: result.canvasSize.width, height: result.canvasSize.height, scale: variant.scale)
    let bitmap = try SceneRenderer(measurer: measurer, images: images).render(result, background: scene.canvas.background)
    return RenderedScene(result: result, bitmap: bitmap)
  }
}

/// A variant as laid out and drawn.
public struct RenderedScene: Sendable {
  public var result: Layout.Result
  public var bitmap: Bitmap
}
