import PlumbGraphics
import PlumbLayout
import PlumbRender

/// The audit as a picture, in the manner of AccessibilitySnapshot: the screen with each VoiceOver element
/// outlined in its own colour and numbered in reading order, and beside it a legend — per element its
/// number, what VoiceOver reads and the hint —, then the findings, their views outlined in red dashes.
///
/// ```swift
/// let picture = try session.render(variant)
/// let audit = try AccessibilityAudit(session: session, variant: variant, result: picture.result)
/// try AccessibilityLegend(audit: audit, measurer: session.measurer).render(picture).writePNG(toFile: "a11y.png")
/// ```
public struct AccessibilityLegend {
  public static let legendWidth = 300.0
  public static let padding = 12.0
  public static let textSize = 11.0
  public static let smallSize = 9.5
  static let ink = Color(red8: 28, green8: 28, blue8: 30)
  static let secondary = Color(red8: 110, green8: 110, blue8: 115)
  static let problem = Color(red8: 215, green8: 0, blue8: 21)
  /// Element colours, cycled in reading order.
  public static let palette: [Color] = [
    Color(red8: 0, green8: 122, blue8: 255), Color(red8: 255, green8: 149, blue8: 0), Color(red8: 52, green8: 199, blue8: 89),
    Color(red8: 175, green8: 82, blue8: 222), Color(red8: 255, green8: 45, blue8: 85), Color(red8: 90, green8: 200, blue8: 250),
    Color(red8: 162, green8: 132, blue8: 94), Color(red8: 88, green8: 86, blue8: 214),
  ]

  public let audit: AccessibilityAudit
  public let measurer: PangoTextMeasurer

  public init(audit: AccessibilityAudit, measurer: PangoTextMeasurer) {
    self.audit = audit; self.measurer = measurer
  }

  /// Draws the legend beside `picture` (the audited variant, as rendered) at the picture's scale.
  /// - Throws: `GraphicsError` when the canvas cannot be made.
  public func render(_ picture: RenderedScene) throws -> Bitmap {
    try render(picture.result, bitmap: picture.bitmap)
  }

  /// Draws the legend beside `bitmap`, the picture of `result`.
  /// - Throws: `GraphicsError` when the canvas cannot be made.
  public func render(_ result: Layout.Result, bitmap: Bitmap) throws -> Bitmap {
    let scale = result.variant.scale
    let screen = result.canvasSize
    let textWidth = Self.legendWidth - 26
    struct Entry { var lines: [(String, Double, Color)]; var height: Double; var color: Color; var number: String }
    var entries: [Entry] = []
    for (index, element) in audit.elements.enumerated() {
      var lines = [(element.spokenText, Self.textSize, Self.ink)]
      if let hint = element.hint, !hint.isEmpty { lines.append((hint, Self.smallSize, Self.secondary)) }
      let height = lines.map { measure($0.0, size: $0.1, width: textWidth, scale: scale).height }.reduce(0, +)
      entries.append(Entry(lines: lines, height: max(18, height + 2), color: Self.palette[index % Self.palette.count],
                           number: "\(index + 1)"))
    }
    for finding in audit.findings {
      let line = ("\(finding.description)", Self.smallSize, Self.problem)
      entries.append(Entry(lines: [line], height: measure(line.0, size: line.1, width: textWidth, scale: scale).height + 4,
                           color: Self.problem, number: "!"))
    }
    let heading = audit.findings.isEmpty ? "VoiceOver order — no findings" : "VoiceOver order — \(audit.findings.count) finding\(audit.findings.count == 1 ? "" : "s")"
    let headingHeight = measure(heading, size: Self.textSize, width: textWidth + 20, scale: scale).height + 8
    let legendHeight = Self.padding * 2 + headingHeight + entries.map { $0.height + 6 }.reduce(0, +)
    let size = Size(width: (screen.width + Self.legendWidth + Self.padding * 2).rounded(.up),
                    height: max(screen.height, legendHeight).rounded(.up))
    let canvas = try Canvas(size: size, scale: scale, background: .white)
    try canvas.drawBitmap(bitmap, in: Rect(origin: .zero, size: screen))
    let flagged = Set(audit.findings.map(\.view))
    for (index, element) in audit.elements.enumerated() {
      let color = Self.palette[index % Self.palette.count]
      canvas.fill(element.frame, color: color.withAlpha(0.22))
      canvas.strokeRect(element.frame, width: 1, color: color)
      drawMarker("\(index + 1)", at: Point(x: element.frame.minX, y: element.frame.minY), color: color, on: canvas, scale: scale)
    }
    for view in result.views where flagged.contains(view.id) {
      canvas.strokeRect(view.frame, width: 1.5, color: Self.problem, dash: [3, 2])
    }
    let left = screen.width + Self.padding * 2
    var y = Self.padding
    draw(heading, size: Self.textSize, color: Self.ink, at: Point(x: left, y: y), width: textWidth + 20, on: canvas)
    y += headingHeight
    for entry in entries {
      drawMarker(entry.number, at: Point(x: left, y: y), color: entry.color, on: canvas, scale: scale)
      var lineY = y
      for (text, size, color) in entry.lines {
        lineY += draw(text, size: size, color: color, at: Point(x: left + 24, y: lineY), width: textWidth, on: canvas)
      }
      y += entry.height + 6
    }
    return canvas.makeBitmap()
  }

  private func request(_ text: String, size: Double, scale: Double) -> TextRequest {
    var request = TextRequest(text: text, font: FontSpec(family: "system", size: size), numberOfLines: 0,
                              lineBreakMode: .byWordWrapping, alignment: .left, direction: .leftToRight, language: "en", scale: scale)
    request.numberOfLines = 0
    return request
  }

  private func measure(_ text: String, size: Double, width: Double, scale: Double) -> Size {
    measurer.measure(request(text, size: size, scale: scale), maxWidth: width).size
  }

  /// Draws wrapped text and returns its height.
  @discardableResult
  private func draw(_ text: String, size: Double, color: Color, at origin: Point, width: Double, on canvas: Canvas) -> Double {
    let height = measure(text, size: size, width: width, scale: canvas.scale).height
    _ = canvas.drawText(request(text, size: size, scale: canvas.scale), in: Rect(x: origin.x, y: origin.y, width: width, height: height),
                        color: color, measurer: measurer)
    return height
  }

  /// A filled circle with the element's number, its top-left corner at `origin`.
  private func drawMarker(_ number: String, at origin: Point, color: Color, on canvas: Canvas, scale: Double) {
    let radius = 8.0
    canvas.fillCircle(center: Point(x: origin.x + radius, y: origin.y + radius), radius: radius, color: color)
    let size = measure(number, size: Self.smallSize, width: 40, scale: scale)
    _ = canvas.drawText(request(number, size: Self.smallSize, scale: scale),
                        in: Rect(x: origin.x + radius - size.width / 2, y: origin.y + radius - size.height / 2,
                                 width: size.width + 1, height: size.height), color: .white, measurer: measurer)
  }
}
