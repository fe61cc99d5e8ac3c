import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbSnapshot

/// Tests/Fixtures/<path>, found from this file's path.
func fixturePath(_ path: String) -> String {
  var root = #filePath
  for _ in 0..<2 { root = String(root[..<root.lastIndex(of: "/")!]) }
  return root + "/Fixtures/" + path
}

/// `WidthSweep`: the breakpoints bisection finds are the ones laying out every point finds, at the same
/// widths; each kind of change shows up on a screen that has it and not on one that does not.
@Suite struct WidthSweepTests {
  static func sweep(_ scene: Layout.Scene, widths: ClosedRange<Int>, types: [ContentSizeCategory] = [.large],
                    step: Int = 16) throws -> WidthSweep {
    var plan = SweepPlan(widths: widths, types: types, languages: [.base], directions: [.leftToRight])
    plan.sampleStep = step
    return try WidthSweep.run(plan, session: try RenderSession(scene: scene))
  }

  static func changes(_ sweep: WidthSweep) -> [(Int, SweepChange)] {
    sweep.breakpoints.filter { $0.axis == .width }.flatMap { point in point.changes.map { (point.width, $0) } }
  }

  /// The breakpoints of laying out every width of `plan` afresh (a new engine each time).
  static func everyPointAfresh(_ scene: Layout.Scene, _ plan: SweepPlan) throws -> [SweepBreakpoint] {
    let session = try RenderSession(scene: scene)
    let stacks = StackMembership(scene)
    let lines = try plan.combinations.map { combination in
      var samples: [Int: SweepSample] = [:]
      for width in plan.widths {
        let engine = Layout.Engine(scene: scene, measurer: session.measurer, images: session.images)
        engine.reportsAmbiguity = false
        samples[width] = SweepSample(engine.layout(plan.variant(combination, width: width, canvas: scene.canvas)),
                                     scene: scene, stacks: stacks)
      }
      return WidthSweep.Line(combination: combination, segments: WidthSweep.segments(samples, range: plan.widths))
    }
    return SweepBreakpoint.along(lines, plan: plan, canvas: scene.canvas)
  }

  @Test func bisectionFindsTheBreakpointsOfLayingOutEveryPointAfresh() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let fast = try Self.sweep(scene, widths: 320...520, types: [.large, .ax2])
    let truth = try Self.everyPointAfresh(scene, fast.plan)
    #expect(fast.breakpoints.map(\.description) == truth.map(\.description))
    #expect(fast.layouts < 201 * 2 / 3, "bisection took \(fast.layouts) layouts against \(201 * 2)")
    #expect(!fast.breakpoints.isEmpty)
  }

  @Test func eachBreakpointSitsBetweenTwoWidthsThatDiffer() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let sweep = try Self.sweep(scene, widths: 320...480)
    let stacks = StackMembership(scene)
    for point in sweep.breakpoints where point.axis == .width {
      #expect(point.after.width - point.before.width == 1)
      let before = SweepSample(try RenderSession(scene: scene).layout(point.before), scene: scene, stacks: stacks)
      let after = SweepSample(try RenderSession(scene: scene).layout(point.after), scene: scene, stacks: stacks)
      #expect(SweepChange.between(before, after) == point.changes, "\(point)")
    }
  }

  @Test func aFixedWidthFooterLeavesItsSuperviewBelow326Points() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let changes = Self.changes(try Self.sweep(scene, widths: 320...400))
    // 16 + 310 = 326: inside from 326 on.
    #expect(changes.contains { $0.0 == 326 && $0.1.kind == .returnsInsideSuperview && $0.1.views == ["footer"] })
    let wider = Self.changes(try Self.sweep(scene, widths: 330...400))
    #expect(!wider.contains { $0.1.views == ["footer"] })
  }

  @Test func truncationLineCountsAndStackOverflowAreFound() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let sweep = try Self.sweep(scene, widths: 320...1024, types: [.xxxLarge])
    let kinds = Set(Self.changes(sweep).map(\.1.kind))
    #expect(kinds.isSuperset(of: [.stopsTruncating, .lineCount, .stackFits]))
    // Wide enough, the bio settles and nothing changes any more between 900 and 1024 at xSmall.
    let wide = try Self.sweep(scene, widths: 900...1024, types: [.xSmall])
    #expect(wide.breakpoints.isEmpty)
  }

  @Test func overlapsAndBrokenConstraintsAreFound() throws {
    // A 200-point box pinned to the leading edge and a 100-point box to the trailing edge overlap under 300
    // points; a required minimum width of 250 for the row breaks under 282.
    let text = """
      { plumb: 1, canvas: { width: 375, height: 100 },
        views: [ { view: "a", background: "red" }, { view: "b", background: "blue" },
                 { view: "row", background: "gray" } ],
        constraints: [ "H:|[a(200)]", "H:[b(100)]|", "V:|[a(20)]", "V:|[b(20)]",
                       "H:|-16-[row]-16-|", "row.width >= 250", "V:[row(10)]|" ] }
      """
    let scene = try SceneLoader.parse(text: text, file: "overlap.json")
    let changes = Self.changes(try Self.sweep(scene, widths: 250...400))
    #expect(changes.contains { $0.0 == 300 && $0.1.kind == .stopsOverlapping && $0.1.views == ["a", "b"] })
    #expect(changes.contains { $0.0 == 282 && $0.1.kind == .constraintHolds })
    let roomy = Self.changes(try Self.sweep(scene, widths: 300...400))
    #expect(roomy.isEmpty)
  }

  @Test func typeBreakpointsGiveTheRunOfWidths() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let sweep = try Self.sweep(scene, widths: 320...400, types: [.xxxLarge, .ax1])
    let handle = sweep.breakpoints.filter { $0.axis == .type && $0.changes.contains { $0.views == ["handle"] } }
    // The handle fits at xxxLarge and is cut at AX1 from 320 up to the width where it fits again.
    let cuts = handle.filter { $0.changes.contains { $0.kind == .truncates && $0.views == ["handle"] } }
    #expect(cuts.first?.width == 320)
    #expect(cuts.allSatisfy { $0.before.type == .xxxLarge && $0.after.type == .ax1 })
    // The runs are contiguous and end where the handle fits again at AX1.
    for (a, b) in zip(cuts, cuts.dropFirst()) { #expect(a.lastWidth + 1 == b.width) }
    let fits = sweep.lines[1].segments.first { $0.sample.texts["handle"]?.truncated == false }
    #expect(cuts.last.map { $0.lastWidth + 1 } == fits?.widths.lowerBound)
  }

  @Test func theChartIsDeterministicAndShowsABandPerChangingView() throws {
    let scene = try SceneLoader.load(path: fixturePath("Sweep/Profile.json"))
    let session = try RenderSession(scene: scene)
    var plan = SweepPlan(widths: 320...480, types: [.large, .ax1], languages: [.base], directions: [.leftToRight])
    plan.sampleStep = 16
    let sweep = try WidthSweep.run(plan, session: session)
    let chart = SweepChart(sweep: sweep, session: session)
    #expect(chart.views.contains("bio") && chart.views.contains("footer"))
    #expect(!chart.views.contains("avatar"))
    let first = try chart.render().pngData(), second = try chart.render().pngData()
    #expect(first == second)
  }
}
