// An iOS test file that imports XCTest and SnapshotTesting sees UIKit (XCTest brings it on iOS); importing
// PlumbSnapshotTesting brings PlumbUIKit the same way.
@_exported import PlumbUIKit
