import PlumbLayout

/// Everything `plumb check` reports about one variant of a scene, in a fixed order, built from a
/// `Layout.Result`. The text and JSON reports are two views of this value.
///
/// ```swift
/// let findings = CheckFindings(result, scene: scene)
/// findings.problemCount   // what `--strict` counts
/// ```
struct CheckFindings {
  struct Conflict: Equatable {
    /// The constraint Plumb dropped to lay out the rest.
    var broken: ConstraintReference
    /// The minimal set it contradicts (the broken one not included).
    var conflictsWith: [ConstraintReference]
  }
  struct Unsatisfied: Equatable {
    var constraint: ConstraintReference
    var priority: Double
    /// How far off the constraint is, in points.
    var error: Double
  }
  struct Ambiguous: Equatable {
    var view: String
    var axis: String
    /// `left`, `top`, `width` or `height` (root coordinates for positions).
    var attribute: String
    /// Bounds of the values the attribute may take; infinite when unbounded.
    var min: Double
    var max: Double
    /// The value Plumb picked.
    var value: Double
  }
  struct Truncated: Equatable {
    var view: String
    var text: String
    var visibleText: String
    /// The characters not shown (the cut range of the full text), or `nil` when lines were clipped whole.
    var cutText: String?
    var cutRange: Range<Int>?
    var availableWidth: Double
    /// The width of the text on one unbroken line.
    var neededWidth: Double
    var linesShown: Int
    var linesNeeded: Int
  }
  struct MissingGlyphs: Equatable {
    var view: String
    var text: String
    var count: Int
  }
  struct ZeroSize: Equatable {
    var view: String
    var frame: Rect
  }
  struct Outside: Equatable {
    var view: String
    var superview: String
    var frame: Rect
    var superviewFrame: Rect
    /// How far the view reaches past each edge of its superview (0 where it stays inside).
    var overflow: Insets
  }

  var variant: Layout.Variant
  var conflicts: [Conflict] = []
  /// Largest error first, then highest priority, then equation text.
  var unsatisfied: [Unsatisfied] = []
  var ambiguous: [Ambiguous] = []
  var truncated: [Truncated] = []
  var missingGlyphs: [MissingGlyphs] = []
  var zeroSize: [ZeroSize] = []
  var outsideSuperview: [Outside] = []
  var warnings: [Layout.Warning] = []
  var nonConvergence: Layout.NonConvergence?

  init(_ result: Layout.Result, scene: Layout.Scene) {
    variant = result.variant
    let d = result.diagnostics
    conflicts = d.conflicts.map { conflict in
      Conflict(broken: ConstraintReference(conflict.rejected, scene: scene),
               conflictsWith: conflict.conflictingSet.map { ConstraintReference($0, scene: scene) })
    }
    unsatisfied = d.unsatisfied.map {
      Unsatisfied(constraint: ConstraintReference($0.constraint, scene: scene), priority: $0.priority, error: $0.error)
    }.sorted {
      if abs($0.error - $1.error) > 1e-9 { return $0.error > $1.error }
      if $0.priority != $1.priority { return $0.priority > $1.priority }
      return $0.constraint.equation < $1.constraint.equation
    }
    ambiguous = d.ambiguities.map { entry in
      Ambiguous(view: entry.view, axis: entry.axis.rawValue, attribute: entry.attribute,
                min: entry.interval.lowerBound, max: entry.interval.upperBound,
                value: result[entry.view].map { Self.value(of: entry.attribute, in: $0.unroundedFrame) } ?? 0)
    }
    let frames = Dictionary(result.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    let root = Rect(origin: .zero, size: result.canvasSize)
    for id in d.truncatedLabels {
      guard let label = result[id]?.label else { continue }
      let fit = label.fit
      let scalars = Array(label.request.text.unicodeScalars)
      let cut = fit.cutRange.map { range in
        String(String.UnicodeScalarView(scalars[max(0, range.lowerBound)..<min(scalars.count, range.upperBound)]))
      }
      truncated.append(Truncated(
        view: id, text: label.request.text, visibleText: fit.visibleText, cutText: cut, cutRange: fit.cutRange,
        availableWidth: fit.availableWidth, neededWidth: fit.naturalWidth, linesShown: fit.linesShown,
        linesNeeded: fit.linesNeeded))
    }
    for view in result.views where !view.isEffectivelyHidden {
      if let label = view.label, label.fit.missingGlyphs > 0 {
        missingGlyphs.append(MissingGlyphs(view: view.id, text: label.request.text, count: label.fit.missingGlyphs))
      }
    }
    zeroSize = d.zeroSizeViews.compactMap { id in result[id].map { ZeroSize(view: id, frame: $0.frame) } }
    outsideSuperview = d.viewsOutsideSuperview.compactMap { id in
      guard let view = result[id] else { return nil }
      let outer = frames[view.parent] ?? root
      let f = view.frame
      return Outside(
        view: id, superview: view.parent, frame: f, superviewFrame: outer,
        overflow: Insets(top: max(0, outer.minY - f.minY), left: max(0, outer.minX - f.minX),
                         bottom: max(0, f.maxY - outer.maxY), right: max(0, f.maxX - outer.maxX)))
    }
    warnings = d.warnings
    nonConvergence = d.nonConvergence
  }

  /// How many problems `--strict` counts: everything except unsatisfied optional constraints, which are
  /// how Auto Layout is meant to work (a label stretching past its hugging priority) and only listed.
  var problemCount: Int {
    conflicts.count + ambiguous.count + truncated.count + missingGlyphs.count + zeroSize.count
      + outsideSuperview.count + warnings.count + (nonConvergence == nil ? 0 : 1)
  }

  static func value(of attribute: String, in frame: Rect) -> Double {
    switch attribute {
    case "left": return frame.minX
    case "top": return frame.minY
    case "width": return frame.width
    default: return frame.height
    }
  }
}
