import Foundation

/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`): a `contentView` for your
/// subviews and constraints, and a `textLabel` laid out at the content view's margins. Return one from
/// `tableView(_:viewForHeaderInSection:)`; the table spans it across its width.
///
/// ```swift
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
/// header?.textLabel?.text = "Recent"
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was registered or made with.
  public private(set) var reuseIdentifier: String?
  /// The view the header's content goes in, filling it.
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  /// A view behind the content, filling the header (UIKit's `backgroundView`): drawn under `contentView`.
  ///
  /// ```swift
  /// let background = UIView()
  /// background.backgroundColor = .systemGroupedBackground
  /// header.backgroundView = background
  /// ```
  open var backgroundView: UIView? {
    didSet {
      if let oldValue, oldValue !== backgroundView, oldValue.superview === self { oldValue.removeFromSuperview() }
      guard let backgroundView, backgroundView.superview !== self else { return }
      addEdgeToEdgeSubview(backgroundView, identifier: "UITableViewHeaderFooterView-backgroundView")
      sendSubviewToBack(backgroundView)
    }
  }

  /// A header or footer view (`reuseIdentifier` as the table dequeues it).
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    installContentView()
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  /// The view a table makes for a class registered with `register(_:forHeaderFooterViewReuseIdentifier:)`,
  /// through the class's own `init(reuseIdentifier:)`.
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// Called before the table hands the view out again (Plumb makes each section's view once).
  open func prepareForReuse() {}

  private var configuredContentView: (UIView & UIContentView)?

  /// What the view shows, as a configuration (iOS 14): its view fills `contentView`.
  ///
  /// ```swift
  /// var content = header.defaultContentConfiguration()
  /// content.text = "Recent"
  /// header.contentConfiguration = content
  /// ```
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configuredContentView = install(contentConfiguration, in: contentView, replacing: configuredContentView) }
  }

  /// A section header configuration with no content (`UIListContentConfiguration.header()`).
  open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

  /// A label at the content view's margins, centred vertically (made on first access): footnote text in
  /// `secondaryLabel`, as a grouped table's titles.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor), label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor), label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    storedTextLabel = label
    return label
  }

  private func installContentView() {
    contentView.storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    addEdgeToEdgeSubview(contentView)
  }
}
