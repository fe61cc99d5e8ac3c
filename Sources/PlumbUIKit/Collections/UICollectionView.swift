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
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The scroll view delegate of a collection view (UIKit's `UICollectionViewDelegate`).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// Per-item sizes and per-section insets and spacings of a flow layout (UIKit's
/// `UICollectionViewDelegateFlowLayout`); each defaults to the layout's own property.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
///                     sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 100, height: 100) }
/// ```
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      insetForSectionAt section: Int) -> UIEdgeInsets
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumLineSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
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
}

/// How a collection view places its items (UIKit's `UICollectionViewLayout`); Plumb lays out
/// `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
  public override init() { super.init() }

  /// A flow layout's properties, UIKit's defaults for any other layout (what the flow layout delegate's
  /// methods return unless overridden).
  var flowItemSize: CGSize { (self as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50) }
  var flowSectionInset: UIEdgeInsets { (self as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  var flowLineSpacing: CGFloat { (self as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
  var flowInteritemSpacing: CGFloat { (self as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
}

/// Items in lines (UIKit's `UICollectionViewFlowLayout`), vertically scrolling: each line as many items as
/// fit between the section's insets, `minimumInteritemSpacing` apart at the least, the line's extra room
/// shared between its items (a line of one item is centred), lines `minimumLineSpacing` apart and as tall as
/// their tallest item, each item centred in its line. UIKit's defaults: 50 × 50 items, 10-point spacings.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 120)
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// ```
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls (UIKit's `UICollectionView.ScrollDirection`); Plumb lays out vertical.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize = CGSize.zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset = UIEdgeInsets.zero
  open var scrollDirection = ScrollDirection.vertical
  open var headerReferenceSize = CGSize.zero
  open var footerReferenceSize = CGSize.zero
}

/// A grid of items (UIKit's `UICollectionView` with a `UICollectionViewFlowLayout`), drawn at rest: its data
/// source's cells placed by the flow layout from the top of its content (below the safe area's top), clipped
/// at its bottom. The lines are computed for the width the view has when it is laid out (its frame, else its
/// root's); cells are asked for until the lines fill twice its height, at most `maximumLoadedItems`.
///
/// ```swift
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
@MainActor
open class UICollectionView: UIScrollView {
  /// The most items a collection view asks its data source for.
  public static let maximumLoadedItems = 500

  open var collectionViewLayout: UICollectionViewLayout { didSet { reloadData() } }
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

  var itemViews: [UIView] = []
  var itemConstraints: [NSLayoutConstraint] = []
  var loadedCells: [IndexPath: UICollectionViewCell] = [:]
  var needsItemsLoad = true
  /// The width the loaded lines were computed for.
  var loadedWidth: CGFloat = -1
  private var registrations: [String: UICollectionViewCell.Type] = [:]

  /// A collection view with a layout (UIKit's `init(frame:collectionViewLayout:)`), on `systemBackground`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// A new cell of the class registered for `identifier` (Plumb makes each item's cell once).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    (registrations[identifier] ?? UICollectionViewCell.self).init(registeredReuseIdentifier: identifier)
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
    if needsItemsLoad || width != loadedWidth {
      needsItemsLoad = false
      loadedWidth = width
      CollectionItems.load(into: self, width: width)
    }
    super.prepareForLayoutPass()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Laid out at another width than its lines were computed for (its first layout, in Auto Layout):
    // lay the items out again at the width it has now.
    if bounds.width > 0, bounds.width != loadedWidth { needsLayoutAgain = true }
  }

  /// Set when the items must be placed again after a layout pass at a width they were not computed for.
  var needsLayoutAgain = false
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`): a `contentView` for your subviews.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///   let image = UIImageView()
///   override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(image) }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@MainActor
open class UICollectionViewCell: UIView {
  /// The view a cell's content goes in, filling the cell.
  public let contentView = UIView()
  open var isSelected = false
  open var isHighlighted = false

  /// The identifier the cell was registered with (`nil` for one made directly).
  public private(set) var reuseIdentifier: String?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(contentView)
    NSLayoutConstraint.activate([
      contentView.leadingAnchor.constraint(equalTo: leadingAnchor), contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
      contentView.topAnchor.constraint(equalTo: topAnchor), contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(contentView)
  }

  /// The cell a collection view makes for a class registered with `register(_:forCellWithReuseIdentifier:)`,
  /// through the class's own `init(frame:)` (so a subclass that overrides it runs its setup).
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called before the collection view hands the cell out again (Plumb makes each item's cell once).
  open func prepareForReuse() {}

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
