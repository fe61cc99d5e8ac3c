import PlumbGraphics
import PlumbLayout

/// Draws a contact sheet: every variant's picture on one canvas, captioned with the variant's name,
/// arranged by `SheetLayout` (widths across, everything else down).
///
/// ```swift
/// let session = try RenderSession(scene: scene)
/// let pictures = try scene.variants.matrix(canvas: scene.canvas).map { try session.render($0) }
/// let sheet = try ContactSheet(measurer: session.measurer).render(title: scene.name, pictures: pictures)
/// try sheet.bitmap.writePNG(toFile: "sheet.png")
/// ```
public struct ContactSheet {
  /// Caption (variant name) size in points.
  public static let captionSize = 10.0
  /// Title (scene name) size in points.
  public static let titleSize = 12.0
  /// The sheet behind the tiles.
  public static let background = Color(red8: 229, green8: 229, blue8: 234)
  /// The hairline around each tile (outside it, so the tile keeps its pixels).
  public static let border = Color(red8: 174, green8: 174, blue8: 178)
  /// Title and captions.
  public static let text = Color(red8: 28, green8: 28, blue8: 30)

  /// Measures and draws the title and captions.
  public let measurer: PangoTextMeasurer
  /// The largest side of the sheet in pixels before tiles are shrunk.
  public var maximumPixels: Double

  /// A sheet drawing text with `measurer`, at most `maximumPixels` on a side before tiles shrink.
  public init(measurer: PangoTextMeasurer, maximumPixels: Double = 8192) {
    self.measurer = measurer; self.maximumPixels = maximumPixels
  }

  /// The sheet's layout for `pictures` (each tile as large as its bitmap at its variant's scale).
  public func layout(title: String, pictures: [(variant: Layout.Variant, bitmap: Bitmap)]) -> SheetLayout {
    layout(title: title, variants: pictures.map(\.variant),
           sizes: pictures.map { Size(width: Double($0.bitmap.width) / $0.variant.scale, height: Double($0.bitmap.height) / $0.variant.scale) })
  }

  /// The sheet's layout for pictures of `sizes` points, one per variant (known before any is drawn).
  public func layout(title: String, variants: [Layout.Variant], sizes: [Size]) -> SheetLayout {
    let scale = variants.map(\.scale).max() ?? 1
    let caption = Canvas.measureAnnotation("Xg", size: Self.captionSize, scale: scale, measurer: measurer).height
    let heading = Canvas.measureAnnotation(title, size: Self.titleSize, scale: scale, measurer: measurer).height
    return SheetLayout(variants: variants, sizes: sizes, captionHeight: caption, titleHeight: heading, maximumPixels: maximumPixels)
  }

  /// Draws the sheet.
  /// - Throws: `GraphicsError` when the canvas cannot be made.
  public func render(title: String, pictures: [(variant: Layout.Variant, bitmap: Bitmap)]) throws -> (bitmap: Bitmap, layout: SheetLayout) {
    let layout = layout(title: title, pictures: pictures)
    return (try draw(layout, title: title) { pictures[$0].bitmap }, layout)
  }

  /// Draws the sheet one picture at a time, so a sheet of huge variants never holds more than one of
  /// them: the layout comes from `sizes` (points, one per variant), then `picture(i)` makes the i-th
  /// bitmap when its tile is drawn, and it is released before the next is made.
  ///
  /// ```swift
  /// let sizes = try variants.map { try session.layout($0).canvasSize }
  /// let sheet = try ContactSheet(measurer: session.measurer)
  ///   .render(title: scene.name, variants: variants, sizes: sizes) { try session.render(variants[$0]).bitmap }
  /// ```
  /// - Throws: `GraphicsError` when the canvas cannot be made, or what `picture` throws.
  public func render(
    title: String, variants: [Layout.Variant], sizes: [Size], picture: (Int) throws -> Bitmap
  ) throws -> (bitmap: Bitmap, layout: SheetLayout) {
    let layout = layout(title: title, variants: variants, sizes: sizes)
    return (try draw(layout, title: title, picture: picture), layout)
  }

  private func draw(_ layout: SheetLayout, title: String, picture: (Int) throws -> Bitmap) throws -> Bitmap {
    let canvas = try Canvas(size: layout.size, scale: layout.scale, background: Self.background)
    let hairline = 1 / layout.scale
    canvas.drawAnnotation(title, at: layout.title.origin, size: Self.titleSize, color: Self.text,
                          maxWidth: layout.title.width, measurer: measurer)
    for (index, tile) in layout.tiles.enumerated() {
      canvas.drawAnnotation(tile.name, at: tile.caption.origin, size: Self.captionSize, color: Self.text,
                            maxWidth: tile.caption.width, measurer: measurer)
      let f = tile.frame
      canvas.strokeRect(Rect(x: f.minX - hairline, y: f.minY - hairline, width: f.width + 2 * hairline, height: f.height + 2 * hairline),
                        width: hairline, color: Self.border)
      try canvas.drawBitmap(try picture(index), in: f)
    }
    return canvas.makeBitmap()
  }

  /// Draws a sheet of rendered scenes.
  public func render(title: String, pictures: [RenderedScene]) throws -> (bitmap: Bitmap, layout: SheetLayout) {
    try render(title: title, pictures: pictures.map { ($0.result.variant, $0.bitmap) })
  }
}
