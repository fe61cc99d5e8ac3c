import Foundation

/// What a collection view shows (UIKit's `UICollectionViewDataSource`): its sections, their items and the
/// cells for them.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDataSource {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// `numberOfSections(in:)`; without an implementation, `1`.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`; without an implementation, `.missingSupplementary()`.
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
  /// `collectionView(_:canMoveItemAt:)`; without an implementation, `false`.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// `collectionView(_:moveItemAt:to:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// `indexTitles(for:)`; without an implementation, `nil`.
  func indexTitles(for collectionView: UICollectionView) -> [String]?
  /// `collectionView(_:indexPathForIndexTitle:at:)`; without an implementation, `IndexPath(item: 0, section: index)`.
  func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { .missingSupplementary() }
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { IndexPath(item: 0, section: index) }
}

/// What a collection view tells its delegate about highlighting, selection and display (UIKit's
/// `UICollectionViewDelegate`); every requirement is optional, as in UIKit.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { open(items[indexPath.item]) }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// `collectionView(_:shouldHighlightItemAt:)`; without an implementation, `true`.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// `collectionView(_:didHighlightItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// `collectionView(_:didUnhighlightItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// `collectionView(_:shouldSelectItemAt:)`; without an implementation, `true`.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// `collectionView(_:shouldDeselectItemAt:)`; without an implementation, `true`.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// `collectionView(_:didSelectItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// `collectionView(_:didDeselectItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// `collectionView(_:willDisplay:forItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)
  /// `collectionView(_:didEndDisplaying:forItemAt:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`; without an implementation, nothing happens.
  func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`; without an implementation, `proposedContentOffset`.
  func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`; without an implementation, `proposedIndexPath`.
  func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
  /// `collectionView(_:canFocusItemAt:)`; without an implementation, `true`.
  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
  public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
}

/// Per-item sizes and per-section insets, spacings and header and footer sizes of a flow layout (UIKit's
/// `UICollectionViewDelegateFlowLayout`); each defaults to the layout's own property.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
///                     sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      insetForSectionAt section: Int) -> UIEdgeInsets
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumLineSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForHeaderInSection section: Int) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
    collectionViewLayout.flowItemSize
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets {
    collectionViewLayout.flowSectionInset
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    collectionViewLayout.flowLineSpacing
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    collectionViewLayout.flowInteritemSpacing
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
    collectionViewLayout.flowHeaderReferenceSize
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
    collectionViewLayout.flowFooterReferenceSize
  }
}

/// How a collection view places its items (UIKit's `UICollectionViewLayout`); Plumb lays out
/// `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// grid.collectionViewLayout.invalidateLayout()   // its items are placed again at the next layout
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }

  /// The collection view the layout places items for.
  public internal(set) weak var collectionView: UICollectionView?

  /// Places the collection view's items again at its next layout.
  open func invalidateLayout() { collectionView?.reloadData() }
  /// Places the items again at the next layout, for the reasons `context` gives (Plumb places every item
  /// again whatever the context says). Subclasses override it to see what changed; call `super`.
  ///
  /// ```swift
  /// override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
  ///   super.invalidateLayout(with: context)
  ///   if context.invalidateEverything { cache.removeAll() }
  /// }
  /// ```
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

  // MARK: Subclass hooks (UIKit's)

  /// The class of the attributes the layout makes (override to use a subclass).
  ///
  /// ```swift
  /// override class var layoutAttributesClass: AnyClass { CardAttributes.self }
  /// ```
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
  /// Computes the layout (override: called before the layout is asked for attributes).
  ///
  /// ```swift
  /// override func prepare() { super.prepare(); cache = makeAttributes() }
  /// ```
  open func prepare() {}
  /// The size of all the content (override).
  ///
  /// ```swift
  /// override var collectionViewContentSize: CGSize { CGSize(width: width, height: contentHeight) }
  /// ```
  open var collectionViewContentSize: CGSize { .zero }
  /// The attributes of the items in `rect` (override).
  ///
  /// ```swift
  /// override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
  ///   cache.filter { $0.frame.intersects(rect) }
  /// }
  /// ```
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  /// The attributes of the item at `indexPath` (override).
  ///
  /// ```swift
  /// override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath.item] }
  /// ```
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// The attributes of a supplementary view (override).
  ///
  /// ```swift
  /// override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { header }
  /// ```
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// The attributes of a decoration view (override).
  ///
  /// ```swift
  /// override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// ```
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Whether a bounds change lays the items out again (override; false).
  ///
  /// ```swift
  /// override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  /// ```
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// Where scrolling stops (override; the proposed offset).
  ///
  /// ```swift
  /// override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { snapped(proposed) }
  /// ```
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    proposedContentOffset
  }
  /// Where scrolling stops after an update (override; the proposed offset).
  ///
  /// ```swift
  /// override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint { proposed }
  /// ```
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  /// The attributes an inserted item starts from (override).
  ///
  /// ```swift
  /// override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// ```
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// The attributes a deleted item ends at (override).
  ///
  /// ```swift
  /// override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// ```
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Registers the class of a decoration view (kept).
  ///
  /// ```swift
  /// register(SectionBackground.self, forDecorationViewOfKind: "background")
  /// ```
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
  /// Called after updates are applied (override point).
  ///
  /// ```swift
  /// override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
  /// ```
  open func finalizeCollectionViewUpdates() {}

  /// A flow layout's properties, UIKit's defaults for any other layout (what the flow layout delegate's
  /// methods return unless overridden).
  var flowItemSize: CGSize { (self as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50) }
  var flowSectionInset: UIEdgeInsets { (self as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  var flowLineSpacing: CGFloat { (self as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
  var flowInteritemSpacing: CGFloat { (self as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
  var flowHeaderReferenceSize: CGSize { (self as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
  var flowFooterReferenceSize: CGSize { (self as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// Items in lines (UIKit's `UICollectionViewFlowLayout`), vertically scrolling: each line as many items as
/// fit between the section's insets, `minimumInteritemSpacing` apart at the least, the line's extra room
/// shared between its items (a line of one item is centred), lines `minimumLineSpacing` apart and as tall as
/// their tallest item, each item centred in its line; a section's header (`headerReferenceSize`'s height,
/// across the view) above its top inset, its footer below its bottom inset. UIKit's defaults: 50 × 50 items,
/// 10-point spacings, no headers or footers. With `scrollDirection = .horizontal` the lines are columns down
/// the view's height (less its safe area), one after another to the right, clipped at its edge; with an
/// `estimatedItemSize` (or `automaticSize`) each cell is as big as its own constraints make it.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 120)
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// ```
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// The `estimatedItemSize` that asks every cell for its own size (UIKit's `automaticSize`).
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  open var itemSize = CGSize(width: 50, height: 50)
  /// Non-zero: cells size themselves from their constraints (the estimate itself is not used at rest).
  open var estimatedItemSize = CGSize.zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset = UIEdgeInsets.zero
  open var scrollDirection = ScrollDirection.vertical
  open var headerReferenceSize = CGSize.zero
  open var footerReferenceSize = CGSize.zero
}

/// A grid of items (UIKit's `UICollectionView` with a `UICollectionViewFlowLayout` or a
/// `UICollectionViewCompositionalLayout`), drawn at rest: its data source's cells and supplementary views
/// placed by the layout from the top of its content (below the safe area's top), clipped at its edges. The lines are computed for the width the view has when it is laid out (its frame, else its
/// root's); cells are asked for until the lines fill twice its height, at most `maximumLoadedItems`.
///
/// ```swift
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The most items a collection view asks its data source for.
  public static let maximumLoadedItems = 500

  /// The elementKind of a section header (`UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The elementKind of a section footer (`UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  open var collectionViewLayout: UICollectionViewLayout {
    didSet { oldValue.collectionView = nil; collectionViewLayout.collectionView = self; reloadData() }
  }
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  open weak var collectionDelegate: UICollectionViewDelegate?
  /// The delegate (also its flow layout delegate and scroll view delegate).
  open override weak var delegate: UIScrollViewDelegate? {
    get { collectionDelegate }
    set { collectionDelegate = newValue as? UICollectionViewDelegate; reloadData() }
  }
  /// A view behind the items, as large as the collection view.
  open var backgroundView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  /// The selected items, in the order they were selected (see `selectItem(at:animated:scrollPosition:)`).
  var selectedItems: [IndexPath] = []
  /// Whether cells are prepared ahead of scrolling (kept).
  ///
  /// ```swift
  /// grid.isPrefetchingEnabled = false
  /// ```
  open var isPrefetchingEnabled = true
  /// The attributes of the item at `indexPath`: the layout's, else where the collection view placed the item's
  /// cell (after layout).
  ///
  /// ```swift
  /// let frame = grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
  /// ```
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { return attributes }
    guard let cell = loadedCells[indexPath] else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = cell.frame
    return attributes
  }

  var itemViews: [UIView] = []
  var itemConstraints: [NSLayoutConstraint] = []
  var loadedCells: [IndexPath: UICollectionViewCell] = [:]
  var loadedSupplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
  var needsItemsLoad = true
  /// The width the loaded lines were computed for.
  var loadedWidth: CGFloat = -1
  /// What else the loaded items depend on (a compositional layout's safe area, type size, direction).
  var loadedEnvironment: CompositionalItems.Environment?
  private var registrations: [String: UICollectionViewCell.Type] = [:]
  /// The background is the one the collection view was made with (a list layout may give its own).
  private(set) var backgroundIsDefault = false
  open override var backgroundColor: UIColor? { didSet { backgroundIsDefault = false } }

  /// A list's background, unless the collection view was given one.
  func adoptListBackground(_ color: UIColor) {
    guard backgroundIsDefault else { return }
    backgroundColor = color
    backgroundIsDefault = true
  }

  /// The list section being loaded: the cells dequeued for it learn their part before they are configured.
  var loadingList: (style: ListSectionStyle, section: Int)?
  private var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]

  /// A collection view with a layout (UIKit's `init(frame:collectionViewLayout:)`), on `systemBackground`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
    backgroundIsDefault = true
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// A new cell of the class registered for `identifier` (Plumb makes each item's cell once).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    introduced((registrations[identifier] ?? UICollectionViewCell.self).init(registeredReuseIdentifier: identifier), at: indexPath)
  }

  /// A list cell dequeued while its list section loads, told its part there (row, or the section's header).
  func introduced<View: UICollectionReusableView>(_ view: View, at indexPath: IndexPath, kind: String? = nil) -> View {
    guard let list = view as? UICollectionViewListCell, let loading = loadingList, loading.section == indexPath.section else { return view }
    let role: UICollectionViewListCell.Role
    switch kind {
    case nil: role = loading.style.role(ofItem: indexPath.item)
    case UICollectionView.elementKindSectionFooter?: role = .footer
    default: role = .header
    }
    loading.style.introduce(list, role: role)
    return view
  }

  /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
  ///
  /// ```swift
  /// grid.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
  ///               withReuseIdentifier: "title")
  /// ```
  open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
    supplementaryRegistrations[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
  }

  /// A new view of the class registered for `elementKind` and `identifier` (Plumb makes each view once).
  ///
  /// ```swift
  /// let header = collectionView.dequeueReusableSupplementaryView(
  ///   ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
  /// ```
  open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                             for indexPath: IndexPath) -> UICollectionReusableView {
    introduced((supplementaryRegistrations[elementKind + "\u{0}" + identifier] ?? UICollectionReusableView.self)
      .init(registeredReuseIdentifier: identifier), at: indexPath, kind: elementKind)
  }

  /// The supplementary view of `elementKind` shown for `indexPath`, once the collection view has been laid out.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    loadedSupplementaryViews[elementKind]?[indexPath]
  }

  /// The supplementary views of `elementKind` shown, in index path order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    (loadedSupplementaryViews[elementKind] ?? [:]).sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }.map(\.value)
  }

  /// Asks the data source again at the next layout.
  open func reloadData() {
    needsItemsLoad = true
    invalidateLayout()
  }

  open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

  open func numberOfItems(inSection section: Int) -> Int {
    dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: section)) } ?? 0
  }

  /// The cell shown for an item, once the collection view has been laid out.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { loadedCells[indexPath] }
  /// The item a shown cell is at (`nil` for a cell the collection view does not show).
  ///
  /// ```swift
  /// if let item = grid.indexPath(for: cell) { select(item) }
  /// ```
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { loadedCells.first { $0.value === cell }?.key }

  /// The cells shown, in item order.
  open var visibleCells: [UICollectionViewCell] {
    loadedCells.sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }.map(\.value)
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    loadedCells.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
  }

  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  /// Where `scrollToItem` puts an item (Plumb draws at rest and does not scroll).
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1), centeredVertically = ScrollPosition(rawValue: 2)
    public static let bottom = ScrollPosition(rawValue: 4), left = ScrollPosition(rawValue: 8)
    public static let centeredHorizontally = ScrollPosition(rawValue: 16), right = ScrollPosition(rawValue: 32)
  }

  override func prepareForLayoutPass() {
    let width = CollectionItems.layoutWidth(of: self)
    let environment = CompositionalItems.environment(of: self)
    if needsItemsLoad || width != loadedWidth || environment != loadedEnvironment {
      needsItemsLoad = false
      loadedWidth = width
      loadedEnvironment = environment
      CollectionItems.load(into: self, width: width)
    }
    super.prepareForLayoutPass()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Laid out at another width than its lines were computed for (its first layout, in Auto Layout), or
    // a compositional layout in another height or safe area: lay the items out again as it is now.
    if bounds.width > 0, bounds.width != loadedWidth || (loadedEnvironment != nil && CompositionalItems.environment(of: self) != loadedEnvironment) {
      needsLayoutAgain = true
    }
  }

  /// Set when the items must be placed again after a layout pass at a width they were not computed for.
  var needsLayoutAgain = false
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`, a `UICollectionReusableView`): a
/// `contentView` for your subviews.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///   let image = UIImageView()
///   override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(image) }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view a cell's content goes in, filling the cell.
  public let contentView = UIView()
  open var isSelected = false
  open var isHighlighted = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addEdgeToEdgeSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(contentView)
  }

  // MARK: Configurations

  private let configurations = CellConfigurations()
  /// The view the content configuration made, in `contentView`.
  var configuredContentView: (UIView & UIContentView)? { configurations.contentView }

  /// What the cell shows, as a configuration (iOS 14): its view fills `contentView`.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configurations.showContent(contentConfiguration, in: contentView) }
  }

  /// The cell's background, as a configuration, drawn behind the content.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      configurations.showBackground(backgroundConfiguration, in: self, margins: contentView.directionalLayoutMargins)
    }
  }

  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    CellConfigurations.state(of: self, isSelected: isSelected, isHighlighted: isHighlighted)
  }

  /// Override to set the cell's configurations for its state; called before the cell is laid out.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks for `updateConfiguration(using:)` again before the next layout.
  open func setNeedsUpdateConfiguration() {
    configurations.needsUpdate = true
    invalidateLayout()
  }

  /// Runs `updateConfiguration(using:)` now if it was asked for.
  open func updateConfigurationIfNeeded() {
    configurations.updateIfNeeded { updateConfiguration(using: configurationState) }
  }

  override func prepareForLayoutPass() {
    updateConfigurationIfNeeded()
    super.prepareForLayoutPass()
  }
}

extension UICollectionView {
  /// The direction a layout scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
