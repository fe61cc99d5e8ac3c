import Foundation

/// The spinner a scroll view shows when pulled down to refresh (UIKit's `UIRefreshControl`): put it in a
/// scroll view's `refreshControl` and handle `.valueChanged`. UIKit shows it only while the content is
/// pulled or refreshing from a pull, so Plumb, which draws content at rest, draws it not at all; its state
/// is kept and `beginRefreshing()`/`endRefreshing()` change it.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  ///
  /// ```swift
  /// refresh.beginRefreshing(); refresh.isRefreshing   // true
  /// ```
  open private(set) var isRefreshing = false
  /// The text under the spinner.
  ///
  /// ```swift
  /// refresh.attributedTitle = NSAttributedString(string: "Updating…")
  /// ```
  open var attributedTitle: NSAttributedString?

  /// A refresh control (its size is UIKit's to choose; the frame is kept).
  ///
  /// ```swift
  /// let refresh = UIRefreshControl()
  /// ```
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A refresh control.
  ///
  /// ```swift
  /// UIRefreshControl()
  /// ```
  public convenience init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts a refresh started in code (sends no `.valueChanged`, as on iOS).
  ///
  /// ```swift
  /// refreshControl?.beginRefreshing()
  /// ```
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh.
  ///
  /// ```swift
  /// refreshControl?.endRefreshing()
  /// ```
  open func endRefreshing() { isRefreshing = false }
}
