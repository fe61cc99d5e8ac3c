import Foundation
import PlumbGraphics
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// `MKMapView` written as iOS code: no intrinsic size, laid out by its constraints, drawn as the stand-in
/// map of its `mapType`.
@MainActor
@Suite struct MapViewTests {
  private func screen(_ type: MKMapType) -> (UIView, MKMapView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    root.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    let map = MKMapView()
    map.mapType = type
    map.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(map)
    NSLayoutConstraint.activate([
      map.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), map.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      map.widthAnchor.constraint(equalToConstant: 180), map.heightAnchor.constraint(equalToConstant: 140),
    ])
    return (root, map)
  }

  @Test func aMapFillsItsFrameWithTheMapOfItsType() throws {
    let (root, map) = screen(.standard)
    #expect(map.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let standard = try #require(ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection(displayScale: 1)).image.bitmap)
    root.layoutIfNeeded()
    #expect(map.frame == CGRect(x: 10, y: 10, width: 180, height: 140))
    // Inside: the map's warm land, not the root's magenta; outside: magenta.
    let land = standard.pixel(x: 40, y: 140)
    #expect(land.green > 200 && land.blue > 200, "\(land)")
    let outside = standard.pixel(x: 5, y: 5)
    #expect(outside.red == 255 && outside.green == 0 && outside.blue == 255, "\(outside)")
    // The satellite type draws another map in the same frame.
    let (other, _) = screen(.satellite)
    let satellite = try #require(ViewRendering.image(of: other, config: nil, size: nil, traits: UITraitCollection(displayScale: 1)).image.bitmap)
    let ground = satellite.pixel(x: 40, y: 140)
    #expect(ground.green > ground.blue && ground.red < 150, "\(ground)")
    #expect(MKMapType.mutedStandard.rawValue == 5 && MKMapType.hybrid.rawValue == 2)
  }
}
