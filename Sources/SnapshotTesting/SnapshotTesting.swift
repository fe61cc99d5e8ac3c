// The module an iOS test file's `import SnapshotTesting` finds on Linux: PlumbSnapshotTesting (with
// swift-snapshot-testing's API) under its name, so a test target needs no flag.
//
//     import SnapshotTesting
//     assertSnapshot(of: view, as: .image(on: .iPhone13))
@_exported import PlumbSnapshotTesting
