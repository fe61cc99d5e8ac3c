import PlumbLayout

/// Where a screen changes: between two widths one point apart (`axis == .width`), or between two
/// neighbouring type sizes over a run of widths (`axis == .type`). It carries the variants on either side,
/// named as `plumb render` names them, and what changes there.
///
/// ```swift
/// point.description
/// // "375 pt, L, ltr, base: title: 2 → 1 lines (w374-… → w375-…)"
/// ```
public struct SweepBreakpoint: Sendable, CustomStringConvertible {
  public enum Axis: String, Sendable { case width, type }

  public var axis: Axis
  /// For `width`: the first width of the new state. For `type`: the first width of the run.
  public var width: Int
  /// For `type`: the last width of the run where the change between the two sizes is the same.
  public var lastWidth: Int
  public var before: Layout.Variant
  public var after: Layout.Variant
  public var language: SweepPlan.Language
  public var changes: [SweepChange]

  public var description: String {
    let place: String
    switch axis {
    case .width:
      place = "\(width) pt, \(after.type.rawValue), \(after.direction.rawValue), \(language)"
    case .type:
      let widths = width == lastWidth ? "\(width) pt" : "\(width)…\(lastWidth) pt"
      place = "\(before.type.rawValue) → \(after.type.rawValue) at \(widths), \(after.direction.rawValue), \(language)"
    }
    return "\(place): " + changes.map(\.description).joined(separator: "; ") + " (\(before.name) → \(after.name))"
  }

  /// The breakpoints of swept lines: along the width within each line, then between neighbouring type
  /// sizes of the same language and direction (from the lines' runs; no extra layouts).
  static func along(_ lines: [WidthSweep.Line], plan: SweepPlan, canvas: Layout.Canvas) -> [SweepBreakpoint] {
    var points: [SweepBreakpoint] = []
    for line in lines {
      for (previous, next) in zip(line.segments, line.segments.dropFirst()) {
        let width = next.widths.lowerBound
        let changes = SweepChange.between(previous.sample, next.sample)
        guard !changes.isEmpty else { continue }
        points.append(SweepBreakpoint(
          axis: .width, width: width, lastWidth: width,
          before: plan.variant(line.combination, width: width - 1, canvas: canvas),
          after: plan.variant(line.combination, width: width, canvas: canvas),
          language: line.combination.language, changes: changes))
      }
    }
    for (smaller, larger) in zip(lines, lines.dropFirst())
    where smaller.combination.language == larger.combination.language
      && smaller.combination.direction == larger.combination.direction {
      points += typeBreakpoints(smaller, larger, plan: plan, canvas: canvas)
    }
    return points
  }

  /// Between two lines one type size apart: each change with the runs of widths where it holds.
  static func typeBreakpoints(
    _ smaller: WidthSweep.Line, _ larger: WidthSweep.Line, plan: SweepPlan, canvas: Layout.Canvas
  ) -> [SweepBreakpoint] {
    let starts = Set(smaller.segments.map(\.widths.lowerBound) + larger.segments.map(\.widths.lowerBound)).sorted()
    // Elementary runs where both lines are constant.
    var runs: [(ClosedRange<Int>, [SweepChange])] = []
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] - 1 : plan.widths.upperBound
      let changes = SweepChange.between(smaller.sample(at: start), larger.sample(at: start))
      if let last = runs.last, last.1 == changes, last.0.upperBound + 1 == start {
        runs[runs.count - 1].0 = last.0.lowerBound...end
      } else {
        runs.append((start...end, changes))
      }
    }
    return runs.filter { !$0.1.isEmpty }.map { range, changes in
      SweepBreakpoint(
        axis: .type, width: range.lowerBound, lastWidth: range.upperBound,
        before: plan.variant(smaller.combination, width: range.lowerBound, canvas: canvas),
        after: plan.variant(larger.combination, width: range.lowerBound, canvas: canvas),
        language: smaller.combination.language, changes: changes)
    }
  }
}
