import Foundation

/// A view as it is shown in a preview — a pointer effect, a context menu, a drag (UIKit's
/// `UITargetedPreview`): the view, how it is drawn, and where.
///
/// ```swift
/// let preview = UITargetedPreview(view: cardView)
/// ```
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  /// The view previewed.
  ///
  /// ```swift
  /// preview.view === cardView   // true
  /// ```
  public let view: UIView
  /// How the preview is drawn.
  ///
  /// ```swift
  /// preview.parameters.visiblePath
  /// ```
  public let parameters: UIPreviewParameters
  /// Where the preview is shown (by default: at the view's centre in its superview).
  ///
  /// ```swift
  /// preview.target.container
  /// ```
  public let target: UIPreviewTarget
  /// The size of the preview: the view's bounds, or the visible path's when it has one.
  ///
  /// ```swift
  /// preview.size   // the view's size
  /// ```
  open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

  /// A preview of a view, shown at `target`.
  ///
  /// ```swift
  /// UITargetedPreview(view: v, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: window, center: p))
  /// ```
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
    super.init()
  }

  /// A preview of a view in its superview, where it is.
  ///
  /// ```swift
  /// UITargetedPreview(view: v, parameters: parameters)
  /// ```
  public convenience init(view: UIView, parameters: UIPreviewParameters) {
    self.init(view: view, parameters: parameters,
              target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
  }

  /// A preview of a view in its superview, where it is, drawn as it is.
  ///
  /// ```swift
  /// UITargetedPreview(view: self)
  /// ```
  public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

  /// The same preview shown at another target.
  ///
  /// ```swift
  /// preview.retargetedPreview(with: UIPreviewTarget(container: window, center: .zero))
  /// ```
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}

/// How a preview draws its view (UIKit's `UIPreviewParameters`): the part shown and its background.
///
/// ```swift
/// let parameters = UIPreviewParameters()
/// parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
/// parameters.backgroundColor = .clear
/// ```
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  /// The part of the view shown (`nil`: all of it).
  ///
  /// ```swift
  /// parameters.visiblePath = UIBezierPath(ovalIn: bounds)
  /// ```
  open var visiblePath: UIBezierPath?
  /// The shadow's outline (`nil`: the visible path's).
  ///
  /// ```swift
  /// parameters.shadowPath = UIBezierPath(rect: bounds)
  /// ```
  open var shadowPath: UIBezierPath?
  /// The colour behind the view (`nil`: the system's).
  ///
  /// ```swift
  /// parameters.backgroundColor = .clear
  /// ```
  open var backgroundColor: UIColor!

  /// Parameters that show the whole view.
  ///
  /// ```swift
  /// let parameters = UIPreviewParameters()
  /// ```
  public override init() { super.init() }

  /// Parameters that show lines of text: the rectangles, each a `CGRect` in an `NSValue`, joined.
  ///
  /// ```swift
  /// UIPreviewParameters(textLineRects: [NSValue(cgRect: line1), NSValue(cgRect: line2)])
  /// ```
  public convenience init(textLineRects lineRects: [NSValue]) {
    self.init()
    let path = UIBezierPath()
    for value in lineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
    visiblePath = path
  }
}

/// Where a preview is shown (UIKit's `UIPreviewTarget`): a container view, a centre in it, a transform.
///
/// ```swift
/// UIPreviewTarget(container: collectionView, center: cell.center)
/// ```
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
  /// The view the preview is shown in.
  ///
  /// ```swift
  /// target.container
  /// ```
  public let container: UIView
  /// The preview's centre in the container.
  ///
  /// ```swift
  /// target.center
  /// ```
  public let center: CGPoint
  /// The transform applied to the preview.
  ///
  /// ```swift
  /// target.transform
  /// ```
  public let transform: CGAffineTransform

  /// A target with a transform.
  ///
  /// ```swift
  /// UIPreviewTarget(container: view, center: p, transform: CGAffineTransform(scaleX: 0.9, y: 0.9))
  /// ```
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
    super.init()
  }

  /// A target without a transform.
  ///
  /// ```swift
  /// UIPreviewTarget(container: view, center: p)
  /// ```
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}
