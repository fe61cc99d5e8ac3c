// Stand-in written by Plumb's team, not QuickLayout's code: the example app declares `DataSource`,
// `Contact` and `classType` in files this corpus does not hold. Declarations only, shaped by how the
// corpus files use them.
// Stand-in for: Example__QuickLayout__Samples__TableView__TableSampleViewController.swift
import UIKit

struct Contact {
  var firstName = "", lastName = "", userName = "", email = ""
}

enum DataSourceFile {
  case contacts
}

final class DataSource<Item> {
  private var items: [Item] = []
  var count: Int { items.count }
  subscript(index: Int) -> Item { items[index] }
  func setup(from file: DataSourceFile, completion: @escaping () -> Void) { completion() }
}

extension NSObject {
  /// The class's name, the example's reuse identifier.
  static var classType: String { String(describing: self) }
}
