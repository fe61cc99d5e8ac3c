// Stand-in written by Plumb's team, not FSPagerView's code: the library declares `FSPagerViewLayout`,
// `FSPagerCollectionView` and `FSPagerViewTransformer` in files this corpus does not hold. Declarations only,
// shaped by how the corpus files use them: the layout places nothing and the transformer changes nothing.
// Stand-in for: Sources__FSPageControl.swift, Sources__FSPagerViewCell.swift
import UIKit

class FSPagerViewLayout: UICollectionViewLayout {
  var itemSpacing: CGFloat = 0
  var needsReprepare = true

  func forceInvalidate() {
    needsReprepare = true
    invalidateLayout()
  }

  func contentOffset(for indexPath: IndexPath) -> CGPoint { .zero }

  func frame(for indexPath: IndexPath) -> CGRect { .zero }
}

class FSPagerCollectionView: UICollectionView {}

open class FSPagerViewTransformer: NSObject {
  open internal(set) weak var pagerView: FSPagerView?
}
