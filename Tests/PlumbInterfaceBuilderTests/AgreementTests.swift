import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// UIKit behaviour the importer reproduces so that Plumb's frames agree with the ones Xcode stored
/// (each a general rule, checked on a small inline storyboard with exact frames).
@Suite struct AgreementTests {
  private func layout(_ text: String) throws -> Layout.Result {
    try layout(try importFirst(text).scene)
  }

  /// A scene laid out at its own canvas (the first variant of its matrix).
  private func layout(_ scene: Layout.Scene) throws -> Layout.Result {
    try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
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

  @Test func aTopLevelStackViewArrangesItsSubviews() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="s1">
                  <rect key="frame" x="0.0" y="0.0" width="376" height="74"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                          <rect key="frame" x="0.0" y="0.0" width="150" height="74"/>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                          <rect key="frame" x="166" y="0.0" width="44" height="74"/>
                          <constraints><constraint firstAttribute="width" constant="44" id="w1"/></constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                          <rect key="frame" x="226" y="0.0" width="150" height="74"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="c1" firstAttribute="width" secondItem="a1" secondAttribute="width" id="e1"/>
                  </constraints>
              </stackView>
          </objects>
      </document>
      """
    let imported = try importFirst(xib, file: "inline.xib")
    let result = try layout(imported.scene)
    // The stack fills the canvas (376 × 74): 150 + 16 + 44 + 16 + 150, each view as tall as the stack.
    #expect(result["a1"]?.frame == Rect(x: 0, y: 0, width: 150, height: 74))
    #expect(result["b1"]?.frame == Rect(x: 166, y: 0, width: 44, height: 74))
    #expect(result["c1"]?.frame == Rect(x: 226, y: 0, width: 150, height: 74))
  }

  @Test func propertyVariationsOfTheCanvasSizeClassAndStandardStackSpacing() throws {
    // retina6_12 portrait is compact width, regular height: the stack's `axis` variation applies and its
    // `spacingType="standard"` is the system spacing, 8 points.
    let result = try layout(storyboard(subviews: """
      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
        <rect key="frame" x="0.0" y="59" width="393" height="758"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1"><rect key="frame" x="0.0" y="0.0" width="393" height="375.5"/></view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0.0" y="383.5" width="393" height="375.5"/></view>
        </subviews>
        <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
        <variation key="widthClass=regular" spacing="40"/>
      </stackView>
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <variation key="widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="34"/></variation>
      </label>
      """, constraints: """
      <constraint firstItem="s1" firstAttribute="top" secondItem="safe1" secondAttribute="top" id="c1"/>
      <constraint firstItem="s1" firstAttribute="bottom" secondItem="safe1" secondAttribute="bottom" constant="-1" id="c2"/>
      <constraint firstItem="s1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c3"/>
      <constraint firstItem="s1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="c4"/>
      <constraint firstItem="l1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c5"/>
      <constraint firstItem="l1" firstAttribute="top" secondItem="root1" secondAttribute="top" id="c6"/>
      """))
    // 758 points: two equal views 8 points apart, stacked vertically.
    #expect(result["a1"]?.frame == Rect(x: 0, y: 59, width: 393, height: 375))
    #expect(result["b1"]?.frame == Rect(x: 0, y: 442, width: 393, height: 375))
    // The compact-width font (34 pt) replaces the base one: the label is about twice as tall as 17 pt text.
    let label = try #require(result["l1"]?.frame)
    #expect(label.height > 40 && label.height < 42)
  }

  @Test func aSqueezedViewStopsAtZeroAndTheSqueezeGoesToItsNeighbour() throws {
    // 44 points for 12 + a (≥ 18 @751) + 4 + b (≥ 20 @750) + 12: b gives way first, but only down to zero
    // (Xcode stores no negative size); then a gives up the remaining 2 points.
    let result = try layout(storyboard(subviews: """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
        <rect key="frame" x="0.0" y="100" width="393" height="44"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1"><rect key="frame" x="20" y="12" width="100" height="16"/></view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="20" y="32" width="100" height="0.0"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="a1" firstAttribute="top" secondItem="c1" secondAttribute="top" constant="12" id="k1"/>
          <constraint firstItem="b1" firstAttribute="top" secondItem="a1" secondAttribute="bottom" constant="4" id="k2"/>
          <constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="12" id="k3"/>
          <constraint firstItem="a1" firstAttribute="leading" secondItem="c1" secondAttribute="leading" constant="20" id="k4"/>
          <constraint firstItem="b1" firstAttribute="leading" secondItem="c1" secondAttribute="leading" constant="20" id="k5"/>
          <constraint firstItem="a1" firstAttribute="width" constant="100" id="k6"/>
          <constraint firstItem="b1" firstAttribute="width" constant="100" id="k7"/>
          <constraint firstItem="a1" firstAttribute="height" relation="greaterThanOrEqual" constant="18" priority="751" id="k8"/>
          <constraint firstItem="b1" firstAttribute="height" relation="greaterThanOrEqual" constant="20" priority="750" id="k9"/>
          <constraint firstAttribute="height" constant="44" id="k10"/>
        </constraints>
      </view>
      """, constraints: """
      <constraint firstItem="c1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c1t"/>
      <constraint firstItem="c1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c1l"/>
      <constraint firstItem="c1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="c1r"/>
      """))
    #expect(result["a1"]?.frame == Rect(x: 20, y: 112, width: 100, height: 16))
    #expect(result["b1"]?.frame == Rect(x: 20, y: 132, width: 100, height: 0))
  }

  @Test func aTextViewThatDoesNotScrollIsAsBigAsItsText() throws {
    func textView(_ id: String, text: String, y: Int) -> String {
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" \(text) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="126" height="33"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textView>
      """
    }
    let result = try layout(storyboard(subviews: textView("t1", text: "text=\"Private comment\"", y: 100) + textView("e1", text: "", y: 200) + """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Private comment" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
        <rect key="frame" x="20" y="300" width="100" height="17"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </label>
      """, constraints: """
      <constraint firstItem="t1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="t1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="e1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c3"/>
      <constraint firstItem="e1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" constant="-20" id="c4"/>
      <constraint firstItem="e1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c5"/>
      <constraint firstItem="l1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c6"/>
      <constraint firstItem="l1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="300" id="c7"/>
      """))
    let label = try #require(result["l1"]?.frame)
    // Its text plus 5 points of line-fragment padding on each side and the 8-point inset above and below.
    #expect(result["t1"]?.frame == Rect(x: 20, y: 100, width: label.width + 10, height: label.height + 16))
    // Empty, it keeps one line of its font between the insets (Xcode stores 33 for system 14).
    #expect(result["e1"]?.frame == Rect(x: 20, y: 200, width: 353, height: 33))
  }

  @Test func aCellsContentViewFollowsTheCellAndKeepsTheAccessorysWidth() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="cell1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell1" id="cv1">
                      <rect key="frame" x="0.0" y="0.0" width="344" height="43.5"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                              <rect key="frame" x="15" y="11" width="321" height="22"/>
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
    var imported = try importFirst(xib, file: "inline.xib")
    let stored = try layout(imported.scene)
    #expect(stored["cv1"]?.frame == Rect(x: 0, y: 0, width: 344, height: 43.5))
    #expect(stored["v1"]?.frame == Rect(x: 15, y: 11, width: 321, height: 22))
    // In a wider table the content view grows with the cell; the accessory keeps its 31 points.
    imported.scene.canvas.width = 414
    let wide = try layout(imported.scene)
    #expect(wide["cv1"]?.frame == Rect(x: 0, y: 0, width: 383, height: 43.5))
    #expect(wide["v1"]?.frame == Rect(x: 15, y: 11, width: 360, height: 22))
  }

  @Test func aWrappingLabelIsFirstMeasuredAtItsStoredWidth() throws {
    // Esri's progress XIB: a 4-line headline label in a centre-aligned stack inside a blur view at most 300
    // wide. UIKit first wraps it at the width it was loaded with (its stored 206.5): two lines. Measured on one
    // unbroken line first (335 points, over the cap), the label shrank pass after pass to 14 points.
    let file = fixture("corpus/files/Esri__arcgis-runtime-samples-ios/arcgis-ios-sdk-samples__Content Display Logic__Controllers__Progress View Controller__ProgressViewController.xib")
    let document = try IBDocument.load(path: file)
    let imported = IBSceneBuilder(document: document, root: document.roots[0]).build()
    func find(_ id: String, in nodes: [Layout.Node]) -> Layout.Node? {
      for node in nodes {
        if node.id == id { return node }
        var children = node.subviews
        if case .stack(let stack) = node.kind { children += stack.arranged }
        if let found = find(id, in: children) { return found }
      }
      return nil
    }
    let label = try #require(find("XQR-fN-MRY", in: imported.scene.views))
    guard case .label(let text) = label.kind else { Issue.record("not a label: \(label.id)"); return }
    #expect(text.widthBeforeLayout == 206.5)
    let result = try layout(imported.scene)
    let frame = try #require(result["XQR-fN-MRY"]?.frame)
    #expect(abs(frame.width - 206.5) <= 1 && frame.width <= 206.5, "\(frame)")
    #expect(abs(frame.height - 42.5) <= 2, "\(frame)")
    #expect(result.diagnostics.truncatedLabels.isEmpty)
  }

  /// A storyboard on a 414-point phone whose controller's view is a table (`asRoot`) or holds one, with one
  /// prototype cell whose view `v1` is pinned to the content view's leading and trailing margins.
  private func tableStoryboard(asRoot: Bool) -> String {
    let cell = """
      <prototypes>
          <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="c" id="cell1">
              <rect key="frame" x="0.0" y="50" width="414" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell1" id="cv1">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                          <rect key="frame" x="16" y="11" width="382" height="22"/>
                          <constraints><constraint firstAttribute="height" constant="22" id="h1"/></constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="v1" firstAttribute="leading" secondItem="cv1" secondAttribute="leadingMargin" id="c1"/>
                      <constraint firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="c2"/>
                      <constraint firstItem="v1" firstAttribute="top" secondItem="cv1" secondAttribute="topMargin" id="c3"/>
                  </constraints>
              </tableViewCellContentView>
          </tableViewCell>
      </prototypes>
      """
    let table = asRoot
      ? "<tableView key=\"view\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" dataMode=\"prototypes\" style=\"plain\" rowHeight=\"44\" id=\"root1\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"736\"/>\(cell)</tableView>"
      : """
        <view key="view" contentMode="scaleToFill" id="root1">
            <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="0.0" y="50" width="414" height="686"/>
                    \(cell)
                </tableView>
            </subviews>
        </view>
        """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina5_5" orientation="portrait" appearance="light"/>
          <scenes><scene sceneID="s1"><objects>
              <\(asRoot ? "tableViewController" : "viewController") id="vc1" sceneMemberID="viewController">\(table)</\(asRoot ? "tableViewController" : "viewController")>
          </objects></scene></scenes>
      </document>
      """
  }

  @Test func aCellsSideMarginsFollowItsTable() throws {
    // A table that is its controller's view takes the controller's system minimum margins (20 on a 414-point
    // phone); a table inside another view keeps UITableView's own 16 (Xcode stores both so).
    func cellLayout(asRoot: Bool) throws -> Layout.Result {
      let document = try IBDocument.parse(bytes: Array(tableStoryboard(asRoot: asRoot).utf8), file: "inline.storyboard")
      let root = try #require(document.roots.first { $0.kind == .tableViewCell })
      #expect(root.cellContainer == (asRoot ? .controllerTable : .nestedTable))
      let scene = IBSceneBuilder(document: document, root: root).build().scene
      return try layout(scene)
    }
    #expect(try cellLayout(asRoot: true)["v1"]?.frame == Rect(x: 20, y: 11, width: 374, height: 22))
    #expect(try cellLayout(asRoot: false)["v1"]?.frame == Rect(x: 16, y: 11, width: 382, height: 22))
    // A XIB's top-level cell keeps UITableViewCell's own 15 (before Xcode 9: see MarginAgreementTests).
    #expect(IBSceneBuilder.cellSideMargin(container: .noTable, tools: 16097, screenWidth: 375) == 15)
    #expect(IBSceneBuilder.cellSideMargin(container: .nestedTable, tools: 22154, screenWidth: 1024) == 20)
  }

  @Test func aStandaloneNavigationBarIs54PointsFromXcode26And44Before() throws {
    let bar = """
      <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="n1">
        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
        <items><navigationItem title="Title" id="ni1"/></items>
      </navigationBar>
      """
    let pins = """
      <constraint firstItem="n1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="k1"/>
      <constraint firstItem="n1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="k2"/>
      <constraint firstItem="n1" firstAttribute="top" secondItem="safe1" secondAttribute="top" id="k3"/>
      """
    let old = try layout(storyboard(tools: "22505", subviews: bar, constraints: pins))
    #expect(old["n1"]?.frame == Rect(x: 0, y: 59, width: 393, height: 44))
    let new = try layout(storyboard(tools: "24506", subviews: bar.replacingOccurrences(of: "height=\"44\"", with: "height=\"54\""), constraints: pins))
    #expect(new["n1"]?.frame == Rect(x: 0, y: 59, width: 393, height: 54))
  }
  /// San Francisco's widths (PlumbGraphics `SanFranciscoMetrics.widthAdjustment`): semibold and bold
  /// set wider than Inter's weights, sizes from 21 pt in SF's narrower Display size. Each label is one
  /// Xcode stored at @2x ("Delete tracks after:" headline 152.5 in GoMap, "Recommended Basal" bold 15
  /// 153 in Loop, "Style" system 22 48 in SVProgressHUD; Plumb had 149.5, 149.5 and 51.5); laid out
  /// here at @3x, Plumb's widths are within two thirds of a point of Xcode's.
  @Test func systemFontWeightsAndDisplaySizesTakeSanFranciscosWidths() throws {
    func label(_ id: String, _ text: String, _ font: String, y: Int) -> String {
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="100" height="20"/>
        \(font)
      </label>
      """
    }
    func pins(_ id: String, y: Int) -> String {
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="\(id)x"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="\(y)" id="\(id)y"/>
      """
    }
    let labels = [
      ("h1", "Delete tracks after:", "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>", 100),
      ("b1", "Recommended Basal", "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"15\"/>", 200),
      ("d1", "Style", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"22\"/>", 300),
    ]
    let result = try layout(storyboard(subviews: labels.map { label($0.0, $0.1, $0.2, y: $0.3) }.joined(),
                                       constraints: labels.map { pins($0.0, y: $0.3) }.joined()))
    let widths = labels.map { result[$0.0]?.frame.width ?? 0 }
    // In pixels of the @3x canvas (frames are whole pixels).
    let pixels = widths.map { $0 * 3 }
    #expect(pixels.map { $0.rounded() } == [457, 461, 146])
    #expect(pixels.allSatisfy { abs($0 - $0.rounded()) < 1e-9 })
    let xcode: [Double] = [152.5, 153, 48]
    for (width, stored) in zip(widths, xcode) { #expect(abs(width - stored) <= 2.0 / 3 + 1e-9) }
  }
  /// An arranged view without `translatesAutoresizingMaskIntoConstraints="NO"` is laid out by its stack
  /// (UIStackView turns the mask off), but Interface Builder keeps the frame it was drawn with, so the
  /// comparison does not count it (it says why); its sibling with the flag off is counted.
  @Test func anArrangedViewWithAnAutoresizingMaskIsStackedButNotCompared() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
        <rect key="frame" x="20" y="100" width="300" height="40"/>
        <subviews>
          <view contentMode="scaleToFill" id="drawn">
            <rect key="frame" x="0.0" y="0.0" width="241" height="20"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="laid">
            <rect key="frame" x="0.0" y="20" width="300" height="20"/>
          </view>
        </subviews>
      </stackView>
      """
    let imported = try importFirst(storyboard(subviews: stack, constraints: """
      <constraint firstItem="s1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="s1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="s1" firstAttribute="width" constant="300" id="c3"/>
      <constraint firstItem="drawn" firstAttribute="height" constant="20" id="c4"/>
      <constraint firstItem="laid" firstAttribute="height" constant="20" id="c5"/>
      """))
    let result = try layout(imported.scene)
    #expect(result["drawn"]?.frame == Rect(x: 20, y: 100, width: 300, height: 20))
    #expect(result["laid"]?.frame == Rect(x: 20, y: 120, width: 300, height: 20))
    let entries = IBFrameComparison(imported: imported, result: result).entries
    let drawn = try #require(entries.first { $0.record.id == "drawn" })
    let laid = try #require(entries.first { $0.record.id == "laid" })
    #expect(drawn.exclusion == "arranged autoresizing" && !drawn.isReliable)
    #expect(drawn.sentence.hasSuffix("— an arranged view with an autoresizing mask (Xcode keeps its drawn frame)"))
    #expect(laid.exclusion == nil && laid.isReliable && laid.difference == 0)
  }

  @Test func aViewNoConstraintNamesIsPlacedAsUIKitDoesButNotCompared() throws {
    // `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint: UIKit leaves it at the origin with its
    // intrinsic size; Interface Builder keeps the frame it was drawn with, so that frame is not its answer.
    let views = """
      <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
        <rect key="frame" x="310" y="6.5" width="49" height="31"/>
      </switch>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
        <rect key="frame" x="20" y="100" width="50" height="50"/>
      </view>
      """
    let imported = try importFirst(storyboard(subviews: views, constraints: """
      <constraint firstItem="pinned" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="pinned" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="pinned" firstAttribute="width" constant="50" id="c3"/>
      <constraint firstItem="pinned" firstAttribute="height" constant="50" id="c4"/>
      """))
    let result = try layout(imported.scene)
    #expect(result["loose"]?.frame.origin == Point(x: 0, y: 0))
    let entries = IBFrameComparison(imported: imported, result: result).entries
    let loose = try #require(entries.first { $0.record.id == "loose" })
    let pinned = try #require(entries.first { $0.record.id == "pinned" })
    #expect(loose.exclusion == "unconstrained" && loose.sentence.hasSuffix("— no constraint places it (Xcode keeps its drawn frame)"))
    #expect(pinned.exclusion == nil && pinned.difference == 0)
  }

  @Test func systemSymbolsAreSizedToTheirPointSizeNotTheirRecordedShape() throws {
    // `<resources>` records a symbol's shape with its larger side at 128; UIKit draws it to sit with text.
    let trash = IBSymbols.size(recorded: Size(width: 117, height: 128), pointSize: 17, scale: nil)
    #expect(abs(trash.height - 21.59) < 0.01 && abs(trash.width - 19.73) < 0.01)
    #expect(IBSymbols.size(recorded: Size(width: 128, height: 90), pointSize: 17, scale: "large").width
      == IBSymbols.size(recorded: Size(width: 128, height: 90), pointSize: 17, scale: nil).width * 1.29)
    // tinode's mute button: a speaker symbol, at least 44 wide — 44, not the recorded 128.
    let views = """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="mute">
        <rect key="frame" x="20" y="100" width="44" height="44"/>
        <constraints>
          <constraint firstAttribute="height" constant="44" id="h1"/>
          <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="w1"/>
        </constraints>
        <state key="normal" image="speaker.fill" catalog="system"/>
      </button>
      <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="trash" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="bin">
        <rect key="frame" x="20" y="200" width="20.5" height="22"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="18" scale="medium" weight="regular"/>
      </imageView>
      """
    var text = storyboard(subviews: views, constraints: """
      <constraint firstItem="mute" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="mute" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="bin" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c3"/>
      <constraint firstItem="bin" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c4"/>
      """)
    text = text.replacingOccurrences(of: "  </scenes>", with: """
        </scenes>
        <resources>
            <image name="speaker.fill" catalog="system" width="128" height="90"/>
            <image name="trash" catalog="system" width="117" height="128"/>
        </resources>
      """)
    let imported = try importFirst(text)
    let result = try layout(imported.scene)
    #expect(result["mute"]?.frame == Rect(x: 20, y: 100, width: 44, height: 44))
    let bin = try #require(result["bin"]?.frame)
    #expect(abs(bin.height - 22.86) < 0.5 && abs(bin.width - 20.9) < 0.5, "\(bin)")
  }

  @Test func aConfiguredButtonShowsTheConfigurationsTitleNotAStateTitle() throws {
    // GoMap's trash buttons: `<state title="Button">` left beside an image-only configuration; Xcode lays
    // them out by the image (48 × 34), so the state's title is not drawn.
    let views = """
      <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
        <rect key="frame" x="20" y="100" width="48" height="34"/>
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
      </button>
      <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
        <rect key="frame" x="20" y="200" width="75" height="35"/>
        <state key="normal" title="Old"/>
        <buttonConfiguration key="configuration" style="plain" title="New"/>
      </button>
      """
    let imported = try importFirst(storyboard(subviews: views))
    let titles = imported.scene.views.compactMap { node -> String?? in
      if case .control(.button(let button)) = node.kind { return .some(button.title) } else { return nil }
    }
    #expect(titles == [nil, "New"])
  }
}
