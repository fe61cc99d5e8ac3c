import Foundation

/// What a tab bar controller asks and tells its delegate (UIKit's `UITabBarControllerDelegate`): every
/// method has UIKit's default. As on iOS, setting `selectedIndex` in code asks and tells nothing (only a
/// tap on a tab does, and Plumb has no taps).
///
/// ```swift
/// extension AppCoordinator: UITabBarControllerDelegate {
///   func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
///     analytics.log("tab \(tabBarController.selectedIndex)")
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tapped tab's controller may be selected (default true).
  ///
  /// ```swift
  /// func tabBarController(_ c: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { !locked }
  /// ```
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// Called after a tapped tab's controller was selected.
  ///
  /// ```swift
  /// func tabBarController(_ c: UITabBarController, didSelect viewController: UIViewController) {}
  /// ```
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The animator of the transition between two tabs (default: none).
  ///
  /// ```swift
  /// func tabBarController(_ c: UITabBarController, animationControllerForTransitionFrom from: UIViewController,
  ///                       to: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
  /// ```
  func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                        to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                               to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}
