import Foundation

/// The delegate of a navigation controller (UIKit's `UINavigationControllerDelegate`); every method optional.
///
/// ```swift
/// extension Coordinator: UINavigationControllerDelegate {
///   func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before `viewController` is shown.
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// Called after `viewController` is shown.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// The animator of a push or pop.
  func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                            from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller of a push or pop.
  func navigationController(_ navigationController: UINavigationController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.navigationController(nav, willShow: top, animated: false)
  /// ```
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.navigationController(nav, didShow: top, animated: false)
  /// ```
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
  /// None (optional).
  ///
  /// ```swift
  /// delegate.navigationController(nav, animationControllerFor: .push, from: a, to: b)
  /// ```
  public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// None (optional).
  ///
  /// ```swift
  /// delegate.navigationController(nav, interactionControllerFor: animator)
  /// ```
  public func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
  /// A push or a pop (UIKit's `UINavigationController.Operation`).
  ///
  /// ```swift
  /// if operation == .push { return PushAnimator() }
  /// ```
  public enum Operation: Int, Sendable { case none = 0, push, pop }
}
