// PlumbMapKit is MapKit's name for PlumbUIKit's map view: an iOS file that says `import MapKit`, compiled with
// `-module-alias MapKit=PlumbMapKit` (and `UIKit=PlumbUIKit`), finds `MKMapView` and `MKMapType` here, and
// UIKit's types with them, as MapKit brings UIKit.
//
// ```swift
// import MapKit
//
// let map = MKMapView()
// map.mapType = .mutedStandard
// ```
@_exported import PlumbUIKit
