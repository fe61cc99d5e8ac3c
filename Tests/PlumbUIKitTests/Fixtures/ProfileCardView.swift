// A view file as an iOS app writes it: plain UIKit, nothing Plumb-specific. It builds for iOS unchanged
// (the import is its only guard) and is compiled here against PlumbUIKit.
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

/// A profile card: a round avatar, a name and a wrapping bio in a stack, on a card colour that
/// follows light and dark mode.
final class ProfileCardView: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let bioLabel = UILabel()
  private let textStack = UIStackView()
  private let row = UIStackView()
  private(set) var layoutPasses = 0

  static let cardColor = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : UIColor(white: 0.96, alpha: 1)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = ProfileCardView.cardColor
    layer.cornerRadius = 12
    accessibilityIdentifier = "card"

    avatar.accessibilityIdentifier = "avatar"
    avatar.backgroundColor = .systemTeal
    avatar.translatesAutoresizingMaskIntoConstraints = false

    nameLabel.accessibilityIdentifier = "name"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.textColor = .label
    nameLabel.text = "Ada Lovelace"

    bioLabel.accessibilityIdentifier = "bio"
    bioLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15))
    bioLabel.adjustsFontForContentSizeCategory = true
    bioLabel.textColor = .secondaryLabel
    bioLabel.numberOfLines = 0
    bioLabel.text = "Wrote the first program for the Analytical Engine, and saw that it could do more than arithmetic."

    textStack.accessibilityIdentifier = "text"
    textStack.axis = .vertical
    textStack.spacing = 4
    textStack.addArrangedSubview(nameLabel)
    textStack.addArrangedSubview(bioLabel)

    row.accessibilityIdentifier = "row"
    row.axis = .horizontal
    row.alignment = .top
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    row.addArrangedSubview(avatar)
    row.addArrangedSubview(textStack)
    addSubview(row)

    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 48),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      layoutMarginsGuide.bottomAnchor.constraint(greaterThanOrEqualTo: row.bottomAnchor),
    ])
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    avatar.layer.cornerRadius = avatar.bounds.height / 2
  }
}

/// A screen showing the card under the safe area, as a view controller.
final class ProfileViewController: UIViewController {
  let card = ProfileCardView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }
}
