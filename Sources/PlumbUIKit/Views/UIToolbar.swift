import Foundation
import PlumbLayout

/// A toolbar (UIKit's `UIToolbar`): its items from the leading edge, flexible spaces sharing the rest.
/// 44 points high.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [UIBarButtonItem(title: "Edit"), .flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
/// ```
@preconcurrency @MainActor
open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]? { didSet { invalidateLayout() } }
  open var barStyle = UIBarStyle.default { didSet { invalidateLayout() } }
  open var barTintColor: UIColor? { didSet { invalidateLayout() } }
  open var isTranslucent = true
  /// Drawn without material, as iOS 15 draws a navigation controller's toolbar over content at rest.
  var drawsAtScrollEdge = false { didSet { invalidateLayout() } }
  private var storedStandardAppearance: UIToolbarAppearance?
  /// The look with content scrolled under the toolbar (iOS 13); until asked for or set, tint and style decide.
  open var standardAppearance: UIToolbarAppearance {
    get { UIBarAppearance.kept(&storedStandardAppearance, made: UIToolbarAppearance.init) }
    set { storedStandardAppearance = newValue; invalidateLayout() }
  }
  /// The look with content at rest at its edge; `nil`: the standard one, transparent (iOS 15).
  open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { invalidateLayout() } }
  open var compactAppearance: UIToolbarAppearance?
  open var compactScrollEdgeAppearance: UIToolbarAppearance?

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let bar = Layout.Toolbar(items: (items ?? []).map(\.plumbItem), barTintColor: barTintColor?.plumbColor(traits), barStyle: barStyle.plumb,
                             atScrollEdge: drawsAtScrollEdge, standardAppearance: storedStandardAppearance?.plumbAppearance(traits),
                             scrollEdgeAppearance: scrollEdgeAppearance?.plumbAppearance(traits))
    return SceneContent(kind: .control(.toolbar(bar)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Layout.BarMetrics.barHeight) }
}
