@testable import PlumbLayout
import Testing

@Suite struct EngineTests {
  let s = scene([view("a", height: 10)], [
    c("a.leading == root.leadingMargin"), c("a.trailing == root.trailingMargin"), c("a.top == root.top"),
  ])

  /// Only the width changed: the same solver session takes the new width as an edit.
  @Test func widthSweepReusesTheSolver() {
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    _ = engine.layout(Layout.Variant(width: 375, height: .points(667)))
    let session = engine.state!.session
    let result = engine.layout(Layout.Variant(width: 320, height: .points(568)))
    #expect(engine.state!.session === session)
    #expect(session.mode == .edit)
    #expect(result.frame("a").width == 288)
    _ = engine.layout(Layout.Variant(width: 320, height: .points(568), direction: .rightToLeft))
    #expect(engine.state!.session !== session)
  }

  /// Conflicting with the root size switches to a pinned session, whose root constraints come first.
  @Test func rootConflictPinsTheRoot() {
    let conflicting = scene([view("a")], [
      c("a.leading == root.leading"), c("a.trailing == root.trailing"), c("a.width == 400"), c("a.top == root.top"),
    ])
    let engine = Layout.Engine(scene: conflicting, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    let result = engine.layout(Layout.Variant(width: 375, height: .points(667)))
    #expect(engine.state!.session.mode == .pinned(width: 375, height: 667))
    #expect(result.canvasSize == Size(width: 375, height: 667))
    #expect(result.diagnostics.conflicts.map(\.rejected.text) == ["a.width == 400"])
  }

  /// The same scene and variant give the same result on a fresh engine, every time.
  @Test func deterministic() {
    let texts = (0..<3).map { _ in layout(s, width: 414).layoutText }
    #expect(Set(texts).count == 1)
  }

  /// Measurements are cached per request and width.
  @Test func measuresOncePerRequest() {
    let measurer = FakeTextMeasurer()
    let labels = scene([label("t", "Hello")], [c("t.leading == root.leading"), c("t.top == root.top")])
    let engine = Layout.Engine(scene: labels, measurer: measurer, images: FakeImageSizing())
    _ = engine.layout(Layout.Variant(width: 375, height: .points(667)))
    _ = engine.layout(Layout.Variant(width: 320, height: .points(667)))
    #expect(measurer.measureCalls == 1)
  }
}

@Suite struct LinearSystemTests {
  @Test func expressionsMergeAndSort() {
    let x = Layout.VariableID(0), y = Layout.VariableID(1)
    let e = (Layout.LinearExpression(y) + Layout.LinearExpression(x) * 2 - Layout.LinearExpression(y)) + 8
    #expect(e.terms == [Layout.LinearExpression.Term(variable: x, coefficient: 2)])
    #expect(e.constant == 8)
    #expect(e.description == "2·v0 + 8")
    #expect(e.evaluate { _ in 3 } == 14)
  }

  @Test func violation() {
    let x = Layout.VariableID(0)
    let c = Layout.LinearConstraint(
      expression: Layout.LinearExpression(x) - 10, relation: .lessThanOrEqual, strength: Layout.Strength(priority: 250),
      origin: Layout.ConstraintOrigin(text: "x <= 10"))
    #expect(c.violation { _ in 12 } == 2)
    #expect(c.violation { _ in 8 } == 0)
  }

  @Test func validityRules() {
    #expect(Layout.Validation.problem(first: .width, second: nil, multiplier: 1, priority: 1000) == nil)
    #expect(Layout.Validation.problem(first: .width, second: .height, multiplier: 0.75, priority: 1000) == nil)
    #expect(Layout.Validation.problem(first: .width, second: .leading, multiplier: 1, priority: 1000) != nil)
    #expect(Layout.Validation.problem(first: .leading, second: .leading, multiplier: 0, priority: 1000)
            == "a location attribute cannot use multiplier 0")
    #expect(Layout.Validation.problem(first: .top, second: .top, multiplier: 1, priority: 0)
            == "priority 0 is outside (0, 1000]")
  }
}
