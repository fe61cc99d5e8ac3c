import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

@testable import PlumbInterfaceBuilder

/// A static table's section `headerTitle` and `footerTitle` are drawn as UIKit's default header and footer
/// views draw them, in the gaps Xcode left for them; an inset-grouped table's sections are rounded cards.
@Suite struct SectionTitlesTests {
  private static let footer = "Wi-Fi and Bluetooth stay on in Control Center when you turn them off there."

  private func cell(_ id: String, x: Double = 0, y: Double, width: Double = 393, accessory: String? = nil) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" \(accessory.map { "accessoryType=\"\($0)\" " } ?? "")indentationWidth="10" id="\(id)">
      <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
      </tableViewCellContentView>
    </tableViewCell>
    """
  }

  /// A table view controller with two static sections: "Network" (two rows, a footer) and one without titles.
  private func storyboard(style: String, cellX: Double = 0, cellWidth: Double = 393) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="tvc" title="Settings" sceneMemberID="viewController">
              <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections>
                  <tableViewSection headerTitle="Network" footerTitle="\(Self.footer)" id="sec1">
                    <cells>
                    \(cell("row1", x: cellX, y: 55.5, width: cellWidth, accessory: "disclosureIndicator"))
                    \(cell("row2", x: cellX, y: 99.5, width: cellWidth))
                    </cells>
                  </tableViewSection>
                  <tableViewSection headerTitle="" footerTitle=" " id="sec2">
                    <cells>
                    \(cell("row3", x: cellX, y: 230, width: cellWidth, accessory: "detailDisclosureButton"))
                    </cells>
                  </tableViewSection>
                </sections>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  private func imported(style: String, cellX: Double = 0, cellWidth: Double = 393) throws -> IBImportedScene {
    let document = try IBDocument.parse(bytes: Array(storyboard(style: style, cellX: cellX, cellWidth: cellWidth).utf8),
                                        file: "inline.storyboard")
    let root = try #require(document.roots.first { $0.kind == .viewController })
    return IBSceneBuilder(document: document, root: root).build()
  }

  private struct NotALabel: Error { var id: String }


  private func label(_ scene: Layout.Scene, _ id: String) throws -> Layout.Label {
    guard case .label(let label) = try #require(node(scene, id)).kind else { throw NotALabel(id: id) }
    return label
  }

  @Test func aGroupedHeaderIsFootnoteCapitalsAboveTheSectionAndItsFooterWrapsBelow() throws {
    let scene = try imported(style: "grouped").scene
    let header = try label(scene, "sec1.headerTitle")
    #expect(header.text == "NETWORK")
    #expect(header.font == .style(.footnote) && header.textColor == .system(.secondaryLabel))
    let footer = try label(scene, "sec1.footerTitle")
    #expect(footer.text == Self.footer && footer.font == .style(.footnote) && footer.numberOfLines == 0)
    // Empty and blank titles draw nothing.
    #expect(node(scene, "sec2.headerTitle") == nil && node(scene, "sec2.footerTitle") == nil)

    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let top = scene.canvas.safeArea.top
    // Aligned with the cells' text (the content view's leading margin, 20 on a 393-point phone), between
    // the side margins; the header's last line 7 points above the first row, the footer 8 below the last.
    let headerFrame = try #require(result["sec1.headerTitle"]?.frame)
    #expect(headerFrame.minX == 20 && headerFrame.width == 353)
    #expect(abs(headerFrame.maxY - (top + 55.5 - 7)) < 0.34)
    #expect(headerFrame.height > 12 && headerFrame.height < 20)
    let footerFrame = try #require(result["sec1.footerTitle"]?.frame)
    #expect(abs(footerFrame.minY - (top + 143.5 + 8)) < 0.34)
    // The footer is too long for one line at 353 points: it wraps onto two.
    #expect(footerFrame.height > 2 * headerFrame.height - 1)
    #expect(result["sec1.footerTitle"]?.label?.fit.isTruncated == false)
  }

  @Test func aPlainHeaderIsHeadlineTextInTheLabelColour() throws {
    let scene = try imported(style: "plain").scene
    let header = try label(scene, "sec1.headerTitle")
    #expect(header.text == "Network" && header.font == .style(.headline) && header.textColor == .system(.label))
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    let frame = try #require(result["sec1.headerTitle"]?.frame)
    #expect(abs(frame.maxY - (scene.canvas.safeArea.top + 55.5 - 5)) < 0.34)
  }

  @Test func titlesFollowTheLayoutDirectionAndDynamicType() throws {
    let scene = try imported(style: "grouped").scene
    var variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    variant.direction = .rightToLeft
    let rtl = try RenderSession(scene: scene).layout(variant)
    let mirrored = try #require(rtl["sec1.headerTitle"]?.frame)
    #expect(mirrored.minX == 20 && mirrored.maxX == 373)
    #expect(rtl["sec1.headerTitle"]?.label?.request.alignment == .right)
    variant.direction = .leftToRight
    let large = try #require(try RenderSession(scene: scene).layout(variant)["sec1.headerTitle"]?.frame)
    variant.type = .ax3
    let huge = try #require(try RenderSession(scene: scene).layout(variant)["sec1.headerTitle"]?.frame)
    #expect(huge.height > 1.5 * large.height)
  }

  @Test func anInsetGroupedSectionIsARoundedCard() throws {
    let scene = try imported(style: "insetGrouped", cellX: 20, cellWidth: 353).scene
    let first = try #require(node(scene, "row1")).appearance
    let last = try #require(node(scene, "row2")).appearance
    let single = try #require(node(scene, "row3")).appearance
    #expect(first.cornerRadius == 10 && first.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(last.cornerRadius == 10 && last.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(single.cornerRadius == 10 && single.maskedCorners == .all)
    // The header text lines up with the card's text: 20 (the table's inset) + 20 (the cell's margin).
    let variant = Layout.VariantAxes().matrix(canvas: scene.canvas)[0]
    let rendered = try RenderSession(scene: scene).render(variant)
    #expect(rendered.result["sec1.headerTitle"]?.frame.minX == 40)

    // In pixels (3×): the card's top-left corner shows the table's grey, its bottom-left (where the second
    // row continues it) the cell's white, and the second row's bottom corners are round again.
    let top = scene.canvas.safeArea.top
    func pixel(_ x: Double, _ y: Double) -> Bitmap.Pixel { rendered.bitmap.pixel(x: Int(x * 3), y: Int(y * 3)) }
    // The table's grey, left of the card, and the cell's white, inside it.
    let grey = pixel(5, top + 70), white = pixel(200, top + 70)
    #expect(grey != white)
    #expect(pixel(20.5, top + 56) == grey)
    #expect(pixel(20.5, top + 99) == white)
    #expect(pixel(20.5, top + 143) == grey)
    #expect(pixel(372.5, top + 143) == grey)
    #expect(pixel(40, top + 100) == white)
  }

  @Test func theImportKeepsTheTitlesAndTheRoundedCards() throws {
    let imported = try imported(style: "insetGrouped", cellX: 20, cellWidth: 353)
    let trip = try importRoundTrip(imported)
    #expect(trip.text.contains("maskedCorners: [\"layerMinXMinYCorner\", \"layerMaxXMinYCorner\"]"), "\(trip.text)")
    #expect(trip.text.contains("\"NETWORK\""))
    #expect(trip.samePixels)
  }

  @Test func accessoriesAreDrawnAtTheTrailingMargin() throws {
    let scene = try imported(style: "grouped").scene
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    // The disclosure chevron: 8 × 13.5, in tertiaryLabel, 20 points from the trailing edge, centred on the row.
    let row1 = try #require(result["row1"]?.frame), chevron = try #require(result["row1.accessory"])
    #expect(chevron.image?.systemName == "chevron.forward")
    #expect(chevron.tintColor == Color.system(.tertiaryLabel).resolved(style: .light, contrast: .normal))
    #expect(abs(chevron.frame.maxX - (393 - 20)) < 0.34 && abs(chevron.frame.midY - row1.midY) < 0.34)
    #expect(abs(chevron.frame.width - 8) < 0.34 && abs(chevron.frame.height - 13.5) < 0.34)
    // A detail disclosure button: the chevron outermost, the ⓘ in the tint 10 points before it.
    let info = try #require(result["row3.accessory2"])
    #expect(info.image?.systemName == "info.circle" && info.tintColor == Color.systemBlue.resolved(style: .light, contrast: .normal))
    #expect(abs(info.frame.maxX - (393 - 20 - 8 - 10)) < 0.34)
    #expect(result["row2.accessory"] == nil)
    // The cell as a root of its own shows the same accessory.
    let document = try IBDocument.parse(bytes: Array(storyboard(style: "grouped").utf8), file: "inline.storyboard")
    let cellRoot = try #require(document.roots.first { $0.id == "row1" })
    let alone = IBSceneBuilder(document: document, root: cellRoot).build().scene
    let own = try RenderSession(scene: alone).layout(Layout.VariantAxes().matrix(canvas: alone.canvas)[0])
    #expect(abs((own["row1.accessory"]?.frame.maxX ?? 0) - (393 - 20)) < 0.34)
  }

  @Test func symbolImageViewsAreDrawnWhenPlumbDrawsTheSymbol() throws {
    let views = """
      <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv1">
        <rect key="frame" x="20" y="100" width="17" height="22"/>
      </imageView>
      <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="figure.walk" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv2">
        <rect key="frame" x="60" y="100" width="17" height="22"/>
      </imageView>
      """
    let text = PlumbInterfaceBuilderTests.storyboard(subviews: views, constraints: """
      <constraint firstItem="iv1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="iv1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
      """).replacingOccurrences(of: "</scenes>", with: """
      </scenes>
      <resources>
        <image name="chevron.right" catalog="system" width="96" height="128"/>
        <image name="figure.walk" catalog="system" width="88" height="128"/>
      </resources>
      """)
    let imported = try importFirst(text)
    let images = imported.scene.allNodes.compactMap { node -> (String, Layout.Image)? in
      guard case .image(let image) = node.kind else { return nil }
      return (node.id, image)
    }
    #expect(images.map(\.1.systemName) == ["chevron.right", "figure.walk"])
    let warnings = imported.warnings.map(\.message)
    #expect(!warnings.contains { $0.contains("'chevron.right'") } && warnings.contains { $0.contains("SF Symbol 'figure.walk' is drawn as a placeholder") },
            "\(warnings)")
  }

  @Test func maskedCornersComeFromTheRuntimeAttribute() throws {
    func view(_ id: String, mask: String) -> String {
      """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="100" width="100" height="100"/>
        <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.maskedCorners"><integer key="value" value="\(mask)"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
      </view>
      """
    }
    let imported = try importFirst(PlumbInterfaceBuilderTests.storyboard(subviews: view("top", mask: "3") + view("odd", mask: "99")))
    #expect(node(imported.scene, "top")?.appearance.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    // Not a corner mask: every corner rounded, and a warning naming the attribute.
    #expect(node(imported.scene, "odd")?.appearance.maskedCorners == .all)
    #expect(imported.warnings.contains { $0.message.contains("layer.maskedCorners is not a corner mask") }, "\(imported.warnings)")
  }
}
