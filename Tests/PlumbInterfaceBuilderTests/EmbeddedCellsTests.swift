import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// A table view shows its static cells and prototypes where Xcode stored them, each laid out as its own
/// root is, so a table view controller renders its rows instead of an empty table.
@Suite struct EmbeddedCellsTests {
  private func cell(_ id: String, y: Double, label: String, text: String) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="\(id)">
      <rect key="frame" x="0.0" y="\(y)" width="393" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
            <rect key="frame" x="20" y="11" width="100" height="22"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-c1"/>
          <constraint firstItem="\(label)" firstAttribute="centerY" secondItem="\(id)-cv" secondAttribute="centerY" id="\(id)-c2"/>
        </constraints>
      </tableViewCellContentView>
    </tableViewCell>
    """
  }

  /// The controller's navigation item and simulated bar (none by default).
  private var navigation = ""

  private var storyboard: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="tvc" title="General" sceneMemberID="viewController">
              <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="18"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <sections>
                  <tableViewSection id="sec1">
                    <cells>
                    \(cell("row1", y: 18, label: "l1", text: "Wi-Fi"))
                    \(cell("row2", y: 62, label: "l2", text: "Bluetooth"))
                    </cells>
                  </tableViewSection>
                  <tableViewSection id="sec2">
                    <cells>
                    \(cell("row3", y: 142, label: "l3", text: "General"))
                    </cells>
                  </tableViewSection>
                </sections>
              </tableView>
              \(navigation)
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  @Test func staticCellsSitWhereXcodeStoredThemAndSpanTheTable() throws {
    let document = try IBDocument.parse(bytes: Array(storyboard.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    let imported = IBSceneBuilder(document: document, root: root).build()
    // The cells are compared in their own roots, not again in the table's (the header view is the table's).
    #expect(imported.views.map(\.id) == ["root", "hdr"])
    let scene = imported.scene
    let narrow = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    // The table's content starts below the status bar (UIKit adjusts the content inset by the safe area).
    let top = scene.canvas.safeArea.top
    #expect(top == 59)
    #expect(narrow["row1"]?.frame == Rect(x: 0, y: top + 18, width: 393, height: 44))
    #expect(narrow["row2"]?.frame == Rect(x: 0, y: top + 62, width: 393, height: 44))
    #expect(narrow["row3"]?.frame == Rect(x: 0, y: top + 142, width: 393, height: 44))
    // Inside a cell, as in the cell's own root: the label at the content view's leading margin (20 on a
    // 393-point phone), centred in the row.
    let cellRoot = try #require(document.roots.first { $0.id == "row3" })
    let alone = IBSceneBuilder(document: document, root: cellRoot).build()
    let own = try RenderSession(scene: alone.scene).layout(Layout.VariantAxes().matrix(canvas: alone.scene.canvas)[0])
    let inTable = try #require(narrow["l3"]?.frame)
    let inOwnRoot = try #require(own["l3"]?.frame)
    // (Within a pixel's rounding: both are laid out on the 3× grid, from different origins.)
    #expect(inTable.minX == inOwnRoot.minX)
    #expect(abs(inTable.width - inOwnRoot.width) < 0.34 && abs(inTable.height - inOwnRoot.height) < 0.34)
    #expect(abs(inTable.minY - (top + 142 + inOwnRoot.minY)) < 0.34)
    #expect(inOwnRoot.minX == 20)
    // At another width the rows follow the table.
    var wide = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    wide.width = 600
    let stretched = try RenderSession(scene: scene).layout(wide)
    #expect(stretched["row2"]?.frame == Rect(x: 0, y: top + 62, width: 600, height: 44))
  }

  @Test func groupedCellsAreWhiteWithHairlinesBetweenThemAndTheHeaderViewSitsAbove() throws {
    let document = try IBDocument.parse(bytes: Array(storyboard.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    let scene = IBSceneBuilder(document: document, root: root).build().scene
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let top = scene.canvas.safeArea.top
    #expect(result["hdr"]?.frame == Rect(x: 0, y: top, width: 393, height: 18))
    // One pixel (a third of a point on this 3× phone) at the bottom of the first row, from the content
    // view's leading margin (20) to the edge; none under a grouped section's last row.
    let line = try #require(result["row1.separator"]?.frame)
    #expect(abs(line.minX - 20) < 0.01 && abs(line.maxX - 393) < 0.01)
    #expect(abs(line.height - 1.0 / 3) < 0.01 && abs(line.maxY - (top + 62)) < 0.01)
    #expect(result["row2.separator"] == nil && result["row3.separator"] == nil)
    // Rows of a grouped table are drawn on secondarySystemGroupedBackground (white in light mode).
    let white = Color.system(.secondarySystemGroupedBackground).resolved(style: .light, contrast: .normal)
    #expect(result["row1"]?.appearance.background?.resolved(style: .light, contrast: .normal) == white)
    // The cell as a root of its own has the same background: dark grey in dark mode, not black.
    let cellRoot = try #require(document.roots.first { $0.id == "row1" })
    #expect(cellRoot.tableStyle == "grouped")
    let canvas = IBSceneBuilder(document: document, root: cellRoot).build().scene.canvas
    #expect(canvas.background == .system(.secondarySystemGroupedBackground))
    #expect(canvas.background?.resolved(style: .dark, contrast: .normal)
            != Color.systemBackground.resolved(style: .dark, contrast: .normal))
  }

  /// In a navigation controller the bar Interface Builder simulates is drawn, as a navigation bar in the 44
  /// points under the status bar: the title centred, a `done` item in semibold at the trailing margin; the
  /// rows start below it.
  @Test func theSimulatedNavigationBarShowsTheTitleAndItems() throws {
    var test = self
    test.navigation = """
      <navigationItem key="navigationItem" title="Settings" id="nav">
        <barButtonItem key="rightBarButtonItem" systemItem="done" id="doneItem"/>
        <barButtonItem key="leftBarButtonItem" image="gear" id="iconItem"/>
      </navigationItem>
      <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
      """
    let document = try IBDocument.parse(bytes: Array(test.storyboard.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    let scene = IBSceneBuilder(document: document, root: root).build().scene
    #expect(scene.canvas.safeArea.top == 59 + 44)
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let bar = try #require(result["tvc.navigationBar"])
    #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 44))
    let control = try #require(bar.control)
    guard case .navigationBar(let navigation) = control.control else { Issue.record("\(control.control.kindName)"); return }
    #expect(navigation.atScrollEdge && navigation.backItemTitle == nil)
    // Texts: the title, the left (image) item, the right item.
    #expect(control.texts.map(\.text) == ["Settings", "", "Done"])
    #expect(control.texts[0].font.weight == .semibold && control.texts[2].font.weight == .semibold)
    #expect(abs(control.textRects[0].midX - 393.0 / 2) < 0.5 && abs(control.textRects[0].midY - (59 + 22)) < 0.5)
    #expect(abs(control.textRects[2].maxX - (393 - 20)) < 0.01)
    // An image item whose image is not found keeps an icon's place at the leading margin, drawn empty.
    #expect(navigation.leftItems == [Layout.BarButtonItem(systemItem: .fixedSpace, width: 24)])
    #expect(control.textRects[1].minX == 20)
    #expect(abs((result["row1"]?.frame.minY ?? 0) - (59 + 44 + 18)) < 0.01)
  }

  /// A plain table draws a separator under every row, its section's last too, and for the empty rows
  /// below the last cell, one row height apart, down to its bottom.
  @Test func aPlainTableDrawsSeparatorsForItsEmptyRows() throws {
    let plain = storyboard.replacingOccurrences(of: "style=\"grouped\"", with: "style=\"plain\"")
    let document = try IBDocument.parse(bytes: Array(plain.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    let scene = IBSceneBuilder(document: document, root: root).build().scene
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let top = scene.canvas.safeArea.top
    #expect(result["row2.separator"] != nil && result["row3.separator"] != nil)
    // The last cell ends at 186 in the table's content; the table's rowHeight is -1 (automatic): 44.
    let first = try #require(result["root.emptyRow1"]?.frame)
    #expect(abs(first.maxY - (top + 186 + 44)) < 0.01 && abs(first.minX - 20) < 0.01)
    let count = result.views.filter { $0.id.hasPrefix("root.emptyRow") }.count
    #expect(count == Int((852 - 186) / 44))
    // Rows of a plain table are on systemBackground.
    #expect(scene.allNodes.first { $0.id == "row1" }?.appearance.background == .system(.systemBackground))
  }

  /// A table lays out at most `maxCells` of its cells (a hostile file's thousands would only cost time),
  /// with a warning, and none that Xcode stored below its bottom.
  @Test func aHugeTableLaysOutAtMostItsCap() throws {
    let count = IBSceneBuilder.maxCells + 5
    let cells = cell("below", y: 5000, label: "belowLabel", text: "Hidden")
      + (0..<count).map { cell("big\($0)", y: Double($0), label: "bigLabel\($0)", text: "Row") }.joined()
    let huge = storyboard.replacingOccurrences(of: cell("row3", y: 142, label: "l3", text: "General"), with: cells)
    let document = try IBDocument.parse(bytes: Array(huge.utf8), file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    let imported = IBSceneBuilder(document: document, root: root).build()
    let embedded = imported.scene.views.filter { $0.id.hasPrefix("row") || $0.id.hasPrefix("big") || $0.id == "below" }
    #expect(embedded.count == IBSceneBuilder.maxCells)
    #expect(imported.warnings.contains { $0.message.contains("only the first \(IBSceneBuilder.maxCells) cells are drawn") })
    #expect(!embedded.contains { $0.id == "below" })
  }
}
