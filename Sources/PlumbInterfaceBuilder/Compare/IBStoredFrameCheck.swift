import PlumbLayout

/// The file's own required constraints that the frames Xcode stored break: where one does, those stored
/// frames cannot be Xcode's solution of these constraints (Xcode satisfies every required constraint it
/// can), so they are stale — left from an earlier edit, a merge, or a constraint Xcode had to break.
///
/// Only what the stored frames alone decide is checked: `<constraint>` elements of the file, required and
/// active on the document's canvas, between views (or one view and a constant) on their edges, centres
/// and sizes, and the required constraints each stack view makes for its arranged views (`stackRules`). Constraints act on alignment rects: a control's stored frame is first inset as Plumb insets
/// its frame (`ControlMetrics.alignmentRectInsets`: a switch's 51 points hold a 49-point alignment rect).
/// Margins, baselines, layout guides and views showing an SF Symbol (whose alignment insets are the
/// symbol's) depend on values Xcode does not store, and are skipped.
/// A constraint is broken when its two sides differ by more than `tolerance` (1 pt: stored frames are
/// rounded to the pixel grid).
///
/// ```swift
/// let check = IBStoredFrameCheck(imported: imported, result: result)
/// check.broken["zdY-gQ-E7k"]?.first?.sentence
/// // "Xcode's stored frames break zdY-gQ-E7k.height == 52 (line 140) by 23.5 pt"
/// ```
public struct IBStoredFrameCheck: Sendable {
  /// One broken constraint and by how much, in points.
  public struct Broken: Sendable, Hashable {
    public var constraint: Layout.ConstraintSpec
    public var by: Double

    /// "Xcode's stored frames break a.top == b.bottom + 8 (line 40) by 12 pt".
    public var sentence: String {
      let line = constraint.source.line.map { " (line \($0))" } ?? ""
      return "Xcode's stored frames break \(constraint.text)\(line) by \(formatPoints(by)) pt"
    }
  }

  public static let tolerance = 1.0

  /// Per view id, the constraints naming it that the stored frames break (largest first, then in file order).
  public var broken: [String: [Broken]] = [:]

  /// Checks `imported`'s constraints on its stored frames; `result` (Plumb's layout of it on the
  /// document's canvas) gives the variant and each control's alignment-rect insets.
  public init(imported: IBImportedScene, result: Layout.Result) {
    var frames: [String: Rect] = [:]
    for record in imported.views where !record.showsSymbol {
      guard var rect = record.storedAlignmentRect else { continue }
      if let view = result[record.id], let control = view.control {
        let frame = view.frame, alignment = control.alignmentRect
        rect = Rect(x: rect.minX + alignment.minX - frame.minX, y: rect.minY + alignment.minY - frame.minY,
                    width: rect.width - frame.width + alignment.width, height: rect.height - frame.height + alignment.height)
      }
      frames[record.id] = rect
    }
    let variant = result.variant
    let fileConstraints = imported.scene.constraints.filter {
      $0.isRequired && $0.source.path.hasPrefix("<constraint") && ($0.condition?.holds(in: variant) ?? true)
    }
    // An arranged view that keeps its autoresizing mask is never arranged by Interface Builder (it keeps the
    // frame it was drawn with), so its stack is not held to it.
    let arranged = Set(frames.keys).subtracting(imported.views.filter(\.arrangedByAutoresizing).map(\.id))
    for constraint in fileConstraints + Self.stackRules(in: imported.scene.views, checkable: arranged) {
      guard let first = Self.value(constraint.first, frames) else { continue }
      var target = constraint.constant
      if let second = constraint.second {
        guard let value = Self.value(second, frames) else { continue }
        target += constraint.multiplier * value
      }
      let excess: Double
      switch constraint.relation {
      case .equal: excess = abs(first - target)
      case .lessThanOrEqual: excess = first - target
      case .greaterThanOrEqual: excess = target - first
      }
      guard excess > Self.tolerance else { continue }
      let entry = Broken(constraint: constraint, by: excess)
      for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) {
        broken[item, default: []].append(entry)
      }
    }
    for id in broken.keys {
      broken[id]!.sort { ($0.by, -($0.constraint.source.line ?? 0)) > ($1.by, -($1.constraint.source.line ?? 0)) }
    }
  }

  /// An anchor's value on the stored frames (left to right, as Xcode stores them), or nil when it is not
  /// decided by them (margins, baselines, guides, a view without a stored frame).
  static func value(_ anchor: Layout.AnchorRef, _ frames: [String: Rect]) -> Double? {
    guard let frame = frames[anchor.item] else { return nil }
    switch anchor.attribute {
    case .left, .leading: return frame.minX
    case .right, .trailing: return frame.maxX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .width: return frame.width
    case .height: return frame.height
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    default: return nil
    }
  }
}
