extension Layout {
  /// A label's text and how it is set (UILabel's properties).
  ///
  /// ```swift
  /// let detail = Layout.Label(text: "@detail", font: .style(.subheadline), numberOfLines: 2,
  ///                           lineBreakMode: .byTruncatingMiddle)
  /// ```
  public struct Label: Sendable, Hashable {
    /// The text, or `"@key"` for a string from the scene's `strings` table.
    public var text: String
    public var font: FontChoice
    /// Default `label` (black in light, white in dark), as UILabel's.
    public var textColor: Color
    public var textAlignment: TextAlignment
    /// Maximum lines; 0 = unlimited (default 1).
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var adjustsFontSizeToFitWidth: Bool
    public var minimumScaleFactor: Double
    /// Tighten character spacing before truncating (single-line labels at most 5% too wide).
    public var allowsDefaultTighteningForTruncation = false
    /// The text is meant to be cut at some sizes (`truncationIntended: true` in a scene): `plumb check`
    /// still lists the truncation, but `--strict` and strict snapshots do not count it as a problem.
    public var truncationIntended = false
    /// Attributed text (UILabel's `attributedText`): when given, `text` is the runs' texts joined and
    /// each run may set its own font, colour, kern, underline, strikethrough and baseline offset.
    public var runs: [TextRun]?
    /// The paragraph style of the label's text (spacing, line height, indents; see `ParagraphStyle`).
    /// Its `alignment` and `lineBreakMode`, when given, win over the label's own.
    public var paragraphStyle: ParagraphStyle?
    /// UILabel's `preferredMaxLayoutWidth`: a wrapping label (`numberOfLines != 1`) is measured at this
    /// width whatever width it is given, so its intrinsic size never follows its frame. `nil`: automatic.
    public var preferredMaxLayoutWidth: Double?
    /// The label's width before the first layout pass (a view loaded from a storyboard or XIB has its stored
    /// frame): a wrapping label with an automatic `preferredMaxLayoutWidth` is first measured at this width,
    /// then at each width it is laid out at. `nil`: first measured on one unbroken line.
    public var widthBeforeLayout: Double?
    /// UILabel's `shadowColor`: a sharp copy of the text in this colour, moved by `shadowOffset`, under the
    /// text and inside the label's bounds. `nil` (UIKit's default): no shadow.
    public var shadowColor: Color?
    /// UILabel's `shadowOffset`, in points: (0, −1) by default, one point above the text.
    public var shadowOffset = Size(width: 0, height: -1)

    public init(
      text: String, font: FontChoice = .style(.body), textColor: Color = .label,
      textAlignment: TextAlignment = .natural, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
      adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0
    ) {
      self.text = text; self.font = font; self.textColor = textColor; self.textAlignment = textAlignment
      self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
      self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth; self.minimumScaleFactor = minimumScaleFactor
    }
  }

  /// A label font: a Dynamic Type text style (scaled by the variant's type size) or a fixed font.
  ///
  /// ```swift
  /// Layout.FontChoice.style(.body).resolved(for: .ax3).size   // 40
  /// ```
  public enum FontChoice: Sendable, Hashable {
    case style(TextStyle)
    case fixed(FontSpec)
    /// A font that scales with Dynamic Type like `UIFontMetrics(forTextStyle:).scaledFont(for:)`: its
    /// size times the style's size at the category over the style's size at `large`.
    case scaled(FontSpec, relativeTo: TextStyle)
    /// The concrete font at a content size category (fixed fonts do not scale).
    ///
    /// ```swift
    /// Layout.FontChoice.scaled(FontSpec(family: "NotoSerif-Bold", size: 18), relativeTo: .body)
    ///   .resolved(for: .ax3).size   // 18 × 40 / 17 = 42.35
    /// ```
    public func resolved(for category: ContentSizeCategory) -> FontSpec {
      switch self {
      case .style(let style): return style.font(for: category)
      case .fixed(let font): return font
      case .scaled(let font, let style):
        var scaled = font
        scaled.size = font.size * style.pointSize(for: category) / style.pointSize(for: .large)
        return scaled
      }
    }
  }

  /// An image view: its source and content mode. No `src` makes a placeholder with the node's `intrinsic` size;
  /// `systemName` shows an SF Symbol (`UIImage(systemName:)`) in the tint colour, at the size UIKit gives it
  /// (`SystemSymbol`), drawn when Plumb draws that symbol.
  ///
  /// ```swift
  /// let photo = Layout.Image(src: "flowers.png", contentMode: .scaleAspectFit)
  /// let chevron = Layout.Image(systemName: "chevron.forward", symbolConfiguration: .init(textStyle: .body, weight: .semibold))
  /// ```
  public struct Image: Sendable, Hashable {
    /// A PNG or JPEG path relative to the scene's folder.
    public var src: String?
    public var contentMode: ContentMode
    /// Original colours (the default) or a template in the tint colour.
    public var renderingMode: ImageRenderingMode
    /// An SF Symbol's name (`"chevron.forward"`), instead of `src`.
    public var systemName: String?
    /// The symbol's point size or text style, weight and scale (UIImageView's `preferredSymbolConfiguration`).
    public var symbolConfiguration: SymbolConfiguration
    public init(src: String? = nil, contentMode: ContentMode = .scaleToFill, renderingMode: ImageRenderingMode = .automatic) {
      self.src = src; self.contentMode = contentMode; self.renderingMode = renderingMode
      symbolConfiguration = SymbolConfiguration()
    }

    /// An SF Symbol (`UIImage(systemName:)`), centred at its size (`contentMode` `center`).
    public init(systemName: String, symbolConfiguration: SymbolConfiguration = SymbolConfiguration(), contentMode: ContentMode = .center) {
      self.systemName = systemName; self.symbolConfiguration = symbolConfiguration; self.contentMode = contentMode
      renderingMode = .alwaysTemplate
    }
  }

  /// UIKit's 13 content modes, which place an image in its view's bounds.
  public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// A stack view (UIStackView): its arrangement properties and arranged views.
  ///
  /// ```swift
  /// let row = Layout.Stack(axis: .horizontal, distribution: .fillEqually, spacing: 8, arranged: [a, b])
  /// ```
  public struct Stack: Sendable {
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var isLayoutMarginsRelativeArrangement: Bool
    public var isBaselineRelativeArrangement: Bool
    /// The arranged subviews, in order (each may carry `spacingAfter`).
    public var arranged: [Node]

    public init(
      axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
      isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false, arranged: [Node]
    ) {
      self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
      self.isBaselineRelativeArrangement = isBaselineRelativeArrangement; self.arranged = arranged
    }

    /// How a stack sizes its arranged views along its axis.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
      case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How a stack places its arranged views across its axis. `leading` is also spelled `top`,
    /// and `trailing` `bottom`, in scene files.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
      case fill, leading, firstBaseline, center, trailing, lastBaseline
    }
  }
}
