import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// Before Xcode 12 a collection view cell's content view is `<view key="contentView">` without an id, and
/// the cell's constraints name its subviews. It used to be left out, so such a cell rendered empty.
@Suite struct LegacyCellContentViewTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line1" userLabel="Separator">
                            <rect key="frame" x="15" y="59" width="305" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1" id="h1"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title1">
                            <rect key="frame" x="15" y="20" width="42" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="line1" secondAttribute="bottom" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="line1" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="line1" firstAttribute="leading" secondItem="title1" secondAttribute="leading" id="c3"/>
                    <constraint firstItem="title1" firstAttribute="leading" secondItem="cell1" secondAttribute="leading" constant="15" id="c4"/>
                    <constraint firstItem="title1" firstAttribute="centerY" secondItem="cell1" secondAttribute="centerY" id="c5"/>
                </constraints>
            </collectionViewCell>
        </objects>
    </document>
    """

  @Test func theIdlessContentViewAndItsSubviewsAreLaidOut() throws {
    let imported = try importFirst(Self.xib, file: "inline.xib")
    #expect(!imported.warnings.contains { $0.message.contains("not a view or guide of this root") }, "\(imported.warnings)")
    #expect(imported.view("cell1.contentView")?.element == "collectionViewCellContentView")
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    #expect(result["cell1.contentView"]?.frame == Rect(x: 0, y: 0, width: 320, height: 60))
    #expect(result["line1"]?.frame == Rect(x: 15, y: 59, width: 305, height: 1))
    #expect(result["title1"]?.frame == Rect(x: 15, y: 20, width: 42, height: 20.5))
    let comparison = IBFrameComparison(imported: imported, result: result)
    #expect(comparison.entries.filter(\.isReliable).count == 2)
    #expect(comparison.differing(by: 0.5).isEmpty, "\(comparison.differing(by: 0.5).map(\.sentence))")
  }
}
