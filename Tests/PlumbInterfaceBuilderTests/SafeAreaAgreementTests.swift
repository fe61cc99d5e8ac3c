import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// The safe area Interface Builder simulates for a controller's view: its bars, read from the segues around
/// it, and the device's insets as the Xcode that wrote the file counts them (each checked on a small
/// inline storyboard against the insets Xcode's stored frames show).
@Suite struct SafeAreaAgreementTests {
  /// A view `v1` centred in the root's safe area: nothing in the file states where the safe area lies.
  private let centred = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
      <rect key="frame" x="146.5" y="400" width="100" height="50"/>
      <constraints>
        <constraint firstAttribute="width" constant="100" id="w1"/>
        <constraint firstAttribute="height" constant="50" id="h1"/>
      </constraints>
    </view>
    """
  private let centring = """
    <constraint firstItem="v1" firstAttribute="centerX" secondItem="safe1" secondAttribute="centerX" id="k1"/>
    <constraint firstItem="v1" firstAttribute="centerY" secondItem="safe1" secondAttribute="centerY" id="k2"/>
    """

  private func safeArea(_ text: String, root: Int = 0) throws -> DirectionalInsets {
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "inline.storyboard")
    return IBSceneBuilder(document: document, root: document.roots[root]).build().scene.canvas.safeArea
  }

  @Test func xcode16Point3CountsANotchedScreensInsetsTwice() throws {
    // Xcode 15 (22505): the sensor housing's 59 and the home indicator's 34 on an iPhone 15.
    let before = try safeArea(storyboard(tools: "22505", subviews: centred, constraints: centring))
    #expect(before.top == 59 && before.bottom == 34)
    // From toolsVersion 23727 the canvas adds them again (MSAL's, sentry's and DataDog's scenes: 2 × 59, 2 × 34).
    let after = try safeArea(storyboard(tools: "24765", subviews: centred, constraints: centring))
    #expect(after.top == 118 && after.bottom == 68)
    // A home-button phone has no such insets: its status bar is counted once.
    let classic = try safeArea(storyboard(tools: "24765", device: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>",
                                          subviews: centred, constraints: centring)
      .replacingOccurrences(of: "width=\"393\" height=\"852\"", with: "width=\"375\" height=\"667\""))
    #expect(classic.top == 20 && classic.bottom == 0)
  }

  @Test func aConstraintToTheRootsTopMarginStatesTheSafeArea() throws {
    // `v1.top == root.topMargin` with `v1` stored at y 96: the safe area's top is 96 (a controller's view has
    // no top margin of its own), whatever the device table says.
    let view = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
        <rect key="frame" x="0.0" y="96" width="393" height="50"/>
        <constraints><constraint firstAttribute="height" constant="50" id="h1"/></constraints>
      </view>
      """
    let pins = """
      <constraint firstItem="v1" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="k1"/>
      <constraint firstItem="v1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="k2"/>
      <constraint firstItem="v1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="k3"/>
      """
    #expect(try safeArea(storyboard(tools: "22505", subviews: view, constraints: pins)).top == 96)
  }

  /// A navigation controller (`largeTitles` or not) whose root pushes `vc1`, which has no navigation item;
  /// or a tab bar controller in a navigation controller with `vc1` as a tab.
  private func navigationStoryboard(largeTitles: Bool, asTab: Bool) -> String {
    let controller = storyboard(tools: "22505", device: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>",
                                subviews: centred, constraints: centring)
      .replacingOccurrences(of: "width=\"393\" height=\"852\"", with: "width=\"375\" height=\"667\"")
    let middle = asTab
      ? """
        <tabBarController id="tab1" sceneMemberID="viewController">
          <tabBar key="tabBar" contentMode="scaleToFill" id="tb1"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
          <connections><segue destination="vc1" kind="relationship" relationship="viewControllers" id="sg2"/></connections>
        </tabBarController>
        """
      : """
        <viewController id="list1" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="listRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
          <navigationItem key="navigationItem" title="List" id="ni1"/>
          <connections><segue destination="vc1" kind="show" id="sg2"/></connections>
        </viewController>
        """
    let navigation = """
      <scene sceneID="s0"><objects>
        <navigationController id="nav1" sceneMemberID="viewController">
          <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="nb1">
            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
          </navigationBar>
          <connections><segue destination="\(asTab ? "tab1" : "list1")" kind="relationship" relationship="rootViewController" id="sg1"/></connections>
        </navigationController>
        \(middle)
      </objects></scene>
      """
    return controller.replacingOccurrences(of: "<scenes>", with: "<scenes>" + navigation)
  }

  @Test func aPushedControllerShowsTheBarAndTheLargeTitleOfItsNavigationController() throws {
    // Iterable's sample apps: a controller without a navigation item pushed from a large-title list is
    // centred 116 points down (20 + 96); without large titles 64 (20 + 44).
    let large = navigationStoryboard(largeTitles: true, asTab: false)
    let document = try IBDocument.parse(bytes: Array(large.utf8), file: "inline.storyboard")
    let index = try #require(document.roots.firstIndex { $0.controllerID == "vc1" })
    #expect(try safeArea(large, root: index).top == 116)
    #expect(try safeArea(navigationStoryboard(largeTitles: false, asTab: false), root: index).top == 64)
  }

  @Test func aTabOfATabBarControllerInANavigationControllerShowsBothBars() throws {
    let text = navigationStoryboard(largeTitles: false, asTab: true)
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "inline.storyboard")
    let index = try #require(document.roots.firstIndex { $0.controllerID == "vc1" })
    let insets = try safeArea(text, root: index)
    #expect(insets.top == 64)
    #expect(insets.bottom == 0, "the tab bar is simulated only for a controller with a tab bar item")
  }

  @Test func xcode26GivesANestedTablesCellsTheWideScreensMargins() {
    #expect(IBSceneBuilder.cellSideMargin(container: .nestedTable, tools: 22154, screenWidth: 414) == 16)
    #expect(IBSceneBuilder.cellSideMargin(container: .nestedTable, tools: 24506, screenWidth: 414) == 20)
    #expect(IBSceneBuilder.cellSideMargin(container: .nestedTable, tools: 24506, screenWidth: 375) == 16)
  }

  @Test func theSameCanvasStoresSlidersThirtyFourHighAndTopLevelCellsSixteenIn() throws {
    // nRF Mesh's sliders (toolsVersion 23727, iPhone 11) and DataDog's (Xcode 26) are stored 34 high; a
    // home-button phone's slider of the same Xcode keeps UIKit's 31 (tinode).
    let slider = """
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl1">
        <rect key="frame" x="14" y="100" width="365" height="34"/>
      </slider>
      """
    let pins = """
      <constraint firstItem="sl1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="k1"/>
      <constraint firstItem="sl1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" constant="-16" id="k2"/>
      <constraint firstItem="sl1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k3"/>
      """
    func height(tools: String, device: String = "retina6_12") throws -> Double? {
      let text = storyboard(tools: tools, device: "<device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>",
                            subviews: slider, constraints: pins)
      let scene = try importFirst(text).scene
      return try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])["sl1"]?.frame.height
    }
    #expect(try height(tools: "22505") == 31)
    #expect(try height(tools: "23727") == 34)
    #expect(try height(tools: "24412") == 34)
    #expect(try height(tools: "23727", device: "retina5_5") == 31)
    #expect(IBSceneBuilder.cellSideMargin(container: .noTable, tools: 22154, screenWidth: 414) == 15)
    #expect(IBSceneBuilder.cellSideMargin(container: .noTable, tools: 23727, screenWidth: 414) == 16)
  }
}
