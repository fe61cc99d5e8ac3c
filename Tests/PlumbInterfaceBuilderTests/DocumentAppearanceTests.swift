import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// A document saved in dark (`<device … appearance="dark"/>`) is drawn dark, its default-coloured text in
/// UIKit's `label` colour; a scrolling text view draws its text.
@Suite struct DocumentAppearanceTests {
  private let label = """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
      <rect key="frame" x="20" y="100" width="40" height="20.5"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
      <nil key="textColor"/>
      <nil key="highlightedColor"/>
    </label>
    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes:" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
      <rect key="frame" x="20" y="200" width="200" height="100"/>
      <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </textView>
    """
  private let constraints = """
    <constraint firstItem="l1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c1"/>
    <constraint firstItem="l1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c2"/>
    <constraint firstItem="t1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="c3"/>
    <constraint firstItem="t1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c4"/>
    <constraint firstItem="t1" firstAttribute="width" constant="200" id="c5"/>
    <constraint firstItem="t1" firstAttribute="height" constant="100" id="c6"/>
    """

  private func imported(appearance: String) throws -> IBImportedScene {
    try importFirst(storyboard(device: "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"\(appearance)\"/>",
                               subviews: label, constraints: constraints))
  }

  @Test func aDarkDocumentIsDrawnDarkWithLabelColouredText() throws {
    let dark = try imported(appearance: "dark")
    #expect(dark.scene.variants.appearance == [.dark])
    #expect(try imported(appearance: "light").scene.variants.appearance.isEmpty)
    let variant = dark.scene.variants.matrix(canvas: dark.scene.canvas)[0]
    #expect(variant.appearance == .dark)
    // The label's default colour is UIKit's `label`: white on the dark background, black in light.
    let session = try RenderSession(scene: dark.scene)
    let white = Color.label.resolved(style: .dark, contrast: .normal), black = Color.label.resolved(style: .light, contrast: .normal)
    #expect(white != black)
    let inDark = try #require(session.layout(variant)["l1"]?.label?.textColor)
    #expect(inDark.resolved(style: .dark, contrast: .normal) == white)
    var light = variant
    light.appearance = .light
    let inLight = try #require(session.layout(light)["l1"]?.label?.textColor)
    #expect(inLight.resolved(style: .light, contrast: .normal) == black)
  }

  @Test func aScrollingTextViewIsATextViewWithItsText() throws {
    let scene = try imported(appearance: "light").scene
    let node = try #require(scene.allNodes.first { $0.id == "t1" })
    guard case .control(.textView(let view)) = node.kind else {
      Issue.record("t1 is \(node.kind.name), not a text view")
      return
    }
    #expect(view.text == "Notes:" && view.isScrollEnabled)
    // Scrolling: no intrinsic size, so its constraints alone size it.
    let result = try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
    #expect(result["t1"]?.frame == Rect(x: 20, y: 200, width: 200, height: 100))
  }

  @Test func theImportKeepsTheAppearanceAndTheTextViewsScrolling() throws {
    let dark = try imported(appearance: "dark")
    let text = IBSceneExporter(dark).json5(imagePaths: [:])
    #expect(text.contains("variants: { appearance: [\"dark\"] }"))
    let fixed = try importFirst(storyboard(subviews: label.replacingOccurrences(of: "textAlignment=\"natural\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"t1\"",
                                                                              with: "textAlignment=\"natural\" scrollEnabled=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"t1\""),
                                           constraints: constraints))
    #expect(IBSceneExporter(fixed).json5(imagePaths: [:]).contains("isScrollEnabled: false"))
  }
}
