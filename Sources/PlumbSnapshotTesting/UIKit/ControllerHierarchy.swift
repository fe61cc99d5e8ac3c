import Foundation
import PlumbUIKit

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller tree as UIKit's `_printHierarchy` prints it for swift-snapshot-testing's `.hierarchy`,
  /// without addresses: the controller is given a window that is never shown, so every controller is
  /// `disappeared` and every loaded view `not in the window`; children are indented by `   | `,
  /// presented controllers marked `   + ` with their presentation controller.
  ///
  /// ```swift
  /// assertSnapshot(of: UINavigationController(rootViewController: UIViewController()), as: .hierarchy)
  /// //    + <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)
  /// //    | <UIViewController>, state: disappeared, view: (view not loaded)
  /// ```
  public static var hierarchy: Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      _ = controller.view
      return ControllerHierarchy.text(of: controller)
    }
  }
}

/// UIKit's controller hierarchy text for a controller in a window that is not shown.
@MainActor
enum ControllerHierarchy {
  static func text(of root: UIViewController) -> String {
    var lines: [String] = []
    func visit(_ controller: UIViewController, depth: Int, presented: Bool) {
      // The root hangs from the window as a presented controller would, with no presentation controller.
      let prefix = depth == 0 ? "   + " : String(repeating: "   | ", count: depth - 1) + (presented ? "   + " : "   | ")
      var line = prefix + "<\(className(of: controller))>, state: disappeared, view: "
      if let view = controller.viewIfLoaded {
        line += "<\(viewName(of: controller, view: view))> not in the window"
      } else {
        line += "(view not loaded)"
      }
      if depth == 0 { line += ", presented with: (null)" }
      if presented { line += ", presented with: <\(presentationName(of: controller))>" }
      lines.append(line)
      for child in controller.children { visit(child, depth: depth + 1, presented: false) }
      if let next = controller.presentedViewController, next.presentingViewController === controller {
        visit(next, depth: depth + 1, presented: true)
      }
    }
    visit(root, depth: 0, presented: false)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A controller's class as the Objective-C runtime names it: UIKit's classes bare, the app's
  /// `Module.Name`.
  static func className(of controller: UIViewController) -> String {
    let qualified = String(reflecting: type(of: controller))
    if qualified.hasPrefix("PlumbUIKit.") || qualified.contains("(") { return String(describing: type(of: controller)) }
    return qualified
  }

  /// The class of a controller's view: UIKit's containers use private view classes.
  static func viewName(of controller: UIViewController, view: UIView) -> String {
    switch controller {
    case is UINavigationController, is UITabBarController: return "UILayoutContainerView"
    case is UIPageViewController: return "_UIPageViewControllerContentView"
    default: return String(describing: type(of: view))
    }
  }

  /// The presentation controller UIKit makes for a presented controller's style.
  static func presentationName(of presented: UIViewController) -> String {
    switch presented.modalPresentationStyle {
    case .fullScreen: return "_UIFullscreenPresentationController"
    case .overFullScreen: return "_UIOverFullscreenPresentationController"
    case .currentContext: return "_UICurrentContextPresentationController"
    case .overCurrentContext: return "_UIOverCurrentContextPresentationController"
    case .popover: return "UIPopoverPresentationController"
    case .custom: return presented.presentationController.map { String(describing: type(of: $0)) } ?? "UIPresentationController"
    default: return "UISheetPresentationController"
    }
  }
}
