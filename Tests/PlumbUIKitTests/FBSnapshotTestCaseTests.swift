import Foundation
import XCTest
@testable import PlumbFBSnapshotTestCase

/// iOSSnapshotTestCase's reference names and folders.
final class FBSnapshotTestCaseTests: XCTestCase {
  final class CardTests: FBSnapshotTestCase {}
  final class ElsewhereTests: FBSnapshotTestCase {
    override func getReferenceImageDirectory(withDefault dir: String?) -> String { "/refs/ReferenceImages" }
  }

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

  func testTheEarlierOptionsAndTheReferenceFolderHooks() {
    let test = CardTests(name: "testCard", testClosure: { _ in })
    test.agnosticOptions = [.OS, .screenSize]
    XCTAssertEqual(test.fileNameOptions, [.OS, .screenSize, .screenScale])
    XCTAssertEqual(test.referenceFileName(identifier: nil, scale: 2, screen: CGSize(width: 375, height: 667)),
                   "testCard_17_0_375x667@2x.png")
    test.isDeviceAgnostic = true
    XCTAssertEqual(test.referenceFileName(identifier: nil, scale: 2, screen: CGSize(width: 375, height: 667)),
                   "testCard_iPhone_17_0_375x667@2x.png")
    XCTAssertTrue(test.isDeviceAgnostic)
    test.isDeviceAgnostic = false
    XCTAssertEqual(test.fileNameOptions, [.screenScale])
    if ProcessInfo.processInfo.environment["FB_REFERENCE_IMAGE_DIR"] == nil {
      XCTAssertEqual(test.getReferenceImageDirectory(withDefault: "/tests/ReferenceImages"), "/tests/ReferenceImages")
    }
    let elsewhere = ElsewhereTests(name: "testCard", testClosure: { _ in })
    XCTAssertEqual(elsewhere.getReferenceImageDirectory(withDefault: "/tests/ReferenceImages"), "/refs/ReferenceImages")
    if ProcessInfo.processInfo.environment["IMAGE_DIFF_DIR"] == nil {
      XCTAssertEqual(test.getImageDiffDirectory(withDefault: "/diffs"), "/diffs")
    }
  }
}
