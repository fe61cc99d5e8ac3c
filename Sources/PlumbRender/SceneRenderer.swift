import PlumbGraphics
import PlumbLayout

/// Draws a laid-out scene: backgrounds, corner radii, borders, alpha, clipping, hidden views, images
/// by content mode, labels with their truncation and UIKit's controls (`ControlRenderer`), at the variant's
/// scale and in its appearance; then the system chrome when the scene asks for it (`SystemChrome`).
///
/// Views draw in tree order (later siblings on top). A view's alpha applies to it and its subviews as
/// one group; `clipsToBounds` clips its content and subviews to its (rounded) bounds; the border is
/// drawn last, above the subviews, as `CALayer` does. Hidden views and their subviews are not drawn;
/// layout guides never are.
///
/// ```swift
/// let renderer = SceneRenderer(measurer: try PangoTextMeasurer(), images: ImageLoader())
/// let bitmap = try renderer.render(result, background: scene.canvas.background)
/// try bitmap.writePNG(toFile: "out.png")
/// ```
public struct SceneRenderer {
  public let measurer: PangoTextMeasurer
  public let images: ImageLoader
  /// Where each view is written (by id), named in image errors; empty for a scene built in Swift.
  public var places: [String: Layout.SourceLocation] = [:]
  /// Where the chrome of controls (tracks, thumbs and their shadows, segments, dots, spokes) is remembered
  /// and copied from when it is drawn again over the same pixels: the same bytes, faster. Nil draws
  /// every control from scratch.
  ///
  /// ```swift
  /// var renderer = SceneRenderer(measurer: measurer, images: images)
  /// renderer.controlMemo = nil          // rasterise every control (to compare, or to measure)
  /// ```
  public var controlMemo: PaintMemo? = .shared

  public init(measurer: PangoTextMeasurer, images: ImageLoader) {
    self.measurer = measurer; self.images = images
  }

  /// Renders `result` on a canvas of its size; `background` (resolved for the variant's appearance) defaults
  /// to `systemBackground` (a view controller's view: white in light, black in dark).
  /// - Throws: `GraphicsError` when the canvas cannot be made or an image cannot be read.
  public func render(_ result: Layout.Result, background: Color? = nil) throws -> Bitmap {
    let paper = (background ?? .systemBackground).resolved(style: result.variant.appearance, contrast: result.variant.contrast)
    let canvas = try Canvas(size: result.canvasSize, scale: result.variant.scale, background: paper)
    let tree = ViewTree(result)
    let controls = ControlRenderer(
      canvas: canvas, measurer: measurer, images: images, scale: result.variant.scale,
      style: result.variant.appearance, contrast: result.variant.contrast, memo: controlMemo)
    for view in tree.children(of: "root") {
      try draw(view, tree: tree, on: canvas, controls: controls)
    }
    if result.showsChrome { SystemChrome(canvas: canvas, measurer: measurer, scale: result.variant.scale).draw(for: result) }
    return canvas.makeBitmap()
  }

  private func draw(_ view: Layout.ViewLayout, tree: ViewTree, on canvas: Canvas, controls: ControlRenderer) throws {
    guard !view.isHidden, view.kindName != "guide" else { return }
    let look = view.appearance
    let body = {
      if let background = look.background {
        canvas.fill(view.frame, color: background, cornerRadius: look.cornerRadius, corners: look.maskedCorners)
      }
      let content = {
        try self.drawContent(of: view, on: canvas, scale: controls.scale)
        try controls.draw(view)
        for child in tree.children(of: view.id) { try self.draw(child, tree: tree, on: canvas, controls: controls) }
      }
      if look.clipsToBounds {
        try canvas.clip(to: view.frame, cornerRadius: look.cornerRadius, corners: look.maskedCorners, content)
      } else {
        try content()
      }
      if let border = look.border, border.width > 0 {
        canvas.strokeBorder(view.frame, width: border.width, color: border.color, cornerRadius: look.cornerRadius,
                            corners: look.maskedCorners)
      }
    }
    if look.alpha < 1 {
      guard look.alpha > 0 else { return }
      try canvas.withAlpha(look.alpha, body)
    } else {
      try body()
    }
  }

  private func drawContent(of view: Layout.ViewLayout, on canvas: Canvas, scale: Double) throws {
    // A label of zero or negative width or height shows nothing (its fit says so), as UILabel draws nothing.
    if let label = view.label, view.frame.width > 0, view.frame.height > 0 {
      canvas.drawText(label.request, in: view.frame, color: label.textColor, measurer: measurer)
    }
    if let image = view.image, let src = image.src, let mode = ContentMode(name: image.contentMode.rawValue) {
      let picture: Image
      do {
        // Placed as it will be drawn, so a large file drawn small is decoded reduced (ImageLoader).
        let placed = mode.placement(of: try images.imageSize(source: src, scale: scale), in: view.frame)
        picture = try images.image(source: src, scale: scale,
                                   drawnAt: Size(width: placed.width * scale, height: placed.height * scale))
      } catch {
        let text = "\(error)"
        throw RenderError.image(view: view.id, place: places[view.id] ?? Layout.SourceLocation(),
                                message: text.contains(src) ? text : "\(src): \(text)")
      }
      canvas.drawImage(picture, in: view.frame, contentMode: mode,
                       template: image.renderingMode.isTemplateInImageView ? view.tintColor : nil)
    }
  }
}
