import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset` and `layer.shadowColor` runtime
/// attributes (as tinode's SendMessageBar.xib sets them) become the view's layer shadow, with Core
/// Animation's defaults for what the file leaves out, and survive `plumb import`.
@Suite struct LayerShadowTests {
  private func view(_ id: String, y: Int, attributes: String) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="40" y="\(y)" width="120" height="60"/>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="16"/></userDefinedRuntimeAttribute>
        \(attributes)
      </userDefinedRuntimeAttributes>
    </view>
    """
  }

  private var document: String {
    let full = """
      <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="0.25"/></userDefinedRuntimeAttribute>
      <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
      <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="0.0" height="4"/></userDefinedRuntimeAttribute>
      <userDefinedRuntimeAttribute type="color" keyPath="layer.shadowColor"><color key="value" red="0.2" green="0.1" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
      """
    let opacityOnly = #"<userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="3"/></userDefinedRuntimeAttribute>"#
    let badOffset = #"<userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="0.5"/></userDefinedRuntimeAttribute><userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOffset"><integer key="value" value="4"/></userDefinedRuntimeAttribute>"#
    let radiusOnly = #"<userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius"><integer key="value" value="9"/></userDefinedRuntimeAttribute>"#
    let constraints = ["full": 100, "opacityOnly": 200, "badOffset": 300, "radiusOnly": 400].map { id, y in
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="40" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
      <constraint firstItem="\(id)" firstAttribute="width" constant="120" id="\(id)-w"/>
      <constraint firstItem="\(id)" firstAttribute="height" constant="60" id="\(id)-h"/>
      """
    }.joined()
    return storyboard(subviews: view("full", y: 100, attributes: full) + view("opacityOnly", y: 200, attributes: opacityOnly)
                        + view("badOffset", y: 300, attributes: badOffset) + view("radiusOnly", y: 400, attributes: radiusOnly),
                      constraints: constraints)
  }

  @Test func runtimeAttributesMakeTheLayersShadow() throws {
    let imported = try importFirst(document)
    let full = try #require(node(imported.scene, "full")?.appearance.shadow)
    #expect(full.opacity == 0.25 && full.radius == 6 && full.offset == Size(width: 0, height: 4))
    #expect(abs(full.color.red - 0.2) < 0.01 && abs(full.color.blue - 0.6) < 0.01)
    // Opacity clamped to 1; what is left out is CALayer's: black, offset (0, −3), radius 3.
    #expect(node(imported.scene, "opacityOnly")?.appearance.shadow == Layout.LayerShadow(opacity: 1))
    // An offset that is not a size keeps the default, with a warning naming the attribute.
    #expect(node(imported.scene, "badOffset")?.appearance.shadow?.offset == Size(width: 0, height: -3))
    #expect(imported.warnings.contains { $0.message.contains("layer.shadowOffset is not a size") }, "\(imported.warnings)")
    // A radius without an opacity casts nothing, as in Core Animation (opacity 0 by default).
    #expect(node(imported.scene, "radiusOnly")?.appearance.shadow == nil)
  }

  @Test func theImportKeepsTheShadowAndDrawsTheSamePixels() throws {
    let trip = try importRoundTrip(try importFirst(document))
    #expect(trip.text.contains("shadow: { color: \"#331A99\", opacity: 0.25, offset: { width: 0, height: 4 }, radius: 6 }"), "\(trip.text)")
    #expect(trip.samePixels)
  }
}
