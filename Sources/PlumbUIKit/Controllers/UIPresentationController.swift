import Foundation

/// Manages how a presented controller is shown (UIKit's `UIPresentationController`); subclasses override
/// `frameOfPresentedViewInContainerView` and the transition callbacks. Plumb runs no presentation
/// transitions; the properties are kept.
///
/// ```swift
/// final class HalfSheet: UIPresentationController {
///   override var frameOfPresentedViewInContainerView: CGRect {
///     let bounds = containerView?.bounds ?? .zero
///     return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
///   }
/// }
/// ```
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The presented controller.
  ///
  /// ```swift
  /// presentationController.presentedViewController
  /// ```
  public let presentedViewController: UIViewController
  /// The presenting controller.
  ///
  /// ```swift
  /// presentationController.presentingViewController
  /// ```
  public var presentingViewController: UIViewController {
    storedPresenting ?? presentedViewController.presentingViewController ?? presentedViewController
  }
  private weak var storedPresenting: UIViewController?
  /// The delegate (kept).
  ///
  /// ```swift
  /// controller.presentationController?.delegate = self
  /// ```
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  /// A presentation controller for `presentedViewController` presented by `presentingViewController`.
  ///
  /// ```swift
  /// HalfSheet(presentedViewController: sheet, presenting: self)
  /// ```
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    storedPresenting = presentingViewController
    super.init()
  }

  /// The view the presentation happens in (the presenting controller's window or view).
  ///
  /// ```swift
  /// containerView?.addSubview(dimmingView)
  /// ```
  open var containerView: UIView? { presentingViewController.viewIfLoaded?.window ?? presentingViewController.viewIfLoaded }
  /// The presented view.
  ///
  /// ```swift
  /// presentedView?.layer.cornerRadius = 12
  /// ```
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// Where the presented view goes (default the container's bounds).
  ///
  /// ```swift
  /// override var frameOfPresentedViewInContainerView: CGRect { containerView!.bounds.insetBy(dx: 20, dy: 80) }
  /// ```
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presenting view is removed when the presentation ends (default true).
  ///
  /// ```swift
  /// override var shouldRemovePresentersView: Bool { false }
  /// ```
  open var shouldRemovePresentersView: Bool { true }
  /// Whether the presentation covers the screen (default true).
  ///
  /// ```swift
  /// override var shouldPresentInFullscreen: Bool { false }
  /// ```
  open var shouldPresentInFullscreen: Bool { true }
  /// The presentation style.
  ///
  /// ```swift
  /// presentationController.presentationStyle
  /// ```
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
  /// Called before the presentation transition (override point).
  ///
  /// ```swift
  /// override func presentationTransitionWillBegin() { containerView?.addSubview(dimmingView) }
  /// ```
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation transition (override point).
  ///
  /// ```swift
  /// override func presentationTransitionDidEnd(_ completed: Bool) { if !completed { dimmingView.removeFromSuperview() } }
  /// ```
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal transition (override point).
  ///
  /// ```swift
  /// override func dismissalTransitionWillBegin() { dimmingView.alpha = 0 }
  /// ```
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal transition (override point).
  ///
  /// ```swift
  /// override func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// ```
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its subviews (override point).
  ///
  /// ```swift
  /// override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
  /// ```
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its subviews (override point).
  ///
  /// ```swift
  /// override func containerViewDidLayoutSubviews() {}
  /// ```
  open func containerViewDidLayoutSubviews() {}
  /// The size of a child's content (the parent size).
  ///
  /// ```swift
  /// override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// ```
  open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// The size the presented content would like (the presented controller's).
  ///
  /// ```swift
  /// presentationController.preferredContentSize
  /// ```
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  /// The container is about to change to `size` (nothing to do by default).
  ///
  /// ```swift
  /// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// ```
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// The traits are about to change (nothing to do by default).
  ///
  /// ```swift
  /// override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// ```
  open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
}

/// The delegate of an adaptive presentation (UIKit's `UIAdaptivePresentationControllerDelegate`); all optional.
///
/// ```swift
/// extension Editor: UIAdaptivePresentationControllerDelegate {
///   func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { save() }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Called after a sheet was dismissed by a swipe.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The style to adapt to.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// The style to adapt to in `traitCollection`.
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.presentationControllerDidDismiss(controller)
  /// ```
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// The controller's own style (optional).
  ///
  /// ```swift
  /// delegate.adaptivePresentationStyle(for: controller)
  /// ```
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { controller.presentationStyle }
  /// The controller's own style (optional).
  ///
  /// ```swift
  /// delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
  /// ```
  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
}

/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`): its anchor is kept.
///
/// ```swift
/// activity.popoverPresentationController?.sourceView = shareButton
/// activity.popoverPresentationController?.sourceRect = shareButton.bounds
/// ```
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  ///
  /// ```swift
  /// popover.sourceView = button
  /// ```
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at.
  ///
  /// ```swift
  /// popover.sourceRect = button.bounds
  /// ```
  open var sourceRect = CGRect.zero
  /// The bar button item the popover points at.
  ///
  /// ```swift
  /// popover.barButtonItem = navigationItem.rightBarButtonItem
  /// ```
  open var barButtonItem: UIBarButtonItem?
  /// The arrow directions allowed.
  ///
  /// ```swift
  /// popover.permittedArrowDirections = .up
  /// ```
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The popover's background colour.
  ///
  /// ```swift
  /// popover.backgroundColor = .systemBackground
  /// ```
  open var backgroundColor: UIColor?
}

/// The arrow directions of a popover (UIKit's `UIPopoverArrowDirection`).
///
/// ```swift
/// popover.permittedArrowDirections = [.up, .down]
/// ```
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  public static let any = UIPopoverArrowDirection(rawValue: 15)
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
