import CPangoCairo

/// A label's text laid out for a given width (and optional height): the lines that are shown, where each
/// sits in the text block, and what was cut. The engine's single answer for measuring, fitting and drawing.
///
/// Coordinates are points from the top-left of the text block; `x` is already aligned inside
/// `containerWidth` (the label width, or the widest line when the width is unbounded).
///
/// ```swift
/// let block = try engine.block(for: request, font: request.font, width: 120, height: nil)
/// block.lines.count        // lines shown
/// block.height             // bottom of the last shown line
/// ```
struct TextBlock {
  /// One shown line: which layout and line to draw, and where.
  struct Line {
    var layout: PangoLayoutBox
    var lineIndex: Int
    /// Left edge of the line's logical rectangle.
    var x: Double
    var top: Double
    var width: Double
    var baseline: Double
    /// Offset of this line's layout text in the full text, in UTF-8 bytes.
    var sourceByteOffset: Int
    /// The line's bytes in its layout's text (add `sourceByteOffset` for the full text).
    var layoutBytes: Range<Int>
  }

  var lines: [Line]
  var containerWidth: Double
  /// Widest shown line.
  var width: Double
  /// Bottom of the last shown line.
  var height: Double
  var linesNeeded: Int
  /// Byte ranges of the full text that are not shown (elided, dropped or clipped).
  var cutBytes: [Range<Int>]
  /// Whether drawing must clip to the label bounds (`byClipping`).
  var clips: Bool
  var fontSize: Double

  var firstBaseline: Double { lines.first?.baseline ?? 0 }
  var lastBaseline: Double { lines.last?.baseline ?? 0 }

  /// The empty block (empty text: UILabel's intrinsic size is zero).
  static func empty(fontSize: Double, containerWidth: Double) -> TextBlock {
    TextBlock(lines: [], containerWidth: containerWidth, width: 0, height: 0, linesNeeded: 0, cutBytes: [],
              clips: false, fontSize: fontSize)
  }
}
