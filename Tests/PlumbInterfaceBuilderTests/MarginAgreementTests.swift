import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// The layout margins Interface Builder lays views out with, where they are not written in the file:
/// a cell's content view before Xcode 9, a stack view whose Size inspector sets margins, and a
/// storyboard scene's own top-level views. Each is checked on an inline document with exact frames.
@Suite struct MarginAgreementTests {
  private func layout(_ scene: Layout.Scene) throws -> Layout.Result {
    try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
  }

  /// A XIB holding one top-level cell whose content view pins `v1` to its four margins.
  private func cellXIB(tools: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell1" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <rect key="frame" x="8" y="8" width="304" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="v1" firstAttribute="leading" secondItem="cv1" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="v1" firstAttribute="top" secondItem="cv1" secondAttribute="topMargin" id="c3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="v1" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """
  }

  @Test func upToXcode9Point0ACellsContentViewHasAPlainViewsEightPointMargins() throws {
    // iOS 10 and earlier: 8 on every side (the inaturalist cells of Xcode 7 and 8 are stored so); Xcode 9.0
    // (13196) too: RxDataSources' and FSPagerView's cells pinned to their margins are stored 8 in.
    let old = try layout(try importFirst(cellXIB(tools: "12121"), file: "inline.xib").scene)
    #expect(old["v1"]?.frame == Rect(x: 8, y: 8, width: 304, height: 44))
    let xcode9 = try layout(try importFirst(cellXIB(tools: "13196"), file: "inline.xib").scene)
    #expect(xcode9["v1"]?.frame == Rect(x: 8, y: 8, width: 304, height: 44))
    // Xcode 9.2 (13771, expanding-collection's cells) has the system margins.
    #expect(IBSceneBuilder.cellSideMargin(container: .controllerTable, tools: 13196, screenWidth: 375) == 8)
    #expect(IBSceneBuilder.cellSideMargin(container: .controllerTable, tools: 13771, screenWidth: 375) == 16)
    // From iOS 11 a top-level cell has UITableViewCell's 15 at the sides and 11 above and below.
    let new = try layout(try importFirst(cellXIB(tools: "17156"), file: "inline.xib").scene)
    #expect(new["v1"]?.frame == Rect(x: 15, y: 11, width: 290, height: 38))
    #expect(IBSceneBuilder.cellSideMargin(container: .controllerTable, tools: 10117, screenWidth: 414) == 8)
  }

  @Test func aStackWithLayoutMarginsArrangesItsViewsInsideThem() throws {
    func stack(margins: String) -> String {
      storyboard(subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
            <rect key="frame" x="0.0" y="100" width="393" height="44"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                    <rect key="frame" x="20" y="12" width="353" height="20"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h1"/></constraints>
                </view>
            </subviews>
            \(margins)
        </stackView>
        """, constraints: """
        <constraint firstItem="s1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="k1"/>
        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="k2"/>
        <constraint firstItem="s1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k3"/>
        """)
    }
    // The Size inspector's margins make the arrangement margins-relative: 12 above and below, 20 at the sides.
    let inset = try layout(try importFirst(stack(margins: """
      <directionalEdgeInsets key="directionalLayoutMargins" top="12" leading="20" bottom="12" trailing="20"/>
      """)).scene)
    #expect(inset["s1"]?.frame == Rect(x: 0, y: 100, width: 393, height: 44))
    #expect(inset["a1"]?.frame == Rect(x: 20, y: 112, width: 353, height: 20))
    // Without margins of its own the stack hugs its view, as UIKit's default (false) does.
    let plain = try layout(try importFirst(stack(margins: "")).scene)
    #expect(plain["s1"]?.frame == Rect(x: 0, y: 100, width: 393, height: 20))
    #expect(plain["a1"]?.frame == Rect(x: 0, y: 100, width: 393, height: 20))
  }

  @Test func aStoryboardScenesOwnTopLevelViewHasTheSystemMinimumSideMargins() throws {
    let view = """
      <view contentMode="scaleToFill" id="extra1">
          <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                  <rect key="frame" x="16" y="21" width="208" height="86"/>
                  <constraints><constraint firstAttribute="height" constant="86" id="h1"/></constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="v1" firstAttribute="leading" secondItem="extra1" secondAttribute="leadingMargin" id="m1"/>
              <constraint firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="m2"/>
              <constraint firstItem="v1" firstAttribute="centerY" secondItem="extra1" secondAttribute="centerY" id="m3"/>
          </constraints>
      </view>
      """
    let storyboardText = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes><scene sceneID="s1"><objects>
              <viewController id="vc1" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root1">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  </view>
              </viewController>
              \(view)
          </objects></scene></scenes>
      </document>
      """
    let document = try IBDocument.parse(bytes: Array(storyboardText.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .view })
    let inStoryboard = try layout(IBSceneBuilder(document: document, root: root).build().scene)
    #expect(inStoryboard["v1"]?.frame == Rect(x: 16, y: 21, width: 208, height: 86))
    // A XIB's top-level view keeps a plain UIView's 8.
    let xibText = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>\(view)</objects>
      </document>
      """
    let inXIB = try layout(try importFirst(xibText, file: "inline.xib").scene)
    #expect(inXIB["v1"]?.frame == Rect(x: 8, y: 21, width: 224, height: 86))
  }
}
