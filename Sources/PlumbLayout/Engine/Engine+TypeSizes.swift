extension Layout.Engine {
  /// Whether laying `variant` out at the type size `other` gives the same layout, because nothing the
  /// engine reads changes between the two sizes: every label's and control's text is measured in the same
  /// fonts (fixed point sizes — Interface Builder's "System 17", `UIFont.systemFont(ofSize:)` — do not
  /// follow Dynamic Type), every intrinsic size is the same (symbol images follow the type size), and no
  /// constraint's `typeSizes` condition switches. Costs the text requests of both sizes, no solve.
  ///
  /// ```swift
  /// if engine.typeSizeChangesNothing(variant, to: .ax3) {
  ///   // the layout at AX3 is the layout at variant.type
  /// }
  /// ```
  public func typeSizeChangesNothing(_ variant: Layout.Variant, to other: ContentSizeCategory) -> Bool {
    var resized = variant
    resized.type = other
    if resized == variant { return true }
    for spec in scene.constraints + scene.allNodes.flatMap(\.constraints) {
      if let condition = spec.condition, condition.holds(in: variant) != condition.holds(in: resized) { return false }
    }
    let table = Layout.ItemTable(scene: scene, variant: variant)
    let requests = sizer.textRequests(table: table, scene: scene, variant: variant)
    guard requests == sizer.textRequests(table: table, scene: scene, variant: resized) else { return false }
    let controls = sizer.controlRequests(table: table, scene: scene, variant: variant)
    guard controls == sizer.controlRequests(table: table, scene: scene, variant: resized) else { return false }
    let sizes = sizer.initialTable(table: table, requests: requests, controlRequests: controls, variant: variant)
    let resizedSizes = sizer.initialTable(table: table, requests: requests, controlRequests: controls, variant: resized)
    return sizes.entries == resizedSizes.entries
  }
}
