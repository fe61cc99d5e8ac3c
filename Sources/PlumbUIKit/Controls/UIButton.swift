import Foundation
import PlumbLayout

/// A button (UIKit's `UIButton`): the classic types with titles per state, or an iOS 15
/// `UIButton.Configuration`. Sizes follow Plumb's control metrics (a system button with a 15-point
/// title is 30 points high).
///
/// ```swift
/// let save = UIButton(type: .system)
/// save.setTitle("Save", for: .normal)
/// var filled = UIButton.Configuration.filled()
/// filled.title = "Add to Cart"
/// let add = UIButton(configuration: filled)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  /// The label showing the title (its font sets the title's font), a subview while there is a title.
  public let titleLabel: UILabel? = UIButtonLabel()
  /// The view showing the image or the system type's glyph, a subview while there is one.
  public let imageView: UIImageView? = UIImageView()
  /// The button's subviews and, first, its image view and title label (see `contentViews`).
  open override var subviews: [UIView] { contentViews + super.subviews }
  /// The iOS 15 configuration; when set, the button is drawn and sized by it.
  open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
  open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  /// Moves the title within the content (UIKit's deprecated `titleEdgeInsets`, still honoured there): the
  /// title label's frame is shifted by half the difference of opposite insets, as UIKit centres an inset
  /// rectangle. The button's own drawing places the title without it.
  ///
  /// ```swift
  /// button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)   // title 4 points right
  /// ```
  open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Moves the image within the content (UIKit's deprecated `imageEdgeInsets`), as `titleEdgeInsets` moves
  /// the title.
  ///
  /// ```swift
  /// button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)   // image 4 points left
  /// ```
  open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Whether the image darkens while the button is highlighted (UIKit's deprecated property, default
  /// `true`; kept: Plumb draws the highlighted state without darkening the image).
  ///
  /// ```swift
  /// button.adjustsImageWhenHighlighted = false
  /// ```
  open var adjustsImageWhenHighlighted = true
  /// Whether the image is drawn lighter while the button is disabled (UIKit's deprecated property, default
  /// `true`; kept: Plumb draws the disabled state without lightening the image).
  ///
  /// ```swift
  /// button.adjustsImageWhenDisabled = false
  /// ```
  open var adjustsImageWhenDisabled = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel?.font = .systemFont(ofSize: 15)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A button of a type (`.system` is what `UIButton()` makes in code: `.custom`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A configured button (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A system button running `primaryAction` (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  /// A title with attributes (drawn per run, as a label's `attributedText`) for a state; it wins over the
  /// plain title of that state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }
  open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; invalidateLayout() }
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
  /// Sets the image behind the title and image for a state (kept; Plumb draws the button's own background).
  ///
  /// ```swift
  /// button.setBackgroundImage(UIImage(named: "pill"), for: .normal)
  /// ```
  open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; invalidateLayout() }
  /// The background image for a state (the normal state's when the state has none).
  ///
  /// ```swift
  /// button.backgroundImage(for: .highlighted)
  /// ```
  open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
  private var backgroundImages: [UInt: UIImage] = [:]
  /// The image of the current state.
  ///
  /// ```swift
  /// button.currentImage
  /// ```
  open var currentImage: UIImage? { image(for: state) }
  /// The background image of the current state.
  ///
  /// ```swift
  /// button.currentBackgroundImage
  /// ```
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  /// The rectangle the content lies in (UIKit's: the bounds inset by `contentEdgeInsets`).
  ///
  /// ```swift
  /// override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 4) }
  /// ```
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
  /// The rectangle the background image is drawn in (the bounds).
  ///
  /// ```swift
  /// override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// ```
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the title goes in the content rectangle (overridable as in UIKit; Plumb lays the title out
  /// itself, so an override is not applied to the drawing).
  ///
  /// ```swift
  /// override func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect.insetBy(dx: 4, dy: 0) }
  /// ```
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
  /// Where the image goes in the content rectangle (overridable as in UIKit; not applied to the drawing).
  ///
  /// ```swift
  /// override func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
  /// ```
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
  open var currentTitle: String? { title(for: state) }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    var button = Layout.Button(
      type: buttonType.plumb, title: configuration?.title ?? currentTitle, image: image(for: state)?.path,
      font: titleLabel?.font.map { .fixed($0.resolved(adjusting: titleLabel?.adjustsFontForContentSizeCategory ?? false, traits: traits)) },
      titleColor: titleColor(for: state)?.plumbColor(traits),
      contentEdgeInsets: Insets(top: Double(contentEdgeInsets.top), left: Double(contentEdgeInsets.left),
                                bottom: Double(contentEdgeInsets.bottom), right: Double(contentEdgeInsets.right)),
      state: plumbState)
    button.imageRenderingMode = image(for: state)?.renderingMode.plumb ?? .automatic
    if configuration == nil, let attributed = attributedTitle(for: state) {
      button.title = attributed.string
      button.titleRuns = AttributedRuns(attributed, traits: traits, adjustsFonts: titleLabel?.adjustsFontForContentSizeCategory ?? false).runs
    }
    if let configuration {
      button.font = nil
      button.image = configuration.image?.path
      button.imageRenderingMode = configuration.image?.renderingMode.plumb ?? .automatic
      button.configuration = Layout.ButtonConfiguration(
        style: configuration.style, buttonSize: configuration.buttonSize.plumb, cornerStyle: configuration.cornerStyle.plumb,
        imagePlacement: configuration.imagePlacement.plumb, subtitle: configuration.subtitle,
        baseColor: configuration.baseBackgroundColor?.plumbColor(traits))
      if let color = configuration.baseForegroundColor { button.titleColor = color.plumbColor(traits) }
    }
    // An SF Symbol image (`UIImage(systemName:)`) keeps its size beside the title, drawn where Plumb draws it.
    if let symbol = configuration != nil ? configuration?.image : image(for: state), let name = symbol.systemName {
      button.systemImage = name
      button.imageSize = Size(width: Double(symbol.size.width), height: Double(symbol.size.height))
    }
    return .button(button)
  }

  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    public static var plain: ButtonType { .system }
    public static var roundedRect: ButtonType { .system }

    var plumb: Layout.ButtonType {
      switch self {
      case .custom: return .custom
      case .system: return .system
      case .detailDisclosure: return .detailDisclosure
      case .infoLight: return .infoLight
      case .infoDark: return .infoDark
      case .contactAdd: return .contactAdd
      case .close: return .close
      }
    }
  }

  /// An iOS 15 button configuration: style, size, corners, title, subtitle, image and colours.
  public struct Configuration {
    let style: Layout.ButtonStyle
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var buttonSize: Size = .medium
    public var cornerStyle: CornerStyle = .dynamic
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var showsActivityIndicator = false
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    init(style: Layout.ButtonStyle) { self.style = style }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
      var plumb: Layout.ButtonSize {
        switch self {
        case .mini: return .mini
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        }
      }
    }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
      case fixed = -1, dynamic = 0, small, medium, large, capsule
      var plumb: Layout.CornerStyle {
        switch self {
        case .fixed: return .fixed
        case .dynamic: return .dynamic
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .capsule: return .capsule
        }
      }
    }
  }
}

/// An edge of a rectangle in leading/trailing terms (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  var plumb: Layout.ImagePlacement {
    if contains(.trailing) { return .trailing }
    if contains(.top) { return .top }
    if contains(.bottom) { return .bottom }
    return .leading
  }
}
