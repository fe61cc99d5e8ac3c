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

  /// A session for `scene`; images are read through `images` (shared, thread-safe), by default a
  /// loader that reads only files inside the scene's `imagesRoot`.
  /// - Throws: `GraphicsError` when the pinned fonts cannot be loaded.
  public init(scene: Layout.Scene, images: ImageLoader? = nil) throws {
    self.scene = scene
    self.measurer = scene.fonts.isEmpty ? try PangoTextMeasurer() : try PangoTextMeasurer(fontFiles: scene.fonts)
    self.images = images ?? ImageLoader(confinedTo: scene.imagesRoot)
    self.engine = Layout.Engine(scene: scene, measurer: measurer, images: self.images)
  }

  /// The layout of `variant` (no drawing).
  /// - Throws: `RenderError.badCanvas` for a variant outside `RenderLimits`.
  public func layout(_ variant: Layout.Variant) throws -> Layout.Result {
    if case .points(let height) = variant.height {
      try RenderLimits.check(width: variant.width, height: height, scale: variant.scale)
    } else {
      try RenderLimits.check(width: variant.width, height: nil, scale: variant.scale)
    }
    let result = engine.layout(variant)
    if variant.height == .fit { try checkFittedHeight(result) }
    return result
  }

  /// A `fit` height is known only after layout: 0 means nothing pins the content's bottom to the root,
  /// and a huge one is over `RenderLimits`. Both are mistakes of the scene, reported at its `canvas`.
  private func checkFittedHeight(_ result: Layout.Result) throws {
    var place = scene.canvasSource
    if place.path.isEmpty { place.path = "canvas" }
    let height = result.canvasSize.height, scale = result.variant.scale
    if !(height * scale >= 1) {
      throw RenderError.scene(place: place, message: """
        the fitting height is 0 points: with height "fit" (the default) the canvas is as tall as the \
        constraints require, and nothing pins the bottom of the content to the root (add a constraint such \
        as "root.bottom == last.bottom + 16", or give canvas.height a number)
        """)
    }
    if height * scale > RenderLimits.maxPixels {
      throw RenderError.scene(place: place, message: """
        the fitting height is \(formatPoints(height)) points, \(formatPoints(height * scale)) pixels at scale \
        \(formatPoints(scale)); the limit is \(formatPoints(RenderLimits.maxPixels)) pixels on a side
        """)
    }
  }

  /// Where each view is written in the scene file, for image errors.
  private lazy var placesByView: [String: Layout.SourceLocation] = {
    var places: [String: Layout.SourceLocation] = [:]
    for node in scene.allNodes where places[node.id] == nil { places[node.id] = node.source }
    return places
  }()

  /// Lays out and draws `variant`.
  /// - Throws: `RenderError` for a canvas outside the limits (a `fit` height is checked after layout),
  ///   `GraphicsError` for an image that cannot be read.
  public func render(_ variant: Layout.Variant) throws -> RenderedScene {
    let result = try layout(variant)
    try RenderLimits.check(width: result.canvasSize.width, height: result.canvasSize.height, scale: variant.scale)
    var renderer = SceneRenderer(measurer: measurer, images: images)
    renderer.places = placesByView
    let bitmap = try renderer.render(result, background: scene.canvas.background)
    return RenderedScene(result: result, bitmap: bitmap)
  }
}

/// A variant as laid out and drawn.
public struct RenderedScene: Sendable {
  public var result: Layout.Result
  public var bitmap: Bitmap
}
