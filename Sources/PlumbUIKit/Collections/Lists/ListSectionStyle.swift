import Foundation

/// How a list section dresses its cells and supplementary views as it loads them: each list cell's part
/// (row, header, footer), background, margins, separator and inset-grouped corners, as a table's rows.
///
/// ```swift
/// let style = ListSectionStyle(configuration: configuration, side: 16)
/// style.prepare(cell, item: 0, count: 3)
/// ```
@preconcurrency @MainActor
struct ListSectionStyle {
  let configuration: UICollectionLayoutListConfiguration
  /// The side margin of the rows' content (and the inset of an inset-grouped card).
  let side: CGFloat

  /// The part a cell at `item` of `count` plays: the first item is the header in `.firstItemInSection` mode.
  func role(ofItem item: Int) -> UICollectionViewListCell.Role {
    configuration.headerMode == .firstItemInSection && item == 0 ? .header : .row
  }

  /// Tells a cell its part before its content is configured (so `defaultContentConfiguration()` fits it).
  func introduce(_ cell: UICollectionViewListCell, role: UICollectionViewListCell.Role) {
    cell.listRole = role
    cell.listAppearance = configuration.appearance
    cell.listSide = side
  }

  /// Dresses the cell at `item` of the section's `count` items once it is made.
  func prepare(_ cell: UICollectionViewCell, item: Int, count: Int) {
    guard let cell = cell as? UICollectionViewListCell else { return }
    let role = role(ofItem: item)
    introduce(cell, role: role)
    cell.settleAccessories()
    let rows = configuration.headerMode == .firstItemInSection ? 1..<count : 0..<count
    if role == .row {
      if cell.backgroundConfiguration == nil, cell.backgroundColor == nil {
        cell.backgroundColor = configuration.isGrouped && configuration.appearance != .sidebar ? .secondarySystemGroupedBackground : .systemBackground
      }
      if configuration.isInset, configuration.appearance != .sidebar {
        var corners: CACornerMask = []
        if item == rows.lowerBound { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if item == rows.upperBound - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        if !corners.isEmpty { cell.layer.cornerRadius = 10; cell.layer.maskedCorners = corners; cell.clipsToBounds = true }
      }
    }
    let last = item == count - 1
    let separated = configuration.showsSeparators && role == .row && !(configuration.isGrouped && last)
    cell.settleSeparator(show: separated)
  }

  /// Dresses a header or footer view from the data source (a list cell used as one).
  func prepareSupplementary(_ view: UICollectionReusableView, kind: String) {
    guard let cell = view as? UICollectionViewListCell else { return }
    introduce(cell, role: kind == UICollectionView.elementKindSectionFooter ? .footer : .header)
    cell.settleAccessories()
  }
}
