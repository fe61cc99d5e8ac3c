import Foundation

/// One action of a row's swipe actions (UIKit's `UIContextualAction`): its style, title, image, colour and
/// handler. Plumb draws rows at rest, so the actions are kept, not shown.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
/// delete.image = UIImage(systemName: "trash")
/// ```
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks and behaves (UIKit's `UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// A grey action.
    case normal
    /// A red action that removes the row when it completes.
    case destructive
  }

  /// What an action runs: the action, the view it was shown in, and a completion to call with whether it
  /// was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  open var backgroundColor: UIColor!
  open var image: UIImage?

  /// An action of `style`, titled `title`, that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style; self.title = title; self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a row shows when swiped (UIKit's `UISwipeActionsConfiguration`), first action nearest the
/// edge.
///
/// ```swift
/// func tableView(_ tableView: UITableView,
///                trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
///   UISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (UIKit's default: `true`).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
