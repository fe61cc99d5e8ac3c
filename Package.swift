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
    .library(name: "PlumbMapKit", targets: ["PlumbMapKit"]),
  ],
  targets: [
    // C libraries from Debian.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
    ),
    .target(
      name: "CPlumbSupport",
      // libjpeg-turbo (libjpeg62-turbo-dev), libpng (libpng-dev), libspng (libspng-dev),
      // libdeflate (libdeflate-dev), xxHash (libxxhash-dev), zlib (zlib1g-dev).
      linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("spng"),
                       .linkedLibrary("deflate"), .linkedLibrary("xxhash"), .linkedLibrary("z")]
    ),

    // Plumb's modules, upstream first.
    .target(name: "CPlumbPrefetch"),
    .target(name: "PlumbSolver", dependencies: ["CPlumbPrefetch"]),
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
    // Files: names read from files, paths kept inside their folder, the one atomic write, leftovers.
    .target(name: "PlumbFiles"),
    .target(name: "PlumbScene", dependencies: ["PlumbLayout"]),
    .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout", "PlumbFiles"]),
    .target(name: "PlumbGraphics", dependencies: ["CPangoCairo", "CPlumbSupport", "PlumbLayout"]),
    .target(name: "PlumbRender", dependencies: ["PlumbLayout", "PlumbGraphics"]),
    .target(name: "PlumbSnapshot", dependencies: ["PlumbFiles", "PlumbScene", "PlumbInterfaceBuilder", "PlumbRender", "PlumbGraphics"]),
    .target(name: "PlumbSnapshotTesting", dependencies: ["PlumbSnapshot", "PlumbScene", "PlumbLayout"]),
    .target(
      name: "PlumbUIKit",
      dependencies: ["PlumbLayout", "PlumbScene", "PlumbGraphics", "PlumbRender", "PlumbSnapshot"]
    ),
    .target(name: "PlumbMapKit", dependencies: ["PlumbUIKit"]),
    .target(
      name: "PlumbCLI",
      dependencies: ["PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender", "PlumbSnapshot",
                     "PlumbFiles"]
    ),
    .executableTarget(name: "plumb", dependencies: ["PlumbCLI"]),
    .executableTarget(
      name: "plumb-bench",
      dependencies: ["PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender", "PlumbSnapshot", "PlumbCLI", "PlumbUIKit"],
      path: "Benchmarks/plumb-bench"
    ),

    // Tests mirror the modules; PlumbCLITests also runs the built `plumb`.
    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene"]),
    .testTarget(name: "PlumbInterfaceBuilderTests", dependencies: ["PlumbInterfaceBuilder", "PlumbRender"]),
    .testTarget(name: "PlumbGraphicsTests", dependencies: ["PlumbGraphics"]),
    .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbScene"]),
    .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbSnapshot", "PlumbSnapshotTesting"]),
    .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI", "PlumbSnapshot"]),
    // Builds and briefly runs every libFuzzer harness of Tests/Fuzz with Scripts/fuzz (its own build folder).
    .testTarget(name: "FuzzSmokeTests"),
    .testTarget(
      name: "PlumbUIKitTests",
      dependencies: ["PlumbUIKit", "PlumbMapKit", "PlumbScene", "PlumbRender", "PlumbLayout"],
      exclude: ["__Snapshots__"]
    ),
  ]
)
