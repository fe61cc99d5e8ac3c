import SnapshotTesting
import UIKit
import XCTest

final class CardSnapshotTests: XCTestCase {
  var background: UIColor?

  @MainActor override func setUp() {
    super.setUp()
    background = .white
  }

  func testGreeting() {
    #if os(iOS)
      let label = UILabel()
      label.text = "Hello"
      label.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
      assertSnapshot(of: label, as: .image)
      assertSnapshot(of: label, as: .recursiveDescription)
    #endif
  }

  @MainActor func testScreen() {
    #if os(iOS)
      let controller = UIViewController()
      let loaded = XCTestExpectation(description: "the main queue runs while the test waits")
      DispatchQueue.main.async {
        controller.view.backgroundColor = self.background
        loaded.fulfill()
      }
      wait(for: [loaded], timeout: 5)
      assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iphone-se")
    #endif
  }
}
