import PlumbLayout

/// The colours and line styles of `plumb render --debug`, and the legend entries that explain them.
///
/// Frames are outlined by kind; red is kept for truncation only, so a cut label stands out.
///
/// ```swift
/// DebugStyle.frameColor(kind: "label")   // green
/// DebugStyle.legend.map(\.title)         // ["view", "label", "image", "stack", "guide", "margins", …]
/// ```
public enum DebugStyle {
  /// Plain views (`view`), and any kind without a colour of its own.
  public static let view = Color(red8: 0, green8: 122, blue8: 255)
  /// Labels.
  public static let label = Color(red8: 40, green8: 170, blue8: 70)
  /// Image views.
  public static let image = Color(red8: 0, green8: 150, blue8: 160)
  /// Stack views.
  public static let stack = Color(red8: 255, green8: 149, blue8: 0)
  /// Layout guides (dashed).
  public static let guide = Color(red8: 142, green8: 142, blue8: 147)
  /// Layout margins (dashed).
  public static let margins = Color(red8: 90, green8: 200, blue8: 250)
  /// Label baselines.
  public static let baseline = Color(red8: 255, green8: 0, blue8: 255)
  /// Truncated labels: outline and the tag with the cut text.
  public static let truncated = Color(red8: 255, green8: 0, blue8: 0)
  /// The hatching and tag of ambiguous views.
  public static let ambiguous = Color(red8: 175, green8: 82, blue8: 222)
  /// The outline and tag of labels with missing glyphs.
  public static let missingGlyphs = Color(red8: 200, green8: 120, blue8: 0)
  /// The legend strip's background and text.
  /// The legend strip's background.
  public static let legendBackground = Color(red8: 242, green8: 242, blue8: 247)
  /// The legend's text.
  public static let legendText = Color(red8: 60, green8: 60, blue8: 67)

  /// Size of annotation text (tags, legend) in points.
  public static let textSize = 8.0
  /// Dash pattern of guides and margins, in points.
  public static let dash = [2.0, 2.0]

  /// The outline colour of a view of `kind` (`view`, `label`, `image`, `stack`, `guide`).
  public static func frameColor(kind: String) -> Color {
    switch kind {
    case "label": return label
    case "image": return image
    case "stack": return stack
    case "guide": return guide
    default: return view
    }
  }

  /// How a legend entry's swatch is drawn.
  public enum Swatch: Sendable, Equatable {
    case outline(Color)
    case dashed(Color)
    case line(Color)
    case thickOutline(Color)
    case hatch(Color)
  }

  /// One entry of the legend.
  public struct Entry: Sendable, Equatable {
    /// What the legend says (`"label"`).
    public var title: String
    /// What it shows beside the title.
    public var swatch: Swatch
  }

  /// Every entry, in the order the legend shows them (always all of them, so legends compare across scenes).
  public static let legend: [Entry] = [
    Entry(title: "view", swatch: .outline(view)),
    Entry(title: "label", swatch: .outline(label)),
    Entry(title: "image", swatch: .outline(image)),
    Entry(title: "stack", swatch: .outline(stack)),
    Entry(title: "guide", swatch: .dashed(guide)),
    Entry(title: "margins", swatch: .dashed(margins)),
    Entry(title: "baseline", swatch: .line(baseline)),
    Entry(title: "truncated", swatch: .thickOutline(truncated)),
    Entry(title: "ambiguous", swatch: .hatch(ambiguous)),
    Entry(title: "missing glyphs", swatch: .thickOutline(missingGlyphs)),
  ]
}
