import PlumbGraphics
import PlumbLayout

/// `plumb render --debug`: the rendered picture with its layout drawn on top, and a legend below.
///
/// On top of the picture, in this order: the root's layout margins (dashed); every visible view's frame
/// outlined by kind (a one-pixel line inside the frame; guides dashed) and, for views with subviews,
/// their layout margins (dashed); label baselines (first and last); ambiguous views hatched, with a tag
/// naming the free attributes; labels with missing glyphs outlined and tagged; truncated labels outlined
/// in red (one point), a dashed red ghost of the width the text needs, and a red tag with the cut text.
/// Tags sit under the view (above it when there is no room), inside the picture. Colours: `DebugStyle`.
///
/// ```swift
/// let picture = try session.render(variant)
/// let debug = try DebugOverlay(measurer: session.measurer).render(picture, canvas: scene.canvas)
/// try debug.writePNG(toFile: "card.debug.png")
/// ```
public struct DebugOverlay {
  /// Measures and draws the tags and the legend.
  public let measurer: PangoTextMeasurer

  /// An overlay drawing its text with `measurer` (a `RenderSession`'s, to share its caches).
  public init(measurer: PangoTextMeasurer) { self.measurer = measurer }

  /// The picture with the overlay, `legendHeight` points taller for the legend strip.
  /// - Throws: `GraphicsError` when the canvas cannot be made.
  public func render(_ picture: RenderedScene, canvas sceneCanvas: Layout.Canvas) throws -> Bitmap {
    let result = picture.result
    let scale = result.variant.scale
    let legend = DebugLegend(width: result.canvasSize.width, scale: scale, measurer: measurer)
    let canvas = try Canvas(
      size: Size(width: result.canvasSize.width, height: result.canvasSize.height + legend.height), scale: scale,
      background: .white)
    try canvas.drawBitmap(picture.bitmap, in: Rect(x: 0, y: 0, width: Double(picture.bitmap.width) / scale,
                                                   height: Double(picture.bitmap.height) / scale))
    draw(result, rootMargins: Self.rootMargins(sceneCanvas, direction: result.variant.direction), on: canvas)
    legend.draw(on: canvas, at: result.canvasSize.height)
    return canvas.makeBitmap()
  }

  /// The height of the legend strip for a picture `width` points wide at `scale`.
  public func legendHeight(width: Double, scale: Double) -> Double {
    DebugLegend(width: width, scale: scale, measurer: measurer).height
  }

  /// The root's layout margins as the engine resolves them: the safe area plus the canvas margins.
  public static func rootMargins(_ canvas: Layout.Canvas, direction: LayoutDirection) -> Insets {
    let safe = canvas.safeArea.resolved(for: direction), margins = canvas.margins.resolved(for: direction)
    return Insets(top: safe.top + margins.top, left: safe.left + margins.left,
                  bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
  }

  /// Draws the overlay of `result` on `canvas` (which already shows the picture).
  public func draw(_ result: Layout.Result, rootMargins: Insets, on canvas: Canvas) {
    let hairline = 1 / canvas.scale
    let bounds = Rect(origin: .zero, size: result.canvasSize)
    let visible = result.views.filter { !$0.isEffectivelyHidden }
    let parents = Set(result.views.map(\.parent))
    canvas.strokeRect(Self.inset(bounds, rootMargins), width: hairline, color: DebugStyle.margins, dash: DebugStyle.dash)
    for view in visible {
      let dash = view.kindName == "guide" ? DebugStyle.dash : []
      canvas.strokeRect(view.frame, width: hairline, color: DebugStyle.frameColor(kind: view.kindName), dash: dash)
      if parents.contains(view.id), view.margins != .zero {
        canvas.strokeRect(Self.inset(view.frame, view.margins), width: hairline, color: DebugStyle.margins, dash: DebugStyle.dash)
      }
    }
    for view in visible where view.label != nil {
      for y in Set([view.firstBaseline, view.lastBaseline]).sorted() {
        let line = (y * canvas.scale).rounded(.down) / canvas.scale + hairline / 2
        canvas.strokeLine(from: Point(x: view.frame.minX, y: line), to: Point(x: view.frame.maxX, y: line),
                          width: hairline, color: DebugStyle.baseline)
      }
    }
    let d = result.diagnostics
    for view in visible {
      let free = d.ambiguities.filter { $0.view == view.id }
      guard !free.isEmpty else { continue }
      let area = Self.visibleArea(view.frame, minimum: 4)
      canvas.hatch(area, spacing: 5, width: 2 * hairline, color: DebugStyle.ambiguous.withAlpha(0.7))
      canvas.strokeRect(area, width: hairline, color: DebugStyle.ambiguous)
      tag("ambiguous \(view.id).\(free.map(\.attribute).joined(separator: ","))", for: area, color: DebugStyle.ambiguous,
          bounds: bounds, on: canvas)
    }
    for view in visible {
      guard let fit = view.label?.fit, fit.missingGlyphs > 0 else { continue }
      canvas.strokeRect(view.frame, width: 1, color: DebugStyle.missingGlyphs)
      tag("\(fit.missingGlyphs) missing glyph\(fit.missingGlyphs == 1 ? "" : "s")", for: view.frame,
          color: DebugStyle.missingGlyphs, bounds: bounds, on: canvas)
    }
    for view in visible where d.truncatedLabels.contains(view.id) {
      guard let label = view.label else { continue }
      let fit = label.fit
      if fit.linesShown == 1, fit.naturalWidth > view.frame.width {
        let minX = view.direction == .rightToLeft ? view.frame.maxX - fit.naturalWidth : view.frame.minX
        canvas.strokeRect(Rect(x: minX, y: view.frame.minY, width: fit.naturalWidth, height: view.frame.height),
                          width: hairline, color: DebugStyle.truncated, dash: [3, 2])
      }
      canvas.strokeRect(view.frame, width: 1, color: DebugStyle.truncated)
      tag("cut: \(Self.cutText(label))", for: view.frame, color: DebugStyle.truncated, bounds: bounds, on: canvas)
    }
  }

  /// The characters a truncated label does not show, or `lines n/m` when whole lines were dropped.
  static func cutText(_ label: Layout.LabelLayout) -> String {
    let scalars = Array(label.request.text.unicodeScalars)
    guard let range = label.fit.cutRange, range.lowerBound < scalars.count else {
      return "lines \(label.fit.linesShown)/\(label.fit.linesNeeded)"
    }
    let cut = String(String.UnicodeScalarView(scalars[range.lowerBound..<min(scalars.count, range.upperBound)]))
    return "\"" + cut.replacingNewlines() + "\""
  }

  /// A white-on-colour tag under `rect` (above it when there is no room), kept inside `bounds`.
  private func tag(_ text: String, for rect: Rect, color: Color, bounds: Rect, on canvas: Canvas) {
    let size = canvas.measureAnnotation(text, size: DebugStyle.textSize, measurer: measurer)
    let height = size.height + 2
    var y = rect.maxY + 1
    if y + height > bounds.maxY { y = max(bounds.minY, rect.minY - height - 1) }
    let x = max(bounds.minX, min(rect.minX, bounds.maxX - size.width - 2))
    canvas.drawAnnotation(text, at: Point(x: x, y: y), size: DebugStyle.textSize, color: .white, background: color,
                          padding: 1, maxWidth: bounds.maxX - x, measurer: measurer)
  }

  static func inset(_ rect: Rect, _ insets: Insets) -> Rect {
    Rect(x: rect.minX + insets.left, y: rect.minY + insets.top,
         width: max(0, rect.width - insets.left - insets.right), height: max(0, rect.height - insets.top - insets.bottom))
  }

  /// `rect` grown around its centre to at least `minimum` points on each side (a zero-height view stays visible).
  static func visibleArea(_ rect: Rect, minimum: Double) -> Rect {
    let width = max(rect.width, minimum), height = max(rect.height, minimum)
    return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }
}

private extension String {
  func replacingNewlines() -> String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎") }
}
