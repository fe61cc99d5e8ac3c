import Foundation
import PlumbLayout

/// An effect a `UIVisualEffectView` applies (UIKit's `UIVisualEffect`).
///
/// ```swift
/// let effect: UIVisualEffect = UIBlurEffect(style: .systemMaterial)
/// ```
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  public override init() { super.init() }
}

/// A blur of the content behind a visual effect view, tinted with a material (UIKit's `UIBlurEffect`).
/// The system materials follow the appearance; Plumb's radii and tints are listed at `Layout.BlurStyle`.
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemThinMaterial)
/// ```
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// UIKit's blur styles, with UIKit's raw values.
  public enum Style: Int, Sendable {
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
    case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
    case systemThickMaterialDark = 19, systemChromeMaterialDark = 20

    var plumb: Layout.BlurStyle {
      switch self {
      case .extraLight: return .extraLight
      case .light: return .light
      case .dark: return .dark
      case .regular: return .regular
      case .prominent: return .prominent
      case .systemUltraThinMaterial: return .systemUltraThinMaterial
      case .systemThinMaterial: return .systemThinMaterial
      case .systemMaterial: return .systemMaterial
      case .systemThickMaterial: return .systemThickMaterial
      case .systemChromeMaterial: return .systemChromeMaterial
      case .systemUltraThinMaterialLight: return .systemUltraThinMaterialLight
      case .systemThinMaterialLight: return .systemThinMaterialLight
      case .systemMaterialLight: return .systemMaterialLight
      case .systemThickMaterialLight: return .systemThickMaterialLight
      case .systemChromeMaterialLight: return .systemChromeMaterialLight
      case .systemUltraThinMaterialDark: return .systemUltraThinMaterialDark
      case .systemThinMaterialDark: return .systemThinMaterialDark
      case .systemMaterialDark: return .systemMaterialDark
      case .systemThickMaterialDark: return .systemThickMaterialDark
      case .systemChromeMaterialDark: return .systemChromeMaterialDark
      }
    }
  }

  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// A blur made without a style (Objective-C's `init`, which UIKit's class inherits from `NSObject`), drawn
  /// as `.regular`. Required, as every Objective-C class can be made from its metatype: code that makes an
  /// effect from a class it looked up, `(NSClassFromString(name) as! UIBlurEffect.Type).init()`, compiles.
  ///
  /// ```swift
  /// let blur = UIBlurEffect()   // blur.style == .regular
  /// ```
  public required override convenience init() { self.init(style: .regular) }
}

/// Vibrancy for the content of a blur (UIKit's `UIVibrancyEffect`): Plumb draws the content as it is.
///
/// ```swift
/// let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
/// ```
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// UIKit's vibrancy styles.
  public enum Style: Int, Sendable { case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator }

  public let blurEffect: UIBlurEffect
  public let vibrancyStyle: Style

  public init(blurEffect: UIBlurEffect, style: Style = .label) {
    self.blurEffect = blurEffect
    vibrancyStyle = style
    super.init()
  }
}

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView`): with a `UIBlurEffect`, the content
/// drawn under its frame shows through blurred and tinted with the material, within its corner radius; its
/// subviews go in `contentView`, which fills it, drawn sharp over the blur.
///
/// ```swift
/// let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// card.layer.cornerRadius = 16
/// card.clipsToBounds = true
/// card.contentView.addSubview(caption)
/// ```
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect (`nil`: none, the view is transparent).
  open var effect: UIVisualEffect? { didSet { invalidateLayout() } }
  /// The view the effect view's content goes in, filling it.
  public let contentView = UIView()

  /// A visual effect view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  /// The blur it draws (a vibrancy effect's blur included).
  var blurStyle: Layout.BlurStyle? {
    switch effect {
    case let blur as UIBlurEffect: return blur.style.plumb
    default: return nil
    }
  }

  private func installContentView() { addEdgeToEdgeSubview(contentView) }
}
