import PlumbLayout
import PlumbSnapshot

/// The text of `plumb trace`: the view tree of one laid-out variant, one line per view with its kind,
/// id, frame (root coordinates, points) and flags, like UIKit's `_autolayoutTrace` but readable.
///
/// Flags, in this order: `AMBIGUOUS[height: any value]` (each free attribute with the values it could
/// take), `TRUNCATED[needs 341.186, has 120; lines 1/4]`, `MISSING-GLYPHS[3]`, `CLIPPED[by card]` (part
/// of the view lies outside an ancestor that clips to its bounds), `OUTSIDE-SUPERVIEW`, `ZERO-SIZE`,
/// `RTL`, `HIDDEN` or `HIDDEN[by superview]`.
///
/// ```text
/// DiagnosisAmbiguous · w375-h300-ltr-large-2x · canvas 375×300 · frames in root points
/// root (0, 0, 375, 300)
/// ├─ view card (16, 20, 343, 0)  AMBIGUOUS[height: any value]  ZERO-SIZE
/// ├─ label left (16, 259.5, 33, 20.5) "Left"
/// └─ label right (57, 259.5, 302, 20.5) "Right"
/// ```
///
/// ```swift
/// console.out(TraceText.render(result))
/// ```
enum TraceText {
  static func render(_ result: Layout.Result) -> String {
    var lines = ["\(result.sceneName) · \(result.variant.name) · canvas \(result.canvasSize) · frames in root points"]
    lines.append("root \(Rect(origin: .zero, size: result.canvasSize))")
    var children: [String: [Layout.ViewLayout]] = [:]
    for view in result.views { children[view.parent, default: []].append(view) }
    let byID = Dictionary(result.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    func visit(_ id: String, prefix: String) {
      let list = children[id] ?? []
      for (index, view) in list.enumerated() {
        let last = index == list.count - 1
        lines.append(prefix + (last ? "└─ " : "├─ ") + line(view, result: result, byID: byID))
        visit(view.id, prefix: prefix + (last ? "   " : "│  "))
      }
    }
    visit("root", prefix: "")
    let d = result.diagnostics
    if !d.conflicts.isEmpty {
      lines.append("\(d.conflicts.count) unsatisfiable constraint set\(d.conflicts.count == 1 ? "" : "s"): see 'plumb check'")
    }
    return lines.joined(separator: "\n")
  }

  static func line(_ view: Layout.ViewLayout, result: Layout.Result, byID: [String: Layout.ViewLayout]) -> String {
    var text = "\(view.kindName) \(view.id) \(view.frame)"
    if let label = view.label { text += " " + CheckTextReport.quote(label.fit.visibleText) }
    return ([text] + flags(view, result: result, byID: byID)).joined(separator: "  ")
  }

  static func flags(_ view: Layout.ViewLayout, result: Layout.Result, byID: [String: Layout.ViewLayout]) -> [String] {
    let d = result.diagnostics
    var flags: [String] = []
    let free = d.ambiguities.filter { $0.view == view.id }
    if !free.isEmpty {
      let parts = free.map { "\($0.attribute): \(CheckTextReport.interval($0.interval.lowerBound, $0.interval.upperBound))" }
      flags.append("AMBIGUOUS[\(parts.joined(separator: "; "))]")
    }
    if let fit = view.label?.fit {
      if d.truncatedLabels.contains(view.id) {
        flags.append("TRUNCATED[needs \(formatPoints(fit.naturalWidth)), has \(formatPoints(fit.availableWidth)); lines \(fit.linesShown)/\(fit.linesNeeded)]")
      }
      if fit.missingGlyphs > 0 { flags.append("MISSING-GLYPHS[\(fit.missingGlyphs)]") }
    }
    if let clipper = clippingAncestor(of: view, byID: byID) { flags.append("CLIPPED[by \(clipper)]") }
    if d.viewsOutsideSuperview.contains(view.id) { flags.append("OUTSIDE-SUPERVIEW") }
    if d.zeroSizeViews.contains(view.id) { flags.append("ZERO-SIZE") }
    if d.negativeSizeViews.contains(view.id) { flags.append("NEGATIVE-SIZE") }
    if view.direction == .rightToLeft { flags.append("RTL") }
    if view.isHidden { flags.append("HIDDEN") } else if view.isEffectivelyHidden { flags.append("HIDDEN[by superview]") }
    return flags
  }

  /// The nearest ancestor with `clipsToBounds` whose frame does not contain the whole view, if any.
  static func clippingAncestor(of view: Layout.ViewLayout, byID: [String: Layout.ViewLayout]) -> String? {
    var current = byID[view.parent]
    while let ancestor = current {
      if ancestor.appearance.clipsToBounds, !ancestor.frame.contains(view.frame) { return ancestor.id }
      current = byID[ancestor.parent]
    }
    return nil
  }
}
