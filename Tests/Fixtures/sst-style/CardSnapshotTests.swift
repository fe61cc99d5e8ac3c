import SnapshotTesting
import UIKit
import XCTest

final class CardSnapshotTests: XCTestCase {
  func testGreeting() {
    #if os(iOS)
      let label = UILabel()
      label.text = "Hello"
      label.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
      assertSnapshot(of: label, as: .image)
      assertSnapshot(of: label, as: .recursiveDescription)
    #endif
  }

  func testScreen() {
    #if os(iOS)
      let controller = UIViewController()
      controller.view.backgroundColor = .white
      assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iphone-se")
    #endif
  }
}
