import Foundation

/// What updates a search's results as its text changes (UIKit's `UISearchResultsUpdating`).
///
/// ```swift
/// func updateSearchResults(for searchController: UISearchController) {
///   filtered = items.filter { $0.contains(searchController.searchBar.text ?? "") }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (UIKit's `UISearchControllerDelegate`); all optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the controller that shows its results (UIKit's `UISearchController`), usually set as a
/// navigation item's `searchController`. Plumb draws screens at rest: the search is inactive and its
/// results controller is not shown; setting `isActive` tells the updater, as UIKit does.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.searchBar.placeholder = "Search"
/// navigationItem.searchController = search
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results (`nil`: the searching controller shows them itself).
  public let searchResultsController: UIViewController?
  /// The search bar.
  public let searchBar = UISearchBar()
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  open var obscuresBackgroundDuringPresentation = true
  open var dimsBackgroundDuringPresentation = true
  open var hidesNavigationBarDuringPresentation = true
  open var automaticallyShowsCancelButton = true
  open var automaticallyShowsScopeBar = true
  open var showsSearchResultsController = false
  /// Whether the search is active; making it active tells the updater.
  open var isActive = false {
    didSet { if isActive, !oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
  }

  /// A search controller whose results `searchResultsController` shows.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}
