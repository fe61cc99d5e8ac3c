import FBSnapshotTestCase
import UIKit

final class CardTests: FBSnapshotTestCase {
  override func setUp() {
    super.setUp()
    recordMode = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    fileNameOptions = [.screenSize, .screenScale]
  }

  func testCard() {
    #if os(iOS)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      label.text = "Compact"
      label.textAlignment = .center
      label.backgroundColor = .systemYellow
      FBSnapshotVerifyView(label, identifier: "compact")
      FBSnapshotVerifyLayer(label.layer, identifier: "layer")
    #endif
  }

  func testScreen() {
    #if os(iOS)
      let controller = UIViewController()
      controller.view.backgroundColor = .systemTeal
      FBSnapshotVerifyViewController(controller, perPixelTolerance: 0.01, overallTolerance: 0.001)
    #endif
  }
}
