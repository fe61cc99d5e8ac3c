import Foundation

/// A view controller whose view is a table it is the data source and delegate of (UIKit's
/// `UITableViewController`): subclasses override the data source methods, as on iOS.
///
/// ```swift
/// final class SettingsViewController: UITableViewController {
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
///     cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Cellular"][indexPath.row]
///     return cell
///   }
/// }
/// assertSnapshot(of: SettingsViewController(style: .insetGrouped), as: .image(on: .iPhone15Pro))
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style
  private var storedTableView: UITableView?

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .plain)
  }

  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's view.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  open override func loadView() {
    let table = UITableView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size), style: initialStyle)
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  // UIKit's table view controller implements every requirement of its table's data source and delegate
  // (and the scroll view delegate), so subclasses `override` them.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
  open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
