import Foundation
import Testing
@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// What a view controller sees around a snapshot: UIKit's appearance callbacks in order, and the content
/// size notification when a snapshot changes the type size.
@MainActor
@Suite(.serialized) struct SnapshotLifecycleTests {
  final class Recording: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() { super.viewDidLoad(); calls.append("load") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); calls.append("layout") }
  }

  @Test func appearanceCallbacksComeInUIKitsOrderAroundEverySnapshot() {
    let controller = Recording()
    _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(controller)
    let calls = controller.calls.filter { $0 != "layout" }
    #expect(calls == ["load", "willAppear", "didAppear", "willAppear", "didAppear", "willDisappear", "didDisappear",
                      "willDisappear", "didDisappear"], "\(controller.calls)")
    let firstLayout = controller.calls.firstIndex(of: "layout") ?? 0
    #expect(firstLayout > controller.calls.firstIndex(of: "willAppear")!)
    #expect(firstLayout < controller.calls.firstIndex(of: "didAppear")!, "laid out before it appears")
    _ = Snapshotting<UIViewController, String>.recursiveDescription.snapshot(controller)
    #expect(controller.calls.filter { $0 == "didDisappear" }.count == 4)
  }

  @Test func aSnapshotAtAnotherTypeSizePostsTheContentSizeNotification() {
    var received: [UIContentSizeCategory] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { note in
      if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
        received.append(category)
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let strategy = Snapshotting<UIView, String>.layout(traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
    _ = strategy.snapshot(view)
    #expect(received == [.accessibilityLarge])
  }
}
