extension Layout {
  /// One valid layout of an ambiguous scene, picked by pinning its free variables: the result and the pins
  /// that made it (in the order they were added).
  ///
  /// ```swift
  /// let pictures = engine.exerciseAmbiguity(variant, count: 3)
  /// pictures[0].pins.map(\.description)   // ["card.height == 0", "left.width == 0"]
  /// pictures[0].result.diagnostics.ambiguities   // []
  /// ```
  public struct AmbiguityExercise: Sendable {
    /// The pins added, in order (empty when nothing was ambiguous).
    public var pins: [Pin]
    /// The layout with the pins: no ambiguity left, every required constraint kept.
    public var result: Result
    /// A picture made of `pins` and the `result` they gave.
    public init(pins: [Pin], result: Result) { self.pins = pins; self.result = result }
  }
}

extension Layout.Engine {
  /// `count` different valid layouts of `variant`'s ambiguous views, as UIKit's `exerciseAmbiguityInLayout`
  /// shows one at a time, but deterministic.
  ///
  /// Layout `k` (0-based) places every free variable at the fraction `t = k / (count − 1)` of the interval
  /// it can take (`t = ½` when `count` is 1): the first layout at the lower ends, the last at the upper
  /// ends, the others spread between. Variables are pinned one at a time in the order `Ambiguity` lists
  /// them (views in preorder; left, width, top, height), and the scene is solved again after each pin,
  /// so each interval is the one left by the pins before it and every pin keeps the required constraints
  /// satisfiable. While exercising, every view also gets `width >= 0` and `height >= 0` just below
  /// required, so one pin does not push another view to a negative size. An unbounded side is cut where the view would leave the root (a position at 0 or at the
  /// root's extent minus the view's size, a size at 0 or at what is left of the root); sizes never go
  /// below 0. Values are rounded to the pixel grid when that stays inside the interval.
  ///
  /// A scene without ambiguity gives `count` copies of its one layout with no pins.
  ///
  /// ```swift
  /// for (k, picture) in engine.exerciseAmbiguity(variant, count: 3).enumerated() {
  ///   print(k, picture.pins, picture.result["card"]!.frame)
  /// }
  /// ```
  public func exerciseAmbiguity(_ variant: Layout.Variant, count: Int) -> [Layout.AmbiguityExercise] {
    guard count > 0 else { return [] }
    let guarded = Self.keepingSizesNonNegative(scene)
    let start = layout(variant, in: guarded)
    return (0..<count).map { k in
      let fraction = count == 1 ? 0.5 : Double(k) / Double(count - 1)
      return exercise(variant, guarded: guarded, from: start, fraction: fraction)
    }
  }

  /// The priority of the `width >= 0` and `height >= 0` guards: above every scene priority but required.
  static let sizeGuardPriority = 999.5

  /// `scene` with `v.width >= 0` and `v.height >= 0` for every node at `sizeGuardPriority`, so that
  /// pinning one variable never pushes another view to a negative size while a valid layout avoids it.
  static func keepingSizesNonNegative(_ scene: Layout.Scene) -> Layout.Scene {
    var copy = scene
    for node in scene.allNodes {
      for attribute in [Layout.Attribute.width, .height] {
        copy.constraints.append(Layout.ConstraintSpec(
          first: Layout.AnchorRef(item: node.id, attribute: attribute), relation: .greaterThanOrEqual, constant: 0,
          priority: sizeGuardPriority, identifier: "plumb-size-guard",
          text: "\(node.id).\(attribute.rawValue) >= 0 @\(formatPoints(sizeGuardPriority))"))
      }
    }
    return copy
  }

  private func exercise(_ variant: Layout.Variant, guarded: Layout.Scene, from start: Layout.Result,
                        fraction: Double) -> Layout.AmbiguityExercise {
    var pins: [Layout.Pin] = []
    var result = start
    // Each (view, attribute) is pinned at most once, so this ends after at most 4 pins per view.
    while let ambiguity = result.diagnostics.ambiguities.first(where: { free in
      !pins.contains { $0.view == free.view && $0.attribute.rawValue == free.attribute }
    }) {
      guard let current = result[ambiguity.view],
        let pin = Layout.Pin(ambiguity, value: Self.point(in: ambiguity, current: current, canvas: result.canvasSize,
                                                           scale: variant.scale, fraction: fraction))
      else { break }
      pins.append(pin)
      result = layout(variant, in: guarded.pinning(pins))
    }
    return Layout.AmbiguityExercise(pins: pins, result: result)
  }

  /// The value at `fraction` of the ambiguity's interval, made finite and rounded as documented above.
  static func point(in ambiguity: Layout.Ambiguity, current view: Layout.ViewLayout, canvas: Size, scale: Double,
                    fraction: Double) -> Double {
    let frame = view.unroundedFrame
    // Where an unbounded side is cut: the view stays inside the root.
    let cut: (low: Double, high: Double)
    switch ambiguity.attribute {
    case "left": cut = (0, canvas.width - frame.width)
    case "width": cut = (0, canvas.width - frame.minX)
    case "top": cut = (0, canvas.height - frame.height)
    default: cut = (0, canvas.height - frame.minY)
    }
    let isSize = ambiguity.attribute == "width" || ambiguity.attribute == "height"
    let bounds = ambiguity.interval
    var low = bounds.lowerBound.isFinite ? bounds.lowerBound : min(cut.low, bounds.upperBound)
    if isSize, bounds.upperBound >= 0 { low = max(low, 0) }
    let high = bounds.upperBound.isFinite ? bounds.upperBound : max(cut.high, low)
    let exact = low + (high - low) * fraction
    let rounded = (exact * scale).rounded() / scale
    return rounded >= low && rounded <= high ? rounded : exact
  }
}
