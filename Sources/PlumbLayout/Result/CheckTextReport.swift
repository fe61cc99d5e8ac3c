/// The text form of `plumb check`: one block per variant, a headline with the count of problems, then
/// one section per kind of finding, each entry saying what is wrong, where it is written and what
/// Plumb did about it. Stable: same findings, same text.
///
/// ```text
/// DiagnosisConflict · w320-h200-ltr-large-2x · 2 problems: 1 conflict, 1 view outside its superview
///
/// CONFLICT — these 6 required constraints cannot all hold; Plumb broke ✗ and laid out the rest
///   ✗ root.trailing >= badge.trailing + 16
///       row · Scenes/DiagnosisConflict.json:16:5 constraints[2] · written "H:|-16-[sidebar]-8-[badge]-(>=16)-|"
///   • sidebar.width == 150
///       sidebar.width · Scenes/DiagnosisConflict.json:14:5 constraints[0]
/// ```
///
/// ```swift
/// console.out(CheckTextReport.render(findings, scene: "DiagnosisConflict"))
/// ```
public enum CheckTextReport {
  public static func render(_ findings: CheckFindings, scene: String) -> String {
    var lines = [headline(findings, scene: scene)]
    func section(_ title: String, _ body: [String]) {
      guard !body.isEmpty else { return }
      lines.append("")
      lines.append(title)
      lines += body
    }
    for conflict in findings.conflicts {
      let count = conflict.conflictsWith.count + 1
      section("CONFLICT — these \(count) required constraints cannot all hold; Plumb broke ✗ and laid out the rest",
              conflictLines(conflict) + ["  Fix: remove one of them, or give one a priority below 1000 so it can give way."])
    }
    section("AMBIGUOUS — no constraint decides these; Plumb picked the value shown (try 'plumb render --exercise-ambiguity 3')",
            ambiguousLines(findings.ambiguous))
    section("TRUNCATED LABELS", findings.truncated.flatMap(truncatedLines))
    section("MISSING GLYPHS — no font in Plumb's set draws these characters; they show as boxes",
            findings.missingGlyphs.map { "  \($0.view): \($0.count) in \(quote($0.text))" })
    section("ZERO SIZE", findings.zeroSize.map { "  \($0.view) \($0.frame)" })
    section("NEGATIVE SIZE — the constraints make these narrower or shorter than nothing; nothing of them is drawn",
            findings.negativeSize.map(negativeLine))
    section("OVERLAPPING — these views cover each other (set overlapIntended: true on a view that overlaps on purpose)",
            findings.overlapping.map(overlapLine))
    section("OUTSIDE SUPERVIEW", findings.outsideSuperview.map(outsideLine))
    if let n = findings.nonConvergence {
      section("NOT CONVERGED — the multi-line label fixpoint stopped after \(n.iterations) passes",
              ["  still changing: \(n.labels.joined(separator: ", "))"])
    }
    section("WARNINGS", findings.warnings.map { "  \($0)" })
    section("UNSATISFIED OPTIONAL CONSTRAINTS — largest error first (normal when a view stretches or shrinks; not a problem)",
            unsatisfiedLines(findings.unsatisfied))
    return lines.joined(separator: "\n")
  }

  /// `scene · variant · 2 problems: 1 conflict, 1 view outside its superview`, or `· no problems`.
  public static func headline(_ f: CheckFindings, scene: String) -> String {
    let parts: [(Int, String, String)] = [
      (f.conflicts.count, "conflict", "conflicts"),
      (f.ambiguous.count, "ambiguous attribute", "ambiguous attributes"),
      (f.unintendedTruncations, "truncated label", "truncated labels"),
      (f.missingGlyphs.count, "label with missing glyphs", "labels with missing glyphs"),
      (f.zeroSize.count, "view of zero size", "views of zero size"),
      (f.negativeSize.count, "view of negative size", "views of negative size"),
      (f.overlapping.count, "overlap", "overlaps"),
      (f.outsideSuperview.count, "view outside its superview", "views outside their superview"),
      (f.nonConvergence == nil ? 0 : 1, "fixpoint not converged", ""),
      (f.warnings.count, "warning", "warnings"),
    ]
    let listed = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    let total = f.problemCount
    let summary = total == 0 ? "no problems" : "\(total) problem\(total == 1 ? "" : "s"): \(listed.joined(separator: ", "))"
    return "\(scene) · \(f.variant.name) · \(summary)"
  }

  /// The broken constraint (✗) and the ones it conflicts with (•), each with its details line.
  public static func conflictLines(_ conflict: CheckFindings.Conflict) -> [String] {
    var lines: [String] = []
    for (mark, reference) in [("✗", conflict.broken)] + conflict.conflictsWith.map({ ("•", $0) }) {
      lines.append("  \(mark) \(reference.equation)")
      lines.append("      " + details(reference).joined(separator: " · "))
    }
    return lines
  }

  /// Identifier, place and origin of a constraint: `row · Scenes/a.json:16:5 constraints[2] · written "H:…"`.
  public static func details(_ reference: ConstraintReference) -> [String] {
    var parts = [reference.identifier ?? "no identifier"]
    if let place = reference.place {
      parts.append(reference.file != nil && reference.path != nil ? "\(place) \(reference.path!)" : place)
    }
    if let written = reference.written { parts.append("written \(quote(written))") }
    if let generated = reference.generatedBy { parts.append(generated) }
    return parts
  }

  /// `  badge.left  horizontal  any value; picked 16`, names padded to one column.
  public static func ambiguousLines(_ entries: [CheckFindings.Ambiguous]) -> [String] {
    let names = entries.map { "\($0.view).\($0.attribute)" }
    let width = names.map(\.count).max() ?? 0
    return zip(names, entries).map { name, entry in
      let pad = String(repeating: " ", count: width - name.count)
      return "  \(name)\(pad)  \(entry.axis == "horizontal" ? "horizontal" : "vertical  ")  "
        + "\(interval(entry.min, entry.max)); picked \(formatPoints(entry.value))"
    }
  }

  /// `any value`, `≥ 10`, `≤ 40`, or `10 … 40`.
  public static func interval(_ low: Double, _ high: Double) -> String {
    switch (low.isFinite, high.isFinite) {
    case (false, false): return "any value"
    case (true, false): return "any value ≥ \(formatPoints(low))"
    case (false, true): return "any value ≤ \(formatPoints(high))"
    case (true, true): return "from \(formatPoints(low)) to \(formatPoints(high))"
    }
  }

  /// What a truncated label shows, its full and cut text, widths and lines (`shows nothing` at a size ≤ 0).
  public static func truncatedLines(_ entry: CheckFindings.Truncated) -> [String] {
    let shows = entry.visibleText.isEmpty && entry.linesShown == 0 ? "shows nothing" : "shows \(quote(entry.visibleText))"
    var lines = ["  \(entry.view) \(shows)\(entry.intended ? " (truncationIntended: not a problem)" : "")",
                 "      full text  \(quote(entry.text))"]
    if let cut = entry.cutText, let range = entry.cutRange {
      lines.append("      cut        \(quote(cut)) (characters \(range.lowerBound)..<\(range.upperBound))")
    }
    lines.append("      width      \(formatPoints(entry.availableWidth)) available, \(formatPoints(entry.neededWidth)) needed on one line")
    lines.append("      lines      \(entry.linesShown) shown, \(entry.linesNeeded) needed at this width")
    return lines
  }

  /// `  title2 (120, 8, -71.5, 21) is 71.5 points too narrow`.
  public static func negativeLine(_ entry: CheckFindings.NegativeSize) -> String {
    var how: [String] = []
    if entry.frame.width < 0 { how.append("\(formatPoints(-entry.frame.width)) points too narrow") }
    if entry.frame.height < 0 { how.append("\(formatPoints(-entry.frame.height)) points too short") }
    return "  \(entry.view) \(entry.frame) is \(how.joined(separator: " and "))"
  }

  /// `  badge (10, 10, 40, 20) and title (30, 10, 100, 20) overlap in (30, 10, 20, 20)`.
  public static func overlapLine(_ entry: CheckFindings.Overlap) -> String {
    "  \(entry.first) \(entry.firstFrame) and \(entry.second) \(entry.secondFrame) overlap in \(entry.intersection)"
  }

  /// `  badge (…) sticks out of root (…) by 54 on the right`.
  public static func outsideLine(_ entry: CheckFindings.Outside) -> String {
    let sides = [("left", entry.overflow.left), ("top", entry.overflow.top), ("right", entry.overflow.right),
                 ("bottom", entry.overflow.bottom)].filter { $0.1 > 0 }
    let how = sides.map { "\(formatPoints($0.1)) on the \($0.0)" }.joined(separator: ", ")
    return "  \(entry.view) \(entry.frame) sticks out of \(entry.superview) \(entry.superviewFrame) by \(how)"
  }

  /// `221.5 pt  nameLabel.width >= 341.5 @750  compression-resistance-h · compression resistance of nameLabel`,
  /// columns aligned (the equation carries the priority).
  public static func unsatisfiedLines(_ entries: [CheckFindings.Unsatisfied]) -> [String] {
    let errors = entries.map { formatPoints($0.error) + " pt" }
    let equations = entries.map(\.constraint.equation)
    let e = errors.map(\.count).max() ?? 0, q = equations.map(\.count).max() ?? 0
    return entries.indices.map { i in
      "  " + String(repeating: " ", count: e - errors[i].count) + errors[i]
        + "  " + equations[i] + String(repeating: " ", count: q - equations[i].count)
        + "  " + details(entries[i].constraint).joined(separator: " · ")
    }
  }

  /// A string in double quotes with newlines, quotes and backslashes escaped.
  public static func quote(_ text: String) -> String { Layout.quoted(text) }
}
