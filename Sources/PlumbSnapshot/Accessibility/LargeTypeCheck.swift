import PlumbLayout
import PlumbRender

/// The audit's check of text at the accessibility type sizes: which labels are cut (truncated, or reaching
/// past a superview that clips) in a fresh layout of a variant at each size.
///
/// It lays out only what can differ, each layout once, and re-solves rather than starting afresh:
/// - a size at which nothing the engine reads changes (every font of the screen has a fixed point size,
///   no symbol image and no `typeSizes` condition follows the type size) takes the layout of the size
///   before it, or the audited layout itself (`Layout.Engine.typeSizeChangesNothing`);
/// - layouts are kept per variant, whatever its appearance: the light, dark and increased-contrast
///   variants of a screen share them (colours never move a frame);
/// - the sizes are laid out by the session's engine in its kept solver, one type size after the other
///   (`Layout.Engine.resolvesTypeSizesInPlace`: the same frames as a fresh layout, which it falls back to
///   where it cannot promise them), then the engine is brought back to the audited variant, so the render
///   of the next variant keeps its solver.
///
/// ```swift
/// let largeType = LargeTypeCheck(session: session)
/// for variant in variants {   // light and dark of each width: the second costs no layout
///   let audit = try AccessibilityAudit(session: session, variant: variant, largeType: largeType)
/// }
/// largeType.layouts           // how many layouts it made
/// largeType.resolvedInPlace   // how many of them re-solved the session's solver
/// ```
public final class LargeTypeCheck {
  public let session: RenderSession
  /// Layouts made so far.
  public private(set) var layouts = 0
  /// How many of them were re-solved in the session's kept solver (the others were fresh).
  public private(set) var resolvedInPlace = 0
  private var cutByVariant: [Layout.Variant: [(id: String, visible: String)]] = [:]
  private let nodes: [String: Layout.Node]

  public init(session: RenderSession) {
    self.session = session
    nodes = CheckFindings.nodesByID(session.scene)
  }

  /// For each label cut at one of `sizes` (in order) in a layout of `variant` at that size: the first such
  /// size and what the label shows there. `result` is `variant`'s own layout, used for sizes that change
  /// nothing. Views whose text is never cut are absent.
  /// - Throws: `RenderError.badCanvas` when a size makes the canvas larger than `RenderLimits` allows.
  public func cutTexts(
    _ variant: Layout.Variant, result: Layout.Result?, sizes: [ContentSizeCategory]
  ) throws -> [String: (size: ContentSizeCategory, visible: String)] {
    var cut: [String: (size: ContentSizeCategory, visible: String)] = [:]
    var previous: (size: ContentSizeCategory, texts: [(id: String, visible: String)])?
    let engine = session.engine
    let settings = (engine.resolvesTypeSizesInPlace, engine.reportsAmbiguity, engine.reportsUnsatisfiedConstraints)
    engine.resolvesTypeSizesInPlace = true
    engine.reportsAmbiguity = false
    engine.reportsUnsatisfiedConstraints = false
    var moved = false
    defer {
      // Back to the audited variant (re-solved, as cheap as one size), for the render of the next one.
      if moved { _ = engine.layout(variant) }
      (engine.resolvesTypeSizesInPlace, engine.reportsAmbiguity, engine.reportsUnsatisfiedConstraints) = settings
    }
    for size in sizes {
      var large = Self.key(variant)
      large.type = size
      let texts: [(id: String, visible: String)]
      if let known = cutByVariant[large] {
        texts = known
      } else if let previous, engine.typeSizeChangesNothing(large, to: previous.size) {
        texts = previous.texts
      } else if let result, engine.typeSizeChangesNothing(variant, to: size) {
        texts = AuditContext.cutTexts(result, nodes: nodes).map { ($0.0, $0.1) }
      } else {
        let resolvedBefore = engine.typeSizesResolvedInPlace
        let laidOut = engine.layout(large)
        layouts += 1
        resolvedInPlace += engine.typeSizesResolvedInPlace - resolvedBefore
        moved = true
        try RenderLimits.check(width: laidOut.canvasSize.width, height: laidOut.canvasSize.height, scale: large.scale)
        texts = AuditContext.cutTexts(laidOut, nodes: nodes).map { ($0.0, $0.1) }
      }
      cutByVariant[large] = texts
      previous = (size, texts)
      for (id, visible) in texts where cut[id] == nil { cut[id] = (size, visible) }
    }
    return cut
  }

  /// The variant its layouts are kept under: colours resolved later never move a frame.
  static func key(_ variant: Layout.Variant) -> Layout.Variant {
    var key = variant
    key.appearance = .light
    key.contrast = .normal
    return key
  }
}
