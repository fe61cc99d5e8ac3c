import UIKit
import XCTest
@testable import AppViews

final class ProfileCardViewTests: XCTestCase {
  func testFollowButtonSitsAtTheTrailingMargin() {
    let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    card.layoutIfNeeded()
    XCTAssertEqual(card.follow.frame.maxX, 304)
    card.follow.sendActions(for: .touchUpInside)
    XCTAssertEqual(card.log, ["follow Follow"])
  }
}
