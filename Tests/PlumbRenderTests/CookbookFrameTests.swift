import Foundation
import Testing
import PlumbLayout
import PlumbRender
import PlumbScene

/// The repository's folder (…/Tests/PlumbRenderTests/ → …).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Lays out a scene of `Scenes/` at a width (height 667 at 375, 568 at 320, as an iPhone).
func cookbookLayout(_ name: String, width: Double) throws -> (Layout.Result, RenderSession) {
  let scene = try SceneLoader.load(path: repositoryRoot.appendingPathComponent("Scenes/\(name).json").path)
  let session = try RenderSession(scene: scene)
  let variant = Layout.Variant(width: width, height: .points(width == 320 ? 568 : 667), scale: 2)
  return (try session.layout(variant), session)
}

private func frame(_ result: Layout.Result, _ id: String) -> Rect { result[id]!.frame }

/// Frame assumptions of the reference (uikit-semantics.md §9): root margins M = 16, top layout guide
/// T = 20 (`safeArea.top`), standard gap 8, frames in root coordinates; 375×667 and 320×568, scale 2.
@Suite struct CookbookFrameTests {
  @Test(arguments: [(375.0, 667.0), (320.0, 568.0)])
  func r1SimpleSingleView(width: Double, height: Double) throws {
    let (result, _) = try cookbookLayout("SimpleSingleView", width: width)
    #expect(frame(result, "redView") == Rect(x: 16, y: 40, width: width - 32, height: height - 60))
  }

  @Test func r3TwoEqualWidthViews() throws {
    let (wide, _) = try cookbookLayout("TwoEqualWidthViews", width: 375)
    #expect(frame(wide, "yellowView") == Rect(x: 16, y: 40, width: 167.5, height: 607))
    #expect(frame(wide, "greenView") == Rect(x: 191.5, y: 40, width: 167.5, height: 607))
    let (narrow, _) = try cookbookLayout("TwoEqualWidthViews", width: 320)
    #expect(frame(narrow, "yellowView") == Rect(x: 16, y: 40, width: 140, height: 508))
    #expect(frame(narrow, "greenView") == Rect(x: 164, y: 40, width: 140, height: 508))
  }

  @Test func r5TwoViewsWithComplexWidths() throws {
    let (wide, _) = try cookbookLayout("TwoViewsWithComplexWidths", width: 375)
    #expect(frame(wide, "blueView") == Rect(x: 16, y: 40, width: 150, height: 607))
    #expect(frame(wide, "redView") == Rect(x: 174, y: 40, width: 185, height: 607))
    let (narrow, _) = try cookbookLayout("TwoViewsWithComplexWidths", width: 320)
    #expect(frame(narrow, "blueView") == Rect(x: 16, y: 40, width: 150, height: 508))
    #expect(frame(narrow, "redView") == Rect(x: 174, y: 40, width: 130, height: 508))
  }

  /// R9: stack (M, T+8, W−2M, H−T−16); label at its measured height h_L; image h = stack h − h_L − h_B − 16
  /// (h_B: the button's height).
  @Test(arguments: [(375.0, 667.0), (320.0, 568.0)])
  func r9SimpleStackView(width: Double, height: Double) throws {
    let (result, session) = try cookbookLayout("SimpleStackView", width: width)
    let label = result["flowersLabel"]!.label!
    let hL = session.measurer.measure(label.request, maxWidth: nil).size.height
    #expect(hL > 17 && hL < 25)
    let stackHeight = height - 20 - 16
    #expect(frame(result, "stackView") == Rect(x: 16, y: 28, width: width - 32, height: stackHeight))
    #expect(frame(result, "flowersLabel") == Rect(x: 16, y: 28, width: width - 32, height: hL))
    // The Edit button is a UIButton: its title's line height rounded up + 12 (30 with the system font's metrics).
    let title = result["editButton"]!.control!.texts[0]
    let hB = session.measurer.measure(title, maxWidth: nil).size.height.rounded(.up) + 12
    #expect(hB >= 30 && hB <= 31)
    #expect(frame(result, "flowersImage") == Rect(x: 16, y: 28 + hL + 8, width: width - 32, height: stackHeight - hL - hB - 16))
    #expect(frame(result, "editButton") == Rect(x: 16, y: 28 + stackHeight - hB, width: width - 32, height: hB))
  }

  /// R12: equal field widths make every label as wide as the widest, L_max; fields at x = M + L_max + 8,
  /// width W − 2M − 8 − L_max; rows at T+20, T+62, T+104: the fields are rounded-rect UITextFields, 34 high
  /// since iOS 13 (the cookbook's Xcode 7 storyboards stored 30).
  @Test(arguments: [375.0, 320.0])
  func r12FixedHeightColumns(width: Double) throws {
    let (result, session) = try cookbookLayout("FixedHeightColumns", width: width)
    let labels = ["firstNameLabel", "middleNameLabel", "lastNameLabel"]
    let widths = labels.map { session.measurer.measure(result[$0]!.label!.request, maxWidth: nil).size.width }
    let lMax = widths.max()!
    #expect(lMax > 60 && lMax < 160)
    for (row, name) in ["firstNameField", "middleNameField", "lastNameField"].enumerated() {
      #expect(frame(result, name) == Rect(x: 16 + lMax + 8, y: 40 + 42 * Double(row), width: width - 32 - 8 - lMax, height: 34))
      let label = frame(result, labels[row])
      #expect(label.minX == 16 && label.width == lMax)
      // Equal before rounding; each view's frame is then rounded to the 2x grid on its own.
      #expect(abs(result[labels[row]]!.firstBaseline - result[name]!.firstBaseline) <= 0.5)
    }
  }

  static let recipes = [
    "SimpleSingleView", "AdaptiveSingleView", "TwoEqualWidthViews", "TwoDifferentWidthViews", "TwoViewsWithComplexWidths",
    "SimpleLabelAndTextField", "DynamicHeightLabelAndTextField", "FixedHeightColumns", "DynamicHeightColumns",
    "TwoEqualWidthButtons", "ThreeEqualWidthButtons", "EqualWhiteSpace", "ButtonsSizeClass", "GroupingViews",
    "AspectFitImageView", "AspectRatioImageView", "SimpleStackView", "NestedStackViews", "DynamicStackView", "SizeClasses",
    "DynamicTextAndReadability",
  ]

  /// Every recipe lays out at both widths without conflicts or ambiguity, every visible view inside the
  /// root (except inside a collapsed superview: SizeClasses shrinks blue and yellow to zero when compact).
  @Test(arguments: recipes)
  func recipeIsCleanAtBothWidths(name: String) throws {
    for width in [375.0, 320.0] {
      let (result, _) = try cookbookLayout(name, width: width)
      #expect(result.diagnostics.conflicts.isEmpty, "\(name) @\(width): \(result.diagnostics.conflicts)")
      #expect(result.diagnostics.ambiguities.isEmpty, "\(name) @\(width): \(result.diagnostics.ambiguities)")
      let root = Rect(x: 0, y: 0, width: result.canvasSize.width, height: result.canvasSize.height)
      let collapsed = Set(result.views.filter { $0.frame.width == 0 || $0.frame.height == 0 }.map(\.id))
      for view in result.views where !view.isEffectivelyHidden && view.kindName != "guide" && !collapsed.contains(view.parent) {
        #expect(root.contains(view.frame), "\(name) @\(width): \(view.id) \(view.frame) outside \(root)")
      }
    }
  }
}
