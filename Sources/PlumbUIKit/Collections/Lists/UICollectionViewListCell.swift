import Foundation
import PlumbLayout

/// A row of a list (UIKit's `UICollectionViewListCell`, iOS 14): a collection view cell that a list
/// section lays out as a table row — the appearance's background, the table's side margins, a separator
/// starting at its text, accessories at its trailing edge — and that gives list content configurations
/// (`defaultContentConfiguration()`: a row, or a header or footer where the list uses the cell as one).
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///   var content = cell.defaultContentConfiguration()
///   content.text = title
///   cell.contentConfiguration = content
///   cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// What the cell shows beside its content; the editing ones only while editing (never, at rest).
  open var accessories: [UICellAccessory] = [] { didSet { settleAccessories() } }
  /// How many steps the content is indented (each `indentationWidth`, 10 points by default).
  open var indentationLevel = 0 { didSet { settleAccessories() } }
  open var indentationWidth: CGFloat = 10 { didSet { settleAccessories() } }
  open var indentsAccessories = true
  /// Where the cell's separator runs: from its text's leading edge (or its content's margin) to its
  /// trailing edge.
  public let separatorLayoutGuide = UILayoutGuide()

  /// The part the list gives the cell.
  enum Role { case row, header, footer }
  var listRole = Role.row
  var listAppearance = UICollectionLayoutListConfiguration.Appearance.plain
  /// The list's side margin (16, or 20 wider than 390 points).
  var listSide: CGFloat = 16
  private var accessoryViews: [UIView] = []
  private var accessoryConstraints: [NSLayoutConstraint] = []
  private var separatorGuideConstraints: [NSLayoutConstraint] = []
  private var separatorView: UIView?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addLayoutGuide(separatorLayoutGuide)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addLayoutGuide(separatorLayoutGuide)
  }

  /// A list content configuration for the cell's part in its list: `cell()` for a row (`sidebarCell()` in a
  /// sidebar), the appearance's header or footer where the list uses the cell as one.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let grouped = listAppearance != .plain && listAppearance != .sidebarPlain
    switch listRole {
    case .row: return listAppearance == .sidebar || listAppearance == .sidebarPlain ? .sidebarCell() : .cell()
    case .header: return grouped ? .groupedHeader() : .plainHeader()
    case .footer: return grouped ? .groupedFooter() : .plainFooter()
    }
  }

  /// The accessories as views at the cell's edges, and the content's margins clear of them.
  func settleAccessories() {
    NSLayoutConstraint.deactivate(accessoryConstraints)
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = []
    accessoryConstraints = []
    var trailing = listSide, leading = listSide + CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? indentationWidth : 0)
    var contentTrailing = listSide
    // Trailing accessories go from the trailing edge inwards: the array's last one at the edge.
    for accessory in accessories.reversed() where accessory.isShownAtRest {
      guard let (view, size, inset) = Self.view(for: accessory) else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      accessoryViews.append(view)
      var placed = [view.centerYAnchor.constraint(equalTo: centerYAnchor)]
      if let size {
        placed += [view.widthAnchor.constraint(equalToConstant: size.width), view.heightAnchor.constraint(equalToConstant: size.height)]
      }
      let width = size?.width ?? view.intrinsicContentSize.width
      if accessory.isLeading {
        // (Leading ones are few; placed in array order from the leading margin.)
        placed.append(view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leading))
        leading += width + CGFloat(Layout.CellAccessory.spacing)
      } else {
        placed.append(view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -trailing))
        trailing += width + CGFloat(Layout.CellAccessory.spacing)
        contentTrailing += inset ?? width + CGFloat(Layout.CellAccessory.spacing)
      }
      for constraint in placed { constraint.identifier = "UICollectionViewListCell-accessory" }
      accessoryConstraints += placed
    }
    NSLayoutConstraint.activate(accessoryConstraints)
    if !contentView.marginsWereSet {
      let vertical: (top: CGFloat, bottom: CGFloat)
      switch listRole {
      case .row: vertical = (11, 11)
      case .header, .footer: vertical = (0, 0)
      }
      contentView.storedDirectionalMargins = NSDirectionalEdgeInsets(top: vertical.top, leading: leading, bottom: vertical.bottom,
                                                                     trailing: contentTrailing)
      contentView.invalidateLayout()
    }
  }

  /// The view of an accessory, its fixed size (`nil`: its own) and how much it narrows the content (`nil`:
  /// its width and the spacing).
  private static func view(for accessory: UICellAccessory) -> (UIView, CGSize?, CGFloat?)? {
    switch accessory.kind {
    case .symbol(let symbolAccessory):
      guard let symbol = symbolAccessory.symbols.last else { return nil }
      let view = UIImageView(image: symbolImage(symbol.name, weight: symbol.weight))
      view.contentMode = .scaleAspectFit
      view.tintColor = accessory.options.tintColor ?? (symbol.tinted ? nil : .tertiaryLabel)
      return (view, CGSize(width: symbol.size.width, height: symbol.size.height), CGFloat(symbolAccessory.contentViewInset))
    case .outline:
      let view = UIImageView(image: symbolImage("chevron.forward", weight: .semibold))
      view.contentMode = .scaleAspectFit
      view.tintColor = accessory.options.tintColor
      return (view, CGSize(width: 8, height: 13.5), nil)
    case .label(let text, let font):
      let label = UILabel()
      label.text = text
      label.font = font ?? .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = accessory.options.tintColor ?? .secondaryLabel
      return (label, nil, nil)
    case .custom(let configuration):
      guard configuration.customView.storedSuperview == nil else { return nil }
      if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
      return (configuration.customView, nil, nil)
    case .editing:
      return nil
    }
  }

  private static func symbolImage(_ name: String, weight: FontWeight) -> UIImage? {
    UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(weight: UIImage.SymbolWeight(rawValue: weight.rawValue / 100) ?? .regular))
  }

  /// The separator under the cell (`show`: the list draws one there), from the separator guide's leading edge.
  func settleSeparator(show: Bool) {
    NSLayoutConstraint.deactivate(separatorGuideConstraints)
    let start: NSLayoutXAxisAnchor
    if let list = configuredContentView as? UIListContentView, list.showsText {
      start = list.textLayoutGuide.leadingAnchor
    } else {
      start = contentView.layoutMarginsGuide.leadingAnchor
    }
    separatorGuideConstraints = [separatorLayoutGuide.leadingAnchor.constraint(equalTo: start),
                                 separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
                                 separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
                                 separatorLayoutGuide.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(separatorGuideConstraints)
    separatorView?.removeFromSuperview()
    separatorView = nil
    guard show else { return }
    let line = UIView()
    line.backgroundColor = .separator
    line.translatesAutoresizingMaskIntoConstraints = false
    addSubview(line)
    let scale = max(1, traitCollection.displayScale)
    let placed = [line.leadingAnchor.constraint(equalTo: separatorLayoutGuide.leadingAnchor),
                  line.trailingAnchor.constraint(equalTo: separatorLayoutGuide.trailingAnchor),
                  line.bottomAnchor.constraint(equalTo: bottomAnchor),
                  line.heightAnchor.constraint(equalToConstant: 1 / scale)]
    for constraint in placed { constraint.identifier = "UICollectionViewListCell-separator" }
    NSLayoutConstraint.activate(placed)
    separatorView = line
  }

  /// The separator the list drew under the cell (`nil`: none).
  var separator: UIView? { separatorView }
}
