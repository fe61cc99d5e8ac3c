import Foundation

/// Behaviour attached to a view (UIKit's `UIInteraction`): pointer effects, context menus, drag and
/// drop. A view keeps its interactions in `interactions`; adding one tells it `willMove(to:)` and
/// `didMove(to:)` with the view, removing it tells it with `nil`. Plumb draws views at rest, so an
/// interaction changes nothing drawn.
///
/// ```swift
/// final class Highlight: NSObject, UIInteraction {
///   weak var view: UIView?
///   func willMove(to view: UIView?) {}
///   func didMove(to view: UIView?) { self.view = view }
/// }
/// button.addInteraction(Highlight())
/// ```
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is attached to.
  ///
  /// ```swift
  /// interaction.view === button   // true once added
  /// ```
  var view: UIView? { get }
  /// Called before the interaction is attached to `view` (or detached, with `nil`).
  ///
  /// ```swift
  /// func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(tap) }
  /// ```
  func willMove(to view: UIView?)
  /// Called after the interaction is attached to `view` (or detached, with `nil`).
  ///
  /// ```swift
  /// func didMove(to view: UIView?) { self.view = view; view?.addGestureRecognizer(tap) }
  /// ```
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions attached to the view, in the order they were added; setting it detaches the old
  /// ones and attaches the new.
  ///
  /// ```swift
  /// view.interactions = [UIPointerInteraction(delegate: nil)]
  /// ```
  public var interactions: [UIInteraction] {
    get { objc_getAssociatedObject(self, &InteractionsKey.key) as? [UIInteraction] ?? [] }
    set {
      for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }

  /// Attaches an interaction (once: adding it again changes nothing), telling it `willMove(to:)` and
  /// `didMove(to:)` with the view.
  ///
  /// ```swift
  /// addInteraction(UIPointerInteraction(delegate: self))
  /// ```
  public func addInteraction(_ interaction: UIInteraction) {
    var attached = interactions
    guard !attached.contains(where: { $0 === interaction }) else { return }
    if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
    interaction.willMove(to: self)
    attached.append(interaction)
    objc_setAssociatedObject(self, &InteractionsKey.key, attached, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    interaction.didMove(to: self)
  }

  /// Detaches an interaction, telling it `willMove(to:)` and `didMove(to:)` with `nil`.
  ///
  /// ```swift
  /// view.removeInteraction(pointerInteraction)
  /// ```
  public func removeInteraction(_ interaction: UIInteraction) {
    var attached = interactions
    guard let index = attached.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attached.remove(at: index)
    objc_setAssociatedObject(self, &InteractionsKey.key, attached, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    interaction.didMove(to: nil)
  }
}

/// The key the interactions of a view are kept under.
private enum InteractionsKey {
  nonisolated(unsafe) static var key: UInt8 = 0
}
