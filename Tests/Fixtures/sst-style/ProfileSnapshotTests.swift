import SnapshotTesting
import UIKit
import XCTest

@MainActor
final class ProfileSnapshotTests: XCTestCase {
  var nameLabel: UILabel!

  override func setUp() {
    super.setUp()
    nameLabel = UILabel()
    nameLabel.text = "Ada"
  }

  func testName() {
    #if os(iOS)
      let laidOut = XCTestExpectation(description: "the main queue runs while the test waits")
      DispatchQueue.main.async {
        self.nameLabel.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        laidOut.fulfill()
      }
      wait(for: [laidOut], timeout: 5)
      assertSnapshot(of: nameLabel, as: .recursiveDescription)
    #endif
  }
}
