/// Everything `plumb check` reports about one variant of a scene, in a fixed order, built from a
/// `Layout.Result`. The text and JSON reports are two views of this value.
///
/// ```swift
/// let findings = CheckFindings(result, scene: scene)
/// findings.problemCount   // what `--strict` counts
/// ```
public struct CheckFindings: Sendable {
  /// A required constraint Plumb broke and the minimal set it contradicts.
  public struct Conflict: Equatable, Sendable {
    /// The constraint Plumb dropped to lay out the rest.
    public var broken: ConstraintReference
    /// The minimal set it contradicts (the broken one not included).
    public var conflictsWith: [ConstraintReference]
  }
  /// An optional constraint that does not hold, with its priority and error.
  public struct Unsatisfied: Equatable, Sendable {
    public var constraint: ConstraintReference
    public var priority: Double
    /// How far off the constraint is, in points.
    public var error: Double
  }
  /// An attribute the constraints leave free, with its interval and the value picked.
  public struct Ambiguous: Equatable, Sendable {
    public var view: String
    public var axis: String
    /// `left`, `top`, `width` or `height` (root coordinates for positions).
    public var attribute: String
    /// Bounds of the values the attribute may take; infinite when unbounded.
    public var min: Double
    public var max: Double
    /// The value Plumb picked.
    public var value: Double
  }
  /// A label whose text does not fit, with what it shows and what it needs.
  public struct Truncated: Equatable, Sendable {
    public var view: String
    public var text: String
    public var visibleText: String
    /// The characters not shown (the cut range of the full text), or `nil` when lines were clipped whole.
    public var cutText: String?
    public var cutRange: Range<Int>?
    public var availableWidth: Double
    /// The width of the text on one unbroken line.
    public var neededWidth: Double
    public var linesShown: Int
    public var linesNeeded: Int
    /// The label says its truncation is intended (`truncationIntended: true`): listed, not a problem.
    public var intended: Bool
  }
  /// A label with characters no pinned font draws.
  public struct MissingGlyphs: Equatable, Sendable {
    public var view: String
    public var text: String
    public var count: Int
  }
  /// A visible view of zero width or height.
  public struct ZeroSize: Equatable, Sendable {
    public var view: String
    public var frame: Rect
  }
  /// A visible view whose width or height is below 0 (nothing of it is drawn).
  public struct NegativeSize: Equatable, Sendable {
    public var view: String
    public var frame: Rect
  }
  /// Two visible views, neither inside the other, whose frames intersect (`first` comes first in the tree).
  public struct Overlap: Equatable, Sendable {
    public var first: String
    public var second: String
    public var firstFrame: Rect
    public var secondFrame: Rect
    /// The part both cover, in root coordinates.
    public var intersection: Rect
  }
  /// A view not entirely inside its superview.
  public struct Outside: Equatable, Sendable {
    public var view: String
    public var superview: String
    public var frame: Rect
    public var superviewFrame: Rect
    /// How far the view reaches past each edge of its superview (0 where it stays inside).
    public var overflow: Insets
  }

  public var variant: Layout.Variant
  public var conflicts: [Conflict] = []
  /// Largest error first, then highest priority, then equation text.
  public var unsatisfied: [Unsatisfied] = []
  public var ambiguous: [Ambiguous] = []
  public var truncated: [Truncated] = []
  public var missingGlyphs: [MissingGlyphs] = []
  public var zeroSize: [ZeroSize] = []
  public var negativeSize: [NegativeSize] = []
  /// Pairs of overlapping views, in tree order of the first, then of the second.
  public var overlapping: [Overlap] = []
  public var outsideSuperview: [Outside] = []
  public var warnings: [Layout.Warning] = []
  public var nonConvergence: Layout.NonConvergence?

  /// The findings of one laid-out variant; `scene` supplies the equations as written and the
  /// `truncationIntended` / `overlapIntended` declarations.
  ///
  /// ```swift
  /// let findings = CheckFindings(try session.layout(variant), scene: scene)
  /// ```
  public init(_ result: Layout.Result, scene: Layout.Scene) {
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
    let nodes = Self.nodesByID(scene)
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
        linesNeeded: fit.linesNeeded, intended: Self.truncationIntended(nodes[id])))
    }
    for view in result.views where !view.isEffectivelyHidden {
      if let label = view.label, label.fit.missingGlyphs > 0 {
        missingGlyphs.append(MissingGlyphs(view: view.id, text: label.request.text, count: label.fit.missingGlyphs))
      }
    }
    zeroSize = d.zeroSizeViews.compactMap { id in result[id].map { ZeroSize(view: id, frame: $0.frame) } }
    negativeSize = d.negativeSizeViews.compactMap { id in result[id].map { NegativeSize(view: id, frame: $0.frame) } }
    overlapping = Self.overlaps(in: result, nodes: nodes)
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
  /// Intended truncation (`truncationIntended`) is listed but not counted.
  public var problemCount: Int {
    conflicts.count + ambiguous.count + unintendedTruncations + missingGlyphs.count + zeroSize.count
      + negativeSize.count + overlapping.count + outsideSuperview.count + warnings.count + (nonConvergence == nil ? 0 : 1)
  }

  /// Truncated labels that do not declare their truncation intended.
  public var unintendedTruncations: Int { truncated.filter { !$0.intended }.count }

  /// Whether a label node declares `truncationIntended`.
  public static func truncationIntended(_ node: Layout.Node?) -> Bool {
    if case .label(let label) = node?.kind { return label.truncationIntended }
    return false
  }

  /// The scene's nodes by id (the first of a repeated id).
  public static func nodesByID(_ scene: Layout.Scene?) -> [String: Layout.Node] {
    var nodes: [String: Layout.Node] = [:]
    for node in scene?.allNodes ?? [] where nodes[node.id] == nil {
      var bare = node
      bare.subviews = []
      if case .stack(var stack) = bare.kind { stack.arranged = []; bare.kind = .stack(stack) }
      nodes[node.id] = bare
    }
    return nodes
  }

  /// Visible views (not guides, not of zero or negative size, not `overlapIntended`) whose rounded frames
  /// share some area, leaving out pairs where one view contains the other in the tree. A sweep over
  /// the views sorted by left edge keeps this near-linear for views that do not overlap.
  public static func overlaps(in result: Layout.Result, nodes: [String: Layout.Node]) -> [Overlap] {
    let parents = Dictionary(result.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
    func isAncestor(_ ancestor: String, of id: String) -> Bool {
      var current = parents[id]
      var steps = 0
      while let parent = current, steps <= parents.count {
        if parent == ancestor { return true }
        current = parents[parent]
        steps += 1
      }
      return false
    }
    let candidates = result.views.enumerated().filter { _, view in
      !view.isEffectivelyHidden && view.kindName != "guide" && view.frame.width > 0 && view.frame.height > 0
        && nodes[view.id]?.overlapIntended != true
    }
    let byLeft = candidates.sorted { $0.element.frame.minX != $1.element.frame.minX ? $0.element.frame.minX < $1.element.frame.minX : $0.offset < $1.offset }
    var pairs: [(Int, Int, Overlap)] = []
    for (position, entry) in byLeft.enumerated() {
      let a = entry.element
      for other in byLeft[(position + 1)...] {
        let b = other.element
        if b.frame.minX >= a.frame.maxX { break }
        guard b.frame.minY < a.frame.maxY, a.frame.minY < b.frame.maxY, b.frame.minX < a.frame.maxX else { continue }
        guard !isAncestor(a.id, of: b.id), !isAncestor(b.id, of: a.id) else { continue }
        let (first, second) = entry.offset < other.offset ? (entry, other) : (other, entry)
        let f = first.element.frame, g = second.element.frame
        let x = max(f.minX, g.minX), y = max(f.minY, g.minY)
        let intersection = Rect(x: x, y: y, width: min(f.maxX, g.maxX) - x, height: min(f.maxY, g.maxY) - y)
        pairs.append((first.offset, second.offset, Overlap(
          first: first.element.id, second: second.element.id, firstFrame: f, secondFrame: g, intersection: intersection)))
      }
    }
    return pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.2)
  }

  public static func value(of attribute: String, in frame: Rect) -> Double {
    switch attribute {
    case "left": return frame.minX
    case "top": return frame.minY
    case "width": return frame.width
    default: return frame.height
    }
  }
}
