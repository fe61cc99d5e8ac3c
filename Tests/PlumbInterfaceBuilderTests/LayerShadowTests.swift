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

  @Test func labelsKeepTheirTextShadow() throws {
    // As freeotp's and inaturalist's labels: a grey shadow, with and without an offset.
    func label(_ id: String, y: Int, offset: String) -> String {
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Shadowed" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="80" height="21"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
        <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <color key="shadowColor" red="0.33333333333333331" green="0.33333333333333331" blue="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \(offset)
      </label>
      """
    }
    let text = storyboard(
      subviews: label("moved", y: 100, offset: #"<size key="shadowOffset" width="1" height="1"/>"#) + label("plain", y: 200, offset: ""),
      constraints: """
        <constraint firstItem="moved" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="moved" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="k2"/>
        <constraint firstItem="plain" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="k3"/>
        <constraint firstItem="plain" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="k4"/>
        """)
    let imported = try importFirst(text)
    guard case .label(let moved) = node(imported.scene, "moved")?.kind, case .label(let plain) = node(imported.scene, "plain")?.kind else {
      Issue.record("labels missing"); return
    }
    #expect(moved.shadowOffset == Size(width: 1, height: 1) && abs((moved.shadowColor?.red ?? 0) - 1 / 3) < 0.01)
    #expect(plain.shadowColor != nil && plain.shadowOffset == Size(width: 0, height: -1))
    let trip = try importRoundTrip(imported)
    #expect(trip.text.contains("shadowColor: \"#555555\", shadowOffset: { width: 1, height: 1 }"), "\(trip.text)")
    #expect(trip.samePixels)
  }
}
