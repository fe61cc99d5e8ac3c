import PlumbLayout
import Testing

/// The worked examples of the reference (§9): root margins M = 16, status bar T = 20 (the safe area's top),
/// standard gap 8; frames before rounding are exact here, and every edge is already on the @2x grid.
@Suite struct CookbookTests {
  /// R1 Simple Single View: (M, T+20, W−2M, H−T−40).
  @Test(arguments: [(375.0, 667.0, Rect(x: 16, y: 40, width: 343, height: 607)),
                    (320.0, 568.0, Rect(x: 16, y: 40, width: 288, height: 508))])
  func simpleSingleView(width: Double, height: Double, expected: Rect) {
    let s = scene([view("red")], [
      c("red.leading == root.leadingMargin"), c("red.trailing == root.trailingMargin"),
      c("red.top == safeArea.top + 20"), c("safeArea.bottom == red.bottom + 20"),
    ])
    let result = layout(s, width: width, height: .points(height))
    #expect(result.frame("red") == expected)
    #expect(result.diagnostics.isClean)
  }

  /// R3 Two Equal Width Views: w = (W − 2M − 8) / 2.
  @Test func twoEqualWidthViews() {
    let s = scene([view("yellow"), view("green")], [
      c("yellow.leading == root.leadingMargin"), c("green.trailing == root.trailingMargin"),
      c("green.leading == yellow.trailing + 8"), c("yellow.width == green.width"),
      c("yellow.top == safeArea.top + 20"), c("green.top == safeArea.top + 20"),
      c("safeArea.bottom == yellow.bottom + 20"), c("safeArea.bottom == green.bottom + 20"),
    ])
    let wide = layout(s, width: 375, height: .points(667))
    #expect(wide.frame("yellow") == Rect(x: 16, y: 40, width: 167.5, height: 607))
    #expect(wide.frame("green") == Rect(x: 191.5, y: 40, width: 167.5, height: 607))
    let narrow = layout(s, width: 320, height: .points(568))
    #expect(narrow.frame("yellow") == Rect(x: 16, y: 40, width: 140, height: 508))
    #expect(narrow.frame("green") == Rect(x: 164, y: 40, width: 140, height: 508))
  }

  /// R5 Two Views with Complex Widths: blue = max(150, A/3), red = A − blue with A = W − 2M − 8.
  @Test func twoViewsWithComplexWidths() {
    let s = scene([view("blue"), view("red")], [
      c("blue.leading == root.leadingMargin"), c("red.trailing == root.trailingMargin"),
      c("red.leading == blue.trailing + 8"), c("blue.width >= 150"), c("red.width == 2 * blue.width @750"),
      c("blue.top == safeArea.top + 20"), c("red.top == safeArea.top + 20"),
      c("safeArea.bottom == blue.bottom + 20"), c("safeArea.bottom == red.bottom + 20"),
    ])
    let wide = layout(s, width: 375, height: .points(667))
    #expect(wide.frame("blue") == Rect(x: 16, y: 40, width: 150, height: 607))
    #expect(wide.frame("red") == Rect(x: 174, y: 40, width: 185, height: 607))
    let narrow = layout(s, width: 320, height: .points(568))
    #expect(narrow.frame("blue") == Rect(x: 16, y: 40, width: 150, height: 508))
    #expect(narrow.frame("red") == Rect(x: 174, y: 40, width: 130, height: 508))
    // The 750 constraint cannot hold: red is 115 short of 2 × 150 at 375.
    let unsatisfied = wide.diagnostics.unsatisfied
    #expect(unsatisfied.count == 1)
    #expect(unsatisfied.first?.constraint.text == "red.width == 2 * blue.width @750")
    #expect(abs((unsatisfied.first?.error ?? 0) - 115) < 1e-6)
  }
}
