import PlumbLayout
import Testing

@testable import PlumbScene

/// The test vectors of uikit-semantics.md §7, with Apple's semantics (leading/trailing for `H:`,
/// 8 points between siblings, 20 to the superview). `root` is the superview `s`.
/// A syntax error of a visual format: the message, then the format with a caret under the column
/// (the format starts at column 18 of line 5 in these scenes).
private func unparsable(_ format: String, _ expected: String) -> (String, String) {
  let parts = expected.components(separatedBy: ": ")
  let column = Int(parts[0].split(separator: ":")[2])!
  let message = parts[2...].joined(separator: ": ")
  return (format, "\(parts[0]): \(parts[1]): unable to parse constraint format: \(message)\n    \(format)\n    "
    + String(repeating: " ", count: column - 18) + "^")
}


@Suite struct VisualFormatTests {
  private static let ids = [
    "_view", "view", "view1", "view2", "find", "findNext", "findField", "button", "textField", "purpleBox", "topField",
    "bottomField", "maroonView", "blueView", "button1", "button2", "flexibleButton",
  ]
  private static let views = ids.map { "{ view: '\($0)' }" }.joined(separator: ", ")

  private func lines(_ format: String, options: String? = nil) throws -> [String] {
    let entry = options.map { "{ constraint: '\(format)', options: \($0) }" } ?? "'\(format)'"
    let scene = try decode(sceneText(views: Self.views, constraints: entry, extra: "metrics: { w: 50, p: 500 },"))
    return constraintLines(scene)
  }

  @Test(arguments: [
    ("[_view(50)]", ["_view.width == 50"]),  // 1
    ("[view(>=50)]", ["view.width >= 50"]),  // 2
    ("[view(<=50)]", ["view.width <= 50"]),
    ("[view1(>=70,<=100)]", ["view1.width >= 70", "view1.width <= 100"]),  // 3
    ("[view1(w)]", ["view1.width == 50"]),  // 4
    ("[view(50@500)]", ["view.width == 50 @500"]),  // 5
    ("[view(50@p)]", ["view.width == 50 @500"]),
    ("[view1][view2]", ["view2.leading == view1.trailing"]),  // 6
    ("[view1]-[view2]", ["view2.leading == view1.trailing + 8"]),  // 7
    ("[view1]-10-[view2]", ["view2.leading == view1.trailing + 10"]),  // 8
    ("H:[view1]-10-[view2]", ["view2.leading == view1.trailing + 10"]),
    ("|-60-[view1]-50-|", ["view1.leading == root.leading + 60", "root.trailing == view1.trailing + 50"]),  // 9
    ("V:[view1]-10-[view2]", ["view2.top == view1.bottom + 10"]),  // 10
    ("V:|-10-[view]-10-|", ["view.top == root.top + 10", "root.bottom == view.bottom + 10"]),  // 11
    ("[view1(==view2)]", ["view1.width == view2.width"]),  // 12
    ("V:[view1(==view2)]", ["view1.height == view2.height"]),
    ("[view1(view2)]", ["view1.width == view2.width"]),
    ("V:|-[find]-[findNext]-|", ["find.top == root.top + 20", "findNext.top == find.bottom + 8", "root.bottom == findNext.bottom + 20"]),  // 19
    // 21: Apple's guide.
    ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
    ("[button(>=50)]", ["button.width >= 50"]),
    ("|-50-[purpleBox]-50-|", ["purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50"]),
    ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
    ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
    ("[button(100@20)]", ["button.width == 100 @20"]),
    ("[button1(==button2)]", ["button1.width == button2.width"]),
    ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
    ("|-[find]-[findNext]-[findField(>=20)]-|", [
      "find.leading == root.leading + 20", "findNext.leading == find.trailing + 8",
      "findField.leading == findNext.trailing + 8", "findField.width >= 20", "root.trailing == findField.trailing + 20",
    ]),
    // autolayout.js shapes with Apple's numbers (A1–A11).
    ("|[view]|", ["view.leading == root.leading", "root.trailing == view.trailing"]),
    ("V:|[view1(100)][view2]|", ["view1.top == root.top", "view1.height == 100", "view2.top == view1.bottom", "root.bottom == view2.bottom"]),
    ("V:|[view1(100)]-[view2]-|", ["view1.top == root.top", "view1.height == 100", "view2.top == view1.bottom + 8", "root.bottom == view2.bottom + 20"]),
    ("[view(60.6666)]", ["view.width == 60.667"]),
    ("[view1]-(-22)-[view2]", ["view2.leading == view1.trailing - 22"]),
    // More of the grammar: relations and priorities in gaps, several predicates, spaces.
    ("[view1]-(>=8@750,<=20)-[view2]", ["view2.leading >= view1.trailing + 8 @750", "view2.leading <= view1.trailing + 20"]),
    ("|-(w)-[view]-(>=0)-|", ["view.leading == root.leading + 50", "root.trailing >= view.trailing"]),
    ("H: | - [ view1 ( == 40 @ high ) ] - [ view2 ] - |", [
      "view1.leading == root.leading + 20", "view1.width == 40 @750", "view2.leading == view1.trailing + 8",
      "root.trailing == view2.trailing + 20",
    ]),
    ("[view1(==view2@300)]", ["view1.width == view2.width @300"]),
  ])
  func vectors(format: String, expected: [String]) throws {
    #expect(try lines(format) == expected)
  }

  @Test func alignmentOptions() throws {
    // 13
    #expect(try lines("|-[find]-[findNext]-[findField(>=20@500)]-|", options: "['alignAllTop']") == [
      "find.leading == root.leading + 20", "findNext.leading == find.trailing + 8",
      "findField.leading == findNext.trailing + 8", "findField.width >= 20 @500",
      "root.trailing == findField.trailing + 20", "find.top == findNext.top", "findNext.top == findField.top",
    ])
    // 14, 15
    for option in ["Top", "Bottom", "CenterY", "FirstBaseline", "LastBaseline"] {
      let attribute = option.prefix(1).lowercased() + option.dropFirst()
      #expect(try lines("[view1][view2]", options: "'alignAll\(option)'") == [
        "view2.leading == view1.trailing", "view1.\(attribute) == view2.\(attribute)",
      ])
    }
    for option in ["Left", "Right", "Leading", "Trailing", "CenterX"] {
      let attribute = option.prefix(1).lowercased() + option.dropFirst()
      #expect(try lines("V:[view1][view2]", options: "['alignAll\(option)']") == [
        "view2.top == view1.bottom", "view1.\(attribute) == view2.\(attribute)",
      ])
    }
    // 16
    #expect(try lines("[view1][view2]", options: "['alignAllBottom', 'alignAllTop']") == [
      "view2.leading == view1.trailing", "view1.top == view2.top", "view1.bottom == view2.bottom",
    ])
  }

  @Test func directionOptions() throws {
    // 17
    #expect(try lines("|-[find]-[findNext]-|", options: "'directionRightToLeft'") == [
      "root.right == find.right + 20", "find.left == findNext.right + 8", "findNext.left == root.left + 20",
    ])
    // 18
    #expect(try lines("|-[find]-[findNext]-|", options: "'directionLeftToRight'") == [
      "find.left == root.left + 20", "findNext.left == find.right + 8", "root.right == findNext.right + 20",
    ])
    // 19: directions do not change V formats.
    #expect(try lines("V:|-[find]-[findNext]-|", options: "'directionRightToLeft'") == [
      "find.top == root.top + 20", "findNext.top == find.bottom + 8", "root.bottom == findNext.bottom + 20",
    ])
    #expect(try lines("|-[find]-|", options: "'directionLeadingToTrailing'") == [
      "find.leading == root.leading + 20", "root.trailing == find.trailing + 20",
    ])
  }

  @Test func everyConstraintCarriesTheFormatAndItsPlace() throws {
    let scene = try decode(sceneText(views: Self.views, constraints: "\n    'H:|-[view1]-[view2]-|'"))
    #expect(scene.constraints.count == 3)
    for spec in scene.constraints {
      #expect(spec.text == "H:|-[view1]-[view2]-|")
      #expect(spec.source == Layout.SourceLocation(file: "test.json", path: "constraints[0]", line: 6, column: 5))
    }
  }

  @Test func pipeIsTheCommonSuperview() throws {
    let scene = try decode(sceneText(views: """
      { view: 'card', subviews: [{ label: 'title', text: 'T' }, { label: 'detail', text: 'D' }],
        constraints: ['H:|-[title]-[detail]-|', 'V:|-[self]'] },
      { stack: 'row', arranged: [{ view: 'cell' }], subviews: [{ view: 'badge' }], constraints: ['H:[badge]-|'] },
      """))
    #expect(constraintLines(scene) == [
      "title.leading == card.leading + 20", "detail.leading == title.trailing + 8", "card.trailing == detail.trailing + 20",
      "card.top == root.top + 20",
      "row.trailing == badge.trailing + 20",
    ])
  }

  @Test func aSyntaxErrorShowsTheFormatWithACaretUnderTheColumn() {
    #expect(errorMessage(sceneText(views: Self.views, constraints: "'H:|-[view1]-[view2(50]'")) == """
      test.json:5:39: constraints[0]: unable to parse constraint format: expected ',' or ')', found ']'
          H:|-[view1]-[view2(50]
                               ^
      """)
  }

  // 20: errors, each with its place in the string.
  @Test(arguments: [
    ("", "test.json:5:18: constraints[0]: expected an item such as 'title.leading', found the end of the constraint"),
    unparsable("H:", "test.json:5:20: constraints[0]: expected '[' and a view name, found the end of the constraint"),
    unparsable("[nothing]", "test.json:5:19: constraints[0]: unknown view 'nothing'"),
    unparsable("[buton]", "test.json:5:19: constraints[0]: unknown view 'buton' (did you mean 'button'?)"),
    unparsable("[view(missingMetric)]", "test.json:5:24: constraints[0]: unknown view or metric 'missingMetric'"),
    unparsable("[view1]-gapp-[view2]", "test.json:5:26: constraints[0]: unknown view or metric 'gapp'"),
    unparsable("[view(50]", "test.json:5:26: constraints[0]: expected ',' or ')', found ']'"),
    unparsable("[view()]", "test.json:5:24: constraints[0]: expected a number, a metric or a view, found ')'"),
    unparsable("[view1]--[view2]", "test.json:5:26: constraints[0]: expected a gap (a number, a metric or predicates in parentheses), found '-'"),
    unparsable("[1view]", "test.json:5:19: constraints[0]: expected a view name (a C identifier), found '1'"),
    unparsable("[view$]", "test.json:5:23: constraints[0]: expected '(' or ']', found '$'"),
    unparsable("[view", "test.json:5:23: constraints[0]: expected '(' or ']', found the end of the constraint"),
    unparsable("[view1]-", "test.json:5:26: constraints[0]: expected a gap (a number, a metric or predicates in parentheses), found the end of the constraint"),
    unparsable("[view1]-8", "test.json:5:27: constraints[0]: expected '-' after the gap, found the end of the constraint"),
    unparsable("[view1]-8-", "test.json:5:28: constraints[0]: expected a view or '|' after the connection, found the end of the format"),
    unparsable("|-[view1]-|-", "test.json:5:29: constraints[0]: expected the end of the format after '|', found '-'"),
    unparsable("[view1]x", "test.json:5:25: constraints[0]: expected '-', '[' or '|', found 'x'"),
    unparsable("[view(50@0)]", "test.json:5:27: constraints[0]: priority 0 is out of range (expected more than 0 and at most 1000)"),
    unparsable("[view(50@1001)]", "test.json:5:27: constraints[0]: priority 1001 is out of range (expected more than 0 and at most 1000)"),
    unparsable("[view(50@hihg)]", "test.json:5:27: constraints[0]: unknown priority 'hihg' (did you mean 'high'?)"),
    unparsable("[view1]-[root]", "test.json:5:27: constraints[0]: 'root' has no superview, so it cannot be placed by a visual format"),
    unparsable("[self]", "test.json:5:19: constraints[0]: 'self' can only be used in the constraints of a view (at the top level, name the view)"),
  ])
  func errors(format: String, expected: String) {
    #expect(errorMessage(sceneText(views: Self.views, constraints: "'\(format)'")) == expected)
  }

  @Test func alignmentAlongTheAxisAndUnknownOptions() {
    func message(_ format: String, _ options: String) -> String {
      errorMessage(sceneText(views: Self.views, constraints: "{ constraint: '\(format)', options: \(options) }"))
    }
    #expect(message("[view1][view2]", "'alignAllLeft'")
      == "test.json:5:32: constraints[0].constraint: a H: format cannot align views by 'left' (its own axis); use top, bottom, centerY or a baseline")
    #expect(message("V:[view1][view2]", "['alignAllBottom']")
      == "test.json:5:32: constraints[0].constraint: a V: format cannot align views by 'bottom' (its own axis); use left, right, leading, trailing or centerX")
    #expect(message("[view1][view2]", "['alignAllTpo']")
      == "test.json:5:59: constraints[0].options[0]: unknown visual format option 'alignAllTpo' (did you mean 'alignAllTop'?)")
    #expect(message("view1.top == view2.top", "'alignAllTop'")
      == "test.json:5:66: constraints[0].options: 'options' only applies to a visual format string")
  }

  @Test func viewsOfOneFormatMustBeSiblings() {
    let text = sceneText(
      views: "{ view: 'card', subviews: [{ view: 'inner' }] }, { view: 'outer' }", constraints: "'[inner]-[outer]'")
    #expect(errorMessage(text) == """
      test.json:5:27: constraints[0]: unable to parse constraint format: 'inner' and 'outer' are not siblings; the views of a visual format share one superview, which '|' refers to
          [inner]-[outer]
                   ^
      """)
  }
}
