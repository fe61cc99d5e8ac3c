extension Layout {
  /// One stack view being lowered: its arranged items, which are visible, the attributes of its axis and
  /// of the cross axis, its canvas (itself or its layout margins guide) and the gap after each view.
  ///
  /// Written for a horizontal stack; a vertical one swaps leading/trailing ↔ top/bottom, width ↔ height,
  /// centerX ↔ centerY (`lead`, `trail`, … hold the right attributes for the axis).
  struct StackContext {
    var item: Int
    var stack: Stack
    /// The stack, or its `layoutMarginsGuide` with `isLayoutMarginsRelativeArrangement`.
    var canvas: Int
    var arranged: [Int]
    var visible: [Int]
    var lead: Attribute, trail: Attribute, length: Attribute, center: Attribute
    var crossLead: Attribute, crossTrail: Attribute, crossLength: Attribute, crossCenter: Attribute
    /// The gap after each arranged view (its `spacingAfter`, else `spacing`), rounded to the pixel grid.
    var gapAfter: [Int: Double]
    var spacing: Double

    func end(_ item: Int, _ attribute: Attribute) -> AnchorConstraint.End {
      AnchorConstraint.End(item: item, attribute: attribute)
    }
  }
}

extension Layout.Lowerer {
  /// UIStackView's constraints (reference §3), with Apple's identifiers and priorities: canvas connections
  /// and spacing along the axis, hidden views, the distribution, the alignment across the axis, and the
  /// multi-line label width rule.
  ///
  /// fillProportionally's optional sizes are emitted first, before the canvas connections and spacing
  /// (the same constraints; only the order the solver meets them differs, and an optional constraint is
  /// never the one rejected, so conflicts are reported as before; its required zero lengths stay in
  /// place). Added after the chain, each `v.length == k × canvas.length` met a canvas length already
  /// expanded over every earlier view's proportional error, so the i-th brought i cells and 3,000 views
  /// cost 2 GB; added first, each is a two-cell definition and the chain closes in one row.
  mutating func lowerStack(_ item: Int, _ stack: Layout.Stack, intrinsics: Layout.IntrinsicTable) {
    let arranged = table.arrangedItems(of: item)
    guard !arranged.isEmpty else { return }
    let horizontal = stack.axis == .horizontal
    let scale = variant.scale
    var gaps: [Int: Double] = [:]
    for child in arranged {
      gaps[child] = Layout.PixelRounding.round(table.items[child].node?.spacingAfter ?? stack.spacing, scale: scale)
    }
    let canvas = stack.isLayoutMarginsRelativeArrangement ? table.marginsGuide(of: item) : item
    let context = Layout.StackContext(
      item: item, stack: stack, canvas: canvas, arranged: arranged,
      visible: arranged.filter { !table.items[$0].isHidden },
      lead: horizontal ? .leading : .top, trail: horizontal ? .trailing : .bottom,
      length: horizontal ? .width : .height, center: horizontal ? .centerX : .centerY,
      crossLead: horizontal ? .top : .leading, crossTrail: horizontal ? .bottom : .trailing,
      crossLength: horizontal ? .height : .width, crossCenter: horizontal ? .centerY : .centerX,
      gapAfter: gaps, spacing: Layout.PixelRounding.round(stack.spacing, scale: scale))
    if stack.distribution == .fillProportionally { lowerFillProportionally(context, intrinsics: intrinsics, optional: true) }
    lowerStackCanvasAndSpacing(context)
    lowerStackHiddenViews(context)
    switch stack.distribution {
    case .fill: break
    case .fillEqually: lowerFillEqually(context, context.visible)
    case .fillProportionally: lowerFillProportionally(context, intrinsics: intrinsics, optional: false)
    case .equalSpacing, .equalCentering: lowerGapGuides(context)
    }
    lowerStackAlignment(context)
    lowerTextWidthRule(context)
  }

  /// Emits a stack constraint (`UISV-…`), keyed under the stack's id.
  mutating func emitStack(
    _ context: Layout.StackContext, _ identifier: String, _ first: Layout.AnchorConstraint.End,
    _ relation: Layout.Relation, _ second: Layout.AnchorConstraint.End? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000
  ) {
    emit(
      kind: .stack, identifier: identifier, owner: context.item, keyPrefix: table.items[context.item].id, first,
      relation, second, multiplier: multiplier, constant: constant, priority: priority)
  }

  /// `UISV-canvas-connection`: the first and last visible views pinned to the canvas along the axis;
  /// `UISV-spacing`: `next.leading == previous.trailing + gap` between consecutive visible views (`>=` for
  /// equalSpacing and equalCentering; last baseline → first baseline for a baseline-relative vertical stack).
  private mutating func lowerStackCanvasAndSpacing(_ c: Layout.StackContext) {
    guard let first = c.visible.first, let last = c.visible.last else {
      // No visible view: an empty guide spans the canvas so the stack's own edges stay defined.
      let guide = table.addStackGuide(
        name: "\(table.items[c.item].id).UISV-empty-canvas", owner: c.item, axis: c.stack.axis)
      emitStack(c, "UISV-canvas-connection", c.end(c.canvas, c.lead), .equal, c.end(guide, c.lead))
      emitStack(c, "UISV-canvas-connection", c.end(guide, c.trail), .equal, c.end(c.canvas, c.trail))
      return
    }
    emitStack(c, "UISV-canvas-connection", c.end(c.canvas, c.lead), .equal, c.end(first, c.lead))
    emitStack(c, "UISV-canvas-connection", c.end(last, c.trail), .equal, c.end(c.canvas, c.trail))
    let relation: Layout.Relation =
      c.stack.distribution == .equalSpacing || c.stack.distribution == .equalCentering ? .greaterThanOrEqual : .equal
    let baselineRelative = c.stack.isBaselineRelativeArrangement && c.stack.axis == .vertical
    for (previous, next) in zip(c.visible, c.visible.dropFirst()) {
      let gap = c.gapAfter[previous] ?? c.spacing
      if baselineRelative {
        emitStack(c, "UISV-spacing", c.end(next, .firstBaseline), relation, c.end(previous, .lastBaseline), constant: gap)
      } else {
        emitStack(c, "UISV-spacing", c.end(next, c.lead), relation, c.end(previous, c.trail), constant: gap)
      }
    }
  }

  /// Hidden arranged views: `UISV-hiding` (length == 0 at 999.999) and `UISV-spacing-hidden` (half the
  /// stack's spacing at 50) to each neighbour, which keeps the empty view between them without effect.
  private mutating func lowerStackHiddenViews(_ c: Layout.StackContext) {
    let hiddenPriority = 999.999
    for child in c.arranged where table.items[child].isHidden {
      emitStack(c, "UISV-hiding", c.end(child, c.length), .equal, priority: hiddenPriority)
    }
    for (previous, next) in zip(c.arranged, c.arranged.dropFirst())
    where table.items[previous].isHidden || table.items[next].isHidden {
      emitStack(
        c, "UISV-spacing-hidden", c.end(next, c.lead), .equal, c.end(previous, c.trail), constant: c.spacing / 2,
        priority: 50)
    }
    // An all-hidden stack: keep the first hidden view at the canvas's leading edge (same low priority).
    if c.visible.isEmpty, let first = c.arranged.first {
      emitStack(c, "UISV-spacing-hidden", c.end(first, c.lead), .equal, c.end(c.canvas, c.lead), priority: 50)
    }
  }
}
