import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// Views whose size nothing in the file states, which Interface Builder keeps where it drew them: a stack
/// view that arranges nothing, and a custom class's view that draws itself (no subviews). Each checked on a
/// small inline storyboard shaped like the corpus files that show it (JTAppleCalendar's empty stack in a
/// row of buttons, Cosmos' rating views centred under a label).
@Suite struct StoredSizeAgreementTests {
  private func layout(_ text: String, classMap: IBClassMap = IBClassMap()) throws -> Layout.Result {
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "inline.storyboard")
    let scene = IBSceneBuilder(document: document, root: document.roots[0], classMap: classMap).build().scene
    return try RenderSession(scene: scene).layout(Layout.VariantAxes().matrix(canvas: scene.canvas)[0])
  }

  @Test func aStackThatArrangesNothingKeepsItsStoredSize() throws {
    // A row: a 60 × 30 view, then an empty stack Xcode drew 123 × 50. The row is as tall as the empty stack
    // and as wide as both with the spacing (JTAppleCalendar: 426 wide, 50 high, where an empty stack of no
    // size gives 34).
    let row = """
      <stackView opaque="NO" contentMode="scaleToFill" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row">
        <rect key="frame" x="16" y="100" width="203" height="50"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="60" height="50"/>
            <constraints>
              <constraint firstAttribute="width" constant="60" id="bw"/>
              <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="bh"/>
            </constraints>
          </view>
          <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
            <rect key="frame" x="80" y="0.0" width="123" height="50"/>
          </stackView>
        </subviews>
      </stackView>
      """
    let pins = """
      <constraint firstItem="row" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="16" id="k1"/>
      <constraint firstItem="row" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
      """
    let result = try layout(storyboard(subviews: row, constraints: pins))
    #expect(result["empty"]?.frame == Rect(x: 96, y: 100, width: 123, height: 50))
    #expect(result["row"]?.frame == Rect(x: 16, y: 100, width: 203, height: 50))
    #expect(result["box"]?.frame.height == 50)
  }

  /// A `CosmosView` (a custom class with no subviews) stored 170 × 30, centred horizontally under the top.
  private let rating = """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="CosmosView" customModule="Cosmos">
      <rect key="frame" x="111.5" y="175" width="170" height="30"/>
    </view>
    """
  private let centring = """
    <constraint firstItem="stars" firstAttribute="centerX" secondItem="root1" secondAttribute="centerX" id="k1"/>
    <constraint firstItem="stars" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="175" id="k2"/>
    """

  @Test func aCustomViewThatDrawsItselfKeepsItsStoredSize() throws {
    // (x on the iPhone 15's third-of-a-point grid: 111.5 is drawn at 111.667.)
    let result = try layout(storyboard(subviews: rating, constraints: centring))
    #expect(result["stars"]?.frame == Rect(x: 335.0 / 3, y: 175, width: 170, height: 30))
    // Constraints still win: a required width of 100 gives 100.
    let sized = try layout(storyboard(subviews: rating.replacingOccurrences(
      of: "</view>", with: "<constraints><constraint firstAttribute=\"width\" constant=\"100\" id=\"w\"/></constraints></view>"),
      constraints: centring))
    #expect(sized["stars"]?.frame == Rect(x: 440.0 / 3, y: 175, width: 100, height: 30))
  }

  @Test func aClassMapEntryOrAPlainViewKeepsNoStoredSize() throws {
    // The class map says what the class is: its intrinsic size, not the stored one.
    let map = IBClassMap(entries: ["CosmosView": IBClassMap.Entry(intrinsicWidth: 80, intrinsicHeight: 16)])
    let mapped = try layout(storyboard(subviews: rating, constraints: centring), classMap: map)
    #expect(mapped["stars"]?.frame == Rect(x: 470.0 / 3, y: 175, width: 80, height: 16))
    // A plain UIView has no size of its own.
    let plain = try layout(storyboard(subviews: rating.replacingOccurrences(of: " customClass=\"CosmosView\" customModule=\"Cosmos\"", with: ""),
                                      constraints: centring))
    #expect(plain["stars"]?.frame.size == Size(width: 0, height: 0))
  }
}
