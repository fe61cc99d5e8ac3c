import Foundation

/// The pull-to-refresh control of a scroll view (UIKit's `UIRefreshControl`, set as a scroll view's
/// `refreshControl`). Plumb draws content at rest, so the control is hidden above the content; while
/// `isRefreshing` it is kept, not drawn.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way (set by `beginRefreshing()` and `endRefreshing()`).
  open private(set) var isRefreshing = false
  /// The text shown under the spinner.
  open var attributedTitle: NSAttributedString?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts refreshing (as when the user pulls).
  open func beginRefreshing() { isRefreshing = true }
  /// Ends refreshing.
  open func endRefreshing() { isRefreshing = false }
}
