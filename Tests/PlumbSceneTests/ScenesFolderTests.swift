import Foundation
import PlumbLayout
import Testing

@testable import PlumbScene

/// Every scene in `Scenes/` loads without error, and the cookbook recipes are all there.
@Suite struct ScenesFolderTests {
  /// `Scenes/` of this package, found from this file's path.
  static let folder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Scenes").path
  }()

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".json5") }.sorted()
  }()

  static let cookbook = [
    "SimpleSingleView", "AdaptiveSingleView", "TwoEqualWidthViews", "TwoDifferentWidthViews", "TwoViewsWithComplexWidths",
    "SimpleLabelAndTextField", "DynamicHeightLabelAndTextField", "FixedHeightColumns", "DynamicHeightColumns",
    "TwoEqualWidthButtons", "ThreeEqualWidthButtons", "EqualWhiteSpace", "ButtonsSizeClass", "GroupingViews",
    "AspectFitImageView", "AspectRatioImageView", "SimpleStackView", "NestedStackViews", "DynamicStackView", "SizeClasses",
    "DynamicTextAndReadability",
  ]

  @Test func theFolderHasTheCookbookRecipes() {
    let names = Set(Self.files.map { SceneLoader.defaultName(for: $0) })
    #expect(Self.cookbook.filter { !names.contains($0) } == [])
  }

  @Test(arguments: files)
  func decodes(_ file: String) throws {
    let scene = try SceneLoader.load(path: Self.folder + "/" + file)
    #expect(scene.name == SceneLoader.defaultName(for: file))
    #expect(!scene.allNodes.isEmpty)
    #expect(scene.variants.matrix(canvas: scene.canvas).count >= 1)
  }

  @Test func simpleStackViewMatchesTheRecipe() throws {
    let scene = try SceneLoader.load(path: Self.folder + "/SimpleStackView.json")
    #expect(scene.canvas == Layout.Canvas(width: 375, height: .points(667), scale: 2, background: .white,
      safeArea: DirectionalInsets(top: 20)))
    #expect(scene.variants.width == [320, 375])
    guard case .stack(let stack) = scene.views[0].kind else { Issue.record("not a stack"); return }
    #expect(stack.axis == .vertical && stack.spacing == 8 && stack.arranged.map(\.id) == ["flowersLabel", "flowersImage", "editButton"])
    #expect(stack.arranged[1].hugging.vertical == 249 && stack.arranged[1].compression.vertical == 749)
    guard case .image(let image) = stack.arranged[1].kind else { Issue.record("not an image"); return }
    #expect(image.src?.hasSuffix("/Scenes/images/flowers.png") == true)
    #expect(constraintLines(scene) == [
      "stackView.leading == root.leadingMargin", "root.trailingMargin == stackView.trailing",
      "stackView.top == safeArea.top + 8", "safeArea.bottom == stackView.bottom + 8",
    ])
  }
}
