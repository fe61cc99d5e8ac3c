import Foundation

/// What a container of view controllers answers and is told about its content (UIKit's
/// `UIContentContainer`); `UIViewController` and `UIPresentationController` adopt it.
///
/// ```swift
/// override func size(forChildContentContainer container: UIContentContainer,
///                    withParentContainerSize parentSize: CGSize) -> CGSize {
///   CGSize(width: parentSize.width, height: parentSize.height / 2)
/// }
/// ```
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the content would like.
  var preferredContentSize: CGSize { get }
  /// The size a child gets inside `parentSize` (by default the parent's size).
  func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
  /// The container is about to change to `size`.
  func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
  /// The traits are about to change to `newCollection`.
  func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
