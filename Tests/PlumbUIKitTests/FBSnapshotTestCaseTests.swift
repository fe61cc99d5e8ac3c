import Foundation
import XCTest
@testable import PlumbFBSnapshotTestCase

/// iOSSnapshotTestCase's reference names and folders.
final class FBSnapshotTestCaseTests: XCTestCase {
  final class CardTests: FBSnapshotTestCase {}

  func testReferenceNamesCarryTheIdentifierAndTheOptions() {
    let test = CardTests(name: "testCard", testClosure: { _ in })
    XCTAssertEqual(test.referenceFileName(identifier: nil, scale: 3, screen: CGSize(width: 414, height: 896)), "testCard@3x.png")
    test.fileNameOptions = [.OS, .screenSize, .screenScale]
    XCTAssertEqual(test.referenceFileName(identifier: "dark", scale: 2, screen: CGSize(width: 375, height: 667)),
                   "testCard_dark_17_0_375x667@2x.png")
    XCTAssertEqual(test.folderName, "PlumbUIKitTests.FBSnapshotTestCaseTests.CardTests")
    XCTAssertEqual(FBSnapshotTestCaseDefaultSuffixes().array as? [String], ["_64", "_32"])
    XCTAssertEqual(FBSnapshotNaming.selector(of: "-[CardTests testCard]"), "testCard")
    XCTAssertEqual(FBSnapshotNaming.selector(of: "CardTests.testCard"), "testCard")
  }
}
