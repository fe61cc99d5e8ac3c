import Foundation
import PlumbUIKit

/// The appearance callbacks a view controller gets around a snapshot, in UIKit's order, as
/// swift-snapshot-testing causes them: put in a window (will appear, did appear) and given an explicit
/// appearance transition (again), laid out, drawn, then taken out (will disappear, did disappear, twice).
/// A container forwards them to the children on screen: a navigation controller's top, a tab bar
/// controller's selected controller, every child of another controller.
///
/// ```swift
/// AppearanceTransitions.around(controller) { layOut() } _: { draw() }   // viewWillAppear … viewDidDisappear
/// ```
@MainActor
enum AppearanceTransitions {
  static func around<T>(_ controller: UIViewController?, layout: () -> Void, _ body: () -> T) -> T {
    guard let controller else { return body() }
    visit(controller) { $0.viewWillAppear(false) }
    layout()
    visit(controller) { $0.viewDidAppear(false) }
    visit(controller) { $0.viewWillAppear(false) }
    visit(controller) { $0.viewDidAppear(false) }
    let result = body()
    for _ in 0..<2 {
      visit(controller) { $0.viewWillDisappear(false) }
      visit(controller) { $0.viewDidDisappear(false) }
    }
    return result
  }

  /// `controller` and, in order, the children on screen.
  static func visit(_ controller: UIViewController, _ call: (UIViewController) -> Void) {
    call(controller)
    let shown: [UIViewController]
    if let navigation = controller as? UINavigationController {
      shown = navigation.topViewController.map { [$0] } ?? []
    } else if let tabs = controller as? UITabBarController {
      shown = tabs.selectedViewController.map { [$0] } ?? []
    } else {
      shown = controller.children
    }
    for child in shown { visit(child, call) }
  }
}
