import Foundation
import PlumbGraphics
import PlumbInterfaceBuilder
import PlumbLayout

/// An image (UIKit's `UIImage`): a PNG or JPEG file found by name in a bundle (with `@2x`/`@3x`
/// variants and asset-catalog image sets), or a rendered snapshot.
///
/// ```swift
/// let flowers = UIImage(named: "flowers", in: .module, compatibleWith: nil)   // flowers@2x.png at scale 2
/// flowers?.size   // in points
/// ```
open class UIImage: NSObject, @unchecked Sendable {
  /// The file the image came from (`nil` for images made from pixels, such as snapshots).
  let path: String?
  package let bitmap: Bitmap?
  /// Pixels per point of the file (2 for `name@2x.png`).
  public let scale: CGFloat
  /// The size in points.
  public let size: CGSize
  /// For SF Symbol stand-ins: drawn as nothing, sized as a symbol at body size.
  let isPlaceholder: Bool
  /// The SF Symbol's name (`UIImage(systemName:)`), drawn when Plumb draws it.
  public private(set) var systemName: String?
  /// The symbol's configuration (`UIImage(systemName:withConfiguration:)`).
  public private(set) var symbolConfiguration: SymbolConfiguration?
  /// Original colours or a template in the tint colour (`automatic`: as the view drawing it decides).
  public private(set) var renderingMode: RenderingMode = .automatic

  /// UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    case automatic = 0, alwaysOriginal, alwaysTemplate

    var plumb: Layout.ImageRenderingMode {
      switch self {
      case .automatic: return .automatic
      case .alwaysOriginal: return .alwaysOriginal
      case .alwaysTemplate: return .alwaysTemplate
      }
    }
  }

  init(path: String?, bitmap: Bitmap?, scale: CGFloat, size: CGSize, isPlaceholder: Bool = false) {
    self.path = path; self.bitmap = bitmap; self.scale = scale; self.size = size; self.isPlaceholder = isPlaceholder
    super.init()
  }

  /// An empty image (no pixels, zero size), as `UIImage()` in UIKit.
  ///
  /// ```swift
  /// let empty = UIImage()
  /// empty.size   // .zero
  /// ```
  public override convenience init() { self.init(path: nil, bitmap: nil, scale: 1, size: .zero) }

  /// The image an image literal names (`#imageLiteral(resourceName:)`): the main bundle's image of that name;
  /// UIKit traps when there is none, Plumb gives an empty image so a snapshot still runs.
  ///
  /// ```swift
  /// let logo = #imageLiteral(resourceName: "logo")
  /// ```
  public required convenience init(imageLiteralResourceName name: String) {
    let scale = 2.0
    if let found = UIImage.locate(name, in: .main, scale: scale),
       let source = try? PlumbContext.shared.images.resolve(found, scale: 1),
       let image = try? PlumbContext.shared.images.image(source: source.path, scale: source.scale) {
      self.init(path: found, bitmap: nil, scale: CGFloat(source.scale), size: CGSize(width: image.size.width, height: image.size.height))
    } else {
      self.init(path: nil, bitmap: nil, scale: 1, size: .zero)
    }
  }

  /// A tint colour an image was made with by `withTintColor(_:)` (kept).
  var fixedTint: UIColor?

  /// The same image drawn in `mode`.
  ///
  /// ```swift
  /// imageView.image = UIImage(named: "pencil")?.withRenderingMode(.alwaysTemplate)   // in the tint colour
  /// ```
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    let copy = UIImage(path: path, bitmap: bitmap, scale: scale, size: size, isPlaceholder: isPlaceholder)
    copy.renderingMode = mode
    copy.systemName = systemName
    copy.symbolConfiguration = symbolConfiguration
    return copy
  }

  /// An image of the main bundle by name.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// An image by name from `bundle` (the main bundle when `nil`): `name.png`, `name@2x.png`,
  /// `name.jpg`, or `Assets.xcassets/name.imageset/…`, choosing the file for the traits' display scale.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let scale = Double(traitCollection?.displayScale ?? 0) > 0 ? Double(traitCollection!.displayScale) : 2
    guard let found = UIImage.locate(name, in: bundle ?? .main, scale: scale) else { return nil }
    self.init(contentsOfFile: found)
  }

  /// An image from a PNG or JPEG file.
  public convenience init?(contentsOfFile path: String) {
    guard let source = try? PlumbContext.shared.images.resolve(path, scale: 1),
      let image = try? PlumbContext.shared.images.image(source: source.path, scale: source.scale)
    else { return nil }
    self.init(path: path, bitmap: nil, scale: CGFloat(source.scale),
              size: CGSize(width: image.size.width, height: image.size.height))
  }

  /// An SF Symbol, at the size UIKit gives it at body size (`Layout.SystemSymbol`), drawn in the tint colour
  /// by an image view when Plumb draws that symbol (chevrons, checkmark, xmark, plus, …), else left empty.
  ///
  /// ```swift
  /// let chevron = UIImage(systemName: "chevron.forward")   // 12.7 × 21.6 points
  /// ```
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// An SF Symbol drawn with a configuration (point size or text style, weight, scale).
  ///
  /// ```swift
  /// UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))
  /// ```
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    let plumb = configuration?.plumb ?? Layout.SymbolConfiguration()
    let size = Layout.SystemSymbol.size(of: name, configuration: plumb, category: .large)
    self.init(path: nil, bitmap: nil, scale: 1, size: CGSize(width: size.width, height: size.height), isPlaceholder: true)
    systemName = name
    symbolConfiguration = configuration
    renderingMode = .alwaysTemplate
  }

  /// The same symbol with another configuration (`nil` for an image that is not a symbol).
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    guard let systemName, let copy = UIImage(systemName: systemName, withConfiguration: configuration) else { return self }
    copy.renderingMode = renderingMode
    return copy
  }

  /// The same symbol with `configuration` applied over its own.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(symbolConfiguration.map { $0.applying(configuration) } ?? configuration)
  }

  /// Encoded PNG data of the image's pixels (rendered images and decoded files).
  public func pngData() -> Data? {
    if let bitmap { return (try? bitmap.pngData()).map { Data($0) } }
    guard let path else { return nil }
    return FileManager.default.contents(atPath: path)
  }

  /// The first existing candidate for `name` in `bundle`.
  static func locate(_ name: String, in bundle: Bundle, scale: Double) -> String? {
    var folders: [String] = []
    if let resources = bundle.resourcePath { folders.append(resources) }
    folders.append(bundle.bundlePath)
    let stem = (name as NSString).deletingPathExtension
    let given = (name as NSString).pathExtension
    let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
    let fileManager = FileManager.default
    for folder in folders {
      for ext in extensions {
        let plain = "\(folder)/\(stem).\(ext)"
        if let resolved = try? PlumbContext.shared.images.resolve(plain, scale: scale), fileManager.fileExists(atPath: resolved.path) {
          return plain
        }
      }
    }
    // An asset catalog's image set, in any of its groups: the file UIKit picks for the scale.
    guard let set = AssetCatalogs.set(named: stem, kind: "imageset", in: bundle) else { return nil }
    return ImageSet.file(in: set, scale: scale)
  }
}

/// Shows an image placed by its content mode (UIKit's `UIImageView`); its intrinsic size is the image's.
///
/// ```swift
/// let photo = UIImageView(image: UIImage(named: "flowers", in: .module, compatibleWith: nil))
/// photo.contentMode = .scaleAspectFit
/// photo.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  /// The configuration a symbol image is drawn with, over the image's own.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }
  /// The frames of a flip-book animation (kept: Plumb draws `image`, the view at rest).
  ///
  /// ```swift
  /// spinner.animationImages = (1...8).compactMap { UIImage(named: "frame\($0)") }
  /// ```
  open var animationImages: [UIImage]?
  /// The frames shown while highlighted (kept).
  ///
  /// ```swift
  /// imageView.highlightedAnimationImages = frames
  /// ```
  open var highlightedAnimationImages: [UIImage]?
  /// How long one cycle of the frames takes (0: 1/30 s a frame, as UIKit).
  ///
  /// ```swift
  /// imageView.animationDuration = 0.8
  /// ```
  open var animationDuration: TimeInterval = 0
  /// How many cycles play (0: forever).
  ///
  /// ```swift
  /// imageView.animationRepeatCount = 1
  /// ```
  open var animationRepeatCount = 0
  /// Whether the frames are playing.
  ///
  /// ```swift
  /// imageView.startAnimating(); imageView.isAnimating   // true
  /// ```
  open private(set) var isAnimating = false
  /// Starts playing the frames (when there are any).
  ///
  /// ```swift
  /// imageView.startAnimating()
  /// ```
  open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
  /// Stops playing the frames.
  ///
  /// ```swift
  /// imageView.stopAnimating()
  /// ```
  open func stopAnimating() { isAnimating = false }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  open override var intrinsicContentSize: CGSize {
    guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return image.size
  }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    if let image, let name = image.systemName {
      // The engine sizes a symbol from its configuration (text styles follow Dynamic Type).
      var configuration = image.symbolConfiguration ?? UIImage.SymbolConfiguration()
      if let preferred = preferredSymbolConfiguration { configuration = configuration.applying(preferred) }
      var symbol = Layout.Image(systemName: name, symbolConfiguration: configuration.plumb, contentMode: contentMode.plumb)
      if image.renderingMode == .alwaysOriginal { symbol.renderingMode = .alwaysOriginal }
      return SceneContent(kind: .image(symbol), intrinsic: explicitIntrinsicSize())
    }
    var intrinsic = explicitIntrinsicSize()
    let source = image?.path
    if let image, source == nil {
      intrinsic = Layout.IntrinsicSize(width: Double(image.size.width), height: Double(image.size.height))
    }
    let mode = image?.renderingMode.plumb ?? .automatic
    return SceneContent(kind: .image(Layout.Image(src: source, contentMode: contentMode.plumb, renderingMode: mode)),
                        intrinsic: source == nil ? intrinsic : explicitOverride())
  }

  /// A subclass's `intrinsicContentSize` where it differs from the image's size.
  private func explicitOverride() -> Layout.IntrinsicSize {
    guard type(of: self) != UIImageView.self, let image else { return Layout.IntrinsicSize() }
    let own = intrinsicContentSize
    var result = Layout.IntrinsicSize()
    if own.width != image.size.width { result.width = own.width == UIView.noIntrinsicMetric ? nil : Double(own.width) }
    if own.height != image.size.height { result.height = own.height == UIView.noIntrinsicMetric ? nil : Double(own.height) }
    return result
  }
}
