// swift-tools-version:5.10
// Plumb: Apple Auto Layout semantics on Linux, rendered to PNG with Pango and Cairo.
// The module boundaries are described in the README's Modules section; imports only point upstream.
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
    .library(name: "PlumbSnapshot", targets: ["PlumbSnapshot"]),
    .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    .library(name: "PlumbUIKit", targets: ["PlumbUIKit"]),
    .library(name: "PlumbFBSnapshotTestCase", targets: ["PlumbFBSnapshotTestCase"]),
    .library(name: "PlumbMapKit", targets: ["PlumbMapKit"]),
    // Apple's module names for a Linux target: `import UIKit` / `import MapKit` with no flags.
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    .library(name: "iOSSnapshotTestCase", targets: ["iOSSnapshotTestCase"]),
    // Compiles iOS sources listed in a target's plumb-adapt.txt into it, prepared by `plumb adapt`.
    .plugin(name: "PlumbAdaptPlugin", targets: ["PlumbAdaptPlugin"]),
  ],
  targets: [
    // C libraries from Debian.
    // plumb-pangocairo.pc (written by Scripts/install-deps) is pangocairo without GLib's -pthread, which
    // SwiftPM refuses in dependencies with a warning on every build.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "plumb-pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
    ),
    .target(
      name: "CPlumbSupport",
      // libjpeg-turbo (libjpeg62-turbo-dev), libpng (libpng-dev), libspng (libspng-dev),
      // libdeflate (libdeflate-dev), xxHash (libxxhash-dev), zlib (zlib1g-dev).
      linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("spng"),
                       .linkedLibrary("deflate"), .linkedLibrary("xxhash"), .linkedLibrary("z")]
    ),

    // Test and benchmark support only (a JPEG encoder for fixtures): in no product.
    .target(name: "CPlumbTestSupport", dependencies: ["CPlumbSupport"], linkerSettings: [.linkedLibrary("jpeg")]),

    // Plumb's modules, upstream first.
    .target(name: "CPlumbPrefetch"),
    .target(name: "PlumbSolver", dependencies: ["CPlumbPrefetch"]),
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    // Files: names read from files, paths kept inside their folder, the one atomic write, leftovers.
    .target(name: "PlumbFiles"),
    // JSON: the one reader (JSON5, and strict JSON), JSONValue with places, the writer.
    .target(name: "PlumbJSON", dependencies: ["PlumbLayout"]),
    .target(name: "PlumbScene", dependencies: ["PlumbLayout", "PlumbFiles", "PlumbJSON"]),
    .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout", "PlumbFiles", "PlumbJSON"]),
    .target(name: "PlumbGraphics", dependencies: ["CPangoCairo", "CPlumbSupport", "PlumbLayout", "PlumbJSON"]),
    .target(name: "PlumbRender", dependencies: ["PlumbLayout", "PlumbGraphics"]),
    .target(name: "PlumbSnapshot", dependencies: ["PlumbFiles", "PlumbJSON", "PlumbScene", "PlumbInterfaceBuilder", "PlumbRender", "PlumbGraphics"]),
    .target(
      name: "PlumbUIKit",
      dependencies: ["PlumbLayout", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender"]
    ),
    // The testing module, shaped like swift-snapshot-testing (`-module-alias SnapshotTesting=PlumbSnapshotTesting`).
    .target(
      name: "PlumbSnapshotTesting",
      dependencies: ["PlumbSnapshot", "PlumbScene", "PlumbLayout", "PlumbUIKit", "PlumbRender", "PlumbGraphics", "PlumbJSON"]
    ),
    // iOSSnapshotTestCase's API (`-module-alias iOSSnapshotTestCase=PlumbFBSnapshotTestCase`).
    .target(name: "PlumbFBSnapshotTestCase", dependencies: ["PlumbSnapshotTesting", "PlumbUIKit"]),
    .target(name: "PlumbMapKit", dependencies: ["PlumbUIKit"]),
    .target(name: "UIKit", dependencies: ["PlumbUIKit"]),
    .target(name: "MapKit", dependencies: ["PlumbMapKit"]),
    .target(name: "SnapshotTesting", dependencies: ["PlumbSnapshotTesting"]),
    .target(name: "iOSSnapshotTestCase", dependencies: ["PlumbFBSnapshotTestCase"]),
    // Prepares iOS sources for Linux (`plumb adapt`): a Swift tokenizer and line-keeping rewrites.
    .target(name: "PlumbAdapt"),
    .target(
      name: "PlumbCLI",
      dependencies: ["PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender", "PlumbSnapshot", "PlumbAdapt",
                     "PlumbFiles", "PlumbJSON"]
    ),
    .executableTarget(name: "plumb", dependencies: ["PlumbCLI"]),
    .plugin(name: "PlumbAdaptPlugin", capability: .buildTool(), dependencies: ["plumb"]),
    .executableTarget(
      name: "plumb-bench",
      dependencies: ["PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender", "PlumbSnapshot", "PlumbCLI", "PlumbUIKit", "PlumbAdapt", "UIKit", "MapKit", "CPlumbTestSupport", "PlumbSnapshotTesting", "SnapshotTesting", "iOSSnapshotTestCase"],
      path: "Benchmarks/plumb-bench"
    ),

    // Tests mirror the modules; PlumbCLITests also runs the built `plumb`.
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver", "PlumbJSON"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene"]),
    .testTarget(name: "PlumbJSONTests", dependencies: ["PlumbJSON"]),
    .testTarget(name: "PlumbInterfaceBuilderTests", dependencies: ["PlumbInterfaceBuilder", "PlumbRender"]),
    .testTarget(name: "PlumbGraphicsTests", dependencies: ["PlumbGraphics", "CPlumbTestSupport"]),
    .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbScene"]),
    .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbSnapshot", "PlumbSnapshotTesting"]),
    .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI", "PlumbSnapshot", "PlumbJSON", "CPlumbTestSupport"]),
    .testTarget(name: "PlumbAdaptTests", dependencies: ["PlumbAdapt"]),
    // Builds and briefly runs every libFuzzer harness of Tests/Fuzz with Scripts/fuzz (its own build folder).
    .testTarget(name: "FuzzSmokeTests"),
    .testTarget(
      name: "PlumbUIKitTests",
      dependencies: ["PlumbUIKit", "PlumbMapKit", "PlumbSnapshotTesting", "PlumbFBSnapshotTestCase", "PlumbScene", "PlumbRender", "PlumbLayout", "PlumbInterfaceBuilder", "PlumbAdapt"],
      exclude: ["__Snapshots__", "plumb-snapshot.json"]
    ),
  ]
)
