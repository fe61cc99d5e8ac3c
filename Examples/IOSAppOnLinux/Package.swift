// swift-tools-version:5.10
// A Linux package beside an iOS app: it compiles the app's view files (App/Views, unchanged) against
// Plumb's UIKit and snapshot-tests them. `swift test` here; nothing in App/ mentions Plumb.
import PackageDescription

let package = Package(
  name: "IOSAppOnLinux",
  dependencies: [.package(name: "Plumb", path: "../..")],
  targets: [
    // The app's views, listed in Linux/AppViews/plumb-adapt.txt and prepared by `plumb adapt`.
    .target(
      name: "AppViews",
      dependencies: [.product(name: "UIKit", package: "Plumb")],
      path: "Linux/AppViews",
      exclude: ["plumb-adapt.txt"],
      plugins: [.plugin(name: "PlumbAdaptPlugin", package: "Plumb")]
    ),
    .testTarget(
      name: "AppViewsTests",
      dependencies: ["AppViews", .product(name: "UIKit", package: "Plumb")],
      path: "Linux/AppViewsTests"
    ),
  ]
)
