import Foundation
import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// The roots beside a controller's view (a collection view's section headers and footers, a navigation
/// controller's bar, a navigation item's title view), designables' intrinsic sizes, and the percent
/// spelling of a multiplier.
@Suite struct ExtraRootsTests {
  private func layout(_ document: IBDocument, _ query: String) throws -> (IBImportedScene, Layout.Result) {
    let imported = IBSceneBuilder(document: document, root: try document.root(matching: query)).build()
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    return (imported, result)
  }

  @Test func collectionSectionHeadersAndFootersAreRoots() throws {
    let document = try IBDocument.load(path: fixture("corpus/files/LoopKit__LoopKit/LoopKitUI__Resources__OverrideSelectionViewController.storyboard"))
    let supplementary = document.roots.filter { $0.kind == .supplementaryView }
    #expect(supplementary.map(\.id) == ["lWb-mS-6P2", "Gu1-c6-5YX"])
    #expect(supplementary.first?.name == "OverrideSelectionHeaderView")
    let (imported, _) = try layout(document, "lWb-mS-6P2")
    #expect(imported.scene.canvas.width == 375)
    #expect(imported.scene.canvas.height == .points(50))
  }

  @Test func aNavigationControllersBarIsARootAtItsStoredSize() throws {
    let document = try IBDocument.load(path: fixture("corpus/files/adafruit__Bluefruit_LE_Connect_v2/Bluefruit__Base.lproj__Main.storyboard"))
    let bar = try document.root(matching: "Pmd-2v-anx")
    #expect(bar.kind == .view)
    #expect(bar.name.hasPrefix("navigationBar of "))
    let (imported, result) = try layout(document, "Pmd-2v-anx")
    #expect(imported.scene.canvas.width == 375 && imported.scene.canvas.height == .points(44))
    // The bar is drawn inside the canvas, at its origin (Xcode stores it 44 points down the controller's screen).
    #expect(result["Pmd-2v-anx"]?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(imported.scene.allNodes.contains { if case .control(.navigationBar) = $0.kind { return true }; return false })
  }

  @Test func aTitleViewIsARootWithItsConstraints() throws {
    let document = try IBDocument.load(path: fixture("corpus/files/Ramotion__expanding-collection/DemoExpandingCollection__DemoExpandingCollection__Base.lproj__Main.storyboard"))
    let (imported, result) = try layout(document, "U0J-H7-fvX")
    #expect(imported.scene.canvas.width == 240)
    let comparison = IBFrameComparison(imported: imported, result: result)
    let image = try #require(comparison.entries.first { $0.record.id == "92b-RV-q6w" })
    #expect(image.isReliable)
    #expect(image.difference <= 1, "\(image.sentence)")
  }

  @Test func aDesignableViewTakesTheIntrinsicSizeXcodeComputed() throws {
    let view = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dsg" customClass="RatingView">
          <rect key="frame" x="20" y="100" width="120" height="24"/>
      </view>
      """
    let constraints = """
      <constraint firstItem="dsg" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="dsg" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      """
    let designables = "<designables><designable name=\"dsg\"><size key=\"intrinsicContentSize\" width=\"120\" height=\"24\"/></designable></designables></document>"
    let text = storyboard(subviews: view, constraints: constraints).replacingOccurrences(of: "</document>", with: designables)
    let imported = try importFirst(text)
    #expect(node(imported.scene, "dsg")?.intrinsic == Layout.IntrinsicSize(width: 120, height: 24))
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    #expect(result["dsg"]?.frame == Rect(x: 20, y: 100, width: 120, height: 24))
    // Without the designable record the view keeps the size Xcode stored (see StoredSizeAgreementTests);
    // with subviews of its own it has none.
    #expect(node(try importFirst(storyboard(subviews: view, constraints: constraints)).scene, "dsg")?.intrinsic
      == Layout.IntrinsicSize(width: 120, height: 24))
    let parent = view.replacingOccurrences(of: "</view>", with: "<subviews><view contentMode=\"scaleToFill\" id=\"in1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view></subviews></view>")
    #expect(node(try importFirst(storyboard(subviews: parent, constraints: constraints)).scene, "dsg")?.intrinsic == Layout.IntrinsicSize())
  }

  @Test func multipliersInEverySpelling() {
    #expect(IBGeometry.multiplier("75%") == 0.75)
    #expect(IBGeometry.multiplier(" 50 % ") == 0.5)
    #expect(IBGeometry.multiplier("2") == 2)
    #expect(IBGeometry.multiplier("16:9") == 16.0 / 9)
    #expect(IBGeometry.multiplier("1/3") == 1.0 / 3)
    #expect(IBGeometry.multiplier("%") == nil)
    #expect(IBGeometry.multiplier("x%") == nil)
  }
}
