import Foundation
import PlumbLayout

/// Page dots (UIKit's `UIPageControl`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  open var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  open var currentPage = 0 { didSet { invalidateLayout() } }
  open var pageIndicatorTintColor: UIColor? { didSet { invalidateLayout() } }
  open var currentPageIndicatorTintColor: UIColor? { didSet { invalidateLayout() } }
  open var hidesForSinglePage = false

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .pageControl(Layout.PageControl(
      numberOfPages: numberOfPages, currentPage: currentPage,
      pageIndicatorTintColor: pageIndicatorTintColor?.plumbColor(traits),
      currentPageIndicatorTintColor: currentPageIndicatorTintColor?.plumbColor(traits)))
  }
}
