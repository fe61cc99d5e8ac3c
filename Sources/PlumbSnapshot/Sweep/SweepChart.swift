import PlumbGraphics
import PlumbLayout
import PlumbRender

/// The picture of a sweep: for one language and direction, a band per view that changes anywhere in the
/// sweep — one row per type size, the width running left to right — coloured by what the view does there
/// (one line, wrapping onto more, truncated, overlapping, outside its superview, squeezed in its stack);
/// a dashed line at the first breakpoint, and the screen rendered at either side of it.
///
/// ```swift
/// let chart = SweepChart(sweep: sweep, session: session)
/// try chart.render().writePNG(toFile: "sweep.png")
/// ```
public struct SweepChart {
  public static let rowHeight = 8.0
  public static let nameColumn = 120.0
  public static let padding = 12.0
  public static let textSize = 9.0
  public static let smallText = 6.5
  /// The tallest a rendered screen is drawn under the chart, in points.
  public static let screenHeight = 420.0
  static let ink = Color(red8: 28, green8: 28, blue8: 30)
  static let grid = Color(red8: 199, green8: 199, blue8: 204)

  /// What a cell of a band means, strongest first.
  public enum Mark: String, CaseIterable, Sendable {
    case truncated, outside, overlapping, squeezed, fourLines, threeLines, twoLines, oneLine, noText

    public var title: String {
      switch self {
      case .truncated: return "truncated"
      case .outside: return "outside superview"
      case .overlapping: return "overlapping"
      case .squeezed: return "squeezed in stack"
      case .fourLines: return "4+ lines"
      case .threeLines: return "3 lines"
      case .twoLines: return "2 lines"
      case .oneLine: return "1 line"
      case .noText: return "fits"
      }
    }

    public var color: Color {
      switch self {
      case .truncated: return Color(red8: 255, green8: 59, blue8: 48)
      case .outside: return Color(red8: 175, green8: 82, blue8: 222)
      case .overlapping: return Color(red8: 255, green8: 149, blue8: 0)
      case .squeezed: return Color(red8: 255, green8: 204, blue8: 0)
      case .fourLines: return Color(red8: 0, green8: 64, blue8: 160)
      case .threeLines: return Color(red8: 0, green8: 122, blue8: 255)
      case .twoLines: return Color(red8: 120, green8: 180, blue8: 255)
      case .oneLine: return Color(red8: 229, green8: 229, blue8: 234)
      case .noText: return Color(red8: 242, green8: 242, blue8: 247)
      }
    }

    /// What `view` does in `sample`.
    public init(view: String, in sample: SweepSample) {
      let text = sample.texts[view]
      if text?.truncated == true { self = .truncated; return }
      if sample.outside.contains(view) { self = .outside; return }
      if sample.overlaps.contains(where: { $0.contains(view) }) { self = .overlapping; return }
      if sample.overflowingStacks[view] != nil || sample.overflowingStacks.values.contains(where: { $0.contains(view) }) {
        self = .squeezed; return
      }
      guard let text else { self = .noText; return }
      switch text.lines {
      case ...1: self = .oneLine
      case 2: self = .twoLines
      case 3: self = .threeLines
      default: self = .fourLines
      }
    }
  }

  public let sweep: WidthSweep
  public let session: RenderSession
  /// The lines charted: the first language and direction of the plan, one per type size.
  public let lines: [WidthSweep.Line]
  /// The views with a band, in tree order.
  public let views: [String]

  public init(sweep: WidthSweep, session: RenderSession) {
    self.sweep = sweep; self.session = session
    let first = sweep.lines.first?.combination
    let charted = sweep.lines.filter { $0.combination.language == first?.language && $0.combination.direction == first?.direction }
    lines = charted
    let order = session.scene.allNodes.map(\.id)
    views = order.filter { id in
      let marks = Set(charted.flatMap { line in line.segments.map { Mark(view: id, in: $0.sample) } })
      return marks.count > 1 || marks.contains { ![.oneLine, .noText].contains($0) }
    }
  }

  /// The first breakpoint along the width in the charted lines — at the default type size (`large`)
  /// when it has one —, or the sweep's first.
  public var firstBreakpoint: SweepBreakpoint? {
    let charted = Set(lines.map(\.combination))
    let widthPoints = sweep.breakpoints.filter { $0.axis == .width && charted.contains(combination(of: $0.after)) }
    return widthPoints.first { $0.after.type == .large } ?? widthPoints.first ?? sweep.breakpoints.first
  }

  private func combination(of variant: Layout.Variant) -> SweepPlan.Combination {
    SweepPlan.Combination(
      language: SweepPlan.Language(language: variant.language, pseudo: variant.pseudo), direction: variant.direction,
      type: variant.type)
  }

  /// Draws the chart at `scale` pixels per point.
  /// - Throws: `GraphicsError` or `RenderError` when a canvas or a screen cannot be drawn.
  public func render(scale: Double = 2) throws -> Bitmap {
    let plan = sweep.plan
    let measurer = session.measurer
    let span = Double(plan.widths.upperBound - plan.widths.lowerBound + 1)
    let chartLeft = Self.padding + Self.nameColumn
    let bandHeight = Double(max(1, lines.count)) * Self.rowHeight
    let lineHeight = Canvas.measureAnnotation("Xg", size: Self.textSize, scale: scale, measurer: measurer).height
    let bandStep = lineHeight + bandHeight + 6
    var screens: [(caption: String, bitmap: Bitmap, scale: Double)] = []
    if let point = firstBreakpoint {
      for (caption, variant) in [("before", point.before), ("after", point.after)] {
        let picture = try session.render(variant)
        screens.append(("\(caption): \(variant.name)", picture.bitmap, variant.scale))
      }
    }
    let screenSizes = screens.map { screen -> Size in
      let size = Size(width: Double(screen.bitmap.width) / screen.scale, height: Double(screen.bitmap.height) / screen.scale)
      let shrink = min(1, Self.screenHeight / max(1, size.height))
      return Size(width: (size.width * shrink).rounded(), height: (size.height * shrink).rounded())
    }
    let title = chartTitle()
    let titleHeight = Canvas.measureAnnotation(title, size: Self.textSize + 2, scale: scale, measurer: measurer).height
    let bandsTop = Self.padding + titleHeight + 8
    let axisTop = bandsTop + Double(views.count) * bandStep
    let legendTop = axisTop + lineHeight + 10
    let screensTop = legendTop + lineHeight + 14
    let screensWidth = screenSizes.map(\.width).reduce(0, +) + Double(max(0, screenSizes.count - 1)) * Self.padding
    let width = max(chartLeft + span + Self.padding, Self.padding * 2 + screensWidth, 560)
    let height = screensTop + (screenSizes.map(\.height).max().map { $0 + lineHeight + 4 } ?? 0) + Self.padding
    let canvas = try Canvas(size: Size(width: width.rounded(.up), height: height.rounded(.up)), scale: scale, background: .white)
    canvas.drawAnnotation(title, at: Point(x: Self.padding, y: Self.padding), size: Self.textSize + 2, color: Self.ink, measurer: measurer)
    let x = { (w: Int) in chartLeft + Double(w - plan.widths.lowerBound) }
    for (index, view) in views.enumerated() {
      let top = bandsTop + Double(index) * bandStep
      canvas.drawAnnotation(view, at: Point(x: Self.padding, y: top), size: Self.textSize, color: Self.ink,
                            maxWidth: Self.nameColumn + span, measurer: measurer)
      for (row, line) in lines.enumerated() {
        let y = top + lineHeight + Double(row) * Self.rowHeight
        canvas.drawAnnotation(line.combination.type.rawValue, at: Point(x: Self.padding + 8, y: y), size: Self.smallText,
                              color: .gray, measurer: measurer)
        for segment in line.segments {
          let left = x(segment.widths.lowerBound), right = x(segment.widths.upperBound + 1)
          canvas.fill(Rect(x: left, y: y, width: right - left, height: Self.rowHeight - 1),
                      color: Mark(view: view, in: segment.sample).color)
        }
      }
    }
    // Width axis: a tick every 100 points (and at both ends).
    var ticks = Array(stride(from: (plan.widths.lowerBound / 100 + 1) * 100, to: plan.widths.upperBound, by: 100))
    ticks = [plan.widths.lowerBound] + ticks.filter { $0 - plan.widths.lowerBound >= 30 && plan.widths.upperBound - $0 >= 30 }
      + [plan.widths.upperBound]
    for tick in ticks {
      canvas.strokeLine(from: Point(x: x(tick) + 0.25, y: bandsTop), to: Point(x: x(tick) + 0.25, y: axisTop), width: 0.5, color: Self.grid)
      canvas.drawAnnotation("\(tick)", at: Point(x: x(tick) - 8, y: axisTop + 2), size: Self.smallText + 1, color: Self.ink, measurer: measurer)
    }
    canvas.drawAnnotation("width (pt)", at: Point(x: Self.padding, y: axisTop + 2), size: Self.smallText + 1, color: .gray, measurer: measurer)
    if let point = firstBreakpoint, point.axis == .width {
      let lineX = x(point.width)
      canvas.strokeLine(from: Point(x: lineX, y: bandsTop - 4), to: Point(x: lineX, y: axisTop), width: 1, color: Self.ink, dash: [3, 2])
    }
    var legendX = Self.padding
    for mark in Mark.allCases {
      canvas.fill(Rect(x: legendX, y: legendTop + 1, width: 10, height: 8), color: mark.color)
      let box = canvas.drawAnnotation(mark.title, at: Point(x: legendX + 13, y: legendTop), size: Self.smallText + 1,
                                      color: Self.ink, measurer: measurer)
      legendX = box.maxX + 10
    }
    var screenX = Self.padding
    for (screen, size) in zip(screens, screenSizes) {
      canvas.drawAnnotation(screen.caption, at: Point(x: screenX, y: screensTop), size: Self.smallText + 1, color: Self.ink,
                            maxWidth: max(size.width, 200), measurer: measurer)
      let rect = Rect(x: screenX, y: screensTop + lineHeight + 4, width: size.width, height: size.height)
      try canvas.drawBitmap(screen.bitmap, in: rect)
      canvas.strokeRect(rect, width: 0.5, color: Self.grid)
      screenX += size.width + Self.padding
    }
    return canvas.makeBitmap()
  }

  private func chartTitle() -> String {
    let plan = sweep.plan
    var parts = ["\(session.scene.name): widths \(plan.widths.lowerBound)…\(plan.widths.upperBound) pt"]
    if let first = lines.first?.combination, let last = lines.last?.combination {
      parts.append("types \(first.type.rawValue)…\(last.type.rawValue)")
      parts.append("\(first.language), \(first.direction.rawValue)")
    }
    if let point = firstBreakpoint { parts.append("first breakpoint: \(point.width) pt") }
    return parts.joined(separator: " · ")
  }
}
