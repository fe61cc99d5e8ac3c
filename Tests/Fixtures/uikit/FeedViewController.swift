import UIKit

/// A feed screen as an iOS app writes it: a scroll view with a vertical stack (a large title, three
/// cards, a notes text view, a "Load more" button), a navigation item, animations. Plain UIKit.

final class FeedViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let stackView = UIStackView()
  private let headerLabel = UILabel()
  private let notesView = UITextView()
  private let loadMoreButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Feed"
    navigationItem.title = "Feed"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.keyboardDismissMode = .onDrag
    view.addSubview(scrollView)
    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stackView)

    headerLabel.text = "Today"
    headerLabel.font = .preferredFont(forTextStyle: .largeTitle)
    headerLabel.adjustsFontForContentSizeCategory = true
    headerLabel.accessibilityTraits = .header
    stackView.addArrangedSubview(headerLabel)
    stackView.setCustomSpacing(20, after: headerLabel)

    for index in 0..<3 {
      let card = UIView()
      card.backgroundColor = .secondarySystemBackground
      card.layer.cornerRadius = 10
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOpacity = 0.1
      card.layer.shadowRadius = 4
      card.layer.shadowOffset = CGSize(width: 0, height: 2)
      card.layer.borderColor = UIColor.separator.cgColor
      card.layer.borderWidth = 1
      let label = UILabel()
      label.numberOfLines = 0
      label.lineBreakMode = .byWordWrapping
      label.text = "Story \(index + 1)"
      label.font = .systemFont(ofSize: 17, weight: .semibold)
      label.textColor = .label
      label.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
      ])
      stackView.addArrangedSubview(card)
    }

    notesView.text = "Notes"
    notesView.font = .preferredFont(forTextStyle: .body)
    notesView.isScrollEnabled = false
    notesView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    notesView.textContainer.lineFragmentPadding = 0
    notesView.backgroundColor = .clear
    stackView.addArrangedSubview(notesView)

    loadMoreButton.setTitle("Load more", for: .normal)
    loadMoreButton.setTitleColor(.systemBlue, for: .normal)
    loadMoreButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    loadMoreButton.titleLabel?.adjustsFontForContentSizeCategory = true
    loadMoreButton.addAction(UIAction { [weak self] _ in self?.loadMore() }, for: .touchUpInside)
    stackView.addArrangedSubview(loadMoreButton)

    let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stackView.topAnchor.constraint(equalTo: contentGuide.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
      stackView.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    UIView.animate(withDuration: 0.25) { self.headerLabel.alpha = 1 }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.contentInset.bottom = view.safeAreaInsets.bottom
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
      stackView.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .vertical
    }
  }

  private func loadMore() {
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
      self.loadMoreButton.isHidden = true
      self.view.layoutIfNeeded()
    }, completion: { _ in
      self.loadMoreButton.isEnabled = false
    })
    UIView.performWithoutAnimation { self.notesView.text = "Loaded" }
  }
}
