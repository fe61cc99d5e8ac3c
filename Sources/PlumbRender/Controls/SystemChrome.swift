import PlumbGraphics
import PlumbLayout

/// The status bar (9:41, signal, Wi-Fi, battery) in the top safe-area inset and the home indicator in the
/// bottom one, in the appearance's colours, so a picture reads like a screenshot (`canvas.chrome: true`).
/// Nothing is drawn where the inset is 0 (an iPhone in landscape has no status bar).
///
/// ```swift
/// SystemChrome(canvas: canvas, measurer: measurer, scale: 3).draw(for: result)
/// ```
struct SystemChrome {
  let canvas: Canvas
  let measurer: PangoTextMeasurer
  let scale: Double

  func draw(for result: Layout.Result) {
    let ink = Color.label.resolved(style: result.variant.appearance, contrast: result.variant.contrast)
    let width = result.canvasSize.width
    let top = result.safeArea.top
    if top > 0 {
      // Phones with a sensor housing: the time in the left ear, the icons in the right one, 17 pt semibold.
      // Home-button phones and iPads: a 20-point bar, time centred (phones) or leading (iPads), 12 pt.
      let tall = top >= 40
      let barHeight = tall ? min(top, 54) : top
      let font = FontSpec(size: tall ? 17 : 12, weight: .semibold)
      // Right to left the bar is mirrored as iOS mirrors it: the time in the right ear, the icons in the
      // left one with the battery outermost; the glyphs themselves keep their shape.
      let mirrored = result.variant.direction == .rightToLeft
      let time = TextRequest(text: "9:41", font: font, alignment: .center, scale: scale)
      let timeRect: Rect
      if tall {
        timeRect = Rect(x: mirrored ? width * 0.7 : 0, y: 0, width: width * 0.3, height: barHeight)
      } else {
        timeRect = Rect(x: 0, y: 0, width: width, height: barHeight)
      }
      canvas.drawText(time, in: timeRect, color: ink, measurer: measurer)
      let unit = tall ? 1.0 : 0.8
      let midY = barHeight / 2
      // The icons' outer edge, from the screen's edge they sit at.
      let inset = tall ? width * 0.15 - 24 : 6
      let gap = 6 * unit
      if mirrored {
        var x = inset
        x = drawBattery(rightEdge: x + Self.batteryWidth * unit, midY: midY, unit: unit, ink: ink) + Self.batteryWidth * unit + gap
        x = drawWiFi(rightEdge: x + Self.wifiWidth * unit, midY: midY, unit: unit, ink: ink) + Self.wifiWidth * unit + gap
        _ = drawSignal(rightEdge: x + Self.signalWidth * unit, midY: midY, unit: unit, ink: ink)
      } else {
        var x = width - inset
        x = drawBattery(rightEdge: x, midY: midY, unit: unit, ink: ink)
        x = drawWiFi(rightEdge: x - gap, midY: midY, unit: unit, ink: ink)
        _ = drawSignal(rightEdge: x - gap, midY: midY, unit: unit, ink: ink)
      }
    }
    let bottom = result.safeArea.bottom
    if bottom >= 13 {
      let isPad = result.variant.device?.screen.idiom == .pad
      let length = isPad ? 320.0 : (width > 700 ? 220.0 : 134.0)
      let bar = Rect(x: (width - length) / 2, y: result.canvasSize.height - 8 - 5, width: length, height: 5)
      canvas.fill(bar, color: ink, cornerRadius: 2.5)
    }
  }

  /// The widths of the icons at unit scale, from their left edge to the right edge they are drawn at.
  static let batteryWidth = 27.0, wifiWidth = 17.0, signalWidth = 4 * 3 + 3 * 1.7

  /// A battery: a rounded outline, its charge, the nub; returns its left edge.
  private func drawBattery(rightEdge: Double, midY: Double, unit: Double, ink: Color) -> Double {
    let body = Rect(x: rightEdge - Self.batteryWidth * unit, y: midY - 6.5 * unit, width: 25 * unit, height: 13 * unit)
    canvas.strokeBorder(body, width: 1 * unit, color: ink.withAlpha(0.4), cornerRadius: 4 * unit)
    canvas.fill(body.inset(by: Insets(top: 2 * unit, left: 2 * unit, bottom: 2 * unit, right: 2 * unit)), color: ink, cornerRadius: 2.5 * unit)
    canvas.fill(Rect(x: body.maxX + 1 * unit, y: midY - 2 * unit, width: 1.5 * unit, height: 4 * unit), color: ink.withAlpha(0.4), cornerRadius: 0.75 * unit)
    return body.minX
  }

  /// Wi-Fi: a fan of three arcs; returns its left edge.
  private func drawWiFi(rightEdge: Double, midY: Double, unit: Double, ink: Color) -> Double {
    let w = Self.wifiWidth * unit
    let center = Point(x: rightEdge - w / 2, y: midY + 5 * unit)
    let start = -Double.pi * 3 / 4, end = -Double.pi / 4
    canvas.fillWedge(center: center, radius: 4.5 * unit, start: start, end: end, color: ink)
    canvas.strokeArc(center: center, radius: 8 * unit, start: start, end: end, width: 2.2 * unit, color: ink)
    canvas.strokeArc(center: center, radius: 12 * unit, start: start, end: end, width: 2.2 * unit, color: ink)
    return rightEdge - w
  }

  /// Cellular signal: four bars rising to the right; returns its left edge.
  private func drawSignal(rightEdge: Double, midY: Double, unit: Double, ink: Color) -> Double {
    let barWidth = 3 * unit, gap = 1.7 * unit
    let heights = [4.0, 6.5, 9.0, 11.5].map { $0 * unit }
    var x = rightEdge - 4 * barWidth - 3 * gap
    let left = x
    for height in heights {
      canvas.fill(Rect(x: x, y: midY + 5.75 * unit - height, width: barWidth, height: height), color: ink, cornerRadius: 1 * unit)
      x += barWidth + gap
    }
    return left
  }
}
