import PlumbLayout

/// One thing that differs between two sweep samples: a label starts to truncate or changes its line
/// count, two views start to overlap, a view leaves its superview, a constraint breaks, a stack's content
/// stops fitting — or the reverse. `SweepChange.between(_:_:)` lists them in a fixed order.
///
/// ```swift
/// for change in SweepChange.between(narrow, wide) { print(change.description) }
/// // title: 2 → 1 lines
/// ```
public struct SweepChange: Hashable, Sendable, CustomStringConvertible {
  /// What changed, as the JSON report spells it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case truncates, stopsTruncating, lineCount, overlaps, stopsOverlapping, leavesSuperview, returnsInsideSuperview
    case constraintBreaks, constraintHolds, stackOverflows, stackFits
  }

  public var kind: Kind
  /// The views involved: the label, the two overlapping views, the view and… (for a stack: the stack, then
  /// the squeezed views). Empty for a constraint (its text is in `detail`).
  public var views: [String]
  /// What the change is in words: `2 → 1 lines`, the constraint's equation.
  public var detail: String

  public var description: String {
    let who = views.joined(separator: " + ")
    switch kind {
    case .truncates: return "\(who) starts to truncate" + (detail.isEmpty ? "" : " (\(detail))")
    case .stopsTruncating: return "\(who) stops truncating" + (detail.isEmpty ? "" : " (\(detail))")
    case .lineCount: return "\(who): \(detail)"
    case .overlaps: return "\(who) start to overlap"
    case .stopsOverlapping: return "\(who) stop overlapping"
    case .leavesSuperview: return "\(who) leaves its superview"
    case .returnsInsideSuperview: return "\(who) comes back inside its superview"
    case .constraintBreaks: return "constraint breaks: \(detail)"
    case .constraintHolds: return "constraint holds again: \(detail)"
    case .stackOverflows: return "stack \(who) no longer fits its content (\(detail))"
    case .stackFits: return "stack \(who) fits its content again"
    }
  }

  /// The changes from `before` to `after`, in kind order, then by view.
  public static func between(_ before: SweepSample, _ after: SweepSample) -> [SweepChange] {
    var changes: [SweepChange] = []
    for id in Set(before.texts.keys).union(after.texts.keys).sorted() {
      guard let old = before.texts[id], let new = after.texts[id], old != new else { continue }
      let lines = old.lines == new.lines ? "" : "\(old.lines) → \(new.lines) line\(new.lines == 1 ? "" : "s")"
      if !old.truncated && new.truncated {
        changes.append(SweepChange(kind: .truncates, views: [id], detail: lines))
      } else if old.truncated && !new.truncated {
        changes.append(SweepChange(kind: .stopsTruncating, views: [id], detail: lines))
      } else if old.lines != new.lines {
        changes.append(SweepChange(kind: .lineCount, views: [id], detail: lines))
      }
    }
    let oldPairs = Set(before.overlaps), newPairs = Set(after.overlaps)
    for pair in after.overlaps where !oldPairs.contains(pair) {
      changes.append(SweepChange(kind: .overlaps, views: pair, detail: ""))
    }
    for pair in before.overlaps where !newPairs.contains(pair) {
      changes.append(SweepChange(kind: .stopsOverlapping, views: pair, detail: ""))
    }
    for id in after.outside where !before.outside.contains(id) {
      changes.append(SweepChange(kind: .leavesSuperview, views: [id], detail: ""))
    }
    for id in before.outside where !after.outside.contains(id) {
      changes.append(SweepChange(kind: .returnsInsideSuperview, views: [id], detail: ""))
    }
    for text in after.conflicts where !before.conflicts.contains(text) {
      changes.append(SweepChange(kind: .constraintBreaks, views: [], detail: text))
    }
    for text in before.conflicts where !after.conflicts.contains(text) {
      changes.append(SweepChange(kind: .constraintHolds, views: [], detail: text))
    }
    for stack in Set(before.overflowingStacks.keys).union(after.overflowingStacks.keys).sorted() {
      switch (before.overflowingStacks[stack], after.overflowingStacks[stack]) {
      case (nil, let squeezed?):
        changes.append(SweepChange(kind: .stackOverflows, views: [stack], detail: "squeezes " + squeezed.joined(separator: ", ")))
      case (_?, nil):
        changes.append(SweepChange(kind: .stackFits, views: [stack], detail: ""))
      default: break
      }
    }
    return changes
  }
}
