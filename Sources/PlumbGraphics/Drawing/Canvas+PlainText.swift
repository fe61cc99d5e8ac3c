import PlumbLayout

extension Canvas {
  /// The fixed font of debugging annotations (overlay tags, legends, captions): DejaVu Sans Mono, which
  /// Plumb's pinned fontconfig always has.
  public static let annotationFamily = "DejaVu Sans Mono"

  /// The request that draws `text` on one line in the annotation font at `size` points.
  ///
  /// ```swift
  /// let request = Canvas.annotationRequest("cut: \"lexander\"", size: 8, scale: 2)
  /// ```
  public static func annotationRequest(_ text: String, size: Double, scale: Double) -> TextRequest {
    TextRequest(text: text, font: FontSpec(family: annotationFamily, size: size), numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, alignment: .left, direction: .leftToRight, language: "en",
                scale: scale)
  }

  /// The size of `text` drawn by `drawAnnotation` (one line, natural width, on the pixel grid).
  ///
  /// ```swift
  /// let size = canvas.measureAnnotation("label", size: 8, measurer: measurer)   // e.g. 24.5×10
  /// ```
  public func measureAnnotation(_ text: String, size: Double, measurer: PangoTextMeasurer) -> Size {
    Self.measureAnnotation(text, size: size, scale: scale, measurer: measurer)
  }

  /// The size of an annotation at `scale`, before any canvas exists (to size the canvas).
  ///
  /// ```swift
  /// let caption = Canvas.measureAnnotation("w320-h200-ltr-large-2x", size: 8, scale: 2, measurer: measurer)
  /// ```
  public static func measureAnnotation(_ text: String, size: Double, scale: Double, measurer: PangoTextMeasurer) -> Size {
    measurer.measure(annotationRequest(text, size: size, scale: scale), maxWidth: nil).size
  }

  /// Draws `text` on one line in the annotation font with its top-left corner at `origin`, cut with an
  /// ellipsis at `maxWidth` points if given, on an optional `background` box (padded by `padding`).
  /// Returns the rectangle covered, background included.
  ///
  /// ```swift
  /// canvas.drawAnnotation("nameLabel.height ?", at: Point(x: 16, y: 42), size: 8, color: .white,
  ///                       background: .red, padding: 1, measurer: measurer)
  /// ```
  @discardableResult
  public func drawAnnotation(
    _ text: String, at origin: Point, size: Double, color: Color, background: Color? = nil, padding: Double = 0,
    maxWidth: Double? = nil, measurer: PangoTextMeasurer
  ) -> Rect {
    let request = Self.annotationRequest(text, size: size, scale: scale)
    var textSize = measurer.measure(request, maxWidth: nil).size
    if let maxWidth { textSize.width = max(0, min(textSize.width, maxWidth - 2 * padding)) }
    let box = Rect(x: origin.x, y: origin.y, width: textSize.width + 2 * padding, height: textSize.height + 2 * padding)
    if let background { fill(box, color: background) }
    drawText(request, in: Rect(x: origin.x + padding, y: origin.y + padding, width: textSize.width, height: textSize.height),
             color: color, measurer: measurer)
    return box
  }
}
