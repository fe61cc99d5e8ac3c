import Foundation

/// What a table shows (UIKit's `UITableViewDataSource`): its sections, their rows and the cells for them,
/// and the sections' header and footer titles.
///
/// ```swift
/// extension SettingsViewController: UITableViewDataSource {
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
///     cell.textLabel?.text = items[indexPath.row]
///     return cell
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// `numberOfSections(in:)`; without an implementation, `1`.
  func numberOfSections(in tableView: UITableView) -> Int
  /// `tableView(_:titleForHeaderInSection:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// `tableView(_:titleForFooterInSection:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// `tableView(_:canEditRowAt:)`; without an implementation, `true`.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// `tableView(_:canMoveRowAt:)`; without an implementation, `false`.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// `sectionIndexTitles(for:)`; without an implementation, `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// `tableView(_:sectionForSectionIndexTitle:at:)`; without an implementation, `index`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// `tableView(_:commit:forRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// `tableView(_:moveRowAt:to:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// How a table sizes its rows (UIKit's `UITableViewDelegate`, the part that shapes a picture).
///
/// ```swift
/// extension FeedViewController: UITableViewDelegate {
///   func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///     indexPath.row == 0 ? 120 : UITableView.automaticDimension
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// `tableView(_:heightForRowAt:)`; without an implementation, `tableView.rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// `tableView(_:heightForHeaderInSection:)`; without an implementation, `tableView.sectionHeaderHeight`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// `tableView(_:heightForFooterInSection:)`; without an implementation, `tableView.sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// `tableView(_:estimatedHeightForRowAt:)`; without an implementation, `tableView.rowHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// `tableView(_:estimatedHeightForHeaderInSection:)`; without an implementation, `tableView.estimatedSectionHeaderHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// `tableView(_:estimatedHeightForFooterInSection:)`; without an implementation, `tableView.estimatedSectionFooterHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// `tableView(_:viewForHeaderInSection:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// `tableView(_:viewForFooterInSection:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// `tableView(_:willDisplay:forRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// `tableView(_:willDisplayHeaderView:forSection:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// `tableView(_:willDisplayFooterView:forSection:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// `tableView(_:didEndDisplaying:forRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// `tableView(_:didEndDisplayingHeaderView:forSection:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// `tableView(_:accessoryButtonTappedForRowWith:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// `tableView(_:shouldHighlightRowAt:)`; without an implementation, `true`.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// `tableView(_:didHighlightRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// `tableView(_:didUnhighlightRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// `tableView(_:willSelectRowAt:)`; without an implementation, `indexPath`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// `tableView(_:willDeselectRowAt:)`; without an implementation, `indexPath`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// `tableView(_:didSelectRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// `tableView(_:didDeselectRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// `tableView(_:editingStyleForRowAt:)`; without an implementation, `.delete`.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; without an implementation, `"Delete"`.
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; without an implementation, `nil`.
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
  /// `tableView(_:shouldIndentWhileEditingRowAt:)`; without an implementation, `true`.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// `tableView(_:willBeginEditingRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// `tableView(_:didEndEditingRowAt:)`; without an implementation, nothing happens.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`; without an implementation, `proposedDestinationIndexPath`.
  func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
  /// `tableView(_:indentationLevelForRowAt:)`; without an implementation, `0`.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// `tableView(_:shouldShowMenuForRowAt:)`; without an implementation, `false`.
  func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// `tableView(_:canFocusRowAt:)`; without an implementation, `true`.
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
  public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
}
