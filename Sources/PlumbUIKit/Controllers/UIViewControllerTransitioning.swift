import Foundation

/// Which controller of a transition (UIKit's `UITransitionContextViewControllerKey`).
///
/// ```swift
/// let from = transitionContext.viewController(forKey: .from)
/// ```
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition (UIKit's `UITransitionContextViewKey`).
///
/// ```swift
/// let toView = transitionContext.view(forKey: .to)
/// ```
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition animator is handed (UIKit's `UIViewControllerContextTransitioning`). Plumb runs
/// no transitions; tests can make their own context to call an animator.
///
/// ```swift
/// func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
///   guard let toView = transitionContext.view(forKey: .to) else { return }
///   transitionContext.containerView.addSubview(toView)
///   transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Updates the progress of an interactive transition.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Finishes an interactive transition.
  func finishInteractiveTransition()
  /// Cancels an interactive transition.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// Ends the transition (`didComplete`: it finished rather than was cancelled).
  func completeTransition(_ didComplete: Bool)
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The transform applied to the container during rotation.
  var targetTransform: CGAffineTransform { get }
  /// Where `vc`'s view starts.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Animates a transition between controllers (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// ```swift
/// final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
///   func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///   func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { … }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition takes.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  /// Runs the transition's animations.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called when the transition ends (optional).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing (optional).
  ///
  /// ```swift
  /// animator.animationEnded(true)
  /// ```
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively (UIKit's `UIViewControllerInteractiveTransitioning`).
///
/// ```swift
/// final class SwipeBack: UIPercentDrivenInteractiveTransition {}
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// The speed of the completion animation (optional; 1).
  var completionSpeed: CGFloat { get }
  /// The curve of the completion animation (optional; ease-in-out).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively (optional; true).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1 (optional).
  ///
  /// ```swift
  /// interaction.completionSpeed
  /// ```
  public var completionSpeed: CGFloat { 1 }
  /// Ease-in-out (optional).
  ///
  /// ```swift
  /// interaction.completionCurve
  /// ```
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// True (optional).
  ///
  /// ```swift
  /// interaction.wantsInteractiveStart
  /// ```
  public var wantsInteractiveStart: Bool { true }
}

/// Supplies the animators and presentation controller of a custom presentation (UIKit's
/// `UIViewControllerTransitioningDelegate`); every method optional.
///
/// ```swift
/// extension Presenter: UIViewControllerTransitioningDelegate {
///   func animationController(forPresented presented: UIViewController, presenting: UIViewController,
///                            source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation.
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  /// The animator of the dismissal.
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller of the presentation.
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
  /// The interaction controller of the dismissal.
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
  /// The presentation controller.
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
    -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// None (optional).
  ///
  /// ```swift
  /// delegate.animationController(forPresented: a, presenting: b, source: b)
  /// ```
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
    -> UIViewControllerAnimatedTransitioning? { nil }
  /// None (optional).
  ///
  /// ```swift
  /// delegate.animationController(forDismissed: a)
  /// ```
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// None (optional).
  ///
  /// ```swift
  /// delegate.interactionControllerForPresentation(using: animator)
  /// ```
  public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
  /// None (optional).
  ///
  /// ```swift
  /// delegate.interactionControllerForDismissal(using: animator)
  /// ```
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
  /// None (optional).
  ///
  /// ```swift
  /// delegate.presentationController(forPresented: a, presenting: b, source: b)
  /// ```
  public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
    -> UIPresentationController? { nil }
}

/// The context handed to alongside-animations during a transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
///
/// ```swift
/// coordinator.animate(alongsideTransition: { context in header.alpha = context.isCancelled ? 1 : 0 })
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// The transform applied during rotation.
  var targetTransform: CGAffineTransform { get }
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition (UIKit's `UIViewControllerTransitionCoordinator`). Plumb's size
/// changes hand one that runs the animation block and the completion at once.
///
/// ```swift
/// coordinator.animate(alongsideTransition: { _ in self.layout.invalidateLayout() }, completion: nil)
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition and `completion` after it.
  @discardableResult
  func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// Runs `animation` with the transition of `view`.
  @discardableResult
  func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                  completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// Calls `handler` when an interactive transition ends.
  func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition (UIKit's `completion: nil` default).
  ///
  /// ```swift
  /// coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
  /// ```
  @discardableResult
  public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator Plumb hands `viewWillTransition(to:with:)`: no animation, blocks run at once.
///
/// ```swift
/// controller.viewWillTransition(to: CGSize(width: 844, height: 390), with: ImmediateTransitionCoordinator(container: view))
/// ```
@preconcurrency @MainActor
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
  /// The container view.
  public let containerView: UIView
  /// A coordinator over `container`.
  ///
  /// ```swift
  /// ImmediateTransitionCoordinator(container: controller.view)
  /// ```
  public init(container: UIView) { containerView = container }
  public var isAnimated: Bool { false }
  public var isCancelled: Bool { false }
  public var isInteractive: Bool { false }
  public var transitionDuration: TimeInterval { 0 }
  public var targetTransform: CGAffineTransform { .identity }
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  @discardableResult
  public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                      completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
    animation?(self); completion?(self); return true
  }
  @discardableResult
  public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
    animation?(self); completion?(self); return true
  }
  public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// An interactive transition driven by a percentage (UIKit's `UIPercentDrivenInteractiveTransition`): the
/// progress is kept; Plumb runs no transition.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// interaction.update(0.4)
/// interaction.finish()
/// ```
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  /// A new interaction.
  ///
  /// ```swift
  /// UIPercentDrivenInteractiveTransition()
  /// ```
  public override init() { super.init() }
  /// The duration of the transition.
  ///
  /// ```swift
  /// interaction.duration
  /// ```
  open var duration: CGFloat { 0 }
  /// The progress, 0 to 1.
  ///
  /// ```swift
  /// interaction.percentComplete
  /// ```
  open private(set) var percentComplete: CGFloat = 0
  /// The completion animation's speed.
  ///
  /// ```swift
  /// interaction.completionSpeed = 0.5
  /// ```
  open var completionSpeed: CGFloat = 1
  /// The completion animation's curve.
  ///
  /// ```swift
  /// interaction.completionCurve = .easeOut
  /// ```
  open var completionCurve = UIView.AnimationCurve.easeInOut
  /// Whether the transition starts interactively.
  ///
  /// ```swift
  /// interaction.wantsInteractiveStart = false
  /// ```
  open var wantsInteractiveStart = true
  /// Starts the interactive transition.
  ///
  /// ```swift
  /// interaction.startInteractiveTransition(context)
  /// ```
  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
  }
  private weak var context: UIViewControllerContextTransitioning?
  /// Pauses the transition.
  ///
  /// ```swift
  /// interaction.pause()
  /// ```
  open func pause() { context?.pauseInteractiveTransition() }
  /// Sets the progress (clamped to 0…1).
  ///
  /// ```swift
  /// interaction.update(translation.x / view.bounds.width)
  /// ```
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(1, max(0, percentComplete))
    context?.updateInteractiveTransition(self.percentComplete)
  }
  /// Cancels the transition.
  ///
  /// ```swift
  /// interaction.cancel()
  /// ```
  open func cancel() { context?.cancelInteractiveTransition() }
  /// Finishes the transition.
  ///
  /// ```swift
  /// interaction.finish()
  /// ```
  open func finish() { percentComplete = 1; context?.finishInteractiveTransition() }
}

/// How a controller is presented (UIKit's `UIModalPresentationStyle`).
///
/// ```swift
/// detail.modalPresentationStyle = .fullScreen
/// ```
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1, automatic = -2
}

/// The transition of a modal presentation (UIKit's `UIModalTransitionStyle`).
///
/// ```swift
/// detail.modalTransitionStyle = .crossDissolve
/// ```
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
