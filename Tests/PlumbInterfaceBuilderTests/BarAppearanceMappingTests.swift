import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// iOS 13's bar appearances and a navigation bar's title text attributes in Interface Builder files: on bars
/// placed in a view, and on a navigation controller's bar, which the simulated bars of its root and of the
/// controllers pushed from it show.
@Suite struct BarAppearanceMappingTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <navigationController id="navc" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <color key="tintColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textAttributes key="titleTextAttributes">
                                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </textAttributes>
                            <navigationBarAppearance key="standardAppearance">
                                <color key="backgroundColor" systemColor="systemIndigoColor"/>
                                <textAttributes key="titleTextAttributes">
                                    <color key="textColor" red="1" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </textAttributes>
                            </navigationBarAppearance>
                            <navigationBarAppearance key="scrollEdgeAppearance">
                                <color key="backgroundColor" systemColor="systemIndigoColor"/>
                                <color key="shadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </navigationBarAppearance>
                        </navigationBar>
                        <connections>
                            <segue destination="inbox" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s1">
                <objects>
                    <viewController id="inbox" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="inboxView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                                    <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                    <items>
                                        <barButtonItem title="Edit" id="e1"/>
                                    </items>
                                    <toolbarAppearance key="standardAppearance"/>
                                    <toolbarAppearance key="scrollEdgeAppearance"/>
                                </toolbar>
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
                        <navigationItem key="navigationItem" title="Inbox" id="n1"/>
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

  private func scene(_ rootID: String) throws -> Layout.Scene {
    let document = try IBDocument.parse(bytes: Array(Self.document.utf8), file: "Mail.storyboard")
    return IBSceneBuilder(document: document, root: try document.root(matching: rootID)).build().scene
  }

  private func navigationBar(_ scene: Layout.Scene) throws -> (Layout.Node, Layout.NavigationBar) {
    let node = try #require(scene.allNodes.first { $0.id.hasSuffix(".navigationBar") })
    guard case .control(.navigationBar(let bar)) = node.kind else { throw BarMappingTests.MappingFailure(id: node.id) }
    return (node, bar)
  }

  @Test func theNavigationControllersBarDressesItsRootAndThePushedControllers() throws {
    for root in ["inboxView", "messageView"] {
      let (node, bar) = try navigationBar(try scene(root))
      #expect(bar.titleColor == .white, "\(root)")
      let standard = try #require(bar.standardAppearance), edge = try #require(bar.scrollEdgeAppearance)
      #expect(standard.backgroundColor?.systemName == "systemIndigo" && standard.titleColor == Color(red: 1, green: 1, blue: 0))
      #expect(standard.shadowColor == Layout.BarAppearance.hairline, "a default appearance keeps UIKit's hairline")
      #expect(edge.shadowColor?.alpha == 0 && edge.titleColor == nil)
      // The bar's tint colour colours its items (the back button of the pushed one).
      #expect(node.appearance.tintColor == Color(hex: "#FF8000"), "\(root)")
    }
  }

  @Test func barsInAViewKeepTheirAppearances() throws {
    let tools = try #require(try scene("inboxView").allNodes.first { $0.id == "tools" })
    guard case .control(.toolbar(let toolbar)) = tools.kind else { throw BarMappingTests.MappingFailure(id: tools.id) }
    // Empty appearances are default ones: the material and the hairline, also at the scroll edge.
    #expect(toolbar.standardAppearance == Layout.BarAppearance() && toolbar.scrollEdgeAppearance == Layout.BarAppearance())
  }

  @Test func theImportWritesTheAppearancesAndDrawsTheSamePixels() throws {
    let document = try IBDocument.parse(bytes: Array(Self.document.utf8), file: "Mail.storyboard")
    let imported = IBSceneBuilder(document: document, root: try document.root(matching: "messageView")).build()
    let trip = try importRoundTrip(imported)
    #expect(trip.text.contains("titleTextAttributes: { foregroundColor: \"#FFFFFF\" }"), "\(trip.text)")
    #expect(trip.text.contains("standardAppearance: { configuration: \"default\", backgroundColor: \"systemIndigo\""), "\(trip.text)")
    #expect(trip.samePixels)
  }
}
