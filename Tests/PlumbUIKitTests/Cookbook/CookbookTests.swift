import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbUIKit
@testable import PlumbSnapshotTesting
import Testing

/// The repository's folder (…/Tests/PlumbUIKitTests/Cookbook/ → …).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let cookbookImages = repositoryRoot.appendingPathComponent("Scenes/images").path

/// The views section of a layout text (every line after `canvas` up to the diagnostics), without the
/// guide lines PlumbUIKit adds for a readable content guide (scene files have no such guide: the
/// Dynamic Text scene uses the margins, which are the readable guide's edges below 672 + 32 points).
func viewLines(_ layoutText: String) -> [String] {
  let lines = layoutText.split(separator: "\n").map(String.init)
    .filter { !($0.trimmingCharacters(in: .whitespaces).hasPrefix("guide ") && $0.contains(".readableContentGuide ")) }
  guard let canvas = lines.firstIndex(where: { $0.hasPrefix("canvas ") }) else { return lines }
  return Array(lines[(canvas + 1)...].prefix { $0.hasPrefix(" ") || $0.split(separator: " ").count > 2 && !["unsatisfied", "ambiguous", "conflicts", "warnings", "truncated"].contains(String($0.split(separator: " ")[0])) })
}

/// The cookbook device: an iPhone 8's safe area (20) and scale (2) at `width` × 667, with a compact
/// width below 600 points and a regular one from there (as the scene files' size classes switch).
func cookbookDevice(width: CGFloat) -> ViewImageConfig {
  let sizeClass: UIUserInterfaceSizeClass = width >= 600 ? .regular : .compact
  return ViewImageConfig(
    safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: 667),
    traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: sizeClass)]))
}

/// Lays out and draws the scene file and the UIKit code at a width, and checks that they agree on every
/// view's frame, baselines and visible text, and on every pixel.
///
/// A scene's canvas margins are 16 points at any width; UIKit gives a screen's root view 20 from a
/// width of 414 points (iPad, the large iPhones), so from there the scene is laid out with 20.
@MainActor
func expectSameAsScene(_ name: String, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> UIView) throws {
  var scene = try SceneLoader.load(path: repositoryRoot.appendingPathComponent("Scenes/\(name).json").path)
  if width >= 414 { scene.canvas.margins = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20) }
  let session = try RenderSession(scene: scene)
  let expected = try session.render(Layout.Variant(width: Double(width), height: .points(667), scale: 2))
  let device = cookbookDevice(width: width)
  let layout = Snapshotting<UIView, String>.layout(on: device).snapshot(make())
  #expect(viewLines(layout) == viewLines(expected.result.layoutText), "\(name) @\(width)", sourceLocation: sourceLocation)
  let image = Snapshotting<UIView, UIImage>.image(on: device).snapshot(make())
  let expectedPNG = try expected.bitmap.pngData()
  #expect(image.pngData() == Data(expectedPNG), "\(name) @\(width): pixels differ", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct CookbookTests {
  nonisolated static let widths: [CGFloat] = [375, 320]

  @Test(arguments: widths) func simpleSingleView(width: CGFloat) throws {
    try expectSameAsScene("SimpleSingleView", width: width, CookbookRecipes.simpleSingleView)
  }
  @Test(arguments: widths) func adaptiveSingleView(width: CGFloat) throws {
    try expectSameAsScene("AdaptiveSingleView", width: width, CookbookRecipes.adaptiveSingleView)
  }
  @Test(arguments: widths) func twoEqualWidthViews(width: CGFloat) throws {
    try expectSameAsScene("TwoEqualWidthViews", width: width, CookbookRecipes.twoEqualWidthViews)
  }
  @Test(arguments: widths) func twoDifferentWidthViews(width: CGFloat) throws {
    try expectSameAsScene("TwoDifferentWidthViews", width: width, CookbookRecipes.twoDifferentWidthViews)
  }
  @Test(arguments: widths) func twoViewsWithComplexWidths(width: CGFloat) throws {
    try expectSameAsScene("TwoViewsWithComplexWidths", width: width, CookbookRecipes.twoViewsWithComplexWidths)
  }
  @Test(arguments: widths) func simpleLabelAndTextField(width: CGFloat) throws {
    try expectSameAsScene("SimpleLabelAndTextField", width: width, CookbookRecipes.simpleLabelAndTextField)
  }
  @Test(arguments: widths) func dynamicHeightLabelAndTextField(width: CGFloat) throws {
    try expectSameAsScene("DynamicHeightLabelAndTextField", width: width, CookbookRecipes.dynamicHeightLabelAndTextField)
  }
  @Test(arguments: widths) func fixedHeightColumns(width: CGFloat) throws {
    try expectSameAsScene("FixedHeightColumns", width: width, CookbookRecipes.fixedHeightColumns)
  }
  @Test(arguments: widths) func twoEqualWidthButtons(width: CGFloat) throws {
    try expectSameAsScene("TwoEqualWidthButtons", width: width, CookbookRecipes.twoEqualWidthButtons)
  }
  @Test(arguments: widths) func threeEqualWidthButtons(width: CGFloat) throws {
    try expectSameAsScene("ThreeEqualWidthButtons", width: width, CookbookRecipes.threeEqualWidthButtons)
  }
  @Test(arguments: widths) func equalWhiteSpace(width: CGFloat) throws {
    try expectSameAsScene("EqualWhiteSpace", width: width, CookbookRecipes.equalWhiteSpace)
  }
  @Test(arguments: widths) func groupingViews(width: CGFloat) throws {
    try expectSameAsScene("GroupingViews", width: width, CookbookRecipes.groupingViews)
  }
  @Test(arguments: widths) func aspectFitImageView(width: CGFloat) throws {
    try expectSameAsScene("AspectFitImageView", width: width) { CookbookRecipes.aspectFitImageView(images: cookbookImages) }
  }
  @Test(arguments: widths) func aspectRatioImageView(width: CGFloat) throws {
    try expectSameAsScene("AspectRatioImageView", width: width) { CookbookRecipes.aspectRatioImageView(images: cookbookImages) }
  }
  @Test(arguments: widths) func simpleStackView(width: CGFloat) throws {
    try expectSameAsScene("SimpleStackView", width: width) { CookbookRecipes.simpleStackView(images: cookbookImages) }
  }
  @Test(arguments: widths) func buttonsSizeClassCompact(width: CGFloat) throws {
    try expectSameAsScene("ButtonsSizeClass", width: width) { CookbookRecipes.buttonsSizeClass(regular: false) }
  }
  @Test func buttonsSizeClassRegular() throws {
    try expectSameAsScene("ButtonsSizeClass", width: 768) { CookbookRecipes.buttonsSizeClass(regular: true) }
  }
  @Test(arguments: widths) func dynamicStackView(width: CGFloat) throws {
    try expectSameAsScene("DynamicStackView", width: width, CookbookRecipes.dynamicStackView)
  }
  /// The view switches its constraints in `traitCollectionDidChange(_:)`: compact at 320 and 375, regular at 768.
  @Test(arguments: widths + [768]) func sizeClasses(width: CGFloat) throws {
    try expectSameAsScene("SizeClasses", width: width, CookbookRecipes.sizeClasses)
  }
  @Test(arguments: widths) func dynamicTextAndReadability(width: CGFloat) throws {
    try expectSameAsScene("DynamicTextAndReadability", width: width, CookbookRecipes.dynamicTextAndReadability)
  }
  @Test(arguments: widths) func dynamicHeightColumns(width: CGFloat) throws {
    try expectSameAsScene("DynamicHeightColumns", width: width, CookbookRecipes.dynamicHeightColumns)
  }
  @Test(arguments: widths) func nestedStackViews(width: CGFloat) throws {
    try expectSameAsScene("NestedStackViews", width: width) { CookbookRecipes.nestedStackViews(images: cookbookImages) }
  }
}
