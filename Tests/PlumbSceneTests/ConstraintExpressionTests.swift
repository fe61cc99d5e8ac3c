import PlumbLayout
import Testing

@testable import PlumbScene

@Suite struct ConstraintExpressionTests {
  private static let views = "{ view: 'a' }, { view: 'b' }, { guide: 'g' }"

  /// The constraint `text` decodes to, in notation.
  private func line(_ text: String) throws -> String {
    let scene = try decode(sceneText(views: Self.views, constraints: "'\(text)'"))
    return try #require(constraintLines(scene).first)
  }

  @Test(arguments: [
    ("a.leading == b.trailing", "a.leading == b.trailing"),
    ("a.leading==b.trailing+8", "a.leading == b.trailing + 8"),
    ("a.top >= b.bottom - 8.5", "a.top >= b.bottom - 8.5"),
    ("a.width <= 44", "a.width <= 44"),
    ("a.width == -4", "a.width == -4"),
    ("a.width == 2 * b.width", "a.width == 2 * b.width"),
    ("a.width == b.width * 0.5 + 10", "a.width == 0.5 * b.width + 10"),
    ("a.height == 3:4 * a.width", "a.height == 0.75 * a.width"),
    ("a.width == a.height * 3:4", "a.width == 0.75 * a.height"),
    ("a.width == -1 * b.height", "a.width == -1 * b.height"),
    ("a.centerX == root.centerXWithinMargins", "a.centerX == root.centerXWithinMargins"),
    ("a.firstBaseline == b.lastBaseline", "a.firstBaseline == b.lastBaseline"),
    ("a.top == safeArea.top + 20", "a.top == safeArea.top + 20"),
    ("a.leading == g.trailing", "a.leading == g.trailing"),
    ("a.width == 100 @ 750", "a.width == 100 @750"),
    ("a.width == 100 @750.5", "a.width == 100 @750.5"),
    ("a.width == 100 @ high", "a.width == 100 @750"),
    ("a.width == 100 @ low", "a.width == 100 @250"),
    ("a.width == 100 @ fittingSize", "a.width == 100 @50"),
    ("a.width == 100 @ required", "a.width == 100"),
    ("a.width == 100 @ defaultHigh", "a.width == 100 @750"),
    ("a.width == b.width + 1 @ 999", "a.width == b.width + 1 @999"),
  ])
  func grammar(text: String, expected: String) throws {
    #expect(try line(text) == expected)
  }

  @Test func textAndSourceAreKept() throws {
    let scene = try decode(sceneText(views: Self.views, constraints: "\n    'a.width == 10'"))
    let spec = try #require(scene.constraints.first)
    #expect(spec.text == "a.width == 10")
    #expect(spec.source == Layout.SourceLocation(file: "test.json", path: "constraints[0]", line: 6, column: 5))
  }

  @Test func objectForm() throws {
    let scene = try decode(sceneText(views: Self.views, constraints: """
      { constraint: 'a.width == 10', identifier: 'a.fixedWidth', priority: 'low', when: 'compact' },
      { constraint: 'a.height == 10', priority: 999, when: ['regular', 'rtl', 'AX1...AX5'] },
      { constraint: 'a.top == b.top', when: ['>= AX3'] },
      """))
    let specs = scene.constraints
    #expect(specs.map(notation) == ["a.width == 10 @250", "a.height == 10 @999", "a.top == b.top"])
    #expect(specs[0].identifier == "a.fixedWidth")
    #expect(specs[0].condition == .sizeClass(.compact))
    #expect(specs[1].condition == .all([.sizeClass(.regular), .direction(.rightToLeft), .typeSizes(.ax1 ... .ax5)]))
    #expect(specs[2].condition == .typeSizes(.ax3 ... .ax5))
  }

  @Test(arguments: [
    ("compact", Layout.Condition.sizeClass(.compact)),
    ("regular", .sizeClass(.regular)),
    ("ltr", .direction(.leftToRight)),
    ("rtl", .direction(.rightToLeft)),
    ("AX2", .typeSizes(.ax2 ... .ax2)),
    ("large...AX1", .typeSizes(.large ... .ax1)),
    (" xSmall ... medium ", .typeSizes(.xSmall ... .medium)),
    (">= AX1", .typeSizes(.ax1 ... .ax5)),
    ("> xxxLarge", .typeSizes(.ax1 ... .ax5)),
    ("<= large", .typeSizes(.xSmall ... .large)),
    ("< large", .typeSizes(.xSmall ... .medium)),
  ])
  func conditions(text: String, expected: Layout.Condition) throws {
    let scene = try decode(sceneText(views: Self.views, constraints: "{ constraint: 'a.width == 1', when: '\(text)' }"))
    #expect(scene.constraints.first?.condition == expected)
  }

  @Test func selfAndSuperviewResolveToIds() throws {
    let scene = try decode(sceneText(views: """
      { view: 'card', subviews: [
        { label: 'title', text: 'Hi', constraints: ['self.leading == superview.leadingMargin', 'self.top == card.top'] },
      ], constraints: ['self.width == superview.width'] },
      { stack: 'row', arranged: [{ view: 'cell', constraints: ['self.height == superview.height'] }] },
      """))
    #expect(constraintLines(scene) == [
      "card.width == root.width",
      "title.leading == card.leadingMargin",
      "title.top == card.top",
      "cell.height == row.height",
    ])
  }

  @Test(arguments: [
    ("a.leading == b.top", "same axis", "a horizontal attribute can only relate to a horizontal one, and a vertical to a vertical", "'a.leading' and 'b.top'"),
    ("a.centerY == b.centerXWithinMargins", "same axis", "a horizontal attribute can only relate to a horizontal one, and a vertical to a vertical", "'a.centerY' and 'b.centerXWithinMargins'"),
    ("a.width == b.leading", "size with size", "a width or height can only relate to a width, a height or a constant", "'a.width' and 'b.leading'"),
    ("a.top == b.height", "size with size", "a width or height can only relate to a width, a height or a constant", "'a.top' and 'b.height'"),
    ("a.leading == b.left", "no mixed directions", "leading and trailing cannot be mixed with left and right", "'a.leading' and 'b.left'"),
    ("a.rightMargin == b.trailingMargin", "no mixed directions", "leading and trailing cannot be mixed with left and right", "'a.rightMargin' and 'b.trailingMargin'"),
    ("a.leading == 20", "location needs an item", "a location attribute cannot equal a constant; relate it to another item", "'a.leading'"),
    ("a.lastBaseline >= 0", "location needs an item", "a location attribute cannot equal a constant; relate it to another item", "'a.lastBaseline'"),
    ("a.leading == 0 * b.leading + 8", "nonzero multiplier", "a location attribute cannot have a multiplier of 0", "'a.leading' and 'b.leading'"),
    ("a.top == safeArea.topMargin", "guide attributes", "a layout guide has no margins or baselines", "'a.top' and 'safeArea.topMargin'"),
    ("g.firstBaseline == a.firstBaseline", "guide attributes", "a layout guide has no margins or baselines", "'g.firstBaseline' and 'a.firstBaseline'"),
  ])
  func validityRules(text: String, rule: String, explanation: String, items: String) {
    let message = errorMessage(sceneText(views: Self.views, constraints: "'\(text)'"))
    #expect(message == "test.json:5:18: constraints[0]: invalid constraint (\(rule)): \(explanation): \(items)")
  }

  @Test func validCrossAxisSizesAndZeroSizeMultiplier() throws {
    #expect(try line("a.width == 0 * b.height + 10") == "a.width == 0 * b.height + 10")
    #expect(try line("a.left == b.right") == "a.left == b.right")
    #expect(try line("a.leading == b.centerX") == "a.leading == b.centerX")
  }
}
