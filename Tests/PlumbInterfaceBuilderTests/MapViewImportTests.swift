import Foundation
import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// `<mapView>` (MKMapView) is a `mapView` kind with its `mapType`, drawn as a stand-in map rather than a
/// plain view; a class map can make a third-party map class (Esri's `AGSMapView`) one too.
@Suite struct MapViewImportTests {
  private let document = storyboard(
    subviews: """
      <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" translatesAutoresizingMaskIntoConstraints="NO" id="map1">
        <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
      </mapView>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="esri" customClass="AGSMapView">
        <rect key="frame" x="0.0" y="300" width="393" height="200"/>
      </view>
      """,
    constraints: """
      <constraint firstItem="map1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c1"/>
      <constraint firstItem="map1" firstAttribute="top" secondItem="root1" secondAttribute="top" id="c2"/>
      <constraint firstItem="map1" firstAttribute="width" secondItem="root1" secondAttribute="width" id="c3"/>
      <constraint firstItem="map1" firstAttribute="height" constant="300" id="c4"/>
      <constraint firstItem="esri" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c5"/>
      <constraint firstItem="esri" firstAttribute="top" secondItem="map1" secondAttribute="bottom" id="c6"/>
      <constraint firstItem="esri" firstAttribute="width" secondItem="root1" secondAttribute="width" id="c7"/>
      <constraint firstItem="esri" firstAttribute="height" constant="200" id="c8"/>
      """)

  @Test func aMapViewKeepsItsMapTypeAndIsNoLongerAPlainView() throws {
    let imported = try importFirst(document)
    guard case .control(.mapView(let map)) = node(imported.scene, "map1")?.kind else {
      Issue.record("not a map view: \(String(describing: node(imported.scene, "map1")?.kindName))"); return
    }
    #expect(map.mapType == .hybrid)
    #expect(!imported.warnings.contains { $0.message.contains("<mapView> is drawn as a plain view") }, "\(imported.warnings)")
    // Without a class map the Esri view is a plain view, with the usual warning.
    #expect(node(imported.scene, "esri")?.kindName == "view")
  }

  @Test func aClassMapMakesACustomClassAMap() throws {
    let map = try IBClassMap.parse(data: Data(#"{ "AGSMapView": { "kind": "mapView" } }"#.utf8))
    let parsed = try IBDocument.parse(bytes: Array(document.utf8), file: "maps.storyboard")
    let imported = IBSceneBuilder(document: parsed, root: parsed.roots[0], classMap: map).build()
    guard case .control(.mapView(let esri)) = node(imported.scene, "esri")?.kind else {
      Issue.record("not a map view: \(String(describing: node(imported.scene, "esri")?.kindName))"); return
    }
    #expect(esri.mapType == .standard)
  }

  @Test func theImportWritesTheMapTypeAndDrawsTheSamePixels() throws {
    let trip = try importRoundTrip(try importFirst(document))
    #expect(trip.text.contains("mapView: \"ib_map1\", mapType: \"hybrid\""), "\(trip.text)")
    #expect(trip.samePixels)
  }
}
