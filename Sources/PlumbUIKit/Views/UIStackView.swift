import Foundation
import PlumbLayout

/// A row or column of arranged subviews laid out by Plumb's stack machinery (UIKit's `UIStackView`):
/// every property, `addArrangedSubview`, `insertArrangedSubview`, `removeArrangedSubview`,
/// `setCustomSpacing(_:after:)`. Hidden arranged views are left out of the arrangement, as in UIKit.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, photo, edit])
/// stack.axis = .vertical
/// stack.spacing = 8
/// stack.setCustomSpacing(16, after: photo)
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
  private(set) var storedArranged: [UIView] = []
  var customSpacing: [ObjectIdentifier: CGFloat] = [:]

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  /// A stack of `views` (added as subviews, in order).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged subviews, in order.
  open var arrangedSubviews: [UIView] { storedArranged }
  /// `.horizontal` (default) or `.vertical`.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { invalidateLayout() } }
  open var distribution: Distribution = .fill { didSet { invalidateLayout() } }
  open var alignment: Alignment = .fill { didSet { invalidateLayout() } }
  /// The gap between adjacent arranged views (default 0).
  open var spacing: CGFloat = 0 { didSet { invalidateLayout() } }
  open var isBaselineRelativeArrangement = false { didSet { invalidateLayout() } }
  /// Whether the arrangement is inset by the stack's layout margins.
  open var isLayoutMarginsRelativeArrangement = false { didSet { invalidateLayout() } }

  /// UIKit's value meaning "the system spacing" for `spacing` and custom spacings.
  public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
  /// UIKit's value meaning "no custom spacing" for `customSpacing(after:)`.
  public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

  /// Adds `view` at the end of the arrangement (and as a subview); it stops translating its autoresizing mask.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: storedArranged.count)
  }

  /// Inserts `view` into the arrangement at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    storedArranged.removeAll { $0 === view }
    storedArranged.insert(view, at: min(max(0, stackIndex), storedArranged.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    invalidateLayout()
  }

  /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()` to remove it).
  open func removeArrangedSubview(_ view: UIView) {
    forgetArranged(view)
    invalidateLayout()
  }

  func forgetArranged(_ view: UIView) {
    storedArranged.removeAll { $0 === view }
    customSpacing[ObjectIdentifier(view)] = nil
  }

  /// A gap after `arrangedSubview` other than `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    if spacing == UIStackView.spacingUseDefault {
      customSpacing[ObjectIdentifier(arrangedSubview)] = nil
    } else {
      customSpacing[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing
    }
    invalidateLayout()
  }

  /// The custom gap after `arrangedSubview`, or `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  func plumbStack(arranged: [Layout.Node]) -> Layout.Stack {
    Layout.Stack(
      axis: axis.plumb, distribution: distribution.plumb, alignment: alignment.plumb,
      spacing: Double(spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing),
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement, arranged: arranged)
  }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .view, intrinsic: Layout.IntrinsicSize())
  }

  /// How arranged views share the stack's length (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering

    var plumb: Layout.Stack.Distribution {
      switch self {
      case .fill: return .fill
      case .fillEqually: return .fillEqually
      case .fillProportionally: return .fillProportionally
      case .equalSpacing: return .equalSpacing
      case .equalCentering: return .equalCentering
      }
    }
  }

  /// How arranged views are placed across the axis (UIKit's `UIStackView.Alignment`; `top` is
  /// `leading` and `bottom` is `trailing`).
  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }

    var plumb: Layout.Stack.Alignment {
      switch self {
      case .fill: return .fill
      case .leading: return .leading
      case .firstBaseline: return .firstBaseline
      case .center: return .center
      case .trailing: return .trailing
      case .lastBaseline: return .lastBaseline
      }
    }
  }
}
