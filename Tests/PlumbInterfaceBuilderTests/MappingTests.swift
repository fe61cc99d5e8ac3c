import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

@Suite struct MappingTests {
  private let views = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1"><rect key="frame" x="16" y="59" width="100" height="50"/></view>
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="16" y="120" width="50" height="50"/></view>
    """

  @Test func multipliersInEverySpellingAndOmittedFirstItem() throws {
    let imported = try importFirst(storyboard(subviews: views, constraints: """
      <constraint firstItem="a1" firstAttribute="width" secondItem="b1" secondAttribute="width" multiplier="0.5" id="c1"/>
      <constraint firstItem="a1" firstAttribute="height" secondItem="b1" secondAttribute="height" multiplier="4" id="c2"/>
      <constraint firstItem="a1" firstAttribute="width" secondItem="a1" secondAttribute="height" multiplier="16:9" id="c3"/>
      <constraint firstItem="b1" firstAttribute="width" secondItem="b1" secondAttribute="height" multiplier="1/4" id="c4"/>
      <constraint firstAttribute="trailing" secondItem="a1" secondAttribute="trailing" constant="20" id="c5"/>
      <constraint firstItem="a1" firstAttribute="top" secondItem="safe1" secondAttribute="top" relation="greaterThanOrEqual" priority="750" id="c6"/>
      <constraint firstItem="b1" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" placeholder="YES" id="c7"/>
      <constraint firstItem="b1" firstAttribute="baseline" secondItem="a1" secondAttribute="bottom" id="c8"/>
      """))
    #expect(ibConstraintLines(imported) == [
      "a1.width == 0.5 * b1.width", "a1.height == 4 * b1.height", "a1.width == 1.778 * a1.height",
      "b1.width == 0.25 * b1.height", "root.trailing == a1.trailing + 20", "a1.top >= safeArea.top @750",
      "b1.lastBaseline == a1.bottom",
    ])
  }

  @Test func sizeClassVariationsBecomeConditions() throws {
    let imported = try importFirst(storyboard(subviews: views, constraints: """
      <constraint firstItem="a1" firstAttribute="width" constant="10" id="w1"><variation key="widthClass=regular" constant="30"/></constraint>
      <constraint firstItem="b1" firstAttribute="width" constant="40" id="w2"/>
      <constraint firstItem="b1" firstAttribute="width" constant="60" id="w3"/>
      """, rootExtra: """
      <variation key="default"><mask key="constraints"><exclude reference="w3"/></mask></variation>
      <variation key="widthClass=regular"><mask key="constraints"><exclude reference="w2"/><include reference="w3"/></mask></variation>
      """))
    #expect(ibConstraintLines(imported) == [
      "a1.width == 10 when compact", "a1.width == 30 when regular", "b1.width == 40 when compact", "b1.width == 60 when regular",
    ])
  }

  @Test func canvasFromTheDeviceWithSafeAreaAndSystemMargins() throws {
    let imported = try importFirst(storyboard(subviews: views))
    let canvas = imported.scene.canvas
    #expect(canvas.width == 393 && canvas.height == .points(852) && canvas.scale == 3)
    #expect(canvas.safeArea == DirectionalInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    #expect(canvas.margins == DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    // Xcode 11–13 simulate no status bar on home-button phones; a root of another size keeps its stored size.
    let old = try importFirst(storyboard(tools: "15400", device: "<device id=\"retina4_7\" orientation=\"portrait\"/>", subviews: views)
      .replacingOccurrences(of: "width=\"393\" height=\"852\"", with: "width=\"320\" height=\"500\""))
    #expect(old.scene.canvas.safeArea.top == 0 && old.scene.canvas.width == 320 && old.scene.canvas.height == .points(500))
    #expect(old.scene.canvas.margins.leading == 16 && old.scene.canvas.scale == 2)
  }

  @Test func autoresizingAndFixedFrameViewsKeepTheirFrames() throws {
    let imported = try importFirst(storyboard(subviews: """
      <view contentMode="scaleToFill" id="r1"><rect key="frame" x="10" y="20" width="100" height="40"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" heightSizable="YES"/></view>
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f1"><rect key="frame" x="5" y="6" width="7" height="8"/></view>
      """))
    let lines = imported.scene.constraints.filter { $0.identifier == "autoresizing" }.map { c in
      "\(c.first) \(c.relation.rawValue) \(c.second.map { "\(formatPoints(c.multiplier)) * \($0)" } ?? "") + \(formatPoints(c.constant))"
    }
    #expect(lines == [
      "r1.width ==  + 100", "r1.right == 1 * root.right + -283", "r1.height == 1 * root.height + -812", "r1.top == 1 * root.top + 20",
      "f1.width ==  + 7", "f1.left == 1 * root.left + 5", "f1.height ==  + 8", "f1.top == 1 * root.top + 6",
    ])
    #expect(imported.view("r1")?.byAutoresizing == true && imported.view("f1")?.byAutoresizing == true)
  }

  @Test func layoutGuidesOldAndNew() throws {
    let imported = try importFirst(storyboard(tools: "10117", device: "", subviews: views, constraints: """
      <constraint firstItem="a1" firstAttribute="top" secondItem="top1" secondAttribute="bottom" constant="8" id="g1"/>
      <constraint firstItem="bottom1" firstAttribute="top" secondItem="b1" secondAttribute="bottom" id="g2"/>
      <constraint firstItem="b1" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="g3"/>
      """, controllerExtra: """
      <layoutGuides><viewControllerLayoutGuide type="top" id="top1"/><viewControllerLayoutGuide type="bottom" id="bottom1"/></layoutGuides>
      """))
    // Xcode 7: the stored 393-point canvas; the top bar is read back from a1 (stored at y 59, pinned 8
    // below the top layout guide: 51); root margins measured from the edges.
    #expect(imported.scene.canvas.safeArea.top == 51)
    #expect(ibConstraintLines(imported) == ["a1.top == top1.bottom + 8", "bottom1.top == b1.bottom", "b1.top == root.top"])
    let guides = imported.scene.constraints.filter { $0.identifier == "guide" }.map { "\($0.first) == \($0.second!)" }
    #expect(guides.contains("top1.bottom == safeArea.top") && guides.contains("bottom1.top == safeArea.bottom"))
  }

  @Test func labelsFontsAndColours() throws {
    let imported = try importFirst(storyboard(subviews: """
      <label text="Title" textAlignment="center" numberOfLines="0" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        <color key="textColor" systemColor="secondaryLabelColor"/>
        <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      <label text="Bold" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/><color key="textColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></label>
      <label text="Custom" translatesAutoresizingMaskIntoConstraints="NO" id="l3"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" name="Avenir-HeavyOblique" family="Avenir" pointSize="13"/><color key="textColor" name="Brand"/></label>
      """, rootExtra: "") .replacingOccurrences(of: "</scenes>", with: "</scenes><resources><namedColor name=\"Brand\"><color red=\"0\" green=\"0\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></namedColor></resources>"))
    let nodes = imported.scene.allNodes
    guard case .label(let title) = nodes[0].kind, case .label(let bold) = nodes[1].kind, case .label(let custom) = nodes[2].kind else {
      Issue.record("not labels"); return
    }
    #expect(title.font == .style(.headline) && title.numberOfLines == 0 && title.lineBreakMode == .byWordWrapping && title.textAlignment == .center)
    // secondaryLabelColor is UIKit's dynamic colour (light #3C3C4399, dark #EBEBF599).
    #expect(title.textColor == SystemColor.secondaryLabel.color)
    #expect(title.textColor.resolved(style: .light, contrast: .normal) == Color(red8: 60, green8: 60, blue8: 67, alpha8: 153))
    #expect(nodes[0].appearance.background == Color(red8: 255, green8: 128, blue8: 0))
    #expect(bold.font == .fixed(FontSpec(size: 20, weight: .bold)) && bold.textColor == Color(red8: 128, green8: 128, blue8: 128))
    #expect(custom.font == .fixed(FontSpec(family: "Avenir", size: 13, weight: .heavy, italic: true)) && custom.textColor == .blue)
  }

  @Test func stacksControlsAndRuntimeAttributes() throws {
    let imported = try importFirst(storyboard(subviews: """
      <stackView opaque="NO" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
        <rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews>
          <switch opaque="NO" contentHorizontalAlignment="center" on="YES" id="sw1"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
          <button opaque="NO" buttonType="system" id="bt1"><rect key="frame" x="0" y="39" width="46" height="30"/><state key="normal" title="Button"/></button>
        </subviews>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
      </stackView>
      """))
    let stackNode = imported.scene.views[0]
    guard case .stack(let stack) = stackNode.kind else { Issue.record("not a stack"); return }
    #expect(stack.axis == .vertical && stack.alignment == .leading && stack.spacing == 8 && stack.arranged.map(\.id) == ["sw1", "bt1"])
    guard case .control(.switch(let toggle)) = stack.arranged[0].kind, case .control(.button(let button)) = stack.arranged[1].kind else {
      Issue.record("not controls"); return
    }
    #expect(toggle.isOn && button.title == "Button" && button.type == .system && button.configuration == nil)
    #expect(stackNode.appearance.cornerRadius == 8 && stackNode.appearance.border?.width == 1.5)
    // Plumb reports control frames as UIKit does (outset from the alignment rect), so stored frames compare as they are.
    #expect(imported.view("sw1")?.storedAlignmentRect == Rect(x: 0, y: 0, width: 51, height: 31))
    #expect(!imported.warnings.contains { $0.message.contains("switch") })
  }

  @Test func unknownIdsAndElementsAreWarningsWithLines() throws {
    let imported = try importFirst(storyboard(subviews: views + """
      <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m1"><rect key="frame" x="0" y="0" width="10" height="10"/></wkWebView>
      """, constraints: """
      <constraint firstItem="a1" firstAttribute="width" secondItem="zz9" secondAttribute="width" id="x1"/>
      <constraint firstItem="a1" firstAttribute="sideways" constant="3" id="x2"/>
      """))
    let text = imported.warnings.map(\.description)
    #expect(text.contains { $0.hasPrefix("inline.storyboard:") && $0.contains("<wkWebView id=\"m1\">: <wkWebView> is drawn as a plain view") })
    #expect(text.contains { $0.contains("<constraint id=\"x1\">: constraint names 'zz9', which is not a view or guide of this root") })
    #expect(text.contains { $0.contains("constraint attribute 'sideways' is not understood") })
    #expect(ibConstraintLines(imported).isEmpty)
    // Every warning names a line.
    #expect(imported.warnings.allSatisfy { ($0.place.line ?? 0) > 0 })
  }
}
