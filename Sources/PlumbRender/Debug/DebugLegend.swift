import PlumbGraphics
import PlumbLayout

/// The legend strip under a debug overlay: a swatch and a title per `DebugStyle.legend` entry, flowing
/// left to right in rows as wide as the picture.
///
/// ```swift
/// let legend = DebugLegend(width: 375, scale: 2, measurer: measurer)
/// legend.height                         // points the strip needs
/// legend.draw(on: canvas, at: 667)      // under the picture
/// ```
struct DebugLegend {
  static let padding = 6.0
  static let swatch = 10.0
  static let gap = 4.0
  static let spacing = 10.0

  let measurer: PangoTextMeasurer
  /// Each entry with its position relative to the strip's top-left corner.
  let placed: [(entry: DebugStyle.Entry, origin: Point, textWidth: Double)]
  let height: Double
  let width: Double
  let lineHeight: Double

  /// Lays the legend out for a picture `width` points wide drawn at `scale`.
  init(width: Double, scale: Double, measurer: PangoTextMeasurer) {
    self.measurer = measurer; self.width = width
    let measure = { (text: String) in Canvas.measureAnnotation(text, size: DebugStyle.textSize, scale: scale, measurer: measurer) }
    let lineHeight = max(Self.swatch, measure("Xg").height)
    self.lineHeight = lineHeight
    var x = Self.padding, y = Self.padding
    var placed: [(DebugStyle.Entry, Point, Double)] = []
    for entry in DebugStyle.legend {
      let textWidth = measure(entry.title).width
      let entryWidth = Self.swatch + Self.gap + textWidth
      if x > Self.padding, x + entryWidth > width - Self.padding {
        x = Self.padding
        y += lineHeight + Self.gap
      }
      placed.append((entry, Point(x: x, y: y), textWidth))
      x += entryWidth + Self.spacing
    }
    self.placed = placed
    height = y + lineHeight + Self.padding
  }

  /// Draws the strip on `canvas` with its top edge at `top`.
  func draw(on canvas: Canvas, at top: Double) {
    canvas.fill(Rect(x: 0, y: top, width: width, height: height), color: DebugStyle.legendBackground)
    for (entry, origin, _) in placed {
      let box = Rect(x: origin.x, y: top + origin.y + (lineHeight - Self.swatch) / 2, width: Self.swatch, height: Self.swatch)
      drawSwatch(entry.swatch, in: box, on: canvas)
      let textHeight = canvas.measureAnnotation(entry.title, size: DebugStyle.textSize, measurer: measurer).height
      canvas.drawAnnotation(entry.title, at: Point(x: box.maxX + Self.gap, y: top + origin.y + (lineHeight - textHeight) / 2),
                            size: DebugStyle.textSize, color: DebugStyle.legendText, measurer: measurer)
    }
  }

  private func drawSwatch(_ swatch: DebugStyle.Swatch, in box: Rect, on canvas: Canvas) {
    let hairline = 1 / canvas.scale
    canvas.fill(box, color: .white)
    switch swatch {
    case .outline(let color): canvas.strokeRect(box, width: 2 * hairline, color: color)
    case .dashed(let color): canvas.strokeRect(box, width: 2 * hairline, color: color, dash: DebugStyle.dash)
    case .thickOutline(let color): canvas.strokeRect(box, width: 2, color: color)
    case .line(let color):
      canvas.strokeLine(from: Point(x: box.minX, y: box.midY), to: Point(x: box.maxX, y: box.midY), width: 2 * hairline, color: color)
    case .hatch(let color):
      canvas.hatch(box, spacing: 3, width: 2 * hairline, color: color)
      canvas.strokeRect(box, width: hairline, color: color)
    }
  }
}
