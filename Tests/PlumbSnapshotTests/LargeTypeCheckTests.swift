import Foundation
@testable import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbSnapshot

/// The cheap parts of a layout and of the audit give what the expensive ones gave: the engine's
/// intrinsic-size updates make the layout a full re-lowering makes, and `LargeTypeCheck` finds the text
/// fresh layouts at the accessibility sizes find, laying out only sizes that can differ.
@Suite struct LargeTypeCheckTests {
  static let scenes = ["Sweep/Profile.json", "Accessibility/Problems.json", "Accessibility/Clean.json"]

  /// Widths, type sizes and directions in an order that re-solves, resets and re-lowers.
  static let variants: [Layout.Variant] = [
    Layout.Variant(width: 375, height: .fit, scale: 2), Layout.Variant(width: 320, height: .fit, scale: 2),
    Layout.Variant(width: 700, height: .fit, scale: 2), Layout.Variant(width: 333, height: .fit, scale: 2),
    Layout.Variant(width: 333, height: .fit, type: .ax2, scale: 2), Layout.Variant(width: 410, height: .fit, type: .ax2, scale: 2),
    Layout.Variant(width: 360, height: .fit, direction: .rightToLeft, scale: 2),
    Layout.Variant(width: 600, height: .fit, direction: .rightToLeft, scale: 2),
  ]

  @Test(arguments: scenes)
  func intrinsicUpdatesLayOutAsFullReloweringDoes(path: String) throws {
    let scene = try SceneLoader.load(path: fixturePath(path))
    let session = try RenderSession(scene: scene)
    let quick = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
    let full = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
    full.updatesIntrinsicSizesInPlace = false
    for variant in Self.variants {
      #expect(quick.layout(variant).layoutText == full.layout(variant).layoutText, "\(path) \(variant.name)")
    }
  }

  /// What the audit used to do: a fresh layout at each size, the first size that cuts each label.
  static func freshCuts(_ session: RenderSession, _ variant: Layout.Variant) -> [String: String] {
    let nodes = CheckFindings.nodesByID(session.scene)
    var cut: [String: String] = [:]
    for size in ContentSizeCategory.allCases where size.isAccessibility {
      var large = variant
      large.type = size
      let engine = Layout.Engine(scene: session.scene, measurer: session.measurer, images: session.images)
      for (id, visible) in AuditContext.cutTexts(engine.layout(large), nodes: nodes) where cut[id] == nil {
        cut[id] = "\(size.rawValue) \(visible)"
      }
    }
    return cut
  }

  @Test(arguments: scenes)
  func theCheckFindsWhatFreshLayoutsFind(path: String) throws {
    let session = try RenderSession(scene: try SceneLoader.load(path: fixturePath(path)))
    let check = LargeTypeCheck(session: session)
    for width in [320.0, 375, 430] {
      let variant = Layout.Variant(width: width, height: .fit, scale: 2)
      let sizes = ContentSizeCategory.allCases.filter(\.isAccessibility)
      let cut = try check.cutTexts(variant, result: try session.layout(variant), sizes: sizes)
      #expect(cut.mapValues { "\($0.size.rawValue) \($0.visible)" } == Self.freshCuts(session, variant), "\(path) \(width)")
    }
    #expect(check.layouts > 0 && check.layouts <= 15)
  }

  @Test func appearancesShareTheLayoutsAndFixedFontsNeedNone() throws {
    let session = try RenderSession(scene: try SceneLoader.load(path: fixturePath("Accessibility/Problems.json")))
    let check = LargeTypeCheck(session: session)
    let sizes = ContentSizeCategory.allCases.filter(\.isAccessibility)
    let light = Layout.Variant(width: 375, height: .fit, scale: 2)
    var dark = light
    dark.appearance = .dark
    let first = try check.cutTexts(light, result: nil, sizes: sizes)
    let second = try check.cutTexts(dark, result: nil, sizes: sizes)
    #expect(first.mapValues(\.visible) == second.mapValues(\.visible) && !first.isEmpty)
    #expect(check.layouts == 5)
    // Fonts of fixed point sizes do not follow Dynamic Type: the audited layout stands for every size.
    let fixed = try SceneLoader.parse(text: """
      { plumb: 1, canvas: { width: 375, height: 100 }, views: [
          { label: "plan", text: "Premium plan with every feature", font: { size: 17 } } ],
        constraints: ["plan.leading == root.leading + 16", "plan.top == root.top + 16", "plan.width == 120"] }
      """, file: "fixed.json")
    let fixedSession = try RenderSession(scene: fixed)
    let fixedCheck = LargeTypeCheck(session: fixedSession)
    let variant = Layout.Variant(width: 375, height: .points(100))
    let cut = try fixedCheck.cutTexts(variant, result: try fixedSession.layout(variant), sizes: sizes)
    #expect(fixedCheck.layouts == 0)
    #expect(cut["plan"]?.size == .ax1)
    #expect(cut.mapValues(\.visible) == Self.freshCuts(fixedSession, variant).mapValues { String($0.dropFirst(4)) })
  }
}
