// The module an iOS file's `import MapKit` finds on Linux: PlumbMapKit (MKMapView and UIKit) under
// Apple's name.
//
//     import MapKit
//     let map = MKMapView()
@_exported import PlumbMapKit
