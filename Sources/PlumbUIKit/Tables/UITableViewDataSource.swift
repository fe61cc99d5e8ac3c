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
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
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
  /// A row's height; `UITableView.automaticDimension` sizes the cell to its content (default: the
  /// table's `rowHeight`).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A custom view above a section (default `nil`: the data source's title, if any).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A custom view below a section (default `nil`: the data source's footer title, if any).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The height of a section's custom header view; `automaticDimension` (the default) sizes it to its content.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's custom footer view; `automaticDimension` (the default) sizes it to its content.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The row's estimated height (optional; the row height).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Called before a cell is shown (optional).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called after a cell stops being shown (optional).
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called when a row is selected (optional).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Called when a row is deselected (optional).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  /// The row height (optional).
  ///
  /// ```swift
  /// delegate.tableView(table, estimatedHeightForRowAt: path)
  /// ```
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.tableView(table, willDisplay: cell, forRowAt: path)
  /// ```
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.tableView(table, didEndDisplaying: cell, forRowAt: path)
  /// ```
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.tableView(table, didSelectRowAt: path)
  /// ```
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing (optional).
  ///
  /// ```swift
  /// delegate.tableView(table, didDeselectRowAt: path)
  /// ```
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
