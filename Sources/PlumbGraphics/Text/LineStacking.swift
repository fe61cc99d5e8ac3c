/// A font's line box as UIKit stacks it: the ascent and descent every line of that font gets, and the
/// font's own extents as Pango reports them (to tell a plain line from one a taller fallback font raised).
///
/// ```swift
/// let metrics = engine.verticalMetrics(for: FontSpec(size: 17))!   // SF: ascent 16.19, descent 4.10
/// metrics.lineBox(ascent: 16.47, descent: 4.12)                       // (16.19, 4.10): a plain Inter line
/// ```
struct VerticalMetrics: Hashable {
  var ascent: Double
  var descent: Double
  var naturalAscent: Double
  var naturalDescent: Double

  /// The box of a line Pango measured `ascent` over and `descent` under its baseline: the font's box,
  /// except where another font on the line (a fallback for another script) reaches further, which keeps
  /// that font's extent, as UIKit makes such a line taller.
  func lineBox(ascent: Double, descent: Double) -> (ascent: Double, descent: Double) {
    let tolerance = 1.0 / 256
    return (ascent > naturalAscent + tolerance ? ascent : self.ascent,
            descent > naturalDescent + tolerance ? descent : self.descent)
  }
}

/// Stacks laid-out lines vertically as UILabel does: each line box (its font's metrics, see
/// `VerticalMetrics`) under the previous one, `leading` points apart (the font's `leading`: a text
/// style's font has some, `UIFont.systemFont` none). Pango decides only where lines break and where glyphs
/// sit horizontally.
///
/// ```swift
/// let lines = LineStacking.stack(layout.lines(), metrics: engine.verticalMetrics(for: font))
/// lines[1].top   // 20.287…: one SF line height for 17 pt system text
/// LineStacking.stack(layout.lines(), metrics: metrics, leading: 1.71)[1].top   // 22: body at Large
/// ```
enum LineStacking {
  static func stack(_ lines: [LineMetrics], metrics: VerticalMetrics?, leading: Double = 0) -> [LineMetrics] {
    guard let first = lines.first else { return lines }
    guard let metrics else {
      // Pango's own stacking, moved down by the leading above each line after the first.
      guard leading != 0 else { return lines }
      return lines.enumerated().map { index, line in
        var moved = line
        moved.top += Double(index) * leading
        moved.baseline += Double(index) * leading
        return moved
      }
    }
    var result = lines
    var top = first.top
    for index in result.indices {
      let line = result[index]
      let box = metrics.lineBox(ascent: line.baseline - line.top, descent: line.bottom - line.baseline)
      if index > 0 { top += leading }
      result[index].top = top
      result[index].baseline = top + box.ascent
      result[index].height = box.ascent + box.descent
      top += box.ascent + box.descent
    }
    return result
  }
}
