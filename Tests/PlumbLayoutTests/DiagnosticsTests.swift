import PlumbLayout
import Testing

@Suite struct ConflictTests {
  /// A box pinned to both root edges cannot be 500 wide at 375: the width constraint is rejected, the
  /// layout goes on, and the minimal set names the root width and both pins.
  @Test func conflictWithRootWidth() {
    let s = scene([view("box")], [
      c("box.leading == root.leading"), c("box.trailing == root.trailing"), c("box.width == 500", id: "box.fixed"),
      c("box.top == root.top"), c("box.height == 10"),
    ])
    let result = layout(s)
    #expect(result.frame("box") == Rect(x: 0, y: 0, width: 375, height: 10))
    let conflicts = result.diagnostics.conflicts
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.rejected.text == "box.width == 500")
    #expect(conflicts.first?.rejected.identifier == "box.fixed")
    #expect(conflicts.first?.conflictingSet.map(\.text) ==
            ["root.width == 375", "box.leading == root.leading", "box.trailing == root.trailing"])
    #expect(conflicts.first?.conflictingSet.first?.identifier == "UIView-Encapsulated-Layout-Width")
  }

  /// Two required widths: the later one is rejected; unrelated constraints are not in the set.
  @Test func conflictBetweenSceneConstraints() {
    let s = scene([view("a")], [
      c("a.left == root.left"), c("a.top == root.top"), c("a.height == 5"), c("a.width == 100"), c("a.width == 200"),
    ])
    let result = layout(s)
    #expect(result.frame("a").width == 100)
    #expect(result.diagnostics.conflicts == [Layout.Conflict(
      rejected: result.diagnostics.conflicts[0].rejected,
      conflictingSet: result.diagnostics.conflicts[0].conflictingSet)])
    #expect(result.diagnostics.conflicts.first?.rejected.text == "a.width == 200")
    #expect(result.diagnostics.conflicts.first?.rejected.sceneIndex == 4)
    #expect(result.diagnostics.conflicts.first?.conflictingSet.map(\.text) == ["a.width == 100"])
    #expect(result.layoutText.contains("conflicts\n  rejected a.width == 200\n    with a.width == 100\n"))
  }
}

@Suite struct AmbiguityTests {
  @Test func missingHorizontalPositionIsAmbiguous() {
    let s = scene([view("box")], [c("box.top == root.top"), c("box.width == 10"), c("box.height == 10")])
    let result = layout(s)
    let ambiguity = result.diagnostics.ambiguities
    #expect(ambiguity.map(\.view) == ["box"])
    #expect(ambiguity.first?.attribute == "left")
    #expect(ambiguity.first?.axis == .horizontal)
    #expect(ambiguity.first?.interval == -Double.infinity ... Double.infinity)
    #expect(!result.diagnostics.isClean)
  }

  /// Bounded ambiguity: 0 ≤ left ≤ 365 (the box must stay in the root).
  @Test func boundedInterval() {
    let s = scene([view("box")], [
      c("box.top == root.top"), c("box.width == 10"), c("box.height == 10"),
      c("box.left >= root.left"), c("box.right <= root.right"),
    ])
    #expect(layout(s).diagnostics.ambiguities.first?.interval == 0 ... 365)
  }

  @Test func determinedLayoutIsNotAmbiguous() {
    let s = scene([view("box")], [c("box.top == root.top"), c("box.left == root.left"), c("box.width == 10"), c("box.height == 10")])
    #expect(layout(s).diagnostics.isClean)
  }
}

@Suite struct DiagnosticsTests {
  @Test func invalidConstraintsAreSkippedAndReported() {
    let s = scene([view("title", width: 10, height: 10)], [
      c("title.left == root.left"), c("title.top == root.top"),
      c("titel.width == 20"), c("title.leading == 30"), c("title.leading == root.left"), c("title.top == root.left"),
    ])
    let warnings = layout(s).diagnostics.warnings
    #expect(warnings.map(\.kind) == [.invalidConstraint, .invalidConstraint, .invalidConstraint, .invalidConstraint])
    #expect(warnings[0].message == "unknown view 'titel' (did you mean 'title'?)")
    #expect(warnings[1].message == "a location attribute (leading) cannot equal a constant")
    #expect(warnings[2].message == "leading/trailing cannot be mixed with left/right (leading, left)")
    #expect(warnings[3].message == "y-axis attribute top cannot be related to x-axis attribute left")
    #expect(warnings[0].constraint?.text == "titel.width == 20")
  }

  @Test func viewsOutsideTheirSuperviewAndZeroSized() {
    let s = scene([view("out", width: 20, height: 20), view("flat", width: 0, height: 10)], [
      c("out.left == root.left - 10"), c("out.top == root.top"), c("flat.left == root.left"), c("flat.top == root.top"),
    ])
    let d = layout(s).diagnostics
    #expect(d.viewsOutsideSuperview == ["out"])
    #expect(d.zeroSizeViews == ["flat"])
  }

  /// Highest priority first, then the largest error.
  @Test func unsatisfiedOrder() {
    let s = scene([view("a")], [
      c("a.left == root.left"), c("a.top == root.top"), c("a.height == 10"), c("a.width == 100"),
      c("a.width == 90 @300"), c("a.width == 50 @300"), c("a.width == 99 @700"),
    ])
    let unsatisfied = layout(s).diagnostics.unsatisfied
    #expect(unsatisfied.map(\.constraint.text) == ["a.width == 99 @700", "a.width == 50 @300", "a.width == 90 @300"])
    #expect(unsatisfied.map(\.error) == [1, 50, 10])
  }

  @Test func baselineAlignmentInVerticalStackIsReported() {
    let s = scene([stack("s", .vertical, .fill, .firstBaseline, [view("a", width: 10, height: 10)])],
                  [c("s.left == root.left"), c("s.top == root.top")])
    let warnings = layout(s).diagnostics.warnings
    #expect(warnings.map(\.kind) == [.unsupported])
    #expect(warnings.first?.view == "s")
  }
}

@Suite struct TextResolutionTests {
  let strings = ["en": ["title": "Flowers"], "de": ["title": "Blumen", "only": "Nur"], "ar": ["only": "فقط"]]

  @Test func lookupAndFallback() {
    #expect(Layout.TextResolution.resolve("@title", strings: strings, language: "de", pseudo: nil).text == "Blumen")
    #expect(Layout.TextResolution.resolve("@title", strings: strings, language: nil, pseudo: nil).text == "Flowers")
    // fr has no table: the first language (A→Z) with the key — "ar" before "de".
    #expect(Layout.TextResolution.resolve("@only", strings: strings, language: "fr", pseudo: nil).text == "فقط")
    let missing = Layout.TextResolution.resolve("@nothing", strings: strings, language: "en", pseudo: nil)
    #expect(missing.text == "nothing")
    #expect(missing.missingKey == "nothing")
    #expect(Layout.TextResolution.resolve("plain", strings: strings, language: "en", pseudo: .bounded).text == "[# plain #]")
  }

  @Test func labelsUseTheVariantsLanguageAndPseudo() {
    let s = scene([label("t", "@title"), label("u", "@missing")],
                  [c("t.left == root.left"), c("t.top == root.top"), c("u.left == root.left"), c("u.top == t.bottom")],
                  strings: strings)
    let result = layout(s, language: "de", pseudo: .double)
    #expect(result["t"]!.label!.request.text == "Blumen Blumen")
    #expect(result["t"]!.label!.request.language == "de")
    #expect(result.frame("t").width == 130)
    #expect(result.diagnostics.warnings.map(\.kind) == [.missingString])
  }
}
