import SnapshotTesting
import Testing
import UIKit.UIView

@Suite(.snapshots(record: .missing))
@MainActor
struct BadgeSnapshotTests {
  @Test func badge() {
    #if os(iOS)
      let badge = UILabel()
      badge.text = "New"
      badge.textAlignment = .center
      badge.backgroundColor = .systemRed
      badge.textColor = .white
      badge.frame = CGRect(x: 0, y: 0, width: 60, height: 28)
      assertSnapshot(of: badge, as: .image)
      assertSnapshot(of: badge, as: .recursiveDescription)
    #endif
  }

  @Test func screen() {
    #if os(iOS)
      let controller = UIViewController()
      controller.view.backgroundColor = .white
      let button = UIButton(type: .system)
      button.setTitle("Continue", for: .normal)
      button.addTarget(controller, action: #selector(UIViewController.loadView), for: .touchUpInside)
      button.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(button)
      NSLayoutConstraint.activate([
        button.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
      ])
      assertSnapshot(of: controller, as: .image(on: .iPhone8), named: "iphone-8")
    #endif
  }
}
