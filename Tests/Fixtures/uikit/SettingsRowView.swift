import UIKit

/// A settings row as an iOS app writes it: an icon tile, a title and a wrapping detail, a switch, and
/// a filled "Upgrade" button under them. Plain UIKit, nothing else.
final class SettingsRowView: UIView {
  let iconTile = IconTileView()
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let toggle = UISwitch()
  let upgradeButton: UIButton
  private(set) var traitChanges = 0
  private var titleTop: NSLayoutConstraint!

  static let tileColor = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(white: 0.25, alpha: 1) : UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
  }

  override init(frame: CGRect) {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Upgrade"
    upgradeButton = UIButton(configuration: configuration, primaryAction: nil)
    super.init(frame: frame)
    backgroundColor = .systemBackground
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)

    iconTile.accessibilityIdentifier = "icon"
    iconTile.backgroundColor = SettingsRowView.tileColor
    iconTile.layer.cornerRadius = 8
    titleLabel.accessibilityIdentifier = "title"
    titleLabel.text = "Wi-Fi Assist"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    detailLabel.accessibilityIdentifier = "detail"
    detailLabel.text = "Use cellular data when the Wi-Fi connection is poor."
    detailLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
    detailLabel.textColor = .secondaryLabel
    detailLabel.numberOfLines = 0
    toggle.accessibilityIdentifier = "toggle"
    toggle.isOn = true
    upgradeButton.accessibilityIdentifier = "upgrade"

    for view in [iconTile, titleLabel, detailLabel, toggle, upgradeButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    toggle.setContentHuggingPriority(.required, for: .horizontal)
    toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
    titleTop = titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor)
    let views: [String: Any] = ["icon": iconTile, "title": titleLabel, "toggle": toggle]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-12-[title]-(>=8)-[toggle]-|", options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate([
      iconTile.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      titleTop,
      detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
      detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      detailLabel.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
      toggle.centerYAnchor.constraint(equalTo: iconTile.centerYAnchor),
      upgradeButton.topAnchor.constraint(equalToSystemSpacingBelow: detailLabel.bottomAnchor, multiplier: 1),
      upgradeButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      upgradeButton.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Moves the title down, as an app does when it shows a badge above it.
  func setTitleOffset(_ offset: CGFloat) {
    titleTop.constant = offset
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges += 1
  }
}

/// A fixed-size tile: its size is its intrinsic content size.
final class IconTileView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 36) }
}
