extension Layout {
  /// A map view (MapKit's `MKMapView`): no intrinsic size, filled with a map drawn in Apple Maps' colours
  /// for its `mapType` and the appearance — a stand-in picture of streets, a park and water, the same at
  /// every run, not the user's region (Plumb has no map tiles; Interface Builder's canvas shows a
  /// stand-in too).
  ///
  /// ```swift
  /// let map = Layout.Node(id: "map", kind: .control(.mapView(Layout.MapView(mapType: .mutedStandard))))
  /// ```
  public struct MapView: Sendable, Hashable {
    public var mapType: MapType
    public init(mapType: MapType = .standard) { self.mapType = mapType }
  }

  /// `MKMapType`: the street map, its muted variant, satellite imagery, and satellite with roads.
  ///
  /// ```swift
  /// Layout.MapType.hybrid.showsImagery   // true
  /// Layout.MapType.satellite.showsRoads  // false
  /// ```
  public enum MapType: String, Sendable, Hashable, CaseIterable {
    case standard, mutedStandard, satellite, hybrid, satelliteFlyover, hybridFlyover

    /// Whether the map shows imagery (satellite, hybrid and their flyover forms).
    public var showsImagery: Bool { self != .standard && self != .mutedStandard }
    /// Whether roads are drawn over the land or imagery.
    public var showsRoads: Bool { self != .satellite && self != .satelliteFlyover }
  }
}
