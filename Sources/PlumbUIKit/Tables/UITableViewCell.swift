import Foundation
import PlumbLayout

/// A row of a table (UIKit's `UITableViewCell`): a `contentView` for your subviews and constraints, or one of
/// UIKit's four standard styles with `textLabel` and `detailTextLabel` laid out as UIKit lays them out.
///
/// The table places the cell: as wide as the table (an inset-grouped table's card inset), as tall as its
/// `rowHeight` or, with `UITableView.automaticDimension` (the default), as its content's constraints make
/// `contentView` (44 points when they leave the height open). The content view's side margins are the
/// table's (16 points on phones up to 390 points wide, 20 on wider ones), 11 at the top and bottom; an
/// accessory narrows it (a disclosure indicator by 30⅓ points, a checkmark or detail button by 40) and is
/// drawn at the trailing margin as its SF Symbol (`Layout.CellAccessory`).
///
/// ```swift
/// let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
/// cell.textLabel?.text = "Wi-Fi"
/// cell.detailTextLabel?.text = "Home"
/// cell.accessoryType = .disclosureIndicator
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// UIKit's standard cell layouts.
  public enum CellStyle: Int, Sendable {
    /// One label (`textLabel`) at the leading margin, centred vertically.
    case `default`
    /// `textLabel` leading, `detailTextLabel` in `secondaryLabel` at the trailing margin.
    case value1
    /// A right-aligned tinted caption column, then the detail (the Contacts style).
    case value2
    /// `textLabel` over a smaller `detailTextLabel`.
    case subtitle
  }

  /// What a cell shows at its trailing edge (UIKit's `UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  /// How a selected cell is highlighted (UIKit's `UITableViewCell.SelectionStyle`); Plumb draws cells unselected.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  /// The standard style the cell was made with.
  let cellStyle: CellStyle
  /// The identifier the cell was registered or made with.
  public let reuseIdentifier: String?
  /// The view a cell's content goes in: subviews and constraints of custom cells belong here.
  public let contentView: UIView
  private var storedTextLabel: UILabel?
  private var storedImageView: UIImageView?
  /// Where the text starts: the content view's leading margin, or 16 points after the image.
  private var textLeading: NSLayoutConstraint?
  /// Where the image starts: the content view's leading margin plus the indentation.
  private var imageLeading: NSLayoutConstraint?
  private var storedDetailTextLabel: UILabel?
  /// The constraints that place `contentView` in the cell (its trailing edge moves with the accessory).
  var contentTrailing: NSLayoutConstraint?

  open var accessoryType = AccessoryType.none { didSet { settleAccessoryView() } }
  /// A view shown at the cell's trailing edge instead of `accessoryType`'s symbol (a switch, a badge):
  /// as big as its frame (its intrinsic size when the frame is empty), its trailing edge at the cell's
  /// side margin, centred vertically; the content view ends `Layout.CellAccessory.customViewSpacing`
  /// points before it.
  ///
  /// ```swift
  /// cell.accessoryView = UISwitch()
  /// ```
  open var accessoryView: UIView? { didSet { replaceAccessoryView(oldValue) } }
  /// The accessory view shown while the table is editing (kept: Plumb draws tables out of editing).
  ///
  /// ```swift
  /// cell.editingAccessoryView = reorderHandle
  /// ```
  open var editingAccessoryView: UIView?
  /// The accessory shown while the table is editing (kept).
  ///
  /// ```swift
  /// cell.editingAccessoryType = .detailButton
  /// ```
  open var editingAccessoryType = AccessoryType.none
  /// How many steps the standard style's image and text are indented (each `indentationWidth` points).
  ///
  /// ```swift
  /// cell.indentationLevel = item.depth
  /// ```
  open var indentationLevel = 0 { didSet { settleImage() } }
  /// The width of one indentation step (10 points, as UIKit's default).
  ///
  /// ```swift
  /// cell.indentationWidth = 16
  /// ```
  open var indentationWidth: CGFloat = 10 { didSet { settleImage() } }
  /// The constraints that place `accessoryView`.
  var accessoryViewConstraints: [NSLayoutConstraint] = []
  /// The side margin the accessory sits at (the table's: 16 points, 20 on wider tables).
  var accessoryMargin: CGFloat = 16
  open var selectionStyle = SelectionStyle.default
  /// Where the separator under the cell starts and ends; `nil` (UIKit's automatic inset) starts it at the
  /// content view's leading margin.
  open var separatorInset: UIEdgeInsets? { didSet { invalidateLayout() } }
  /// Whether the cell is selected (setting it calls `setSelected(_:animated:)` without animation, as UIKit).
  ///
  /// ```swift
  /// cell.isSelected = true
  /// ```
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }
  var storedSelected = false
  /// The view behind a selected cell (kept; Plumb draws a selected cell with its own background).
  ///
  /// ```swift
  /// cell.selectedBackgroundView = UIView()
  /// ```
  open var selectedBackgroundView: UIView?
  /// The view behind a selected cell while editing with multiple selection (kept).
  ///
  /// ```swift
  /// cell.multipleSelectionBackgroundView = UIView()
  /// ```
  open var multipleSelectionBackgroundView: UIView?
  /// Whether the cell is highlighted (setting it calls `setHighlighted(_:animated:)` without animation).
  ///
  /// ```swift
  /// cell.isHighlighted = true
  /// ```
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  var storedHighlighted = false
  /// Selects or deselects the cell (override to restyle it; call `super`).
  ///
  /// ```swift
  /// override func setSelected(_ selected: Bool, animated: Bool) {
  ///   super.setSelected(selected, animated: animated)
  ///   checkmark.isHidden = !selected
  /// }
  /// ```
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedSelected = selected
  }
  /// Highlights the cell or removes the highlight (override to restyle it; call `super`).
  ///
  /// ```swift
  /// override func setHighlighted(_ highlighted: Bool, animated: Bool) {
  ///   super.setHighlighted(highlighted, animated: animated)
  ///   contentView.alpha = highlighted ? 0.6 : 1
  /// }
  /// ```
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedHighlighted = highlighted
  }

  /// A cell of a standard style (`reuseIdentifier` as the table dequeues it).
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Layout.ControlMetrics.tableRowHeight))
    installContentView()
  }

  /// The cell a table makes for a class registered with `register(_:forCellReuseIdentifier:)`: the
  /// `default` style, through the class's own `init(style:reuseIdentifier:)` (so a subclass that
  /// overrides it runs its setup).
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    installContentView()
  }

  /// Called before the table hands the cell out again (Plumb makes each row's cell once).
  open func prepareForReuse() {}
  /// Whether the cell is in editing mode (set with `setEditing(_:animated:)`; Plumb draws cells at rest).
  ///
  /// ```swift
  /// cell.isEditing   // false
  /// ```
  open var isEditing: Bool {
    get { storedEditing }
    set { setEditing(newValue, animated: false) }
  }
  var storedEditing = false
  /// Enters or leaves editing mode (override to restyle the cell; call `super`).
  ///
  /// ```swift
  /// override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
  /// ```
  open func setEditing(_ editing: Bool, animated: Bool) { storedEditing = editing }

  // MARK: Configurations

  private let configurations = CellConfigurations()
  /// The view the content configuration made, in `contentView`.
  var configuredContentView: (UIView & UIContentView)? { configurations.contentView }

  /// What the cell shows, as a configuration (iOS 14): its view fills `contentView`.
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Wi-Fi"
  /// cell.contentConfiguration = content
  /// ```
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configurations.showContent(contentConfiguration, in: contentView) }
  }

  /// The cell's background, as a configuration: drawn behind the content instead of `backgroundColor`.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      configurations.showBackground(backgroundConfiguration, in: self, margins: contentView.directionalLayoutMargins)
      if backgroundConfiguration != nil { backgroundColor = .clear }
    }
  }

  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// A list configuration in the cell's style, with no content: `cell()`, `subtitleCell()`, or
  /// `valueCell()` for the value styles.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    }
  }

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    CellConfigurations.state(of: self, isSelected: isSelected, isHighlighted: isHighlighted)
  }

  /// Override to set the cell's configurations for its state; the table calls it before it lays the row out.
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

  /// Where the row's separator starts: the configured text's leading edge, else nil (the table's rule).
  var separatorLeadingGuide: UILayoutGuide? {
    guard let list = configuredContentView as? UIListContentView, list.showsText else { return nil }
    return list.textLayoutGuide
  }

  /// The primary label; made on first access and laid out for the cell's style.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font = cellStyle == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .preferredFont(forTextStyle: .body)
    if cellStyle == .value2 { label.textAlignment = .right; label.textColor = .tintColor }
    // The standard styles follow Dynamic Type, as UIKit's do.
    label.adjustsFontForContentSizeCategory = true
    storedTextLabel = label
    layOutStandardLabels()
    return label
  }

  /// The image at the leading margin of a standard cell (made on first access): when it has an image, the
  /// text starts 16 points after it and so does the separator.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.contentMode = .scaleAspectFit
    contentView.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor, constant: indentation)
    imageLeading = leading
    NSLayoutConstraint.activate([leading, view.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)])
    storedImageView = view
    return view
  }

  /// Places the text after the image when the image view shows one, at the leading margin otherwise (the
  /// table calls this as it lays the row out).
  func settleImage() {
    imageLeading?.constant = indentation
    guard let text = storedTextLabel, let old = textLeading else { return }
    let leading: NSLayoutConstraint
    if let image = storedImageView, image.image != nil {
      leading = text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16)
    } else {
      leading = text.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor, constant: indentation)
    }
    old.isActive = false
    leading.identifier = "UITableViewCell-standard-\(cellStyle)"
    leading.isActive = true
    textLeading = leading
  }

  /// Where the text starts from the content view's leading margin (the indentation, then the image's
  /// width and 16 points when there is an image).
  var imageIndent: CGFloat {
    guard let image = storedImageView?.image else { return indentation }
    return indentation + image.size.width + 16
  }

  /// How far the standard style's image and text are indented.
  var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

  /// The secondary label of the `value1`, `value2` and `subtitle` styles (`nil` for `default`).
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    switch cellStyle {
    case .subtitle: label.font = .preferredFont(forTextStyle: .subheadline)
    case .value2: label.font = .systemFont(ofSize: 15)
    default: label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel
    }
    label.adjustsFontForContentSizeCategory = true
    storedDetailTextLabel = label
    layOutStandardLabels()
    return label
  }

  /// The accessory as Plumb draws it (`nil` for none).
  var accessory: Layout.CellAccessory? {
    guard accessoryView == nil else { return nil }
    switch accessoryType {
    case .none: return nil
    case .disclosureIndicator: return .disclosureIndicator
    case .detailDisclosureButton: return .detailDisclosureButton
    case .checkmark: return .checkmark
    case .detailButton: return .detailButton
    }
  }


  private func installContentView() {
    contentView.translatesAutoresizingMaskIntoConstraints = false
    // UIKit's content margins until the table gives the cell its own side margins (not marked as set).
    contentView.storedDirectionalMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
    let trailing = contentView.trailingAnchor.constraint(equalTo: trailingAnchor)
    contentTrailing = trailing
    for constraint in [contentView.leadingAnchor.constraint(equalTo: leadingAnchor), trailing,
                       contentView.topAnchor.constraint(equalTo: topAnchor),
                       contentView.bottomAnchor.constraint(equalTo: bottomAnchor)] {
      constraint.identifier = "UITableViewCell-contentView"
      constraint.isActive = true
    }
  }

  /// The standard style's constraints for the labels made so far (both, once the second is made).
  private func layOutStandardLabels() {
    let margins = contentView.layoutMarginsGuide
    var constraints: [NSLayoutConstraint] = []
    func add(_ label: UILabel) {
      guard label.superview == nil else { return }
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    if let text = storedTextLabel, text.superview == nil {
      add(text)
      let leading = text.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
      textLeading = leading
      constraints += [leading, text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
      if cellStyle != .subtitle {
        constraints += [text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        text.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 11.5)]
      }
      if cellStyle == .value2 { constraints.append(text.widthAnchor.constraint(equalToConstant: 91)) }
    }
    if let detail = storedDetailTextLabel, detail.superview == nil {
      let text = textLabel!
      add(detail)
      switch cellStyle {
      case .subtitle:
        // The two lines as one block, centred, 8 points from the top and bottom at the least.
        let block = UILayoutGuide()
        contentView.addLayoutGuide(block)
        constraints += [block.topAnchor.constraint(equalTo: text.topAnchor), block.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
                        block.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        block.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
                        detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                        detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                        detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
      case .value1:
        constraints += [detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                        detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
                        detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)]
        text.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      default:
        constraints += [detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 6),
                        detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                        detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor)]
      }
    }
    for constraint in constraints { constraint.identifier = "UITableViewCell-standard-\(cellStyle)" }
    NSLayoutConstraint.activate(constraints)
  }
}
