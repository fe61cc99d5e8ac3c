extension Layout {
  /// A button (`UIButton`): a classic button of a `type`, or an iOS 15 `configuration`.
  ///
  /// Classic (no configuration): the title in `font` (default system 15, not scaled), height = the title's
  /// line height rounded up + 12 (30 for 15 pt), width = the title's width rounded up, at least 30; `contentEdgeInsets`
  /// other than `.zero` (a horizontal inset alone too) replace the 6-point vertical padding. Configured: the title in `body` (scaled with Dynamic
  /// Type) inside the size's content insets (medium: 7, 12, 7, 12).
  ///
  /// ```swift
  /// let add = Layout.Button(title: "Add to Cart", configuration: Layout.ButtonConfiguration(style: .filled))
  /// let info = Layout.Button(type: .infoLight)
  /// ```
  public struct Button: Sendable, Hashable {
    public var type: ButtonType
    public var title: String?
    /// An attributed title (`setAttributedTitle(_:for:)`): when given, `title` is the runs' texts joined
    /// and each run may set its font, colour, kern, underline, strikethrough and baseline offset.
    public var titleRuns: [TextRun]?
    /// An image file relative to the scene (drawn before the title, or as `imagePlacement` says).
    public var image: String?
    /// How `image` is drawn: `automatic` is a template (in the tint colour) in a system or configured
    /// button and original in a custom one.
    public var imageRenderingMode: ImageRenderingMode = .automatic
    /// The size of an image Plumb cannot draw, when `image` is nil (an SF Symbol from Interface Builder, a
    /// file the scene does not have): laid out beside the title as an image of that size, its place left
    /// empty. Scene key `imageSize: { width, height }`.
    public var imageSize: Size?
    /// An SF Symbol drawn in `imageSize`'s place when Plumb draws it (`SystemSymbol`), as a template in the
    /// button's foreground. Scene key `image: { systemName }`.
    public var systemImage: String?
    /// `nil`: system 15 (classic) or `body` (configured).
    public var font: FontChoice?
    /// `nil`: the tint colour (system), white (custom), or the configuration's foreground.
    public var titleColor: Color?
    /// UIKit's `contentEdgeInsets` (top, left, bottom, right); `.zero` means the default padding, any
    /// other value none but its own.
    public var contentEdgeInsets: Insets
    /// The state to draw.
    public var state: ControlState
    public var configuration: ButtonConfiguration?

    public init(
      type: ButtonType = .system, title: String? = nil, image: String? = nil, font: FontChoice? = nil,
      titleColor: Color? = nil, contentEdgeInsets: Insets = .zero, state: ControlState = .normal,
      configuration: ButtonConfiguration? = nil
    ) {
      self.type = type; self.title = title; self.image = image; self.font = font; self.titleColor = titleColor
      self.contentEdgeInsets = contentEdgeInsets; self.state = state; self.configuration = configuration
    }

    /// The title font in effect: the given one, else system 15 (classic) or `body` (configured).
    public var effectiveFont: FontChoice {
      if let font { return font }
      if let configuration { return configuration.buttonSize.defaultFont }
      return .fixed(FontSpec(size: 15))
    }
  }

  /// `UIButton.ButtonType`.
  public enum ButtonType: String, Sendable, Hashable, CaseIterable {
    case system, custom, close, detailDisclosure, infoLight, infoDark, contactAdd

    /// The fixed image size of the types that show a system glyph (frame size without a title): Xcode's
    /// stored frames (25 × 24, close 30 × 30), and for `contactAdd` the iOS 13 simulator's own
    /// `recursiveDescription` of `UIButton(type: .contactAdd)`, 24⅓ × 23⅔ (73 × 71 px at 3×).
    public var glyphSize: Size? {
      switch self {
      case .system, .custom: return nil
      case .close: return Size(width: 30, height: 30)
      case .contactAdd: return Size(width: 73.0 / 3, height: 71.0 / 3)
      case .detailDisclosure, .infoLight, .infoDark: return Size(width: 25, height: 24)
      }
    }
  }

  /// An iOS 15 `UIButton.Configuration`: style, size, corners, image placement and subtitle.
  ///
  /// ```swift
  /// let config = Layout.ButtonConfiguration(style: .tinted, buttonSize: .large, cornerStyle: .capsule)
  /// config.contentInsets   // 14, 20, 14, 20
  /// ```
  public struct ButtonConfiguration: Sendable, Hashable {
    public var style: ButtonStyle
    public var buttonSize: ButtonSize
    public var cornerStyle: CornerStyle
    public var imagePlacement: ImagePlacement
    public var subtitle: String?
    /// The background for `filled`, the foreground for the others; `nil`: the tint colour.
    public var baseColor: Color?

    public init(
      style: ButtonStyle = .plain, buttonSize: ButtonSize = .medium, cornerStyle: CornerStyle = .dynamic,
      imagePlacement: ImagePlacement = .leading, subtitle: String? = nil, baseColor: Color? = nil
    ) {
      self.style = style; self.buttonSize = buttonSize; self.cornerStyle = cornerStyle
      self.imagePlacement = imagePlacement; self.subtitle = subtitle; self.baseColor = baseColor
    }

    /// Content insets of the size (top, leading, bottom, trailing).
    public var contentInsets: DirectionalInsets { buttonSize.contentInsets }

    /// The corner radius drawn for a button `height` points high.
    public func cornerRadius(height: Double) -> Double {
      switch cornerStyle {
      case .dynamic, .fixed: return buttonSize.dynamicCornerRadius
      case .small: return 4
      case .medium: return 8
      case .large: return 12
      case .capsule: return height / 2
      }
    }
  }

  /// The iOS 15 configuration styles (the `bordered…` names are their aliases).
  public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent

    /// The style this one draws as: `borderless` = plain, `bordered` = gray, `borderedTinted` = tinted,
    /// `borderedProminent` = filled.
    public var canonical: ButtonStyle {
      switch self {
      case .borderless: return .plain
      case .bordered: return .gray
      case .borderedTinted: return .tinted
      case .borderedProminent: return .filled
      default: return self
      }
    }
  }

  /// `UIButton.Configuration.Size`.
  public enum ButtonSize: String, Sendable, Hashable, CaseIterable {
    case mini, small, medium, large

    /// Content insets (top, leading, bottom, trailing); medium is UIKit's documented 7, 12, 7, 12.
    public var contentInsets: DirectionalInsets {
      switch self {
      case .mini: return DirectionalInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      case .small: return DirectionalInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: return DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: return DirectionalInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's text style (scaled by Dynamic Type).
    public var defaultFont: FontChoice {
      switch self {
      case .mini: return .style(.caption1)
      case .small: return .style(.subheadline)
      case .medium, .large: return .style(.body)
      }
    }

    /// The corner radius of the `dynamic` corner style.
    public var dynamicCornerRadius: Double {
      switch self {
      case .mini, .small: return 4
      case .medium: return 6
      case .large: return 8
      }
    }
  }

  /// `UIButton.Configuration.CornerStyle`.
  public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
    case dynamic, fixed, small, medium, large, capsule
  }

  /// Where a configured button's image sits relative to its title (`NSDirectionalRectEdge`).
  public enum ImagePlacement: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom
  }
}
