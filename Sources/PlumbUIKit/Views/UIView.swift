import Foundation
import PlumbLayout

/// A rectangular area of the screen (UIKit's `UIView`): a tree of subviews laid out by Auto Layout
/// (or by frames and autoresizing masks) and drawn by Plumb.
///
/// After `layoutIfNeeded()` on a root whose frame is set, every subview's `frame` is what UIKit gives.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let card = UIView()
/// card.translatesAutoresizingMaskIntoConstraints = false
/// card.backgroundColor = .systemBlue
/// root.addSubview(card)
/// NSLayoutConstraint.activate([
///   card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///   card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
///   card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///   card.heightAnchor.constraint(equalToConstant: 100),
/// ])
/// root.layoutIfNeeded()
/// card.frame   // (8, 20, 359, 100)
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder, AnchorProviding {
  // MARK: Storage

  var storedFrame: CGRect
  var storedSubviews: [UIView] = []
  weak var storedSuperview: UIView?
  var storedConstraints: [NSLayoutConstraint] = []
  var storedGuides: [UILayoutGuide] = []
  var contentPriorities = ContentPriorities()
  /// Set by a layout pass on the root of the tree; cleared by `invalidateLayout()`.
  package var layoutCache: LayoutCache?
  /// What hosts a root view: a device configuration of a snapshot, a view controller's window.
  var host: HostEnvironment?
  var ambiguityExerciseCount = 0
  var needsLayoutPass = true
  /// On a root: something other than constraint constants changed since the last pass (then the pass
  /// builds the scene again).
  var structureChanged = true
  /// On a root: constraints whose constant changed since the last pass, oldest first.
  var constantChanges: [NSLayoutConstraint] = []
  /// On a root: how many passes moved constants in the kept solver instead of building the scene.
  var incrementalPasses = 0
  /// The bounds size of the last layout pass: the size autoresizing masks are measured against.
  var laidOutSize: CGSize?
  var systemGuides: [UILayoutGuide] = []
  var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var marginsWereSet = false
  var preservesMargins = false
  var insetsMarginsFromSafeArea = true
  weak var owningController: UIViewController?
  /// The next responder: the view's controller, else its superview (as UIKit).
  open override var next: UIResponder? { owningController ?? superview }
  var storedOverrideStyle = UIUserInterfaceStyle.unspecified
  var storedTraitOverrides = UITraitOverrides()
  var storedSemantic = UISemanticContentAttribute.unspecified

  // MARK: Creating

  /// A view with a frame (in its superview's coordinates). Views made in code translate their
  /// autoresizing mask into constraints until `translatesAutoresizingMaskIntoConstraints` is set to false.
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  public override convenience init() { self.init(frame: .zero) }

  /// Plumb reads no archives; this exists so subclasses can declare `required init?(coder:)` as on iOS.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
  }

  /// How far the frame reaches beyond the rectangle constraints align (UIKit's `alignmentRectInsets`):
  /// zero for plain views, UIKit's for Plumb's controls (a switch's frame is 2 points wider on its
  /// trailing side). Plumb's layout applies its controls' insets; an app subclass's override is reported
  /// here and by `alignmentRect(forFrame:)` but not applied by layout.
  ///
  /// ```swift
  /// UISwitch().alignmentRectInsets.right   // 2
  /// ```
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The alignment rectangle of a frame (the frame inset by `alignmentRectInsets`).
  ///
  /// ```swift
  /// toggle.alignmentRect(forFrame: toggle.frame).width   // 49
  /// ```
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame of an alignment rectangle (grown by `alignmentRectInsets`).
  ///
  /// ```swift
  /// toggle.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31)).width   // 51
  /// ```
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                  width: alignmentRect.width + insets.left + insets.right, height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// Archives the view (`NSCoding`): Plumb writes no archives, so this writes nothing; subclasses
  /// override it and call `super` as on iOS.
  ///
  /// ```swift
  /// override func encode(with coder: NSCoder) {
  ///   super.encode(with: coder)
  ///   coder.encode(title, forKey: "title")
  /// }
  /// ```
  open func encode(with coder: NSCoder) {}

  /// Whether the class lays out with constraints (kept for source compatibility).
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Hierarchy

  /// The view's subviews, back to front.
  open var subviews: [UIView] { storedSubviews }
  /// The view this view is a subview of.
  open var superview: UIView? { storedSuperview }
  /// The window the view is in (Plumb's snapshots host views without windows).
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.storedSuperview
    }
    return nil
  }
  /// A number to find the view by with `viewWithTag(_:)`.
  open var tag = 0
  /// The identifier UI tests find the view by; Plumb names the view so in layout text and diagnostics.
  open var accessibilityIdentifier: String? { didSet { invalidateLayout() } }
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  /// What kind of element VoiceOver announces (the accessibility audit reads it; empty: the kind's default).
  open var accessibilityTraits = UIAccessibilityTraits.none
  open var accessibilityElementsHidden = false
  open var shouldGroupAccessibilityChildren = false
  /// Whether VoiceOver stops on the view: by default labels and controls, not plain views or images.
  open var isAccessibilityElement: Bool {
    get { explicitAccessibilityElement ?? (self is UILabel || self is UIControl) }
    set { explicitAccessibilityElement = newValue }
  }
  /// `isAccessibilityElement` as the code set it, or `nil` for the default.
  var explicitAccessibilityElement: Bool?
  /// The accessibility elements inside the view (kept).
  ///
  /// ```swift
  /// accessibilityElements = [titleLabel, valueLabel]
  /// ```
  open var accessibilityElements: [Any]?
  /// The frame assistive technologies show, in screen coordinates (kept).
  ///
  /// ```swift
  /// accessibilityFrame = convert(bounds, to: nil)
  /// ```
  open var accessibilityFrame = CGRect.zero
  /// The actions assistive technologies offer (kept).
  ///
  /// ```swift
  /// accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
  /// ```
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Whether the view is left alone by Smart Invert (kept).
  ///
  /// ```swift
  /// photo.accessibilityIgnoresInvertColors = true
  /// ```
  open var accessibilityIgnoresInvertColors = false
  /// Whether VoiceOver treats the view as a modal (kept).
  ///
  /// ```swift
  /// alert.accessibilityViewIsModal = true
  /// ```
  open var accessibilityViewIsModal = false
  /// The language of the view's spoken content (kept).
  ///
  /// ```swift
  /// accessibilityLanguage = "fr"
  /// ```
  open var accessibilityLanguage: String?
  /// How many accessibility elements the view holds (`accessibilityElements`' count).
  ///
  /// ```swift
  /// override func accessibilityElementCount() -> Int { items.count }
  /// ```
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The accessibility element at `index`.
  ///
  /// ```swift
  /// override func accessibilityElement(at index: Int) -> Any? { items[index] }
  /// ```
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` among the accessibility elements (`NSNotFound` when absent).
  ///
  /// ```swift
  /// override func index(ofAccessibilityElement element: Any) -> Int { items.firstIndex { $0 === element as AnyObject } ?? NSNotFound }
  /// ```
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }
  /// Increments an adjustable element (override point).
  ///
  /// ```swift
  /// override func accessibilityIncrement() { value += 1 }
  /// ```
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element (override point).
  ///
  /// ```swift
  /// override func accessibilityDecrement() { value -= 1 }
  /// ```
  open func accessibilityDecrement() {}
  /// Activates the element (override point; false: not handled).
  ///
  /// ```swift
  /// override func accessibilityActivate() -> Bool { toggle(); return true }
  /// ```
  open func accessibilityActivate() -> Bool { false }
  /// Dismisses a modal element (override point; false: not handled).
  ///
  /// ```swift
  /// override func accessibilityPerformEscape() -> Bool { dismiss(); return true }
  /// ```
  open func accessibilityPerformEscape() -> Bool { false }
  /// Scrolls by a page (override point; false: not handled).
  ///
  /// ```swift
  /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  /// ```
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  open var isUserInteractionEnabled = true
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  /// The attached gesture recognizers (UIKit's `gestureRecognizers`; nil when there are none).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  var attachedGestureRecognizers: [UIGestureRecognizer] = []
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `point` (in the view's coordinates) is inside its bounds (UIKit's `point(inside:with:)`).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive subview containing `point`, front to back, as UIKit's `hitTest(_:with:)`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  /// Adds `view` on top of the other subviews (removing it from its old superview first).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts `view` at `index` in `subviews`.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view.storedSuperview === self, let current = storedSubviews.firstIndex(where: { $0 === view }) {
      storedSubviews.remove(at: current)
      storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
      invalidateLayout()
      return
    }
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
    view.storedSuperview = self
    view.layoutCache = nil
    invalidateLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
  }

  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
    insertSubview(view, at: view.storedSuperview === self && indexOf(view) ?? 0 < index ? index - 1 : index)
  }

  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
    insertSubview(view, at: view.storedSuperview === self && indexOf(view) ?? 0 < index ? index - 1 : index)
  }

  private func indexOf(_ view: UIView) -> Int? { storedSubviews.firstIndex { $0 === view } }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = indexOf(view) else { return }
    storedSubviews.append(storedSubviews.remove(at: index))
    invalidateLayout()
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = indexOf(view) else { return }
    storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    invalidateLayout()
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    storedSubviews.swapAt(index1, index2)
    invalidateLayout()
  }

  /// Removes the view from its superview, deactivating the constraints between its subtree and the rest
  /// of the old tree, as UIKit does.
  open func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.invalidateLayout()
    var ancestor: UIView? = parent
    while let holder = ancestor {
      for constraint in holder.storedConstraints where constraint.involves(subtreeOf: self) {
        holder.dropConstraint(constraint)
      }
      ancestor = holder.storedSuperview
    }
    if let arranging = parent as? UIStackView { arranging.forgetArranged(self) }
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    didMoveToSuperview()
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }

  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates: its bounds placed with the layer's `anchorPoint` at
  /// `center` and transformed by `transform` (the bounding box when rotated), as UIKit computes it. Setting it
  /// sets `center` and the bounds size (an axis-aligned scale divides the size by the scale, as UIKit does).
  ///
  /// ```swift
  /// badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
  /// badge.transform = CGAffineTransform(scaleX: 2, y: 2)
  /// badge.frame   // (0, 0, 40, 40): the centre stays at (20, 20)
  /// ```
  open var frame: CGRect {
    get {
      guard isTransformed else { return storedFrame }
      return LayerGeometry.frame(position: center, size: storedFrame.size, anchor: anchorPointOfLayer, transform: transform)
    }
    set {
      guard isTransformed else { return setLayoutFrame(newValue) }
      let placed = LayerGeometry.place(frame: newValue, anchor: anchorPointOfLayer, transform: transform, currentSize: storedFrame.size)
      setLayoutFrame(CGRect(x: placed.position.x - placed.size.width / 2, y: placed.position.y - placed.size.height / 2,
                            width: placed.size.width, height: placed.size.height))
    }
  }

  /// Sets the untransformed frame (the rectangle Auto Layout and autoresizing work with, centred on `center`).
  func setLayoutFrame(_ newValue: CGRect) {
    guard newValue != storedFrame else { return }
    let oldSize = storedFrame.size
    storedFrame = newValue
    resizeSubviews(from: oldSize)
    invalidateLayout()
  }

  /// Whether `frame` differs from the untransformed frame (a transform or a moved anchor point).
  var isTransformed: Bool { !transform.isIdentity || anchorPointOfLayer != CGPoint(x: 0.5, y: 0.5) }
  var anchorPointOfLayer: CGPoint { storedLayer?.storedAnchor ?? CGPoint(x: 0.5, y: 0.5) }

  /// The view's rectangle in its own coordinates (origin zero unless set); transforms do not change it.
  ///
  /// ```swift
  /// view.transform = CGAffineTransform(scaleX: 2, y: 2)
  /// view.bounds.size   // unchanged
  /// ```
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let center = self.center
      boundsOrigin = newValue.origin
      setLayoutFrame(CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height))
    }
  }
  var boundsOrigin = CGPoint.zero

  /// The centre of the frame, in the superview's coordinates (the layer's `position`); transforms turn about it.
  ///
  /// ```swift
  /// badge.center = CGPoint(x: 20, y: 20)
  /// ```
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      setLayoutFrame(CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2, width: storedFrame.width,
        height: storedFrame.height))
    }
  }

  /// The view's transform about its centre: Auto Layout ignores it (it lays out `bounds` and `center`), and
  /// `frame` reports the transformed rectangle, as in UIKit.
  ///
  /// ```swift
  /// card.transform = CGAffineTransform(translationX: 0, y: 100)
  /// card.frame.minY   // 100 more than laid out
  /// ```
  open var transform = CGAffineTransform.identity

  /// The view's transform in 3D (the layer's `transform`).
  ///
  /// ```swift
  /// card.transform3D = CATransform3DMakeScale(0.9, 0.9, 1)
  /// ```
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// Which margins and sizes stretch when the superview's size changes (frame-based layout).
  open var autoresizingMask: AutoresizingMask = [] { didSet { invalidateLayout() } }
  open var autoresizesSubviews = true
  /// When true (the default for views made in code), the frame and autoresizing mask become constraints.
  open var translatesAutoresizingMaskIntoConstraints = true { didSet { invalidateLayout() } }

  /// Converts a point from this view's coordinates to `view`'s (`nil`: the root's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let mine = originInRoot, theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let mine = originInRoot, theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The origin of the bounds in the root view's coordinates.
  var originInRoot: CGPoint {
    var x = -boundsOrigin.x, y = -boundsOrigin.y
    var view: UIView = self
    while let parent = view.storedSuperview {
      x += view.storedFrame.minX - parent.boundsOrigin.x
      y += view.storedFrame.minY - parent.boundsOrigin.y
      view = parent
    }
    return CGPoint(x: x, y: y)
  }

  // MARK: Appearance

  /// The fill behind the view's content (`nil`: transparent). Dynamic colours resolve with the view's traits.
  open var backgroundColor: UIColor? { didSet { invalidateLayout() } }
  /// Opacity of the view and its subviews as a group.
  open var alpha: CGFloat = 1 { didSet { invalidateLayout() } }
  /// A hidden view is laid out (except in a stack view) but not drawn.
  open var isHidden = false { didSet { if isHidden != oldValue { invalidateLayout() } } }
  open var isOpaque = true
  /// Whether content and subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// A view whose alpha masks this one (kept; Plumb draws the view unmasked).
  ///
  /// ```swift
  /// gradientOverlay.mask = textLabel
  /// ```
  open var mask: UIView?
  /// The tint; inherited from the superview when not set (system blue at the root).
  open var tintColor: UIColor! {
    get { storedTint ?? storedSuperview?.tintColor ?? .systemBlue }
    set { storedTint = newValue; invalidateLayout() }
  }
  var storedTint: UIColor?
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic
  open func tintColorDidChange() {}
  /// How content (an image view's image) is placed in the bounds.
  open var contentMode: ContentMode = .scaleToFill { didSet { invalidateLayout() } }

  /// The view's layer: corner radius, border, clipping, shadow, sublayers; made from `layerClass`.
  ///
  /// ```swift
  /// view.layer.cornerRadius = 8
  /// ```
  public var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = CALayer.make(type(of: self).layerClass, owner: self)
    storedLayer = made
    return made
  }
  var storedLayer: CALayer?
  /// The class of the view's layer (override to back a view with a `CAShapeLayer` or `CAGradientLayer`).
  ///
  /// ```swift
  /// override class var layerClass: AnyClass { CAGradientLayer.self }
  /// ```
  open class var layerClass: AnyClass { CALayer.self }
  /// Called when the view's layer lays out its sublayers: runs `layoutSubviews()` (override to place
  /// sublayers; call `super`, as in UIKit).
  ///
  /// ```swift
  /// override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer); gradient.frame = bounds }
  /// ```
  open func layoutSublayers(of layer: CALayer) { layoutSubviews() }

  /// Custom drawing is not run by Plumb (it draws backgrounds, borders, text and images itself).
  open func draw(_ rect: CGRect) {}
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// What the view contributes to its scene node; a plain view has an intrinsic size only when a
  /// subclass overrides `intrinsicContentSize` (PlumbUIKit's own subclasses override this).
  func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .view, intrinsic: explicitIntrinsicSize())
  }

  // MARK: - from UIView+Constraints.swift
  // MARK: Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  // MARK: Constraints

  /// The active constraints held by this view (those whose items' nearest common ancestor it is).
  open var constraints: [NSLayoutConstraint] { storedConstraints }

  /// Activates `constraint` (UIKit's older spelling of `isActive = true`).
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  func storeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.container = self
    storedConstraints.append(constraint)
    invalidateConstraints()
  }

  func dropConstraint(_ constraint: NSLayoutConstraint) {
    storedConstraints.removeAll { $0 === constraint }
    constraint.container = nil
    invalidateConstraints()
  }

  /// Constraints changed: the next pass re-solves (reusing the solver when only constraints changed).
  func invalidateConstraints() { invalidateLayout() }

  /// The constraints of the tree that involve this view on `axis`, in activation order.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    rootView.allActiveConstraints().filter { constraint in
      guard constraint.firstItem === self || constraint.secondItem === self else { return false }
      return constraint.firstAttribute.plumb?.axis == axis.plumb
    }
  }

  open func updateConstraints() {}
  open func updateConstraintsIfNeeded() {}
  open func setNeedsUpdateConstraints() { invalidateLayout() }
  open func needsUpdateConstraints() -> Bool { rootView.layoutCache == nil }

  // MARK: Content size and priorities

  /// UIKit's marker for an axis without an intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size `systemLayoutSizeFitting` can give.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size `systemLayoutSizeFitting` can give.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The size the content wants (`noIntrinsicMetric` on an axis without one). Subclasses override it
  /// and call `invalidateIntrinsicContentSize()` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  open func invalidateIntrinsicContentSize() { invalidateLayout() }

  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(axis == .horizontal ? contentPriorities.huggingH : contentPriorities.huggingV)
  }

  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { contentPriorities.huggingH = priority.rawValue } else { contentPriorities.huggingV = priority.rawValue }
    invalidateLayout()
  }

  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(axis == .horizontal ? contentPriorities.compressionH : contentPriorities.compressionV)
  }

  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      contentPriorities.compressionH = priority.rawValue
    } else {
      contentPriorities.compressionV = priority.rawValue
    }
    invalidateLayout()
  }

  // MARK: Layout guides

  /// The guides added with `addLayoutGuide(_:)`.
  open var layoutGuides: [UILayoutGuide] { storedGuides }

  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.storedOwner !== self else { return }
    layoutGuide.storedOwner?.removeLayoutGuide(layoutGuide)
    layoutGuide.storedOwner = self
    storedGuides.append(layoutGuide)
    invalidateLayout()
  }

  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.storedOwner === self else { return }
    var ancestor: UIView? = self
    while let holder = ancestor {
      for constraint in holder.storedConstraints
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        holder.dropConstraint(constraint)
      }
      ancestor = holder.storedSuperview
    }
    storedGuides.removeAll { $0 === layoutGuide }
    layoutGuide.storedOwner = nil
    invalidateLayout()
  }

  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
  /// The part of the view the safe area covers (for a root view: inside the host's status bar and home indicator).
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
  /// A region of readable line length inside the margins (672 points wide at the default type size).
  public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

  func systemGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
    if let existing = systemGuides.first(where: { $0.role == role }) { return existing }
    let guide = UILayoutGuide(role: role, owner: self)
    systemGuides.append(guide)
    return guide
  }

  // MARK: Tree queries

  /// The topmost ancestor (the view itself when it has no superview).
  var rootView: UIView {
    var view = self
    while let parent = view.storedSuperview { view = parent }
    return view
  }

  static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if a === b { return a }
    var ancestors: [ObjectIdentifier] = []
    var current: UIView? = a
    while let view = current { ancestors.append(ObjectIdentifier(view)); current = view.storedSuperview }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.storedSuperview
    }
    return nil
  }

  /// Every active constraint in the tree under this view, in activation order.
  func allActiveConstraints() -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    func visit(_ view: UIView) {
      result.append(contentsOf: view.storedConstraints)
      for subview in view.storedSubviews { visit(subview) }
    }
    visit(self)
    result.sort { $0.activationSerial < $1.activationSerial }
    return result
  }

  // MARK: - from UIView+Margins.swift
  /// The margins in leading/trailing terms (default 8 on every side).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { storedDirectionalMargins }
    set {
      storedDirectionalMargins = newValue
      marginsWereSet = true
      invalidateLayout()
      layoutMarginsDidChange()
    }
  }

  /// The margins in left/right terms, mapped through the view's effective layout direction.
  open var layoutMargins: UIEdgeInsets {
    get { storedDirectionalMargins.absolute(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
    set { directionalLayoutMargins = newValue.directional(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
  }

  /// Whether the view's `layoutMarginsGuide` also keeps clear of the superview's margins where they reach
  /// into the view (each edge at least the superview's margin minus the view's distance from that edge).
  /// Constraints to the margins guide follow it; a stack's margin-relative arrangement uses the view's own.
  open var preservesSuperviewLayoutMargins: Bool {
    get { preservesMargins }
    set { preservesMargins = newValue; invalidateLayout() }
  }

  /// Whether a root view's margins are measured from its safe area (default true).
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsMarginsFromSafeArea }
    set { insetsMarginsFromSafeArea = newValue; invalidateLayout() }
  }

  open func layoutMarginsDidChange() {}
  /// The size the view's constraints give it for `targetSize` at the fitting priorities, as UIKit's
  /// `systemLayoutSizeFitting`: the view's width and height are pulled to the target at those priorities
  /// (`.fittingSizeLevel` finds the smallest size the content allows, `.required` fixes the axis).
  /// Overridable, as self-sizing cells do.
  ///
  /// ```swift
  /// let height = cell.contentView.systemLayoutSizeFitting(
  ///   CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
  }
  /// `systemLayoutSizeFitting` with both axes at `.fittingSizeLevel`.
  ///
  /// ```swift
  /// let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  /// ```
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
  /// The view whose first baseline is this view's (UIKit's default: the view itself).
  ///
  /// ```swift
  /// override var forFirstBaselineLayout: UIView { titleLabel }
  /// ```
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline is this view's (UIKit's default: the view itself).
  ///
  /// ```swift
  /// override var forLastBaselineLayout: UIView { detailLabel }
  /// ```
  open var forLastBaselineLayout: UIView { self }
  open func safeAreaInsetsDidChange() {}

  /// The insets of the safe area: the host's for a root view (a device's status bar and home indicator),
  /// and for a subview the part of its frame the root's unsafe edges cover.
  open var safeAreaInsets: UIEdgeInsets {
    let root = rootView
    guard let host = root.host else { return .zero }
    let safe = host.safeArea
    if root === self { return safe }
    root.layoutIfNeeded()
    let frame = convert(bounds, to: root)
    let rootBounds = root.bounds
    return UIEdgeInsets(
      top: max(0, safe.top - frame.minY), left: max(0, safe.left - frame.minX),
      bottom: max(0, frame.maxY - (rootBounds.height - safe.bottom)),
      right: max(0, frame.maxX - (rootBounds.width - safe.right)))
  }

  // MARK: Direction

  /// How the view's content flips for right-to-left languages.
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { storedSemantic }
    set { storedSemantic = newValue; invalidateLayout() }
  }

  /// The view's layout direction: its semantic content attribute resolved against its superview's.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let inherited: UIUserInterfaceLayoutDirection
    if let parent = storedSuperview {
      inherited = parent.effectiveUserInterfaceLayoutDirection
    } else {
      inherited = host?.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    switch storedSemantic {
    case .unspecified: return inherited
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    }
  }

  /// The direction a view with `attribute` has (UIKit's class method).
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: Traits

  /// The view's traits: the host's (device, appearance, type size, direction), with the style
  /// overrides of the view and its ancestors.
  open var traitCollection: UITraitCollection {
    var traits = storedSuperview?.traitCollection ?? host?.traits ?? UITraitCollection.standard
    if let controller = owningController {
      if let container = controller.containerController, let child = container.overrideTraitCollection(forChild: controller) {
        traits = UITraitCollection(traitsFrom: [traits, child])
      }
      if !controller.traitOverrides.isEmpty { traits = UITraitCollection(traitsFrom: [traits, controller.traitOverrides.collection]) }
      if controller.overrideUserInterfaceStyle != .unspecified {
        traits = traits.replacing(style: controller.overrideUserInterfaceStyle)
      }
    }
    if !storedTraitOverrides.isEmpty { traits = UITraitCollection(traitsFrom: [traits, storedTraitOverrides.collection]) }
    if storedOverrideStyle != .unspecified { traits = traits.replacing(style: storedOverrideStyle) }
    return traits
  }

  /// Traits this view sets for itself and its subviews (iOS 17).
  ///
  /// ```swift
  /// card.traitOverrides.userInterfaceStyle = .dark
  /// ```
  open var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set { storedTraitOverrides = newValue; invalidateLayout() }
  }

  /// Forces light or dark appearance on the view and its subviews.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedOverrideStyle }
    set { storedOverrideStyle = newValue; invalidateLayout() }
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - from LayoutCache.swift
  /// Something that affects layout or drawing changed: the root lays out again at the next pass.
  func invalidateLayout() {
    if LayoutPass.isWritingBack { return }
    var view = self
    while let parent = view.storedSuperview { view = parent }
    view.needsLayoutPass = true
    view.structureChanged = true
  }

  /// A held constraint's constant changed: after a pass, when nothing else changed, the next pass
  /// moves just that constant in the kept solver instead of building the scene again.
  func constantDidChange(_ constraint: NSLayoutConstraint) {
    if LayoutPass.isWritingBack { return }
    let root = rootView
    guard root.layoutCache != nil, !root.structureChanged else { return invalidateLayout() }
    root.constantChanges.append(constraint)
    root.needsLayoutPass = true
  }

  /// Marks the view as needing layout (the next `layoutIfNeeded()` lays the tree out).
  open func setNeedsLayout() { invalidateLayout() }

  /// Lays out the whole tree the view is in, if anything changed since the last pass: builds the scene
  /// from the views and their active constraints, solves it, writes every frame back and calls
  /// `layoutSubviews()` top down.
  open func layoutIfNeeded() {
    let root = rootView
    guard root.needsLayoutPass || root.layoutCache == nil, !LayoutPass.isWritingBack else { return }
    LayoutPass.run(root: root)
  }

  /// Override to adjust subviews after Auto Layout placed them (call `super`).
  open func layoutSubviews() {}

  /// Runs before each layout pass builds the scene, top down: views that make their subviews from data
  /// (a table asking its data source for rows) make them here.
  func prepareForLayoutPass() {
    for subview in storedSubviews { subview.prepareForLayoutPass() }
  }

  // MARK: - from UILabel.swift
  /// The size that fits `size`: the current size for plain views (labels and controls measure content).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` its current size.
  open func sizeToFit() {
    let fitting = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitting)
  }

  /// `UILabel:title` — the class name and Plumb's id of the view.
  nonisolated open override var description: String { MainActor.assumeIsolated { descriptionText } }
  var descriptionText: String {
    "<\(String(describing: type(of: self))): frame = \(storedFrame)>"
  }
}

/// A view's content priorities per axis.
struct ContentPriorities {
  var huggingH: Float = 250, huggingV: Float = 250
  var compressionH: Float = 750, compressionV: Float = 750
}
