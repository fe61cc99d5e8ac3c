import Foundation
import PlumbLayout

/// A layer (Core Animation's `CALayer`): a view's layer (corner radius, border, clipping, shadow, the geometry
/// it shares with its view) or a free layer in a layer tree.
///
/// A view's layer and its view keep one geometry, as in UIKit: `position` is the view's `center`, `bounds` the
/// view's `bounds`, `transform` the view's `transform`, and `frame` is where `bounds` lands once placed with its
/// `anchorPoint` at `position` and transformed. Animations added with `add(_:forKey:)` are kept but not run: a
/// snapshot shows the model layer (what the animation would end at only if the code also sets the value).
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.separator.cgColor
///
/// let layer = CALayer()
/// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
/// layer.position = CGPoint(x: 100, y: 100)
/// layer.frame   // (50, 80, 100, 40)
/// ```
@preconcurrency @MainActor
open class CALayer: NSObject {
  weak var owner: UIView?
  init(owner: UIView?) { self.owner = owner; super.init() }

  /// A view's layer of `layerClass` (Plumb's layer classes; another class gets the nearest of them).
  static func make(_ layerClass: AnyClass, owner: UIView) -> CALayer {
    let layer: CALayer
    if layerClass is CAShapeLayer.Type {
      layer = CAShapeLayer()
    } else if layerClass is CAGradientLayer.Type {
      layer = CAGradientLayer()
    } else {
      layer = CALayer()
    }
    layer.owner = owner
    return layer
  }

  /// A free layer with empty bounds at the origin.
  ///
  /// ```swift
  /// let divider = CALayer()
  /// ```
  public override init() { super.init() }

  /// A copy of `layer`'s properties (Core Animation calls it for presentation layers; subclasses override it).
  ///
  /// ```swift
  /// override init(layer: Any) { super.init(layer: layer) }
  /// ```
  public init(layer: Any) {
    super.init()
    if let other = layer as? CALayer {
      freeBounds = other.bounds; freePosition = other.position; storedAnchor = other.anchorPoint
      freeTransform = other.transform; cornerRadius = other.cornerRadius; borderWidth = other.borderWidth
      borderColor = other.borderColor; freeBackground = other.backgroundColor; zPosition = other.zPosition
    }
  }

  /// Plumb reads no archives; this exists so subclasses can declare it.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError() }
  /// ```
  public required init?(coder: NSCoder) { super.init() }

  /// The layer's own name (kept; Plumb shows it nowhere).
  ///
  /// ```swift
  /// gradient.name = "backgroundGradient"
  /// ```
  open var name: String?

  /// The object that lays out and draws the layer for its owner (a view for a view's layer).
  ///
  /// ```swift
  /// layer.delegate = self
  /// ```
  open weak var delegate: CALayerDelegate?

  // MARK: Look

  /// The radius of the rounded corners.
  ///
  /// ```swift
  /// avatar.layer.cornerRadius = avatar.bounds.height / 2
  /// ```
  open var cornerRadius: CGFloat = 0 { didSet { owner?.invalidateLayout() } }
  /// The corners `cornerRadius` rounds (default all four).
  ///
  /// ```swift
  /// sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  /// ```
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
    didSet { owner?.invalidateLayout() }
  }
  /// The width of the border drawn inside the bounds.
  ///
  /// ```swift
  /// field.layer.borderWidth = 1
  /// ```
  open var borderWidth: CGFloat = 0 { didSet { owner?.invalidateLayout() } }
  /// The colour of the border (opaque black when nil and `borderWidth` is set).
  ///
  /// ```swift
  /// field.layer.borderColor = UIColor.separator.cgColor
  /// ```
  open var borderColor: CGColor? { didSet { owner?.invalidateLayout() } }
  /// Whether sublayers and content are clipped to the bounds (a view's `clipsToBounds`).
  ///
  /// ```swift
  /// photo.layer.masksToBounds = true
  /// ```
  open var masksToBounds = false { didSet { owner?.invalidateLayout() } }
  /// The drop shadow, drawn under a view with a background that does not clip (`masksToBounds` hides it, as
  /// in Core Animation): opaque black, offset (0, −3), radius 3 by default, and none until `shadowOpacity`
  /// is above 0. Plumb shadows the view's rounded rectangle, not the alpha of its content.
  ///
  /// ```swift
  /// card.layer.shadowOpacity = 0.15
  /// card.layer.shadowOffset = CGSize(width: 0, height: 4)
  /// card.layer.shadowRadius = 8
  /// ```
  open var shadowColor: CGColor? = CGColor(.black) { didSet { owner?.invalidateLayout() } }
  /// The shadow's opacity, 0 (none, the default) to 1.
  ///
  /// ```swift
  /// card.layer.shadowOpacity = 0.2
  /// ```
  open var shadowOpacity: Float = 0 { didSet { owner?.invalidateLayout() } }
  /// How far the shadow is moved (default (0, −3)).
  ///
  /// ```swift
  /// card.layer.shadowOffset = CGSize(width: 0, height: 2)
  /// ```
  open var shadowOffset = CGSize(width: 0, height: -3) { didSet { owner?.invalidateLayout() } }
  /// The blur radius of the shadow (default 3).
  ///
  /// ```swift
  /// card.layer.shadowRadius = 8
  /// ```
  open var shadowRadius: CGFloat = 3 { didSet { owner?.invalidateLayout() } }
  /// The shape that casts the shadow, in the layer's coordinates (`nil`: the view's background); with one, a
  /// view without a background casts a shadow too.
  ///
  /// ```swift
  /// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
  /// ```
  open var shadowPath: CGPath? { didSet { owner?.invalidateLayout() } }
  private var ownOpacity: Float = 1
  /// The layer's opacity: for a view's layer, the view's `alpha` (UIKit keeps one value for both).
  ///
  /// ```swift
  /// badge.layer.opacity = 0.5   // badge.alpha == 0.5
  /// ```
  open var opacity: Float {
    get { owner.map { Float($0.alpha) } ?? ownOpacity }
    set { if let owner { owner.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
  }
  /// The shape of rounded corners (circular arcs or Apple's continuous curve).
  ///
  /// ```swift
  /// button.layer.cornerCurve = .continuous
  /// ```
  open var cornerCurve: CALayerCornerCurve = .circular

  private var freeBackground: CGColor?
  /// The fill behind the layer's content: for a view's layer, the view's `backgroundColor`.
  ///
  /// ```swift
  /// view.layer.backgroundColor = UIColor.red.cgColor   // view.backgroundColor is red too
  /// ```
  open var backgroundColor: CGColor? {
    get { owner.map { $0.backgroundColor?.cgColor } ?? freeBackground }
    set { if let owner { owner.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { freeBackground = newValue } }
  }

  private var freeHidden = false
  /// Whether the layer is hidden: for a view's layer, the view's `isHidden`.
  ///
  /// ```swift
  /// overlay.isHidden = true
  /// ```
  open var isHidden: Bool {
    get { owner?.isHidden ?? freeHidden }
    set { if let owner { owner.isHidden = newValue } else { freeHidden = newValue } }
  }

  /// Whether the layer is known to be fully opaque (a drawing hint; kept).
  ///
  /// ```swift
  /// layer.isOpaque = true
  /// ```
  open var isOpaque = false

  /// The layer's place in depth among its siblings (kept; Plumb draws sublayers in order).
  ///
  /// ```swift
  /// badge.layer.zPosition = 1
  /// ```
  open var zPosition: CGFloat = 0

  /// Whether the layer is drawn once into a bitmap and reused (a speed hint; the picture is the same).
  ///
  /// ```swift
  /// cell.layer.shouldRasterize = true
  /// cell.layer.rasterizationScale = UIScreen.main.scale
  /// ```
  open var shouldRasterize = false
  /// The scale a rasterized layer is drawn at (default 1).
  ///
  /// ```swift
  /// layer.rasterizationScale = UIScreen.main.scale
  /// ```
  open var rasterizationScale: CGFloat = 1
  /// The scale of the layer's content bitmap (default 1).
  ///
  /// ```swift
  /// textLayer.contentsScale = UIScreen.main.scale
  /// ```
  open var contentsScale: CGFloat = 1
  /// The layer's content, usually a `CGImage` (kept).
  ///
  /// ```swift
  /// layer.contents = UIImage(named: "pattern")?.cgImage
  /// ```
  open var contents: Any?
  /// How `contents` is placed in the bounds (default `.resize`).
  ///
  /// ```swift
  /// layer.contentsGravity = .resizeAspectFill
  /// ```
  open var contentsGravity: CALayerContentsGravity = .resize
  /// The part of `contents` shown, in unit coordinates (default the whole).
  ///
  /// ```swift
  /// layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
  /// ```
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable centre of `contents`, in unit coordinates (default the whole).
  ///
  /// ```swift
  /// layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
  /// ```
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// A layer whose alpha masks this one (kept).
  ///
  /// ```swift
  /// let shape = CAShapeLayer(); shape.path = UIBezierPath(ovalIn: bounds).cgPath
  /// view.layer.mask = shape
  /// ```
  open var mask: CALayer?
  /// Whether edges are antialiased when transformed (kept).
  ///
  /// ```swift
  /// layer.allowsEdgeAntialiasing = true
  /// ```
  open var allowsEdgeAntialiasing = false
  /// Whether the layer shows when facing away (kept).
  ///
  /// ```swift
  /// cardBack.isDoubleSided = false
  /// ```
  open var isDoubleSided = true
  /// Whether the layer's content is drawn again when the bounds change (kept).
  ///
  /// ```swift
  /// layer.needsDisplayOnBoundsChange = true
  /// ```
  open var needsDisplayOnBoundsChange = false
  /// The transform applied to the sublayers (kept).
  ///
  /// ```swift
  /// container.sublayerTransform = CATransform3DMakeScale(0.9, 0.9, 1)
  /// ```
  open var sublayerTransform = CATransform3DIdentity
  /// The rate of the layer's time (`0` pauses animations; kept).
  ///
  /// ```swift
  /// layer.speed = 0
  /// ```
  open var speed: Float = 1
  /// The layer's time offset (kept).
  ///
  /// ```swift
  /// layer.timeOffset = pausedTime
  /// ```
  open var timeOffset: CFTimeInterval = 0
  /// When the layer's time starts (kept).
  ///
  /// ```swift
  /// layer.beginTime = CACurrentMediaTime()
  /// ```
  open var beginTime: CFTimeInterval = 0

  // MARK: Geometry

  private var freeBounds = CGRect.zero
  private var freePosition = CGPoint.zero
  private var freeTransform = CATransform3DIdentity
  var storedAnchor = CGPoint(x: 0.5, y: 0.5)

  /// The layer's rectangle in its own coordinates: for a view's layer, the view's `bounds`.
  ///
  /// ```swift
  /// layer.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
  /// ```
  open var bounds: CGRect {
    get { owner?.bounds ?? freeBounds }
    set { if let owner { owner.bounds = newValue } else { freeBounds = newValue } }
  }

  /// Where the `anchorPoint` sits in the superlayer: for a view's layer, the view's `center`.
  ///
  /// ```swift
  /// dot.position = CGPoint(x: 20, y: 20)
  /// ```
  open var position: CGPoint {
    get { owner?.center ?? freePosition }
    set { if let owner { owner.center = newValue } else { freePosition = newValue } }
  }

  /// The point of the bounds, in unit coordinates, that sits at `position` and that transforms turn
  /// about (default the centre, (0.5, 0.5)). Changing it moves the frame and keeps `position`, as in
  /// Core Animation.
  ///
  /// ```swift
  /// hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)   // rotate about the bottom edge
  /// ```
  open var anchorPoint: CGPoint {
    get { storedAnchor }
    set {
      storedAnchor = newValue
      owner?.invalidateLayout()
    }
  }

  /// The layer's depth anchor (kept).
  ///
  /// ```swift
  /// layer.anchorPointZ = 0
  /// ```
  open var anchorPointZ: CGFloat = 0

  /// The layer's transform: for a view's layer, the view's `transform` (a 3D transform that is not affine is
  /// kept on the layer; the view's `transform` is its affine part).
  ///
  /// ```swift
  /// card.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
  /// ```
  open var transform: CATransform3D {
    get {
      guard let owner else { return freeTransform }
      return freeTransform.isAffine ? CATransform3DMakeAffineTransform(owner.transform) : freeTransform
    }
    set {
      freeTransform = newValue
      owner?.transform = CATransform3DGetAffineTransform(newValue)
    }
  }

  /// The layer's transform as an affine transform.
  ///
  /// ```swift
  /// layer.affineTransform()   // .identity
  /// ```
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Sets the layer's transform from an affine transform.
  ///
  /// ```swift
  /// layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The layer's rectangle in its superlayer: the bounds placed with `anchorPoint` at `position` and
  /// transformed (the bounding box when rotated). Setting it sets `position` and `bounds`.
  ///
  /// ```swift
  /// line.frame = CGRect(x: 0, y: 43.5, width: 320, height: 0.5)
  /// ```
  open var frame: CGRect {
    get {
      if let owner { return owner.frame }
      return LayerGeometry.frame(position: freePosition, size: freeBounds.size, anchor: storedAnchor,
                                 transform: CATransform3DGetAffineTransform(freeTransform))
    }
    set {
      if let owner { owner.frame = newValue; return }
      let placed = LayerGeometry.place(frame: newValue, anchor: storedAnchor, transform: CATransform3DGetAffineTransform(freeTransform),
                                       currentSize: freeBounds.size)
      freeBounds.size = placed.size
      freePosition = placed.position
    }
  }

  // MARK: Layer tree

  private var storedSublayers: [CALayer] = []
  /// The layer that holds this one.
  ///
  /// ```swift
  /// gradient.superlayer === view.layer   // after view.layer.addSublayer(gradient)
  /// ```
  open private(set) weak var superlayer: CALayer?

  /// The layers added to this one, back to front (`nil` when there are none, as in Core Animation). A view's
  /// layer lists the layers added to it, not its subviews' layers.
  ///
  /// ```swift
  /// view.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
  /// ```
  open var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.superlayer = nil }
      storedSublayers = []
      for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storedSublayers.count)) }
    }
  }

  /// Adds `layer` on top of the other sublayers.
  ///
  /// ```swift
  /// view.layer.addSublayer(gradient)
  /// ```
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

  /// Inserts `layer` at `idx` among the sublayers (0 is the back).
  ///
  /// ```swift
  /// view.layer.insertSublayer(gradient, at: 0)
  /// ```
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
    layer.superlayer = self
    sublayersChanged()
  }

  /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
  ///
  /// ```swift
  /// view.layer.insertSublayer(shadow, below: content)
  /// ```
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = storedSublayers.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
  ///
  /// ```swift
  /// view.layer.insertSublayer(highlight, above: content)
  /// ```
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `newLayer` where `oldLayer` was.
  ///
  /// ```swift
  /// view.layer.replaceSublayer(old, with: new)
  /// ```
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  ///
  /// ```swift
  /// gradient.removeFromSuperlayer()
  /// ```
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.storedSublayers.removeAll { $0 === self }
    superlayer = nil
    parent.sublayersChanged()
  }

  private func sublayersChanged() {
    var layer: CALayer? = self
    while let current = layer {
      if let owner = current.owner { owner.invalidateLayout(); return }
      layer = current.superlayer
    }
  }

  // MARK: Layout and display

  private var needsLayoutFlag = true
  /// Override to place sublayers (called by `layoutIfNeeded()`; a view's layer calls its view's
  /// `layoutSublayers(of:)`).
  ///
  /// ```swift
  /// override func layoutSublayers() { super.layoutSublayers(); gradient.frame = bounds }
  /// ```
  open func layoutSublayers() {
    if let owner { owner.layoutSublayers(of: self) } else { delegate?.layoutSublayers(of: self) }
  }
  /// Marks the layer as needing `layoutSublayers()`.
  ///
  /// ```swift
  /// layer.setNeedsLayout()
  /// ```
  open func setNeedsLayout() {
    needsLayoutFlag = true
    owner?.setNeedsLayout()
  }
  /// Whether `layoutSublayers()` is due.
  ///
  /// ```swift
  /// if layer.needsLayout() { layer.layoutIfNeeded() }
  /// ```
  open func needsLayout() -> Bool { needsLayoutFlag }
  /// Calls `layoutSublayers()` if due, then on the sublayers.
  ///
  /// ```swift
  /// layer.layoutIfNeeded()
  /// ```
  open func layoutIfNeeded() {
    if let owner { owner.layoutIfNeeded(); return }
    if needsLayoutFlag { needsLayoutFlag = false; layoutSublayers() }
    for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
  }
  /// Marks the content as needing `display()` (Plumb draws no custom layer content).
  ///
  /// ```swift
  /// layer.setNeedsDisplay()
  /// ```
  open func setNeedsDisplay() {}
  /// Marks part of the content as needing `display()`.
  ///
  /// ```swift
  /// layer.setNeedsDisplay(dirtyRect)
  /// ```
  open func setNeedsDisplay(_ r: CGRect) {}
  /// Draws the content now if it is due (kept for overrides).
  ///
  /// ```swift
  /// layer.displayIfNeeded()
  /// ```
  open func displayIfNeeded() {}
  /// Makes the layer's content (override point).
  ///
  /// ```swift
  /// override func display() { contents = renderedImage }
  /// ```
  open func display() {}
  /// Draws the layer's content into `ctx` (override point).
  ///
  /// ```swift
  /// override func draw(in ctx: CGContext) { ctx.fill(bounds) }
  /// ```
  open func draw(in ctx: CGContext) {}
  /// Draws the layer and its sublayers into `ctx` (fills the background colour; custom drawing as `draw(in:)`).
  ///
  /// ```swift
  /// view.layer.render(in: UIGraphicsGetCurrentContext()!)
  /// ```
  open func render(in ctx: CGContext) {
    if let color = backgroundColor { ctx.setFillColor(color); ctx.fill(bounds) }
    draw(in: ctx)
  }

  /// The actions for property changes by key (kept; Plumb runs no implicit animations).
  ///
  /// ```swift
  /// shape.actions = ["path": NSNull()]
  /// ```
  open var actions: [String: CAAction]?
  /// The style dictionary (kept).
  ///
  /// ```swift
  /// layer.style = nil
  /// ```
  open var style: [AnyHashable: Any]?

  /// The action for a property change (Plumb runs no implicit animations: `nil`).
  ///
  /// ```swift
  /// override func action(forKey event: String) -> CAAction? { nil }
  /// ```
  open func action(forKey event: String) -> CAAction? { nil }

  /// The layer as shown on screen mid-animation: Plumb runs no animations, so the model layer itself.
  ///
  /// ```swift
  /// let shown = layer.presentation() ?? layer
  /// ```
  open func presentation() -> Self? { self }
  /// The model layer.
  ///
  /// ```swift
  /// layer.model() === layer
  /// ```
  open func model() -> Self { self }

  // MARK: Animations

  private var storedAnimations: [(key: String, animation: CAAnimation)] = []
  /// Keeps `anim` under `key` (not run: a snapshot shows the model values).
  ///
  /// ```swift
  /// let spin = CABasicAnimation(keyPath: "transform.rotation")
  /// spin.toValue = CGFloat.pi * 2
  /// spinner.layer.add(spin, forKey: "spin")
  /// ```
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let name = key ?? "animation-\(storedAnimations.count)"
    storedAnimations.removeAll { $0.key == name }
    storedAnimations.append((name, anim))
  }
  /// The animation kept under `key`.
  ///
  /// ```swift
  /// layer.animation(forKey: "spin") != nil
  /// ```
  open func animation(forKey key: String) -> CAAnimation? { storedAnimations.first { $0.key == key }?.animation }
  /// The keys of the kept animations, in the order they were added (`nil` when there are none).
  ///
  /// ```swift
  /// layer.animationKeys()   // ["spin"]
  /// ```
  open func animationKeys() -> [String]? { storedAnimations.isEmpty ? nil : storedAnimations.map(\.key) }
  /// Removes the animation kept under `key`.
  ///
  /// ```swift
  /// layer.removeAnimation(forKey: "spin")
  /// ```
  open func removeAnimation(forKey key: String) { storedAnimations.removeAll { $0.key == key } }
  /// Removes every kept animation.
  ///
  /// ```swift
  /// layer.removeAllAnimations()
  /// ```
  open func removeAllAnimations() { storedAnimations.removeAll() }

  // MARK: Coordinates

  /// Converts `p` from this layer's coordinates to `l`'s (both in one layer tree; views' layers use their views).
  ///
  /// ```swift
  /// let inRoot = dot.convert(CGPoint.zero, to: view.layer)
  /// ```
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    let mine = pointInRoot(p)
    return l?.pointFromRoot(mine) ?? mine
  }
  /// Converts `p` from `l`'s coordinates to this layer's.
  ///
  /// ```swift
  /// let local = dot.convert(touchPoint, from: view.layer)
  /// ```
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { pointFromRoot(l?.pointInRoot(p) ?? p) }
  /// Converts `r` from this layer's coordinates to `l`'s (the bounding box of its corners).
  ///
  /// ```swift
  /// let rect = dot.convert(dot.bounds, to: view.layer)
  /// ```
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    LayerGeometry.boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                               CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: l) })
  }
  /// Converts `r` from `l`'s coordinates to this layer's.
  ///
  /// ```swift
  /// let rect = dot.convert(touchRect, from: view.layer)
  /// ```
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    LayerGeometry.boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                               CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: l) })
  }

  /// Whether `p` (in the layer's coordinates) is inside its bounds.
  ///
  /// ```swift
  /// layer.contains(CGPoint(x: 5, y: 5))
  /// ```
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

  /// The deepest visible sublayer containing `p` (in the superlayer's coordinates), front to back.
  ///
  /// ```swift
  /// let hit = view.layer.hitTest(point)
  /// ```
  open func hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = LayerGeometry.toLocal(p, position: position, bounds: bounds, anchor: storedAnchor, transform: affineTransform())
    guard contains(local) else { return nil }
    for sublayer in storedSublayers.reversed() { if let hit = sublayer.hitTest(local) { return hit } }
    return self
  }

  private func pointInRoot(_ p: CGPoint) -> CGPoint {
    if let owner { return owner.convert(p, to: nil) }
    guard let parent = superlayer else { return p }
    return parent.pointInRoot(LayerGeometry.toParent(p, position: position, bounds: bounds, anchor: storedAnchor, transform: affineTransform()))
  }

  private func pointFromRoot(_ p: CGPoint) -> CGPoint {
    if let owner { return owner.convert(p, from: nil) }
    guard let parent = superlayer else { return p }
    return LayerGeometry.toLocal(parent.pointFromRoot(p), position: position, bounds: bounds, anchor: storedAnchor, transform: affineTransform())
  }

  /// Whether the layer needs display for a change of `key` (override point; `false`).
  ///
  /// ```swift
  /// override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
  /// ```
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// The default value of `key` (override point; `nil`).
  ///
  /// ```swift
  /// override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
  /// ```
  open class func defaultValue(forKey key: String) -> Any? { nil }
  /// The default action for `event` (Plumb runs no implicit animations: `nil`).
  ///
  /// ```swift
  /// override class func defaultAction(forKey event: String) -> CAAction? { nil }
  /// ```
  open class func defaultAction(forKey event: String) -> CAAction? { nil }
}

/// What lays out and draws a layer for its owner (Core Animation's `CALayerDelegate`); every method is optional.
///
/// ```swift
/// final class Drawer: NSObject, CALayerDelegate {
///   func layoutSublayers(of layer: CALayer) { layer.sublayers?.first?.frame = layer.bounds }
/// }
/// ```
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Draws `layer`'s content into `ctx`.
  ///
  /// ```swift
  /// func draw(_ layer: CALayer, in ctx: CGContext) { ctx.fill(layer.bounds) }
  /// ```
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Places `layer`'s sublayers.
  ///
  /// ```swift
  /// func layoutSublayers(of layer: CALayer) { gradient.frame = layer.bounds }
  /// ```
  func layoutSublayers(of layer: CALayer)
  /// The action for a change of `event` on `layer`.
  ///
  /// ```swift
  /// func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
  /// ```
  func action(for layer: CALayer, forKey event: String) -> CAAction?
  /// Makes `layer`'s content.
  ///
  /// ```swift
  /// func display(_ layer: CALayer) { layer.contents = image.cgImage }
  /// ```
  func display(_ layer: CALayer)
}

extension CALayerDelegate {
  /// Does nothing (the method is optional).
  ///
  /// ```swift
  /// delegate.draw(layer, in: ctx)
  /// ```
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing (the method is optional).
  ///
  /// ```swift
  /// delegate.layoutSublayers(of: layer)
  /// ```
  public func layoutSublayers(of layer: CALayer) {}
  /// No action (the method is optional).
  ///
  /// ```swift
  /// delegate.action(for: layer, forKey: "position")   // nil
  /// ```
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
  /// Does nothing (the method is optional).
  ///
  /// ```swift
  /// delegate.display(layer)
  /// ```
  public func display(_ layer: CALayer) {}
}

/// What a layer runs for a property change (Core Animation's `CAAction`); Plumb runs none.
///
/// ```swift
/// override func action(forKey event: String) -> CAAction? { nil }
/// ```
public protocol CAAction {
  /// Runs the action for `event` on `anObject`.
  ///
  /// ```swift
  /// action.run(forKey: "position", object: layer, arguments: nil)
  /// ```
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: `NSNull()` is the "no animation" action.
  ///
  /// ```swift
  /// func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
  /// ```
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's time type (seconds).
///
/// ```swift
/// let start: CFTimeInterval = CACurrentMediaTime()
/// ```
public typealias CFTimeInterval = Double

/// The current media time in seconds (Core Animation's `CACurrentMediaTime()`): the system's monotonic clock.
///
/// ```swift
/// let start = CACurrentMediaTime()
/// ```
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
