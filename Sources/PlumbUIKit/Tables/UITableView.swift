import Foundation

/// A list of rows in sections (UIKit's `UITableView`), drawn at rest as UIKit shows it: its data source's
/// cells one under the other from the top of its content (below the safe area's top, as UIKit's adjusted
/// content inset puts them), with separators, the sections' header and footer titles, the grouped styles'
/// gaps and an inset-grouped table's rounded cards; rows below its bottom are clipped.
///
/// Rows are asked for when the table is first laid out and after `reloadData()`: as many as fill the table
/// at their estimated height (`rowHeight`, else `estimatedRowHeight`, else 44) twice over, at most
/// `maximumLoadedRows` in all.
///
/// ```swift
/// let table = UITableView(frame: .zero, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = self
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// UIKit's table styles.
  public enum Style: Int, Sendable {
    /// Rows edge to edge, separators under every row; headers in `headline` text.
    case plain
    /// Sections separated by gaps on `systemGroupedBackground`; headers in footnote capitals.
    case grouped
    /// Grouped, each section a card with rounded corners inset from the sides.
    case insetGrouped
  }

  /// How separators are drawn (UIKit's `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

  /// The side margin of rows' content on a table (or list) this wide: 16 points, 20 wider than 390.
  static func sideMargin(forWidth width: CGFloat) -> CGFloat { width > 390 ? 20 : 16 }

  /// A row or header height that sizes itself to its content.
  public static let automaticDimension: CGFloat = -1
  /// The most rows a table asks its data source for.
  public static let maximumLoadedRows = 500

  public let style: Style
  open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
  open weak var tableDelegate: UITableViewDelegate?
  /// The table's delegate (also its scroll view delegate).
  open override weak var delegate: UIScrollViewDelegate? {
    get { tableDelegate }
    set { tableDelegate = newValue as? UITableViewDelegate; reloadData() }
  }
  /// Every row's height unless the delegate says otherwise; `automaticDimension` (the default) sizes rows
  /// to their content.
  open var rowHeight = UITableView.automaticDimension { didSet { reloadData() } }
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { reloadData() } }
  open var sectionHeaderHeight = UITableView.automaticDimension
  open var sectionFooterHeight = UITableView.automaticDimension
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  open var separatorStyle = SeparatorStyle.singleLine { didSet { reloadData() } }
  /// The separators' colour (default `separator`).
  open var separatorColor: UIColor? = .separator { didSet { reloadData() } }
  /// Where separators start and end; `nil` (automatic) starts them at each cell's content margin.
  open var separatorInset: UIEdgeInsets? { didSet { reloadData() } }
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var cellLayoutMarginsFollowReadableWidth = false
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// A view above the first section, as tall as its frame (or its constraints make it), as wide as the table.
  open var tableHeaderView: UIView? { didSet { reloadData() } }
  /// A view below the last section.
  open var tableFooterView: UIView? { didSet { reloadData() } }

  /// The views the last load placed (cells, separators, titles, header and footer views) and their constraints.
  var rowViews: [UIView] = []
  var rowConstraints: [NSLayoutConstraint] = []
  /// The cells by row, as the data source made them.
  var loadedCells: [IndexPath: UITableViewCell] = [:]
  var needsRowsLoad = true
  /// The cells the next load takes instead of asking the data source (rows not reloaded by
  /// `reloadRows`/`reloadSections`); `nil` asks for every row.
  var keptCells: [IndexPath: UITableViewCell]?
  /// How deep in `beginUpdates()` … `endUpdates()` the table is.
  var updateGroupDepth = 0
  private var registrations: [String: UITableViewCell.Type] = [:]
  private var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]

  /// A table of a style (UIKit's `init(frame:style:)`); its background is the style's.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    backgroundColor = .systemBackground
  }

  /// The class `dequeueReusableCell(withIdentifier:for:)` makes for an identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A new cell of the class registered for `identifier` (Plumb makes each row's cell once).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A new cell of the registered class, or `nil` when none is registered (the caller then makes one).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let type = registrations[identifier] else { return nil }
    return type.init(registeredReuseIdentifier: identifier)
  }

  /// The class `dequeueReusableHeaderFooterView(withIdentifier:)` makes for an identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A new header or footer view of the class registered for `identifier`, or `nil` when none is registered.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    headerFooterRegistrations[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
  }

  /// Asks the data source again at the next layout.
  open func reloadData() {
    keptCells = nil
    needsRowsLoad = true
    invalidateLayout()
  }

  open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

  open func numberOfRows(inSection section: Int) -> Int {
    dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
  }

  /// The cell shown for a row, once the table has been laid out.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { loadedCells[indexPath] }

  /// The row a shown cell is at (`nil` for a cell the table does not show).
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    loadedCells.first { $0.value === cell }?.key
  }

  /// The cells shown, in row order.
  open var visibleCells: [UITableViewCell] {
    loadedCells.sorted { ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row) }.map(\.value)
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    loadedCells.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
  }

  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// Where `scrollToRow` puts a row (Plumb draws at rest and does not scroll).
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  override func prepareForLayoutPass() {
    if needsRowsLoad {
      needsRowsLoad = false
      TableRows.load(into: self)
    }
    super.prepareForLayoutPass()
  }
}
