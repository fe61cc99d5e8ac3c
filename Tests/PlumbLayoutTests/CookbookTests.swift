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

/// R9 and R12 depend on text metrics: their formulas are evaluated with the fake measurer's numbers
/// (17 pt → 8.5 pt per character; line height ceil_px(20.4) = 20.5 at @2x, the same h_L as iOS).
@Suite struct CookbookTextTests {
  /// R9 Simple Stack View: stack (M, T+8, W−2M, H−T−16); image h = stack h − h_L − 30 − 16.
  @Test func simpleStackView() {
    var title = Layout.Node(id: "title", kind: .label(Layout.Label(text: "Flowers", font: .style(.body), textAlignment: .center)))
    title.hugging.vertical = 251
    var photo = Layout.Node(id: "photo", kind: .image(Layout.Image(src: "flowers.png", contentMode: .scaleAspectFit)))
    photo.hugging.vertical = 249
    photo.compression.vertical = 749
    let edit = view("edit", height: 30)
    let s = scene([stack("stack", .vertical, spacing: 8, [title, photo, edit])], [
      c("stack.leading == root.leadingMargin"), c("stack.trailing == root.trailingMargin"),
      c("stack.top == safeArea.top + 8"), c("safeArea.bottom == stack.bottom + 8"),
    ])
    let hL = 20.5
    for (width, height) in [(375.0, 667.0), (320.0, 568.0)] {
      let result = layout(s, width: width, height: .points(height))
      let stackHeight = height - 20 - 16
      #expect(result.frame("stack") == Rect(x: 16, y: 28, width: width - 32, height: stackHeight))
      #expect(result.frame("title") == Rect(x: 16, y: 28, width: width - 32, height: hL))
      #expect(result.frame("photo") == Rect(x: 16, y: 28 + hL + 8, width: width - 32, height: stackHeight - hL - 30 - 16))
      #expect(result.frame("edit") == Rect(x: 16, y: 28 + stackHeight - 30, width: width - 32, height: 30))
      #expect(result.diagnostics.conflicts.isEmpty && result.diagnostics.ambiguities.isEmpty)
    }
    // The numbers of the reference at 375: image (16, 56.5, 343, 564.5), button (16, 629, 343, 30).
    let r375 = layout(s, width: 375, height: .points(667))
    #expect(r375.frame("photo") == Rect(x: 16, y: 56.5, width: 343, height: 564.5))
    #expect(r375.frame("edit") == Rect(x: 16, y: 629, width: 343, height: 30))
  }

  /// R12 Fixed Height Columns: field x = M + L_max + 8, width W − 2M − 8 − L_max, rows at T+20, T+58, T+96.
  @Test(arguments: [375.0, 320.0])
  func fixedHeightColumns(width: Double) {
    let names = [("first", "First Name"), ("middle", "Middle Name"), ("last", "Last Name")]
    var views: [Layout.Node] = []
    var constraints: [Layout.ConstraintSpec] = []
    for (index, (id, text)) in names.enumerated() {
      var l = Layout.Node(id: "\(id)Label", kind: .label(Layout.Label(
        text: text, font: .fixed(FontSpec(size: 17)), textAlignment: .right)))
      l.hugging.horizontal = 251
      l.hugging.vertical = 251
      views += [l, view("\(id)Field", height: 30)]
      constraints += [
        c("\(id)Label.leading == root.leadingMargin"), c("\(id)Field.trailing == root.trailingMargin"),
        c("\(id)Field.leading == \(id)Label.trailing + 8"),
        c("\(id)Label.lastBaseline == \(id)Field.lastBaseline"),
      ]
      if index == 0 {
        constraints.append(c("\(id)Field.top == safeArea.top + 20"))
      } else {
        constraints.append(c("\(id)Field.top == \(names[index - 1].0)Field.bottom + 8"))
        constraints.append(c("\(id)Field.width == firstField.width"))
      }
    }
    let result = layout(scene(views, constraints), width: width, height: .points(667))
    let lMax = 11 * 8.5   // "Middle Name"
    for (index, (id, _)) in names.enumerated() {
      let field = result.frame("\(id)Field")
      #expect(field.minX == 16 + lMax + 8)
      #expect(field.width == width - 32 - 8 - lMax)
      #expect(field.minY == 20 + 20 + 38 * Double(index))
      #expect(result.frame("\(id)Label").width == lMax)
      #expect(result.frame("\(id)Label").minX == 16)
    }
    #expect(result.diagnostics.conflicts.isEmpty && result.diagnostics.ambiguities.isEmpty)
  }
}
