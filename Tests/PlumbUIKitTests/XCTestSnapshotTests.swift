import XCTest
import PlumbUIKit
@testable import PlumbSnapshotTesting

/// The same assertion from XCTest: a failure is an XCTFail at the call.
final class XCTestSnapshotTests: XCTestCase {
  func testCardLayoutText() {
    MainActor.assumeIsolated {
      let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
      assertSnapshot(of: card, as: .layout)
      XCTAssertEqual(card.subviews.count, 1)
      XCTAssertEqual(card.layoutPasses, 1)
    }
  }
}
