import PlumbGraphics
import PlumbLayout

extension RenderSession {
  /// `count` pictures of different valid layouts of `variant`'s ambiguous views (see
  /// `Layout.Engine.exerciseAmbiguity`): the first with every free variable at the lower end of its
  /// interval, the last at the upper end, the others spread between.
  ///
  /// ```swift
  /// for (k, picture) in try session.renderAmbiguity(variant, count: 3).enumerated() {
  ///   try picture.bitmap.writePNG(toFile: "card-ambiguity-\(k + 1).png")
  /// }
  /// ```
  /// - Throws: `RenderError` for a canvas outside the limits, `GraphicsError` for an unreadable image.
  public func renderAmbiguity(_ variant: Layout.Variant, count: Int) throws -> [RenderedScene] {
    _ = try layout(variant)   // checks the limits
    let renderer = SceneRenderer(measurer: measurer, images: images)
    return try engine.exerciseAmbiguity(variant, count: count).map { exercise in
      let result = exercise.result
      try RenderLimits.check(width: result.canvasSize.width, height: result.canvasSize.height, scale: variant.scale)
      return RenderedScene(result: result, bitmap: try renderer.render(result, background: scene.canvas.background))
    }
  }
}
