import Foundation

extension UITableViewCell {
  /// What editing a row does (UIKit's `UITableViewCell.EditingStyle`): the control a table in editing mode
  /// shows before the row.
  ///
  /// ```swift
  /// func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
  ///   indexPath.row == items.count ? .insert : .delete
  /// }
  /// ```
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none
    /// A red minus: the row can be deleted.
    case delete
    /// A green plus: a row can be inserted.
    case insert
  }
}
