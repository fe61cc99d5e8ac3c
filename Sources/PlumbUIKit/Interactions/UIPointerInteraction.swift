import Foundation

/// Pointer effects on iPad with a trackpad or mouse (UIKit's `UIPointerInteraction`, iOS 13.4): its
/// delegate says which region of the view the pointer is in and how it looks there. Plumb has no
/// pointer; the interaction is kept on its view and answers what its delegate says.
///
/// ```swift
/// if #available(iOS 13.4, *) {
///   addInteraction(UIPointerInteraction(delegate: self))
/// }
/// ```
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
  /// The object that gives regions and styles.
  ///
  /// ```swift
  /// interaction.delegate === self   // true
  /// ```
  open private(set) weak var delegate: UIPointerInteractionDelegate?
  /// The view the interaction is attached to.
  ///
  /// ```swift
  /// interaction.view   // the button
  /// ```
  open private(set) weak var view: UIView?
  /// Whether the interaction gives effects (true).
  ///
  /// ```swift
  /// interaction.isEnabled = false
  /// ```
  open var isEnabled = true

  /// An interaction asking `delegate` for regions and styles.
  ///
  /// ```swift
  /// let interaction = UIPointerInteraction(delegate: self)
  /// ```
  public init(delegate: UIPointerInteractionDelegate?) {
    self.delegate = delegate
    super.init()
  }

  /// Asks the delegate again for regions and styles (nothing is cached in Plumb).
  ///
  /// ```swift
  /// interaction.invalidate()
  /// ```
  open func invalidate() {}

  /// Called before the interaction moves to a view.
  ///
  /// ```swift
  /// interaction.willMove(to: view)
  /// ```
  open func willMove(to view: UIView?) {}

  /// Called after the interaction moved to a view: it remembers it.
  ///
  /// ```swift
  /// interaction.didMove(to: view)
  /// ```
  open func didMove(to view: UIView?) { self.view = view }

  /// The style the delegate gives for a pointer at `location` in the view: the region it returns for
  /// the whole view's bounds (or that region), then its style; `nil` when disabled or not attached.
  ///
  /// ```swift
  /// interaction.style(at: CGPoint(x: 10, y: 10))
  /// ```
  public func style(at location: CGPoint) -> UIPointerStyle? {
    guard isEnabled, let view else { return nil }
    let request = UIPointerRegionRequest(location: location, modifiers: [])
    let fallback = UIPointerRegion(rect: view.bounds, identifier: nil)
    let region = delegate?.pointerInteraction(self, regionFor: request, defaultRegion: fallback) ?? fallback
    return delegate?.pointerInteraction(self, styleFor: region)
  }
}

/// The delegate of a pointer interaction (UIKit's `UIPointerInteractionDelegate`): every method has
/// UIKit's default (the default region, the system style, no animation).
///
/// ```swift
/// extension DayView: UIPointerInteractionDelegate {
///   func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
///     UIPointerStyle(effect: .highlight(UITargetedPreview(view: self)))
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
  /// The region the pointer is in (default: `defaultRegion`, the whole view).
  ///
  /// ```swift
  /// func pointerInteraction(_ i: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
  ///                         defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
  /// ```
  func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                          defaultRegion: UIPointerRegion) -> UIPointerRegion?
  /// How the pointer looks in a region (default: `nil`, the system's style).
  ///
  /// ```swift
  /// func pointerInteraction(_ i: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { .system() }
  /// ```
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
  /// Called as the pointer enters a region (Plumb has no pointer, so never).
  ///
  /// ```swift
  /// func pointerInteraction(_ i: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
  /// ```
  func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
  /// Called as the pointer leaves a region (Plumb has no pointer, so never).
  ///
  /// ```swift
  /// func pointerInteraction(_ i: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
  /// ```
  func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
  public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                 defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
  public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
  public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                 animator: UIPointerInteractionAnimating) {}
  public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                 animator: UIPointerInteractionAnimating) {}
}

/// Animations that run alongside a pointer entering or leaving a region (UIKit's
/// `UIPointerInteractionAnimating`).
///
/// ```swift
/// animator.addAnimations { self.alpha = 0.8 }
/// ```
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: NSObjectProtocol {
  /// Adds animations to run with the pointer's.
  ///
  /// ```swift
  /// animator.addAnimations { self.transform = .init(scaleX: 1.1, y: 1.1) }
  /// ```
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion to run after them.
  ///
  /// ```swift
  /// animator.addCompletion { _ in self.isHighlighted = false }
  /// ```
  func addCompletion(_ completion: @escaping (Bool) -> Void)
}
