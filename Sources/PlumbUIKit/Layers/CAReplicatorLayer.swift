import Foundation

/// A layer that draws copies of its sublayers, each transformed, delayed and tinted a step further than
/// the last (Core Animation's `CAReplicatorLayer`), as loading indicators are built. Plumb keeps the
/// replication settings; `instances(of:)` gives each copy's transform and colour.
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.instanceCount = 8
/// replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
/// replicator.instanceDelay = 0.1
/// replicator.addSublayer(dot)
/// ```
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn, the original included (1).
  ///
  /// ```swift
  /// replicator.instanceCount = 5
  /// ```
  open var instanceCount = 1
  /// Whether copies keep their depth (false).
  ///
  /// ```swift
  /// replicator.preservesDepth = true
  /// ```
  open var preservesDepth = false
  /// The seconds each copy's animations start after the previous copy's (0).
  ///
  /// ```swift
  /// replicator.instanceDelay = 0.15
  /// ```
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next (identity).
  ///
  /// ```swift
  /// replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
  /// ```
  open var instanceTransform = CATransform3DIdentity
  /// The colour the first copy is multiplied by (white: unchanged).
  ///
  /// ```swift
  /// replicator.instanceColor = UIColor.systemBlue.cgColor
  /// ```
  open var instanceColor: CGColor? = UIColor.white.cgColor
  /// What each next copy adds to the red component (0).
  ///
  /// ```swift
  /// replicator.instanceRedOffset = -0.1
  /// ```
  open var instanceRedOffset: Float = 0
  /// What each next copy adds to the green component (0).
  ///
  /// ```swift
  /// replicator.instanceGreenOffset = -0.1
  /// ```
  open var instanceGreenOffset: Float = 0
  /// What each next copy adds to the blue component (0).
  ///
  /// ```swift
  /// replicator.instanceBlueOffset = -0.1
  /// ```
  open var instanceBlueOffset: Float = 0
  /// What each next copy adds to alpha (0).
  ///
  /// ```swift
  /// replicator.instanceAlphaOffset = -0.1
  /// ```
  open var instanceAlphaOffset: Float = 0

  /// Each copy's transform (the instance transform applied `index` times) and colour multiplier (the
  /// instance colour plus `index` offsets, clamped to 0…1), first copy first.
  ///
  /// ```swift
  /// replicator.instances().last?.transform
  /// ```
  public func instances() -> [(transform: CATransform3D, color: CGColor)] {
    let base = instanceColor.map(UIColor.init(cgColor:)) ?? .white
    var red: CGFloat = 1, green: CGFloat = 1, blue: CGFloat = 1, alpha: CGFloat = 1
    _ = base.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    var transform = CATransform3DIdentity
    var copies: [(transform: CATransform3D, color: CGColor)] = []
    for index in 0..<max(0, instanceCount) {
      func step(_ value: CGFloat, _ offset: Float) -> CGFloat { min(1, max(0, value + CGFloat(offset) * CGFloat(index))) }
      let color = UIColor(red: step(red, instanceRedOffset), green: step(green, instanceGreenOffset),
                          blue: step(blue, instanceBlueOffset), alpha: step(alpha, instanceAlphaOffset))
      copies.append((transform, color.cgColor))
      transform = CATransform3DConcat(transform, instanceTransform)
    }
    return copies
  }
}
