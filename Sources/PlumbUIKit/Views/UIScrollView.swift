import Foundation

/// A view whose content can be larger than its frame (UIKit's `UIScrollView`). Plumb draws it at
/// content offset zero, clipped to its bounds (UIKit's default `clipsToBounds`). Constraints from the
/// content to the scroll view's own top and leading anchors place the content as UIKit does at rest;
/// `frameLayoutGuide` is the scroll view's frame and `contentLayoutGuide` the content area (its
/// top leading corner at the scroll view's, its size what the content's constraints make it).
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(stack)
/// NSLayoutConstraint.activate([
///   stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///   stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///   stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Whether a touch in `view` that started scrolling cancels the view's tracking (UIKit's default: `true`
  /// except for controls).
  ///
  /// ```swift
  /// override func touchesShouldCancel(in view: UIView) -> Bool { true }
  /// ```
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
  /// Whether touches in `view` are delivered to it (UIKit's default: `true`).
  ///
  /// ```swift
  /// override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// ```
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// How the safe area adjusts the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  /// How the keyboard is dismissed by dragging (UIKit's `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
  /// The indicator colours (UIKit's `UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  open weak var delegate: UIScrollViewDelegate?
  /// Where the content is scrolled to; Plumb lays out and draws at zero.
  open var contentOffset = CGPoint.zero
  /// The content's size (for frame-based content; Auto Layout content sizes the content layout guide).
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The content inset with the safe-area adjustment (Plumb: `contentInset`).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Both scroll indicators' insets (UIKit's deprecated setter sets both; the getter answers the vertical).
  ///
  /// ```swift
  /// tableView.scrollIndicatorInsets = tableView.contentInset
  /// ```
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
  }
  /// The pull-to-refresh control (kept; drawn hidden above the content at rest, as UIKit).
  ///
  /// ```swift
  /// tableView.refreshControl = UIRefreshControl()
  /// ```
  open var refreshControl: UIRefreshControl?
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var isDirectionalLockEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var indicatorStyle = IndicatorStyle.default
  open var keyboardDismissMode = KeyboardDismissMode.none
  open var scrollsToTop = true
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var zoomScale: CGFloat = 1
  open var isTracking: Bool { false }
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }

  /// The scroll view's frame as a guide (its edges are the scroll view's).
  public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
  /// The content area as a guide: top leading at the scroll view's, sized by the content's constraints.
  public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  open func flashScrollIndicators() {}
}
