import PlumbLayout

extension IBStoredFrameCheck {
  /// The required constraints a `UIStackView` makes for its arranged views, stated on the stored frames, so
  /// that stored frames breaking them are found as the file's own constraints are. UIKit names them
  /// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`) and each is
  /// required: a stack's frame is the span of its visible arranged views, consecutive views of a `fill`,
  /// `fillEqually` or `fillProportionally` stack are exactly `spacing` apart (at least `spacing` in the
  /// two equal-spacing distributions), a `fill` stack's views span its cross axis, and `fillEqually`
  /// makes them equally long.
  ///
  /// Left out, because the stored frames alone do not decide them: stacks arranged in their layout
  /// margins, baseline-relative stacks, baseline alignments, and any stack with a hidden arranged view,
  /// an arranged view without a stored frame, one showing an SF Symbol, or one that keeps its autoresizing
  /// mask (Interface Builder leaves such a view where it was drawn).
  ///
  /// ```swift
  /// // A vertical fill stack `s1` with spacing 8 arranging `a` and `b`:
  /// IBStoredFrameCheck.stackRules(in: imported.scene.views, checkable: ["s1", "a", "b"]).map(\.text)
  /// // ["UISV-canvas-connection: a.top == s1.top", "UISV-canvas-connection: b.bottom == s1.bottom",
  /// //  "UISV-spacing: b.top == a.bottom + 8", "UISV-alignment: a.left == s1.left", …]
  /// ```
  static func stackRules(in nodes: [Layout.Node], checkable: Set<String>) -> [Layout.ConstraintSpec] {
    var rules: [Layout.ConstraintSpec] = []
    for node in nodes {
      if case .stack(let stack) = node.kind, checkable.contains(node.id), !stack.isLayoutMarginsRelativeArrangement,
         !stack.isBaselineRelativeArrangement, !node.appearance.hidden,
         stack.arranged.allSatisfy({ !$0.appearance.hidden && checkable.contains($0.id) }), !stack.arranged.isEmpty {
        rules += Self.rules(of: stack, id: node.id, source: node.source)
      }
      rules += stackRules(in: node.children, checkable: checkable)
    }
    return rules
  }

  private static func rules(of stack: Layout.Stack, id: String, source: Layout.SourceLocation) -> [Layout.ConstraintSpec] {
    let horizontal = stack.axis == .horizontal
    let (start, end, size): (Layout.Attribute, Layout.Attribute, Layout.Attribute) =
      horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
    let (crossStart, crossEnd, crossCentre): (Layout.Attribute, Layout.Attribute, Layout.Attribute) =
      horizontal ? (.top, .bottom, .centerY) : (.left, .right, .centerX)
    func rule(_ name: String, _ a: String, _ aa: Layout.Attribute, _ relation: Layout.Relation, _ b: String,
              _ ba: Layout.Attribute, constant: Double = 0) -> Layout.ConstraintSpec {
      let sign = constant < 0 ? " - \(formatPoints(-constant))" : constant > 0 ? " + \(formatPoints(constant))" : ""
      return Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: a, attribute: aa), relation: relation, second: Layout.AnchorRef(item: b, attribute: ba),
        constant: constant, identifier: name,
        text: "\(name): \(a).\(aa.rawValue) \(relation.rawValue) \(b).\(ba.rawValue)\(sign)", source: source)
    }
    let views = stack.arranged
    var rules = [rule("UISV-canvas-connection", views[0].id, start, .equal, id, start),
                 rule("UISV-canvas-connection", views[views.count - 1].id, end, .equal, id, end)]
    let exact = [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
    for (previous, next) in zip(views, views.dropFirst()) {
      let gap = previous.spacingAfter ?? stack.spacing
      rules.append(rule("UISV-spacing", next.id, start, exact ? .equal : .greaterThanOrEqual, previous.id, end, constant: gap))
      if stack.distribution == .fillEqually { rules.append(rule("UISV-fill-equally", next.id, size, .equal, views[0].id, size)) }
    }
    for view in views {
      switch stack.alignment {
      case .fill:
        rules += [rule("UISV-alignment", view.id, crossStart, .equal, id, crossStart),
                  rule("UISV-alignment", view.id, crossEnd, .equal, id, crossEnd)]
      case .leading:
        rules += [rule("UISV-alignment", view.id, crossStart, .equal, id, crossStart),
                  rule("UISV-spanning-boundary", view.id, crossEnd, .lessThanOrEqual, id, crossEnd)]
      case .trailing:
        rules += [rule("UISV-alignment", view.id, crossEnd, .equal, id, crossEnd),
                  rule("UISV-spanning-boundary", view.id, crossStart, .greaterThanOrEqual, id, crossStart)]
      case .center:
        rules += [rule("UISV-alignment", view.id, crossCentre, .equal, id, crossCentre),
                  rule("UISV-spanning-boundary", view.id, crossStart, .greaterThanOrEqual, id, crossStart)]
      case .firstBaseline, .lastBaseline:
        continue
      }
    }
    return rules
  }
}
