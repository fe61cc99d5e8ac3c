// Stand-in written by Plumb's team, not MagazineLayout's code: the example app declares these in
// ItemCreationPanelView.swift, which this corpus holds but which imports MagazineLayout (not in the
// corpus), and in a file the corpus does not hold. Declarations only, shaped by how the corpus file uses them.
// Stand-in for: Example__MagazineLayoutExample__CreationPanelViewController.swift
import UIKit

protocol DataSourceCountsProvider: AnyObject {}

struct ItemCreationPanelViewState {}

final class ItemCreationPanelView: UIView {
  var state = ItemCreationPanelViewState()

  init(dataSourceCountsProvider: DataSourceCountsProvider) {
    super.init(frame: .zero)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
