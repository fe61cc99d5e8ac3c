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
    guard sameConditions(variant, resized) else { return false }
    // The kept state's table when it is this variant's (the table does not depend on width or type size).
    var kept = state?.variant
    kept?.type = variant.type
    let table = kept.map { Self.canReuse($0, for: variant) } == true
      ? state!.lowerer.table : Layout.ItemTable(scene: scene, variant: variant)
    let requests = sizer.textRequests(table: table, scene: scene, variant: variant)
    guard requests == sizer.textRequests(table: table, scene: scene, variant: resized) else { return false }
    let controls = sizer.controlRequests(table: table, scene: scene, variant: variant)
    guard controls == sizer.controlRequests(table: table, scene: scene, variant: resized) else { return false }
    let sizes = sizer.initialTable(table: table, requests: requests, controlRequests: controls, variant: variant)
    let resizedSizes = sizer.initialTable(table: table, requests: requests, controlRequests: controls, variant: resized)
    return sizes.entries == resizedSizes.entries
  }

  /// Whether every constraint condition (type sizes, size classes, direction) holds alike in `a` and `b`.
  func sameConditions(_ a: Layout.Variant, _ b: Layout.Variant) -> Bool {
    for condition in conditions where condition.holds(in: a) != condition.holds(in: b) { return false }
    return true
  }

  /// The conditions of the scene's constraints, top level and in views.
  var conditions: [Layout.Condition] {
    if let conditionsCache { return conditionsCache }
    let found = (scene.constraints + scene.allNodes.flatMap(\.constraints)).compactMap(\.condition)
    conditionsCache = found
    return found
  }
}
