import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

@testable import PlumbInterfaceBuilder

/// Toolbars, tab bars, navigation bars and search bars of a storyboard become Plumb's bar kinds with their
/// items, and `plumb import` writes them so that the scene file draws the same picture.
@Suite struct BarMappingTests {
  static let subviews = """
    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav1">
        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
        <items>
            <navigationItem title="Older" id="ni0"/>
            <navigationItem title="Mailboxes" id="ni1">
                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="bb1"/>
                <rightBarButtonItems>
                    <barButtonItem systemItem="compose" id="bb2"/>
                    <barButtonItem title="Sort" image="sort" catalog="system" id="bb3"/>
                </rightBarButtonItems>
            </navigationItem>
        </items>
    </navigationBar>
    <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="sb1">
        <rect key="frame" x="0.0" y="103" width="393" height="56"/>
        <textInputTraits key="textInputTraits"/>
    </searchBar>
    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb1">
        <rect key="frame" x="0.0" y="600" width="393" height="49"/>
        <items>
            <barButtonItem enabled="NO" title="Select" id="bb4"/>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="bb5"/>
            <barButtonItem style="plain" id="bb6">
                <view key="customView" contentMode="scaleToFill" id="cv1">
                    <rect key="frame" x="300" y="5" width="60" height="34"/>
                </view>
            </barButtonItem>
        </items>
    </toolbar>
    <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab1">
        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
        <items>
            <tabBarItem systemItem="favorites" id="ti1"/>
            <tabBarItem title="Inbox" badgeValue="3" id="ti2"/>
        </items>
        <connections>
            <outlet property="selectedItem" destination="ti2" id="o1"/>
        </connections>
    </tabBar>
    """
  static let constraints = """
    <constraint firstItem="nav1" firstAttribute="top" secondItem="safe1" secondAttribute="top" id="c1"/>
    <constraint firstItem="nav1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c2"/>
    <constraint firstAttribute="trailing" secondItem="nav1" secondAttribute="trailing" id="c3"/>
    <constraint firstItem="sb1" firstAttribute="top" secondItem="nav1" secondAttribute="bottom" id="c4"/>
    <constraint firstItem="sb1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c5"/>
    <constraint firstAttribute="trailing" secondItem="sb1" secondAttribute="trailing" id="c6"/>
    <constraint firstItem="tb1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="600" id="c7"/>
    <constraint firstItem="tb1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c8"/>
    <constraint firstAttribute="trailing" secondItem="tb1" secondAttribute="trailing" id="c9"/>
    <constraint firstItem="safe1" firstAttribute="bottom" secondItem="tab1" secondAttribute="bottom" id="c10"/>
    <constraint firstItem="tab1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c11"/>
    <constraint firstAttribute="trailing" secondItem="tab1" secondAttribute="trailing" id="c12"/>
    """

  func imported() throws -> IBImportedScene { try importFirst(storyboard(subviews: Self.subviews, constraints: Self.constraints)) }

  func control(_ scene: Layout.Scene, _ id: String) throws -> Layout.Control {
    let node = try #require(scene.allNodes.first { $0.id == id })
    guard case .control(let control) = node.kind else { throw MappingFailure(id: id) }
    return control
  }
  struct MappingFailure: Error { var id: String }

  @Test func barsMapWithTheirItems() throws {
    let imported = try imported()
    #expect(!imported.warnings.contains { $0.message.contains("no kind for them") }, "\(imported.warnings)")
    guard case .navigationBar(let nav) = try control(imported.scene, "nav1") else { throw MappingFailure(id: "nav1") }
    // The top (last) navigation item is shown; an SF Symbol item shows its symbol (not its title).
    #expect(nav.title == "Mailboxes")
    #expect(nav.leftItems.map(\.shownTitle) == ["Edit"])
    var symbol = Layout.BarButtonItem()
    symbol.systemImage = "sort"
    #expect(nav.rightItems == [Layout.BarButtonItem(systemItem: .compose), symbol])
    #expect(nav.rightItems[1].shownTitle == nil)
    guard case .searchBar(let search) = try control(imported.scene, "sb1") else { throw MappingFailure(id: "sb1") }
    #expect(search.placeholder == "Search" && search.searchBarStyle == .minimal)
    guard case .toolbar(let tools) = try control(imported.scene, "tb1") else { throw MappingFailure(id: "tb1") }
    #expect(tools.items[0].shownTitle == "Select" && !tools.items[0].isEnabled)
    // The custom view item keeps its stored width as a fixed space.
    #expect(tools.items[2] == Layout.BarButtonItem(systemItem: .fixedSpace, width: 60))
    guard case .tabBar(let tabs) = try control(imported.scene, "tab1") else { throw MappingFailure(id: "tab1") }
    #expect(tabs.items.map(\.shownTitle) == ["Favorites", "Inbox"] && tabs.items[1].badgeValue == "3")
    #expect(tabs.selectedIndex == 1)
    // The frames are Xcode's: bars keep UIKit's heights (a toolbar 49 on a phone with a home indicator).
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    let comparison = IBFrameComparison(imported: imported, result: result)
    #expect(comparison.differing(by: 0.5).isEmpty, "\(comparison.differing(by: 0.5).map(\.sentence))")
  }

  @Test func aBarReadsAtMostAHundredItems() throws {
    let items = (0..<150).map { "<barButtonItem title=\"I\($0)\" id=\"i\($0)\"/>" }.joined()
    let toolbar = """
      <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb1">
          <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
          <items>\(items)</items>
      </toolbar>
      """
    let imported = try importFirst(storyboard(subviews: toolbar))
    guard case .toolbar(let bar) = try control(imported.scene, "tb1") else { throw MappingFailure(id: "tb1") }
    #expect(bar.items.count == IBBars.maxItems && bar.items.last?.shownTitle == "I99")
  }

  @Test func theImportDrawsTheSameBars() throws {
    let imported = try imported()
    let trip = try importRoundTrip(imported)
    #expect(trip.text.contains("tabBar: "), "\(trip.text)")
    #expect(trip.text.contains("{ systemItem: \"fixedSpace\", width: 60 }"))
    #expect(trip.samePixels)
  }
}

/// The tab bar or toolbar Interface Builder simulates under a controller is drawn there, with the tab bar
/// controller's items (this controller's selected) or the controller's toolbar items.
@Suite struct SimulatedBottomBarTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            <color key="unselectedItemTintColor" systemColor="systemRedColor"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Home" id="t1"/>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="r3"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="firstView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Edit" id="e1"/>
                        </toolbarItems>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="second" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="secondView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="g2"/>
                        </view>
                        <tabBarItem key="tabBarItem" systemItem="search" id="t2"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func bar(_ rootID: String) throws -> (control: Layout.Control, frame: Rect) {
    let document = try IBDocument.parse(bytes: Array(Self.document.utf8), file: "Tabs.storyboard")
    let imported = IBSceneBuilder(document: document, root: try document.root(matching: rootID)).build()
    let node = try #require(imported.scene.allNodes.first { $0.id.hasSuffix(".tabBar") || $0.id.hasSuffix(".toolbar") })
    guard case .control(let control) = node.kind else { throw BarMappingTests.MappingFailure(id: node.id) }
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    return (control, result[node.id]!.frame)
  }

  @Test func aTabBarControllersChildShowsItsTabs() throws {
    let second = try bar("secondView")
    guard case .tabBar(let tabs) = second.control else { Issue.record("\(second.control.kindName)"); return }
    #expect(tabs.items.map(\.shownTitle) == ["Home", "Search"] && tabs.selectedIndex == 1)
    #expect(tabs.unselectedItemTintColor?.systemName == "systemRed")
    // From the safe area's bottom (49 above the home indicator's 34) to the screen's bottom.
    #expect(second.frame == Rect(x: 0, y: 852 - 83, width: 393, height: 83))
  }

  @Test func aToolbarShowsTheControllersToolbarItems() throws {
    let first = try bar("firstView")
    guard case .toolbar(let toolbar) = first.control else { Issue.record("\(first.control.kindName)"); return }
    #expect(toolbar.items.map(\.shownTitle) == ["Edit"])
    #expect(first.frame.maxY == 852 && first.frame.width == 393)
  }
}

/// A pushed controller's simulated navigation bar has a back button titled after the controller that
/// pushed it, and system items keep their icons.
@Suite struct SimulatedNavigationBarTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="inbox" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="inboxView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                    <rect key="frame" x="20" y="120" width="46" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="message" kind="show" id="push1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                        </view>
                        <navigationItem key="navigationItem" title="Inbox" id="n1">
                            <barButtonItem key="rightBarButtonItem" systemItem="compose" id="b1"/>
                        </navigationItem>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="message" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="messageView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="g2"/>
                        </view>
                        <navigationItem key="navigationItem" title="Message" id="n2"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func bar(_ rootID: String) throws -> Layout.NavigationBar {
    let document = try IBDocument.parse(bytes: Array(Self.document.utf8), file: "Mail.storyboard")
    let scene = IBSceneBuilder(document: document, root: try document.root(matching: rootID)).build().scene
    let node = try #require(scene.allNodes.first { $0.id.hasSuffix(".navigationBar") })
    guard case .control(.navigationBar(let bar)) = node.kind else { throw BarMappingTests.MappingFailure(id: node.id) }
    return bar
  }

  @Test func aPushedControllerHasABackButton() throws {
    let message = try bar("messageView")
    #expect(message.title == "Message" && message.backItemTitle == "Inbox" && message.atScrollEdge)
    let inbox = try bar("inboxView")
    #expect(inbox.backItemTitle == nil && inbox.rightItems == [Layout.BarButtonItem(systemItem: .compose)])
  }
}

/// Interface Builder's pickers: a picker view shows IB's sample cities, a date picker its stored date in its
/// mode and style (wheels before Xcode 12).
@Suite struct PickerMappingTests {
  static let subviews = """
    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pv1">
        <rect key="frame" x="0.0" y="100" width="393" height="216"/>
    </pickerView>
    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="dp1">
        <rect key="frame" x="0.0" y="316" width="393" height="216"/>
        <date key="date" timeIntervalSinceReferenceDate="190028460"/>
    </datePicker>
    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" translatesAutoresizingMaskIntoConstraints="NO" id="dp2">
        <rect key="frame" x="16" y="540" width="100" height="34"/>
    </datePicker>
    """
  static let constraints = """
    <constraint firstItem="pv1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c1"/>
    <constraint firstItem="pv1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c2"/>
    <constraint firstAttribute="trailing" secondItem="pv1" secondAttribute="trailing" id="c3"/>
    <constraint firstItem="dp1" firstAttribute="top" secondItem="pv1" secondAttribute="bottom" id="c4"/>
    <constraint firstItem="dp1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c5"/>
    <constraint firstAttribute="trailing" secondItem="dp1" secondAttribute="trailing" id="c6"/>
    <constraint firstItem="dp2" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="540" id="c7"/>
    <constraint firstItem="dp2" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="c8"/>
    """

  @Test func pickersMapAndImportAsDrawn() throws {
    let imported = try importFirst(storyboard(subviews: Self.subviews, constraints: Self.constraints))
    #expect(!imported.warnings.contains { $0.message.contains("no kind for them") }, "\(imported.warnings)")
    let nodes = Dictionary(uniqueKeysWithValues: imported.scene.allNodes.map { ($0.id, $0.kind) })
    guard case .control(.pickerView(let cities))? = nodes["pv1"], case .control(.datePicker(let day))? = nodes["dp1"],
          case .control(.datePicker(let time))? = nodes["dp2"] else { Issue.record("pickers not mapped"); return }
    #expect(cities.components[0][cities.selectedRow(inComponent: 0)] == "Cupertino")
    #expect(day.style == .wheels && day.datePickerMode == .date && day.date == .keynote)
    #expect(time.style == .compact && time.compactTexts == ["9:41 AM"])
    #expect(try importRoundTrip(imported, file: "Pickers.json5").samePixels)
  }
}
