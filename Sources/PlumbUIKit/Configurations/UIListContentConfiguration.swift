import Foundation
import PlumbLayout

/// The content of a list row, header or footer (UIKit's `UIListContentConfiguration`): an image, a text
/// and a secondary text with their styles, margins and paddings. Start from the cell's
/// `defaultContentConfiguration()` or one of the factories, set the content, and give it to the cell.
///
/// The factories follow UIKit's styles: `cell()` and `subtitleCell()` stack the secondary text under the
/// text (`subheadline`), `valueCell()` puts it at the trailing margin in `secondaryLabel`, and the header
/// and footer factories set footnote or headline text as tables draw their section titles.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = UIImage(systemName: "wifi")
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
  /// The image at the leading edge.
  public var image: UIImage?
  public var imageProperties = ImageProperties()
  /// The primary text (`attributedText` wins when both are set).
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  /// The secondary text, under the text or beside it (`prefersSideBySideTextAndSecondaryText`).
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// The margins around the content. With `axesPreservingSuperviewLayoutMargins` (`.horizontal` by
  /// default) the content also keeps clear of the cell's own margins along those axes.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// Whether the secondary text goes beside the text (at the trailing margin) rather than under it.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// Between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// Between the text and a secondary text beside it.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Between the text and a secondary text under it.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The least height of the content (44 for rows, UIKit's minimum row height; 0 for headers and footers).
  var minimumHeight: CGFloat

  init(font text: UIFont, color: UIColor, secondary: UIFont, secondaryColor: UIColor, margins: NSDirectionalEdgeInsets,
       sideBySide: Bool = false, minimumHeight: CGFloat = Layout.ControlMetrics.tableRowHeight) {
    textProperties = TextProperties(font: text, color: color)
    secondaryTextProperties = TextProperties(font: secondary, color: secondaryColor)
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
    self.minimumHeight = minimumHeight
  }

  private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A row: body text in `label`, a secondary text under it in `subheadline`.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), color: .label,
                               secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label, margins: rowMargins)
  }

  /// A row with a subtitle: body text, the secondary text under it in `subheadline` `secondaryLabel`.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), color: .label,
                               secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                               margins: rowMargins)
  }

  /// A row with a value: body text, the secondary text at the trailing margin in body `secondaryLabel`
  /// (UIKit's `value1` style).
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), color: .label,
                               secondary: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel,
                               margins: rowMargins, sideBySide: true)
  }

  /// A sidebar row (as `cell()` in Plumb, which draws compact-width lists).
  public static func sidebarCell() -> UIListContentConfiguration { cell() }
  /// A sidebar row with a subtitle (as `subtitleCell()`).
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
  /// An accompanied sidebar row (as `cell()`).
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
  /// An accompanied sidebar row with a subtitle (as `subtitleCell()`).
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

  /// A plain list's section header: `headline` text in `label`.
  public static func plainHeader() -> UIListContentConfiguration {
    title(.headline, .label, NSDirectionalEdgeInsets(top: 3, leading: 16, bottom: 5, trailing: 16), uppercased: false)
  }

  /// A plain list's section footer: footnote text in `secondaryLabel`.
  public static func plainFooter() -> UIListContentConfiguration {
    title(.footnote, .secondaryLabel, NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), uppercased: false)
  }

  /// A grouped list's section header: footnote capitals in `secondaryLabel`, 10 points below the list's
  /// header padding and 7 above the rows.
  public static func groupedHeader() -> UIListContentConfiguration {
    title(.footnote, .secondaryLabel, NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 7, trailing: 16), uppercased: true)
  }

  /// A grouped list's section footer: footnote text in `secondaryLabel`, 8 points below the rows.
  public static func groupedFooter() -> UIListContentConfiguration {
    title(.footnote, .secondaryLabel, NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), uppercased: false)
  }

  /// A section header that follows the list's style (the grouped one, as on a settings screen).
  public static func header() -> UIListContentConfiguration { groupedHeader() }
  /// A section footer (the grouped one).
  public static func footer() -> UIListContentConfiguration { groupedFooter() }
  /// A prominent inset-grouped header: `title2` bold in `label`.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = title(.title2, .label, NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16), uppercased: false)
    configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title2).withWeight(.bold)
    return configuration
  }
  /// An extra-prominent inset-grouped header: `title1` bold in `label`.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = title(.title1, .label, NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16), uppercased: false)
    configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title1).withWeight(.bold)
    return configuration
  }

  private static func title(_ style: UIFont.TextStyle, _ color: UIColor, _ margins: NSDirectionalEdgeInsets,
                            uppercased: Bool) -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      font: .preferredFont(forTextStyle: style), color: color, secondary: .preferredFont(forTextStyle: style),
      secondaryColor: .secondaryLabel, margins: margins, minimumHeight: 0)
    configuration.textProperties.numberOfLines = 0
    configuration.textProperties.transform = uppercased ? .uppercase : .none
    return configuration
  }

  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

extension UIListContentConfiguration {
  /// How a text of the configuration is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
  ///
  /// ```swift
  /// content.textProperties.numberOfLines = 2
  /// content.secondaryTextProperties.color = .systemRed
  /// ```
  public struct TextProperties {
    /// How the text is aligned in its column.
    public enum TextAlignment: Int, Sendable { case natural, center, justified }
    /// A change of case applied before drawing.
    public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

    public var font: UIFont
    public var color: UIColor
    public var alignment = TextAlignment.natural
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Lines at most; 0 (the default) for as many as the text needs.
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows Dynamic Type (true, as UIKit's list text does).
    public var adjustsFontForContentSizeCategory = true
    public var transform = TextTransform.none

    init(font: UIFont, color: UIColor) { self.font = font; self.color = color }

    /// `text` after the transform.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .capitalized: return text.capitalized
      case .lowercase: return text.lowercased()
      case .uppercase: return text.uppercased()
      }
    }
  }

  /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
  ///
  /// ```swift
  /// content.imageProperties.tintColor = .systemGreen
  /// content.imageProperties.maximumSize = CGSize(width: 29, height: 29)
  /// content.imageProperties.cornerRadius = 7
  /// ```
  public struct ImageProperties {
    /// `reservedLayoutSize`'s value for the standard width UIKit reserves for symbol images (29 points).
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The image's tint (`nil`: the view's tint).
    public var tintColor: UIColor?
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public var cornerRadius: CGFloat = 0
    /// The largest the image is drawn (zero: no limit), keeping its aspect ratio.
    public var maximumSize = CGSize.zero
    /// The room the image takes whatever its size, so texts of rows with different images line up;
    /// `standardDimension` reserves 29 points for symbol images.
    public var reservedLayoutSize = CGSize.zero
    public var accessibilityIgnoresInvertColors = false

    init() {}
  }
}

extension UIFont {
  /// The same font at another weight (for the prominent headers).
  func withWeight(_ weight: Weight) -> UIFont {
    var spec = self.spec
    spec.weight = weight.plumb
    return UIFont(spec: spec, scaling: scaling)
  }
}
