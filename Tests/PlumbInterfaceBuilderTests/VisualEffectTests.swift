import Foundation
import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// Interface Builder's visual effect views: `<blurEffect style="…"/>` becomes the view's blur, drawn over
/// what is behind it; styles Plumb does not know and vibrancy are warnings.
@Suite struct VisualEffectTests {

  private func effectView(_ id: String, effect: String) -> String {
    """
    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="20" y="100" width="200" height="100"/>
      <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)-content">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      </view>
      \(effect)
    </visualEffectView>
    """
  }

  @Test func blurEffectsBecomeTheViewsBlurAndTheRestAreWarnings() throws {
    let subviews = effectView("material", effect: #"<blurEffect style="systemThinMaterial"/>"#)
      + effectView("legacy", effect: #"<blurEffect style="light"/>"#)
      + effectView("odd", effect: #"<blurEffect style="frosted"/>"#)
      + effectView("vivid", effect: #"<vibrancyEffect><blurEffect style="dark"/></vibrancyEffect>"#)
    let imported = try importFirst(PlumbInterfaceBuilderTests.storyboard(subviews: subviews))
    #expect(node(imported.scene, "material")?.appearance.blurEffect == .systemThinMaterial)
    #expect(node(imported.scene, "legacy")?.appearance.blurEffect == .light)
    #expect(node(imported.scene, "odd")?.appearance.blurEffect == nil)
    let warnings = imported.warnings.map(\.message)
    #expect(warnings.contains { $0.contains("blur effect style 'frosted' not understood") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("vibrancy effect") }, "\(warnings)")
    // `plumb import` keeps the blur.
    let exported = IBSceneExporter(imported).json5(imagePaths: [:])
    #expect(exported.contains(#"blurEffect: "systemThinMaterial""#), "\(exported)")
  }
}
