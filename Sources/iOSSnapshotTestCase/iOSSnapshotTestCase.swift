// The module an iOS test file's `import iOSSnapshotTestCase` (or `FBSnapshotTestCase`, which `plumb adapt`
// renames) finds on Linux: PlumbFBSnapshotTestCase under its name.
//
//     import iOSSnapshotTestCase
//     final class CardTests: FBSnapshotTestCase { func testCard() { FBSnapshotVerifyView(card) } }
@_exported import PlumbFBSnapshotTestCase
