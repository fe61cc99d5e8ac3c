/// One renderable root of an Interface Builder file: a controller's view, a XIB's top-level view, a
/// table or collection view cell, or a collection view's section header or footer.
///
/// ```swift
/// let document = try IBDocument.load(path: "Main.storyboard")
/// for root in document.roots { print(root.id, root.kind, root.name) }
/// ```
public struct IBRoot: Sendable {
  /// What the root is.
  public enum Kind: String, Sendable, Hashable {
    case viewController, view, tableViewCell, collectionViewCell
    /// A collection view's `<collectionReusableView>` (`sectionHeaderView`, `sectionFooterView`).
    case supplementaryView
  }
  /// The root view's IB object id.
  public var id: String
  public var kind: Kind
  /// What people read: the user label, the controller's title or class, or the element and its text.
  public var name: String
  /// The controller's object id and `storyboardIdentifier`, for controllers.
  public var controllerID: String?
  public var storyboardIdentifier: String?
  /// The controller's class (`customClass`) or element name (`tableViewController`).
  public var controllerClass: String?
  /// The root view's element and its controller's element.
  public var element: XMLElement
  public var controller: XMLElement?
  /// Where a cell sits: in a table view that is its controller's `view`, in a table view that is a
  /// subview, or in no table (a XIB's top-level cell). `nil` for roots that are not cells.
  public var cellContainer: CellContainer?
  /// The `style` of the table view that holds a table view cell (`plain`, `grouped`, `insetGrouped`), which
  /// decides the cell's default background; `nil` for other roots.
  public var tableStyle: String?

  /// Where a table or collection view cell sits, which decides the margins UIKit gives its content view.
  ///
  /// ```swift
  /// if root.cellContainer == .nestedTable { print("a table inside another view") }
  /// ```
  public enum CellContainer: String, Sendable, Hashable {
    /// The controller's root view is the table (a `UITableViewController`, or a table as `view`).
    case controllerTable
    /// A table view placed inside another view.
    case nestedTable
    /// No table: a cell at the top level of a XIB.
    case noTable
  }

  /// Whether `query` names this root: its id, its controller's id or storyboard identifier, or its name.
  public func matches(_ query: String) -> Bool {
    query == id || query == controllerID || query == storyboardIdentifier || query == name
  }
}
