extension Layout.Lowerer {
  /// fillEqually (`UISV-fill-equally`, required): every visible view as long as the first visible one.
  mutating func lowerFillEqually(_ c: Layout.StackContext, _ views: [Int]) {
    guard let first = views.first else { return }
    for view in views.dropFirst() {
      emitStack(c, "UISV-fill-equally", c.end(view, c.length), .equal, c.end(first, c.length))
    }
  }

  /// fillProportionally (`UISV-fill-proportionally`): `v.length == (L / D) × canvas.length` with L the
  /// view's intrinsic (or fitting) length, where a view with no intrinsic size fits to the lengths its own
  /// constraints fix (a text view's `height == 259` counts, inside nested stacks too), and D = ΣL + the gaps between visible views, at priority
  /// max(999 − index, 751) by arranged index. Because D includes the gaps, not every view can have its
  /// share when there is spacing: the last visible view (lowest priority) absorbs the difference, as UIKit
  /// does (160/80/40, spacing 10, width 400 → 213.33, 106.67, 60). A view with L ≤ 0 gets `length == 0`
  /// (required). When D ≤ max(spacing × (n − 1), 1) there are no usable sizes and the stack falls back to
  /// equal lengths.
  ///
  /// `optional: true` emits the proportional sizes (which `lowerStack` adds before the canvas connections),
  /// `false` the required rest (zero lengths, or the equal-length fallback) in the distribution's place.
  mutating func lowerFillProportionally(_ c: Layout.StackContext, intrinsics: Layout.IntrinsicTable, optional: Bool) {
    let constants = constantLengths()
    let lengths = c.visible.map {
      max(0, table.fittingLength($0, axis: c.stack.axis, intrinsics: intrinsics, constants: constants) ?? 0)
    }
    var gaps = 0.0
    for view in c.visible.dropLast() { gaps += c.gapAfter[view] ?? c.spacing }
    let total = lengths.reduce(gaps, +)
    if total <= max(c.spacing * Double(c.visible.count - 1), 1) {
      if !optional { lowerFillEqually(c, c.visible) }
      return
    }
    for (view, length) in zip(c.visible, lengths) {
      if length <= 0 {
        if !optional { emitStack(c, "UISV-fill-proportionally", c.end(view, c.length), .equal) }
      } else if optional {
        let index = Double(table.items[view].arrangedIndex ?? 0)
        emitStack(
          c, "UISV-fill-proportionally", c.end(view, c.length), .equal, c.end(c.canvas, c.length),
          multiplier: length / total, priority: max(999 - index, 751))
      }
    }
  }

  /// equalSpacing and equalCentering: a gap guide between each pair of consecutive visible views
  /// (`UISV-distributing`), edges pinned by `UISV-distributing-edge` (equalSpacing: trailing → leading;
  /// equalCentering: centre → centre), all guides as long as the first (`UISV-fill-equally`; required for
  /// equalSpacing, max(150 − k, 50) for the k-th guide with equalCentering), and `UISV-canvas-fit`
  /// (`stack.length == 0` at 49) so an unconstrained stack shrinks to its minimum.
  mutating func lowerGapGuides(_ c: Layout.StackContext) {
    let centering = c.stack.distribution == .equalCentering
    let baselineRelative = c.stack.isBaselineRelativeArrangement && c.stack.axis == .vertical && !centering
    var guides: [Int] = []
    for (k, (previous, next)) in zip(c.visible, c.visible.dropFirst()).enumerated() {
      let guide = table.addStackGuide(
        name: "\(table.items[c.item].id).UISV-distributing-\(k)", owner: c.item, axis: c.stack.axis)
      guides.append(guide)
      let from: Layout.Attribute = centering ? c.center : (baselineRelative ? .lastBaseline : c.trail)
      let to: Layout.Attribute = centering ? c.center : (baselineRelative ? .firstBaseline : c.lead)
      emitStack(c, "UISV-distributing-edge", c.end(guide, c.lead), .equal, c.end(previous, from))
      emitStack(c, "UISV-distributing-edge", c.end(guide, c.trail), .equal, c.end(next, to))
    }
    if let first = guides.first {
      for (k, guide) in guides.enumerated().dropFirst() {
        let priority = centering ? max(150 - Double(k), 50) : 1000
        emitStack(c, "UISV-fill-equally", c.end(guide, c.length), .equal, c.end(first, c.length), priority: priority)
      }
    }
    emitStack(c, "UISV-canvas-fit", c.end(c.item, c.length), .equal, priority: 49)
  }
}
