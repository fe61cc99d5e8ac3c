import PlumbLayout

/// MapKit's map view, drawn as Plumb's stand-in map for its `mapType` (`Layout.MapView`): Apple Maps'
/// colours in the view's appearance, no tiles, no intrinsic size. What a map shows (region, annotations,
/// the user's location) is kept for source compatibility and not drawn.
///
/// ```swift
/// let map = MKMapView()
/// map.mapType = .mutedStandard
/// map.translatesAutoresizingMaskIntoConstraints = false
/// ```
@preconcurrency @MainActor
open class MKMapView: UIView {
  open var mapType: MKMapType = .standard { didSet { invalidateLayout() } }
  open var showsUserLocation = false
  open var showsCompass = true
  open var showsScale = false
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .control(.mapView(Layout.MapView(mapType: mapType.plumbMapType))), intrinsic: Layout.IntrinsicSize())
  }
}

/// MapKit's `MKMapType`, with its raw values.
///
/// ```swift
/// MKMapType.hybrid.rawValue   // 2
/// ```
public enum MKMapType: UInt, Sendable {
  case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard

  var plumbMapType: Layout.MapType {
    switch self {
    case .standard: .standard
    case .satellite: .satellite
    case .hybrid: .hybrid
    case .satelliteFlyover: .satelliteFlyover
    case .hybridFlyover: .hybridFlyover
    case .mutedStandard: .mutedStandard
    }
  }
}
