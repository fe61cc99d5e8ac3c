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
  /// How the safe area adjusts the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  /// How the keyboard is dismissed by dragging (UIKit's `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
  /// The recognizer of the scroll view's pans (read-only, as in UIKit): code can set its delegate or make
  /// other recognizers wait for it; Plumb never pans, so it never recognizes.
  ///
  /// ```swift
  /// swipe.require(toFail: scrollView.panGestureRecognizer)
  /// ```
  public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
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
  /// Where the content is scrolled to; Plumb lays out and draws at zero. Changing it tells the delegate
  /// `scrollViewDidScroll(_:)`, as UIKit does.
  open var contentOffset = CGPoint.zero { didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } } }
  /// The content's size (for frame-based content; Auto Layout content sizes the content layout guide).
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The content inset with the safe-area adjustment (Plumb: `contentInset`).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
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
  /// How fast scrolling slows after a flick (kept).
  ///
  /// ```swift
  /// scrollView.decelerationRate = .fast
  /// ```
  open var decelerationRate = DecelerationRate.normal
  /// Both scroll indicators' insets (setting it sets both).
  ///
  /// ```swift
  /// scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
  /// ```
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
  }
  /// Whether the indicators' insets follow the safe area (kept).
  ///
  /// ```swift
  /// scrollView.automaticallyAdjustsScrollIndicatorInsets = false
  /// ```
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// Whether touches wait to see if they scroll (kept: Plumb has no touches).
  ///
  /// ```swift
  /// scrollView.delaysContentTouches = false
  /// ```
  open var delaysContentTouches = true
  /// Whether a drag cancels touches in the content (kept).
  ///
  /// ```swift
  /// scrollView.canCancelContentTouches = true
  /// ```
  open var canCancelContentTouches = true
  /// Whether zooming bounces at its limits (kept).
  ///
  /// ```swift
  /// scrollView.bouncesZoom = false
  /// ```
  open var bouncesZoom = true
  /// The refresh control at the top (UIKit shows it only while pulled, so Plumb draws it not at all).
  ///
  /// ```swift
  /// tableView.refreshControl = UIRefreshControl()
  /// ```
  open var refreshControl: UIRefreshControl?
  /// Whether a touch in `view` goes to it (override to decide; true as UIKit's default).
  ///
  /// ```swift
  /// override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// ```
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// Whether scrolling may cancel the touches in `view` (override to decide; UIKit's default: not in a control).
  ///
  /// ```swift
  /// override func touchesShouldCancel(in view: UIView) -> Bool { true }
  /// ```
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
  /// Zooms to show `rect` (Plumb draws at zoom scale 1).
  ///
  /// ```swift
  /// scrollView.zoom(to: imageView.frame, animated: true)
  /// ```
  open func zoom(to rect: CGRect, animated: Bool) {}
  /// Sets the zoom scale (kept).
  ///
  /// ```swift
  /// scrollView.setZoomScale(2, animated: true)
  /// ```
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// How fast scrolling slows (UIKit's `UIScrollView.DecelerationRate`).
  ///
  /// ```swift
  /// UIScrollView.DecelerationRate.normal.rawValue   // 0.998
  /// ```
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
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
