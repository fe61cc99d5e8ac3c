import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// UIKit behaviour the importer reproduces so that Plumb's frames agree with the ones Xcode stored
/// (each a general rule, checked on a small inline storyboard with exact frames).
@Suite struct AgreementTests {
  private func layout(_ text: String) throws -> Layout.Result {
    let imported = try importFirst(text)
    return try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
  }

  private let toolbar = """
    <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
      <rect key="frame" x="0.0" y="769" width="393" height="49"/>
      <items><barButtonItem title="Item" id="i1"/></items>
    </toolbar>
    """
  private let toolbarConstraints = """
    <constraint firstItem="t1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="k1"/>
    <constraint firstItem="t1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="k2"/>
    <constraint firstItem="safe1" firstAttribute="bottom" secondItem="t1" secondAttribute="bottom" id="k3"/>
    """

  @Test func toolbarIs49PointsOnHomeIndicatorPhonesAnd44Elsewhere() throws {
    let tall = try layout(storyboard(subviews: toolbar, constraints: toolbarConstraints))
    #expect(tall["t1"]?.frame == Rect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
    let classic = try layout(storyboard(device: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>",
                                        subviews: toolbar, constraints: toolbarConstraints)
      .replacingOccurrences(of: "width=\"393\" height=\"852\"", with: "width=\"375\" height=\"667\""))
    #expect(classic["t1"]?.frame == Rect(x: 0, y: 667 - 44, width: 375, height: 44))
  }

  @Test func emptyTextFieldIsOneLineOfItsFontTall() throws {
    func field(_ id: String, text: String) -> String {
      """
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(text) textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="100" width="353" height="23.333"/>
        <fontDescription key="fontDescription" type="system" pointSize="18"/>
      </textField>
      """
    }
    let result = try layout(storyboard(subviews: field("e1", text: "") + field("f1", text: "text=\"Tel\""), constraints: """
      <constraint firstItem="e1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="e1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="f1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c3"/>
      <constraint firstItem="f1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c4"/>
      """))
    // No text and no placeholder: no width of its own, but the line height of system 18 plus one point
    // (Xcode stores 23.33 for such a field), as tall as the same field with text.
    let empty = try #require(result["e1"]?.frame)
    let filled = try #require(result["f1"]?.frame)
    #expect(empty == Rect(x: 20, y: 100, width: 0, height: 23))
    #expect(empty.height == filled.height)
  }
}
