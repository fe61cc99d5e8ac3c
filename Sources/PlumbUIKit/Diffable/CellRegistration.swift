import Foundation

extension UICollectionView {
  /// How to make and configure a cell for an item (UIKit's `UICollectionView.CellRegistration`, iOS 14):
  /// the cell's class and a handler that fills it; `dequeueConfiguredReusableCell(using:for:item:)` uses it.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
  ///   var content = UIListContentConfiguration.cell()
  ///   content.text = title
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Fills a cell for an item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let handler: Handler
    /// The identifier the registration's cells are made with.
    let reuseIdentifier: String

    /// A registration of `Cell` made in code, filled by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = "CellRegistration-\(Cell.self)"
    }
  }

  /// A cell made and filled by `registration` for `item` (Plumb makes each item's cell once).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = introduced(Cell(registeredReuseIdentifier: registration.reuseIdentifier), at: indexPath)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

extension UICollectionView {
  /// How to make and configure a supplementary view (UIKit's `UICollectionView.SupplementaryRegistration`):
  /// its class, its kind and a handler that fills it.
  ///
  /// ```swift
  /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
  ///   elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
  ///   var content = view.defaultContentConfiguration()
  ///   content.text = "Section \(indexPath.section)"
  ///   view.contentConfiguration = content
  /// }
  /// ```
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Fills a view of a kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let handler: Handler
    let elementKind: String

    /// A registration of `Supplementary` views of `elementKind`, filled by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A supplementary view made and filled by `registration` (Plumb makes each view once).
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = introduced(Supplementary(registeredReuseIdentifier: "SupplementaryRegistration-\(Supplementary.self)"),
                          at: indexPath, kind: registration.elementKind)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
