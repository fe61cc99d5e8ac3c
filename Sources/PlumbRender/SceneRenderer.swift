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
      try draw(view, tree: tree, on: canvas, controls: controls, variant: result.variant)
    }
    if result.showsChrome { SystemChrome(canvas: canvas, measurer: measurer, scale: result.variant.scale).draw(for: result) }
    return canvas.makeBitmap()
  }

  private func draw(_ view: Layout.ViewLayout, tree: ViewTree, on canvas: Canvas, controls: ControlRenderer,
                    variant: Layout.Variant) throws {
    guard !view.isHidden, view.kindName != "guide" else { return }
    let look = view.appearance
    let body = {
      if let shadow = look.shadow, shadow.isVisible, !look.clipsToBounds {
        // The layer's shadow, under everything the view draws: its `shadowPath`, else the shape of its
        // background (rounded, as opaque as the background), blurred and offset. Clipping to bounds hides it,
        // as `masksToBounds` does.
        if let path = shadow.path {
          let shape = Rect(x: view.frame.minX + path.rect.minX, y: view.frame.minY + path.rect.minY, width: path.rect.width, height: path.rect.height)
          canvas.dropShadow(shape, cornerRadius: path.cornerRadius, corners: path.corners, oval: path.isOval,
                            color: shadow.color.withAlpha(min(1, shadow.opacity)), offset: shadow.offset, radius: shadow.radius)
        } else if let background = look.background, background.alpha > 0 {
          canvas.dropShadow(view.frame, cornerRadius: look.cornerRadius, corners: look.maskedCorners,
                            color: shadow.color.withAlpha(min(1, shadow.opacity) * background.alpha),
                            offset: shadow.offset, radius: shadow.radius)
        }
      }
      if let blur = look.blurEffect {
        // A visual effect view: the content drawn so far, blurred under it, then the material's tint.
        let material = blur.material
        canvas.blur(view.frame, radius: material.radius, cornerRadius: look.cornerRadius, corners: look.maskedCorners)
        canvas.fill(view.frame, color: material.tint.resolved(style: variant.appearance, contrast: variant.contrast),
                    cornerRadius: look.cornerRadius, corners: look.maskedCorners)
      }
      if let background = look.background {
        canvas.fill(view.frame, color: background, cornerRadius: look.cornerRadius, corners: look.maskedCorners)
      }
      let content = {
        try self.drawContent(of: view, on: canvas, scale: controls.scale, variant: variant)
        try controls.draw(view)
        for child in tree.children(of: view.id) { try self.draw(child, tree: tree, on: canvas, controls: controls, variant: variant) }
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
    guard look.alpha > 0 else { return }
    let composited = { try canvas.withAlpha(look.alpha, body) }
    if let t = look.transform {
      try canvas.withTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty, about: t.pivot(in: view.frame), composited)
    } else {
      try composited()
    }
  }

  private func drawContent(of view: Layout.ViewLayout, on canvas: Canvas, scale: Double, variant: Layout.Variant) throws {
    // A label of zero or negative width or height shows nothing (its fit says so), as UILabel draws nothing.
    if let label = view.label, view.frame.width > 0, view.frame.height > 0 {
      if let shadow = label.shadow {
        canvas.drawTextShadow(label.request, in: view.frame, offset: shadow.offset, color: shadow.color, measurer: measurer)
      }
      canvas.drawText(label.request, in: view.frame, color: label.textColor, measurer: measurer)
    }
    if let image = view.image, let name = image.systemName {
      drawSymbol(name, image: image, in: view, on: canvas, variant: variant)
    }
    if let image = view.image, image.systemName == nil, let src = image.src, let mode = ContentMode(name: image.contentMode.rawValue) {
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

  /// An SF Symbol of an image view: at the size UIKit gives it, placed by the content mode (fitted into the
  /// frame by the scaling modes), in the tint colour (`label` when its rendering mode is `alwaysOriginal`).
  private func drawSymbol(_ name: String, image: Layout.Image, in view: Layout.ViewLayout, on canvas: Canvas,
                          variant: Layout.Variant) {
    let category = variant.type
    guard view.frame.width > 0, view.frame.height > 0 else { return }
    let natural = Layout.SystemSymbol.size(of: name, configuration: image.symbolConfiguration, category: category)
    var box: Rect
    switch image.contentMode {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw:
      // Symbols keep their proportions: fitted into the frame.
      let factor = min(view.frame.width / max(natural.width, 0.001), view.frame.height / max(natural.height, 0.001))
      box = Rect(x: 0, y: 0, width: natural.width * factor, height: natural.height * factor)
    default:
      box = Rect(x: 0, y: 0, width: natural.width, height: natural.height)
    }
    let mode = ContentMode(name: image.contentMode == .redraw ? "center" : image.contentMode.rawValue) ?? .center
    box = mode.placement(of: Size(width: box.width, height: box.height), in: view.frame)
    let colour = image.renderingMode == .alwaysOriginal ? Color.label.resolved(style: variant.appearance, contrast: variant.contrast) : view.tintColor
    let pointSize = image.symbolConfiguration.pointSize(for: category) * (box.height / max(natural.height, 0.001))
    SymbolGlyphs(canvas: canvas).draw(name, in: box, pointSize: pointSize, weight: image.symbolConfiguration.weight, color: colour,
                                      direction: view.direction)
  }
}
