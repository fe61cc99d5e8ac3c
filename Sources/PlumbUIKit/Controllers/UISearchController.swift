import Foundation

/// A controller that runs a search with a search bar (UIKit's `UISearchController`): put it in a
/// navigation item's `searchController`, or show its `searchBar` in a table header. Activating it asks its
/// `searchResultsUpdater` to update, as UIKit does; Plumb draws the search bar where the app puts it.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.obscuresBackgroundDuringPresentation = false
/// navigationItem.searchController = search
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows results (`nil`: results show in the presenting controller).
  ///
  /// ```swift
  /// search.searchResultsController as? ResultsViewController
  /// ```
  public let searchResultsController: UIViewController?
  /// The search bar.
  ///
  /// ```swift
  /// search.searchBar.placeholder = "Search cities"
  /// ```
  public let searchBar = UISearchBar()
  /// The object told when the search text or scope changes and when the search starts or ends.
  ///
  /// ```swift
  /// search.searchResultsUpdater = self
  /// ```
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  /// The object told when the search is presented and dismissed.
  ///
  /// ```swift
  /// search.delegate = self
  /// ```
  open weak var delegate: UISearchControllerDelegate?
  /// Whether the search is shown; setting it tells the delegate and the updater, as UIKit does.
  ///
  /// ```swift
  /// search.isActive = true
  /// ```
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { delegate?.willPresentSearchController(self) } else { delegate?.willDismissSearchController(self) }
      searchResultsUpdater?.updateSearchResults(for: self)
      if isActive { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
    }
  }
  /// Whether the content under the search is dimmed while searching (true).
  ///
  /// ```swift
  /// search.obscuresBackgroundDuringPresentation = false
  /// ```
  open var obscuresBackgroundDuringPresentation = true
  /// The iOS 9 name of `obscuresBackgroundDuringPresentation`.
  ///
  /// ```swift
  /// search.dimsBackgroundDuringPresentation = false
  /// ```
  @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (true).
  ///
  /// ```swift
  /// search.hidesNavigationBarDuringPresentation = false
  /// ```
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the search bar shows its cancel button while active (true).
  ///
  /// ```swift
  /// search.automaticallyShowsCancelButton = false
  /// ```
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while active (true).
  ///
  /// ```swift
  /// search.automaticallyShowsScopeBar = false
  /// ```
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller is shown (kept).
  ///
  /// ```swift
  /// search.showsSearchResultsController = true
  /// ```
  open var showsSearchResultsController = false

  /// A search controller showing its results in `searchResultsController` (or in place, with `nil`).
  ///
  /// ```swift
  /// UISearchController(searchResultsController: ResultsViewController())
  /// ```
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}

/// What a search controller tells as its search text changes (UIKit's `UISearchResultsUpdating`).
///
/// ```swift
/// func updateSearchResults(for searchController: UISearchController) {
///   filtered = cities.filter { $0.contains(searchController.searchBar.text ?? "") }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search text, scope or activity changed.
  ///
  /// ```swift
  /// func updateSearchResults(for searchController: UISearchController) { tableView.reloadData() }
  /// ```
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells as it is presented and dismissed (UIKit's `UISearchControllerDelegate`);
/// every method has UIKit's default.
///
/// ```swift
/// func didDismissSearchController(_ searchController: UISearchController) { showAll() }
/// ```
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to show.
  ///
  /// ```swift
  /// func willPresentSearchController(_ searchController: UISearchController) {}
  /// ```
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search showed.
  ///
  /// ```swift
  /// func didPresentSearchController(_ searchController: UISearchController) {}
  /// ```
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to hide.
  ///
  /// ```swift
  /// func willDismissSearchController(_ searchController: UISearchController) {}
  /// ```
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search hid.
  ///
  /// ```swift
  /// func didDismissSearchController(_ searchController: UISearchController) {}
  /// ```
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
