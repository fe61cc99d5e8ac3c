import Foundation

/// The view a `UIListContentConfiguration` makes (UIKit's `UIListContentView`): its image at the leading
/// margin, centred vertically, and its texts after it — stacked, or the secondary text at the trailing
/// margin — as a block centred in the row, with UIKit's 44-point least row height. Use it in a cell (the
/// cell makes it for you) or on its own, as a list row outside a list.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Version"
/// content.secondaryText = "17.2"
/// let row = UIListContentView(configuration: content)
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown; setting another list configuration updates the view.
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }

  private var listConfiguration: UIListContentConfiguration
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var placed: [NSLayoutConstraint] = []
  /// The guides the last `apply` added for its edges and text block.
  private var scaffolding: [UILayoutGuide] = []
  /// Where the image, the text and the secondary text were placed (UIKit's layout guides).
  public let imageLayoutGuide = UILayoutGuide()
  public let textLayoutGuide = UILayoutGuide()
  public let secondaryTextLayoutGuide = UILayoutGuide()

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
    for guide in [imageLayoutGuide, textLayoutGuide, secondaryTextLayoutGuide] { addLayoutGuide(guide) }
    apply()
  }

  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    apply()
  }

  /// Whether the configuration has a text (the separator of its row starts at it).
  var showsText: Bool { textLabel.storedSuperview === self }

  public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    apply()
  }

  /// Shows the configuration: the views it has content for, with their styles and constraints.
  private func apply() {
    let content = listConfiguration
    NSLayoutConstraint.deactivate(placed)
    placed = []
    for guide in scaffolding { removeLayoutGuide(guide) }
    scaffolding = []
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { view.removeFromSuperview() }
    directionalLayoutMargins = content.directionalLayoutMargins

    let hasText = content.attributedText != nil || !(content.text ?? "").isEmpty
    let hasSecondary = content.secondaryAttributedText != nil || !(content.secondaryText ?? "").isEmpty
    if hasText { style(textLabel, content.text, content.attributedText, content.textProperties) }
    if hasSecondary { style(secondaryTextLabel, content.secondaryText, content.secondaryAttributedText, content.secondaryTextProperties) }
    if let image = content.image { style(image, content.imageProperties) }

    var constraints: [NSLayoutConstraint] = []
    let margins = layoutMarginsGuide
    // The content's leading and trailing edges: the view's margins, and the cell's where they reach further
    // (`axesPreservingSuperviewLayoutMargins`).
    let preserved = content.axesPreservingSuperviewLayoutMargins.contains(.horizontal) ? superview?.layoutMarginsGuide : nil
    let leading = UILayoutGuide(), trailingEdge = UILayoutGuide()
    for guide in [leading, trailingEdge] { addLayoutGuide(guide) }
    scaffolding += [leading, trailingEdge]
    constraints += [leading.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
                    trailingEdge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    leading.widthAnchor.constraint(equalToConstant: 0), trailingEdge.widthAnchor.constraint(equalToConstant: 0),
                    leading.topAnchor.constraint(equalTo: topAnchor), trailingEdge.topAnchor.constraint(equalTo: topAnchor),
                    leading.heightAnchor.constraint(equalToConstant: 0), trailingEdge.heightAnchor.constraint(equalToConstant: 0),
                    pulled(leading.leadingAnchor.constraint(equalTo: margins.leadingAnchor)),
                    pulled(trailingEdge.trailingAnchor.constraint(equalTo: margins.trailingAnchor))]
    if let preserved {
      constraints += [leading.leadingAnchor.constraint(greaterThanOrEqualTo: preserved.leadingAnchor),
                      trailingEdge.trailingAnchor.constraint(lessThanOrEqualTo: preserved.trailingAnchor)]
    }
    func centredVertically(_ item: UILayoutGuide) {
      constraints += [item.centerYAnchor.constraint(equalTo: centerYAnchor),
                      item.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                      item.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
    }

    // The image, in its reserved room when it has one.
    var textStart = leading.trailingAnchor
    if content.image != nil {
      addSubview(imageView)
      let reserved = content.imageProperties.reservedLayoutSize
      let reservedWidth = reserved.width == UIListContentConfiguration.ImageProperties.standardDimension ? 29 : reserved.width
      constraints += [imageLayoutGuide.leadingAnchor.constraint(equalTo: leading.trailingAnchor),
                      imageView.centerXAnchor.constraint(equalTo: imageLayoutGuide.centerXAnchor),
                      imageView.centerYAnchor.constraint(equalTo: imageLayoutGuide.centerYAnchor),
                      imageLayoutGuide.widthAnchor.constraint(greaterThanOrEqualTo: imageView.widthAnchor),
                      imageLayoutGuide.heightAnchor.constraint(greaterThanOrEqualTo: imageView.heightAnchor),
                      pulled(imageLayoutGuide.widthAnchor.constraint(equalTo: imageView.widthAnchor)),
                      pulled(imageLayoutGuide.heightAnchor.constraint(equalTo: imageView.heightAnchor))]
      if reservedWidth > 0, reservedWidth.isFinite {
        constraints.append(imageLayoutGuide.widthAnchor.constraint(greaterThanOrEqualToConstant: reservedWidth))
      }
      centredVertically(imageLayoutGuide)
      constraints += limits(of: content)
      textStart = imageLayoutGuide.trailingAnchor
    }

    // The texts as one block after the image.
    let block = UILayoutGuide()
    addLayoutGuide(block)
    scaffolding.append(block)
    let padding = content.image == nil ? 0 : finite(content.imageToTextPadding)
    constraints += [block.leadingAnchor.constraint(equalTo: textStart, constant: padding),
                    block.trailingAnchor.constraint(equalTo: trailingEdge.leadingAnchor)]
    if content.minimumHeight > 0 {
      centredVertically(block)
    } else {
      // Headers and footers: the text between the margins, as tall as it is.
      constraints += [block.topAnchor.constraint(equalTo: margins.topAnchor), block.bottomAnchor.constraint(equalTo: margins.bottomAnchor)]
    }
    var below = block.topAnchor
    var gap: CGFloat = 0
    if hasText {
      addSubview(textLabel)
      constraints += [textLayoutGuide.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                      textLayoutGuide.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor),
                      textLayoutGuide.topAnchor.constraint(equalTo: textLabel.topAnchor),
                      textLayoutGuide.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor)]
      constraints.append(textLabel.topAnchor.constraint(equalTo: below))
      below = textLabel.bottomAnchor
      gap = finite(content.textToSecondaryTextVerticalPadding)
    }
    let sideBySide = content.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
    if sideBySide {
      addSubview(secondaryTextLabel)
      constraints += [textLabel.leadingAnchor.constraint(equalTo: block.leadingAnchor),
                      secondaryTextLabel.trailingAnchor.constraint(equalTo: block.trailingAnchor),
                      secondaryTextLabel.leadingAnchor.constraint(
                        greaterThanOrEqualTo: textLabel.trailingAnchor, constant: finite(content.textToSecondaryTextHorizontalPadding)),
                      secondaryTextLabel.centerYAnchor.constraint(equalTo: textLabel.centerYAnchor),
                      secondaryTextLabel.topAnchor.constraint(greaterThanOrEqualTo: block.topAnchor),
                      secondaryTextLabel.bottomAnchor.constraint(lessThanOrEqualTo: block.bottomAnchor),
                      textLabel.bottomAnchor.constraint(lessThanOrEqualTo: block.bottomAnchor),
                      pulled(textLabel.bottomAnchor.constraint(equalTo: block.bottomAnchor))]
      // The text keeps its width; the value gives way first, as UIKit's value cells do.
      textLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      secondaryTextLabel.textAlignment = .right
    } else {
      if hasText { constraints += across(textLabel, block) }
      if hasSecondary {
        addSubview(secondaryTextLabel)
        constraints += across(secondaryTextLabel, block)
        constraints.append(secondaryTextLabel.topAnchor.constraint(equalTo: below, constant: gap))
        below = secondaryTextLabel.bottomAnchor
      }
      constraints.append(block.bottomAnchor.constraint(equalTo: below))
    }
    if hasSecondary {
      constraints += [secondaryTextLayoutGuide.leadingAnchor.constraint(equalTo: secondaryTextLabel.leadingAnchor),
                      secondaryTextLayoutGuide.trailingAnchor.constraint(equalTo: secondaryTextLabel.trailingAnchor),
                      secondaryTextLayoutGuide.topAnchor.constraint(equalTo: secondaryTextLabel.topAnchor),
                      secondaryTextLayoutGuide.bottomAnchor.constraint(equalTo: secondaryTextLabel.bottomAnchor)]
    }
    if content.minimumHeight > 0 {
      let least = heightAnchor.constraint(greaterThanOrEqualToConstant: content.minimumHeight)
      least.priority = .required - 1
      constraints.append(least)
    }
    for constraint in constraints where constraint.identifier == nil { constraint.identifier = "UIListContentView" }
    NSLayoutConstraint.activate(constraints)
    placed = constraints
  }

  /// A label across the text block (so it wraps at the block's width and aligns in it).
  private func across(_ label: UILabel, _ block: UILayoutGuide) -> [NSLayoutConstraint] {
    [label.leadingAnchor.constraint(equalTo: block.leadingAnchor), label.trailingAnchor.constraint(equalTo: block.trailingAnchor)]
  }

  /// The image's largest size (`maximumSize`), keeping its aspect ratio.
  private func limits(of content: UIListContentConfiguration) -> [NSLayoutConstraint] {
    let maximum = content.imageProperties.maximumSize
    var constraints: [NSLayoutConstraint] = []
    if maximum.width > 0, maximum.width.isFinite { constraints.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maximum.width)) }
    if maximum.height > 0, maximum.height.isFinite { constraints.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: maximum.height)) }
    if !constraints.isEmpty, let size = content.image?.size, size.width > 0, size.height > 0 {
      constraints.append(imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: size.width / size.height))
    }
    return constraints
  }

  private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
                     _ properties: UIListContentConfiguration.TextProperties) {
    if let attributed { label.attributedText = attributed } else { label.text = text.map(properties.transformed) }
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = max(0, properties.numberOfLines)
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    switch properties.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
  }

  private func style(_ image: UIImage, _ properties: UIListContentConfiguration.ImageProperties) {
    imageView.image = image
    imageView.contentMode = .scaleAspectFit
    imageView.tintColor = properties.tintColor
    imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
    imageView.layer.cornerRadius = max(0, finite(properties.cornerRadius))
    imageView.clipsToBounds = properties.cornerRadius > 0
  }

  /// A constraint that holds unless a required one says otherwise.
  private func pulled(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
    constraint.priority = .defaultHigh
    return constraint
  }

  private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
