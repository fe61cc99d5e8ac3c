import PlumbLayout
import PlumbRender

/// The accessibility audit of one variant of a screen: what VoiceOver reads, in order, and the findings —
/// touch targets under 44 × 44 pt, text VoiceOver cannot reach, images without a label, text below WCAG
/// 2.2 AA contrast in any appearance (light, dark, each with increased contrast), text cut at the
/// accessibility type sizes.
///
/// ```swift
/// let session = try RenderSession(scene: scene)
/// let audit = try AccessibilityAudit(session: session, variant: variant)
/// for element in audit.elements { print(element.spokenText) }
/// for finding in audit.findings { print(finding) }
/// ```
public struct AccessibilityAudit: Sendable {
  /// Apple's minimum touch target, in points, on each side.
  public static let minimumTouchTarget = 44.0
  /// The appearances contrast is checked in.
  public static let appearances: [(style: UserInterfaceStyle, contrast: AccessibilityContrast, name: String)] = [
    (.light, .normal, "light"), (.dark, .normal, "dark"), (.light, .high, "light-hc"), (.dark, .high, "dark-hc"),
  ]

  public var variant: Layout.Variant
  /// VoiceOver's elements in reading order.
  public var elements: [VoiceOverElement]
  /// By kind (in `Kind` order), then in tree order.
  public var findings: [AccessibilityFinding]

  /// Audits `variant` with `session` (laid out again unless `result` is that layout). `largeSizes` are the
  /// type sizes text is checked at for truncation (at most one fresh layout each; pass `[]` to skip them);
  /// `largeType` keeps those layouts for the other appearances of the same variant (one per session).
  /// - Throws: `RenderError` for a canvas outside the limits.
  public init(
    session: RenderSession, variant: Layout.Variant, result: Layout.Result? = nil,
    largeSizes: [ContentSizeCategory] = ContentSizeCategory.allCases.filter(\.isAccessibility),
    largeType: LargeTypeCheck? = nil
  ) throws {
    let result = try result ?? session.layout(variant)
    let scene = session.scene
    self.variant = variant
    let nodes = CheckFindings.nodesByID(scene)
    elements = VoiceOverElement.readingOrder(result, scene: scene)
    let context = AuditContext(result: result, scene: scene, nodes: nodes, elements: elements)
    var findings = context.touchTargets() + context.hiddenText() + context.imagesWithoutLabel() + context.contrast()
    if !largeSizes.isEmpty {
      let check = largeType ?? LargeTypeCheck(session: session)
      findings += context.truncated(try check.cutTexts(variant, result: result, sizes: largeSizes))
    }
    self.findings = findings
  }

  /// Replaces the `truncatedAtAccessibilitySize` findings by those of `layouts` (in size order): for a screen
  /// whose fonts follow traits rather than the variant's type size — a UIKit view, hosted again with each
  /// accessibility size in its traits. `result` and `scene` are the audited layout and its scene.
  ///
  /// ```swift
  /// var audit = try AccessibilityAudit(session: session, variant: variant, result: result, largeSizes: [])
  /// audit.checkText(atLargeSizes: [(.ax1, hostedAtAX1), (.ax2, hostedAtAX2)], of: result, scene: scene)
  /// ```
  public mutating func checkText(
    atLargeSizes layouts: [(size: ContentSizeCategory, result: Layout.Result)], of result: Layout.Result, scene: Layout.Scene
  ) {
    let nodes = CheckFindings.nodesByID(scene)
    var cut: [String: (size: ContentSizeCategory, visible: String)] = [:]
    for (size, laidOut) in layouts {
      for (id, visible) in AuditContext.cutTexts(laidOut, nodes: nodes) where cut[id] == nil { cut[id] = (size, visible) }
    }
    let context = AuditContext(result: result, scene: scene, nodes: nodes, elements: elements)
    findings.removeAll { $0.kind == .truncatedAtAccessibilitySize }
    findings += context.truncated(cut)
  }

  /// How many findings `--strict` counts (all of them).
  public var problemCount: Int { findings.count }
}
