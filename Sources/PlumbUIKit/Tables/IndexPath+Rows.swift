import Foundation

extension IndexPath {
  /// A row of a section (UIKit's `IndexPath(row:section:)`).
  ///
  /// ```swift
  /// let path = IndexPath(row: 2, section: 0)
  /// path.row       // 2
  /// path.section   // 0
  /// ```
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An item of a section (UIKit's `IndexPath(item:section:)`, for collection views).
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section: the first index.
  public var section: Int { count > 0 ? self[0] : 0 }
  /// The row in its section: the second index.
  public var row: Int { count > 1 ? self[1] : 0 }
  /// The item in its section (the same index as `row`).
  public var item: Int { row }
}
