import Foundation
import PlumbInterfaceBuilder
@testable import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbSnapshot

/// The cheap parts of a layout and of the audit give what the expensive ones gave: the engine's
/// intrinsic-size updates make the layout a full re-lowering makes, its type-size re-solves the layout a
/// fresh engine makes, and `LargeTypeCheck` finds the text fresh layouts at the accessibility sizes find,
/// laying out only sizes that can differ.
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

  /// The scenes of the Interface Builder fixture with every finding kind, and of the storyboard card.
  static func storyboardScenes() throws -> [Layout.Scene] {
    try ["Accessibility/Findings.storyboard", "Accessibility/Card.storyboard"].flatMap { path in
      let document = try IBDocument.load(path: fixturePath(path))
      return try document.roots.map { try IBSceneBuilder(document: document, root: $0).buildChecked().scene }
    }
  }

  /// Every type size up, then some down and across widths: each layout re-solved in the kept solver is
  /// the fresh engine's, field for field (frames, text fits, diagnostics).
  static func typeSizeWalk(_ scene: Layout.Scene, session: RenderSession) -> (resolved: Int, mismatches: [String]) {
    let kept = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
    kept.resolvesTypeSizesInPlace = true
    var mismatches: [String] = []
    var walk: [Layout.Variant] = []
    for width in [320.0, 375, 430] {
      for type in ContentSizeCategory.allCases + [.ax2, .large, .xSmall] {
        walk.append(Layout.Variant(width: width, height: .fit, type: type, scale: 2))
      }
    }
    walk.append(Layout.Variant(width: 390, height: .points(844), direction: .rightToLeft, type: .ax4, scale: 3))
    walk.append(Layout.Variant(width: 390, height: .points(844), direction: .rightToLeft, type: .ax1, scale: 3))
    for variant in walk {
      let fresh = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
      let expected = fresh.layout(variant).layoutText, got = kept.layout(variant).layoutText
      if expected != got { mismatches.append("\(scene.name) \(variant.name)") }
    }
    return (kept.typeSizesResolvedInPlace, mismatches)
  }

  @Test(arguments: scenes)
  func typeSizeResolvesLayOutAsFreshLayoutsDo(path: String) throws {
    let scene = try SceneLoader.load(path: fixturePath(path))
    let (resolved, mismatches) = Self.typeSizeWalk(scene, session: try RenderSession(scene: scene))
    #expect(mismatches == [])
    #expect(resolved > 0, "\(path): every type size was laid out afresh")
  }

  @Test func typeSizeResolvesOfStoryboardsLayOutAsFreshLayoutsDo() throws {
    var resolved = 0
    for scene in try Self.storyboardScenes() {
      let walk = Self.typeSizeWalk(scene, session: try RenderSession(scene: scene))
      #expect(walk.mismatches == [])
      resolved += walk.resolved
    }
    #expect(resolved > 0)
  }

  /// Where a solve could end elsewhere (an unpinned top), or a `typeSizes` condition switches, the engine
  /// lays out afresh; where neither happens it re-solves.
  @Test func ambiguityAndSwitchingConditionsLayOutAfresh() throws {
    func scene(pinsLoose: Bool) throws -> Layout.Scene {
      try SceneLoader.parse(text: """
        { plumb: 1, canvas: { width: 375, height: "fit" }, views: [
            { label: "title", text: "Weekly summary of your account", font: "body", numberOfLines: 0 },
            { label: "loose", text: "Anywhere", font: "body" } ],
          constraints: ["title.leading == root.leading + 16", "title.top == root.top + 16",
            "title.bottom <= root.bottom - 16",
            { constraint: "title.trailing == root.trailing - 16", when: "< AX1" },
            { constraint: "title.trailing == root.trailing - 100", when: ">= AX1" },
            "loose.leading == root.leading + 16"\(pinsLoose ? ", \"loose.top == root.top + 4\"" : "")] }
        """, file: "loose.json")
    }
    let session = try RenderSession(scene: try scene(pinsLoose: false))
    let pinned = try scene(pinsLoose: true)
    let loose = Self.typeSizeWalk(session.scene, session: session)
    #expect(loose.mismatches == [])
    #expect(loose.resolved == 0)
    let tight = Self.typeSizeWalk(pinned, session: session)
    #expect(tight.mismatches == [])
    #expect(tight.resolved > 0)
    // Across the AX1 boundary the constraint set changes: a fresh layout. Within AX1…AX5 it does not.
    let engine = Layout.Engine(scene: pinned, measurer: session.measurer, images: session.images)
    engine.resolvesTypeSizesInPlace = true
    for type in [ContentSizeCategory.xxxLarge, .ax1, .ax2, .ax3] {
      _ = engine.layout(Layout.Variant(width: 375, height: .fit, type: type))
    }
    #expect(engine.typeSizesResolvedInPlace == 2)
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
    #expect(check.resolvedInPlace > 0, "\(path): every size was laid out afresh")
  }

  @Test func theCheckFindsWhatFreshLayoutsFindOnStoryboards() throws {
    for scene in try Self.storyboardScenes() {
      let session = try RenderSession(scene: scene)
      let check = LargeTypeCheck(session: session)
      for width in [320.0, 375] {
        let variant = Layout.Variant(width: width, height: scene.canvas.height, scale: 2)
        let sizes = ContentSizeCategory.allCases.filter(\.isAccessibility)
        let cut = try check.cutTexts(variant, result: try session.layout(variant), sizes: sizes)
        let found = cut.mapValues { "\($0.size.rawValue) \($0.visible)" }
        #expect(found == Self.freshCuts(session, variant), "\(scene.name) \(width)")
      }
    }
  }

  /// The check leaves the session's engine at the audited variant, re-solved: the next width is a re-solve
  /// there too, and what it lays out is what a fresh engine does.
  @Test func theSessionsEngineIsBackAtTheAuditedVariant() throws {
    let session = try RenderSession(scene: try SceneLoader.load(path: fixturePath("Sweep/Profile.json")))
    let variant = Layout.Variant(width: 375, height: .fit, scale: 2)
    let result = try session.layout(variant)
    let sizes = ContentSizeCategory.allCases.filter(\.isAccessibility)
    _ = try LargeTypeCheck(session: session).cutTexts(variant, result: result, sizes: sizes)
    #expect(session.engine.typeSizesResolvedInPlace >= 4)
    #expect(!session.engine.resolvesTypeSizesInPlace && session.engine.reportsAmbiguity)
    #expect(session.engine.state?.variant == variant)
    let next = Layout.Variant(width: 414, height: .fit, scale: 2)
    let fresh = Layout.Engine(scene: session.scene, measurer: session.measurer, images: session.images)
    #expect(try session.layout(next).layoutText == fresh.layout(next).layoutText)
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
