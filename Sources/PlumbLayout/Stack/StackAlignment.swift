extension Layout.Lowerer {
  /// The alignment across the axis (reference §3), over the visible arranged views. Written for a
  /// horizontal stack (top/bottom; a vertical stack uses leading/trailing). v0 is the first visible arranged
  /// view, G the spanning guide `UISV-alignment-spanner`.
  ///
  /// Hidden arranged views take no space across the axis either: they are left out of the alignment and
  /// only kept at the canvas's top edge at priority 50 (`UISV-alignment-hidden`, Plumb's own, like
  /// `UISV-spacing-hidden` along the axis), so they neither move nor size anything and are not ambiguous.
  ///
  /// - fill: `v.top == v0.top`, `v.bottom == v0.bottom` (`UISV-alignment`); `S.top == v0.top`,
  ///   `v0.bottom == S.bottom` (`UISV-canvas-connection`).
  /// - leading/top: `v.top == v0.top`; `G.top == v.top` @999.5, `G.bottom >= v.bottom`
  ///   (`UISV-spanning-boundary`); `S.top == v0.top`, `G.bottom == S.bottom`.
  /// - trailing/bottom: the mirror image: `v.bottom == v0.bottom`; `G.top <= v.top`, `G.bottom == v.bottom`
  ///   @999.5; `S.top == G.top`, `v0.bottom == S.bottom`.
  /// - center: `v.centerY == v0.centerY`; G encloses every view; `S.top == G.top`, `G.bottom == S.bottom`,
  ///   `S.centerY == v0.centerY`. A single view: no spanner, `S.top <= v0.top`, `v0.bottom <= S.bottom`,
  ///   `S.centerY == v0.centerY` and `UISV-canvas-fit` (`S.height == 0` @49).
  /// - firstBaseline/lastBaseline (horizontal only): `v.firstBaseline == v0.firstBaseline` (resp. last);
  ///   G encloses every view; first baseline: `S.top <= v0.top`, `G.bottom == S.bottom`; last baseline:
  ///   `S.top == G.top`, `v0.bottom <= S.bottom`; `UISV-canvas-fit` @49. Only the first view bounds the
  ///   baseline side, as in UIKit (rdar://32291130): a taller later view sticks out of the stack there.
  /// - With a spanner, `UISV-spanning-fit` `G.height == 0` @51; every alignment but fill adds
  ///   `UISV-ambiguity-suppression` `v.height == 0` @25, so a view with no height of its own collapses.
  mutating func lowerStackAlignment(_ c: Layout.StackContext) {
    for view in c.arranged where table.items[view].isHidden {
      emitStack(c, "UISV-alignment-hidden", c.end(view, c.crossLead), .equal, c.end(c.canvas, c.crossLead), priority: 50)
    }
    guard let v0 = c.visible.first else {
      emitStack(c, "UISV-canvas-fit", c.end(c.item, c.crossLength), .equal, priority: 49)
      return
    }
    var c = c
    c.arranged = c.visible
    var alignment = c.stack.alignment
    if c.stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
      warn(Layout.Warning(
        kind: .unsupported, view: table.items[c.item].id,
        message: "\(alignment.rawValue) alignment is valid for horizontal stacks only; aligned as fill"))
      alignment = .fill
    }
    let others = c.arranged.dropFirst()
    let top = c.crossLead, bottom = c.crossTrail
    switch alignment {
    case .fill:
      for view in others {
        emitStack(c, "UISV-alignment", c.end(view, top), .equal, c.end(v0, top))
        emitStack(c, "UISV-alignment", c.end(view, bottom), .equal, c.end(v0, bottom))
      }
      emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .equal, c.end(v0, top))
      emitStack(c, "UISV-canvas-connection", c.end(v0, bottom), .equal, c.end(c.canvas, bottom))
      return
    case .leading:
      for view in others { emitStack(c, "UISV-alignment", c.end(view, top), .equal, c.end(v0, top)) }
      let spanner = makeSpanner(c)
      for view in c.arranged {
        emitStack(c, "UISV-spanning-boundary", c.end(spanner, top), .equal, c.end(view, top), priority: 999.5)
        emitStack(c, "UISV-spanning-boundary", c.end(spanner, bottom), .greaterThanOrEqual, c.end(view, bottom))
      }
      emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .equal, c.end(v0, top))
      emitStack(c, "UISV-canvas-connection", c.end(spanner, bottom), .equal, c.end(c.canvas, bottom))
    case .trailing:
      for view in others { emitStack(c, "UISV-alignment", c.end(view, bottom), .equal, c.end(v0, bottom)) }
      let spanner = makeSpanner(c)
      for view in c.arranged {
        emitStack(c, "UISV-spanning-boundary", c.end(spanner, top), .lessThanOrEqual, c.end(view, top))
        emitStack(c, "UISV-spanning-boundary", c.end(spanner, bottom), .equal, c.end(view, bottom), priority: 999.5)
      }
      emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .equal, c.end(spanner, top))
      emitStack(c, "UISV-canvas-connection", c.end(v0, bottom), .equal, c.end(c.canvas, bottom))
    case .center:
      if c.arranged.count == 1 {
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .lessThanOrEqual, c.end(v0, top))
        emitStack(c, "UISV-canvas-connection", c.end(v0, bottom), .lessThanOrEqual, c.end(c.canvas, bottom))
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, c.crossCenter), .equal, c.end(v0, c.crossCenter))
        emitStack(c, "UISV-canvas-fit", c.end(c.item, c.crossLength), .equal, priority: 49)
      } else {
        for view in others {
          emitStack(c, "UISV-alignment", c.end(view, c.crossCenter), .equal, c.end(v0, c.crossCenter))
        }
        let spanner = makeSpanner(c)
        enclose(c, spanner)
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .equal, c.end(spanner, top))
        emitStack(c, "UISV-canvas-connection", c.end(spanner, bottom), .equal, c.end(c.canvas, bottom))
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, c.crossCenter), .equal, c.end(v0, c.crossCenter))
      }
    case .firstBaseline, .lastBaseline:
      let first = alignment == .firstBaseline
      for view in others {
        emitStack(c, "UISV-alignment", c.end(view, first ? .firstBaseline : .lastBaseline), .equal, c.end(v0, first ? .firstBaseline : .lastBaseline))
      }
      let spanner = makeSpanner(c)
      enclose(c, spanner)
      // UIKit ties the baseline side's edge to the first view only (rdar://32291130, open since iOS 10):
      // a later view that rises above the first one's top (first baseline) sticks out of the stack.
      if first {
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .lessThanOrEqual, c.end(v0, top))
        emitStack(c, "UISV-canvas-connection", c.end(spanner, bottom), .equal, c.end(c.canvas, bottom))
      } else {
        emitStack(c, "UISV-canvas-connection", c.end(c.canvas, top), .equal, c.end(spanner, top))
        emitStack(c, "UISV-canvas-connection", c.end(v0, bottom), .lessThanOrEqual, c.end(c.canvas, bottom))
      }
      emitStack(c, "UISV-canvas-fit", c.end(c.item, c.crossLength), .equal, priority: 49)
    }
    for view in c.arranged {
      emitStack(c, "UISV-ambiguity-suppression", c.end(view, c.crossLength), .equal, priority: 25)
    }
  }

  /// The spanning guide across the axis, with `UISV-spanning-fit` (`G.height == 0` @51).
  private mutating func makeSpanner(_ c: Layout.StackContext) -> Int {
    let cross: Layout.Axis = c.stack.axis == .horizontal ? .vertical : .horizontal
    let spanner = table.addStackGuide(
      name: "\(table.items[c.item].id).UISV-alignment-spanner", owner: c.item, axis: cross)
    emitStack(c, "UISV-spanning-fit", c.end(spanner, c.crossLength), .equal, priority: 51)
    return spanner
  }

  /// `G.top <= v.top`, `G.bottom >= v.bottom` for every arranged view.
  private mutating func enclose(_ c: Layout.StackContext, _ spanner: Int) {
    for view in c.arranged {
      emitStack(c, "UISV-spanning-boundary", c.end(spanner, c.crossLead), .lessThanOrEqual, c.end(view, c.crossLead))
      emitStack(c, "UISV-spanning-boundary", c.end(spanner, c.crossTrail), .greaterThanOrEqual, c.end(view, c.crossTrail))
    }
  }
}
