import Foundation

/// A menu shown when a view is long-pressed (UIKit's `UIContextMenuInteraction`): its delegate gives the
/// menu's configuration for a location. Plumb draws views at rest, without menus; the interaction is
/// kept and `configuration(at:)` answers what the delegate says.
///
/// ```swift
/// let interaction = UIContextMenuInteraction(delegate: self)
/// imageView.addInteraction(interaction)
/// ```
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// Whether the menu looks like a context menu or a button's menu (UIKit's `UIContextMenuInteraction.Appearance`).
  ///
  /// ```swift
  /// interaction.menuAppearance   // .unknown
  /// ```
  public enum Appearance: Int, Sendable { case unknown, rich, compact }

  /// The object that gives the menu.
  ///
  /// ```swift
  /// interaction.delegate === self   // true
  /// ```
  open private(set) weak var delegate: UIContextMenuInteractionDelegate?
  /// The view the interaction is attached to.
  ///
  /// ```swift
  /// interaction.view   // the image view
  /// ```
  open private(set) weak var view: UIView?
  /// How the menu shown looks (`unknown` while none is shown, as always in Plumb).
  ///
  /// ```swift
  /// interaction.menuAppearance
  /// ```
  open var menuAppearance: Appearance { .unknown }

  /// An interaction asking `delegate` for its menus.
  ///
  /// ```swift
  /// UIContextMenuInteraction(delegate: self)
  /// ```
  public init(delegate: UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Where the interaction happened in `view`'s coordinates (the attached view's centre: Plumb has no touch).
  ///
  /// ```swift
  /// let point = interaction.location(in: collectionView)
  /// ```
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    let center = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    return view.map { own.convert(center, to: $0) } ?? own.convert(center, to: nil)
  }

  /// Changes the menu shown (none is shown in Plumb).
  ///
  /// ```swift
  /// interaction.updateVisibleMenu { $0 }
  /// ```
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

  /// Dismisses the menu shown (none is shown in Plumb).
  ///
  /// ```swift
  /// interaction.dismissMenu()
  /// ```
  open func dismissMenu() {}

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

  /// The configuration the delegate gives for a press at `location` in the view.
  ///
  /// ```swift
  /// interaction.configuration(at: CGPoint(x: 20, y: 20))?.identifier
  /// ```
  public func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
    delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
  }
}

/// The delegate of a context menu interaction (UIKit's `UIContextMenuInteractionDelegate`).
///
/// ```swift
/// func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
///                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
///   UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///     UIMenu(children: [UIAction(title: "Copy") { _ in UIPasteboard.general.string = self.text }])
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a press at `location` (`nil`: no menu).
  ///
  /// ```swift
  /// func contextMenuInteraction(_ i: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
  ///   -> UIContextMenuConfiguration? { nil }
  /// ```
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
  /// The preview to highlight as the menu opens (default: `nil`, the view).
  ///
  /// ```swift
  /// func contextMenuInteraction(_ i: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration
  ///   configuration: UIContextMenuConfiguration) -> UITargetedPreview? { UITargetedPreview(view: card) }
  /// ```
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                              previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
  /// The preview the menu dismisses to (default: `nil`, the view).
  ///
  /// ```swift
  /// func contextMenuInteraction(_ i: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration
  ///   configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  /// ```
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                              previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
  public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
}

/// The menu's actions, from the suggested ones (UIKit's `UIContextMenuActionProvider`).
///
/// ```swift
/// let actions: UIContextMenuActionProvider = { suggested in UIMenu(children: suggested) }
/// ```
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The view controller shown as the menu's preview (UIKit's `UIContextMenuContentPreviewProvider`).
///
/// ```swift
/// let preview: UIContextMenuContentPreviewProvider = { DetailViewController(item: item) }
/// ```
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): an identifier, a preview and the
/// actions, each made when asked.
///
/// ```swift
/// UIContextMenuConfiguration(identifier: item.id as NSString, previewProvider: nil) { _ in
///   UIMenu(children: [UIAction(title: "Share") { _ in share(item) }])
/// }
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// What tells this menu from others.
  ///
  /// ```swift
  /// configuration.identifier as? NSString
  /// ```
  public let identifier: NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// A configuration; without an identifier it gets a unique one, as on iOS.
  ///
  /// ```swift
  /// UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: { _ in menu })
  /// ```
  public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
              actionProvider: UIContextMenuActionProvider? = nil) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the action provider makes from `suggestedActions` (`nil` without a provider).
  ///
  /// ```swift
  /// configuration.menu()?.children.count
  /// ```
  public func menu(suggestedActions: [UIMenuElement] = []) -> UIMenu? { actionProvider?(suggestedActions) }

  /// The preview controller the preview provider makes (`nil` without one).
  ///
  /// ```swift
  /// configuration.previewViewController()
  /// ```
  public func previewViewController() -> UIViewController? { previewProvider?() }
}
