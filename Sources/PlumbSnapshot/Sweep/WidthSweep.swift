import PlumbLayout
import PlumbRender

/// Sweeps a scene across a `SweepPlan`: for each combination of language, direction and type size it
/// lays the screen out every `sampleStep` points, then bisects between samples that differ until the
/// two sides of each breakpoint are one point apart. All widths of a combination go through one engine,
/// which re-solves a new width by editing the root width (no rebuild), starting the multi-line fixpoint
/// from the sizes the last width settled at (`Layout.Engine.startsFromSettledSizes`); the ambiguity
/// report is off.
/// Both sides of each breakpoint are then laid out afresh, as `plumb render --width` would, so every
/// breakpoint reported is one a fresh layout shows.
///
/// ```swift
/// let session = try RenderSession(scene: scene)
/// let sweep = try WidthSweep.run(plan, session: session)
/// for point in sweep.breakpoints { print(point.description) }
/// sweep.layouts   // how many layouts it took (against plan.widths.count × combinations for every point)
/// ```
public struct WidthSweep: Sendable {
  /// A run of widths over which nothing the sweep looks at changes.
  public struct Segment: Sendable {
    /// First and last width of the run (whole points, both included).
    public var widths: ClosedRange<Int>
    public var sample: SweepSample
  }

  /// One combination's widths as runs of equal samples, narrowest first.
  public struct Line: Sendable {
    public var combination: SweepPlan.Combination
    public var segments: [Segment]

    /// The sample at `width` (which must be in the plan's range).
    public func sample(at width: Int) -> SweepSample {
      segments.first { $0.widths.contains(width) }?.sample ?? segments[segments.count - 1].sample
    }
  }

  public var plan: SweepPlan
  public var lines: [Line]
  /// Width breakpoints first (by combination, then width), then type-size breakpoints.
  public var breakpoints: [SweepBreakpoint]
  /// Layouts computed.
  public var layouts: Int

  /// How many rounds of fresh layouts settle the breakpoints the edit path found (see `run`).
  static let maximumVerificationRounds = 8

  /// Runs the sweep with `session`'s engine (its ambiguity report is turned off and `startsFromSettledSizes`
  /// on for the run, both restored).
  /// - Throws: `RenderError.badCanvas` for widths outside `RenderLimits`.
  public static func run(_ plan: SweepPlan, session: RenderSession) throws -> WidthSweep {
    let stacks = StackMembership(session.scene)
    let reports = session.engine.reportsAmbiguity
    let settles = session.engine.startsFromSettledSizes
    session.engine.reportsAmbiguity = false
    session.engine.startsFromSettledSizes = true
    defer { session.engine.reportsAmbiguity = reports; session.engine.startsFromSettledSizes = settles }
    var lines: [Line] = []
    var layouts = 0
    for combination in plan.combinations {
      var samples: [Int: SweepSample] = [:]
      func sample(_ width: Int) throws -> SweepSample {
        if let known = samples[width] { return known }
        let variant = plan.variant(combination, width: width, canvas: session.scene.canvas)
        let result = plan.reusesSolver ? try session.layout(variant) : freshLayout(variant, session: session)
        let made = SweepSample(result, scene: session.scene, stacks: stacks)
        samples[width] = made
        layouts += 1
        return made
      }
      // Bisects (low, high) while the ends differ; leaves `samples` holding both sides of every change.
      func refine(_ low: Int, _ high: Int) throws {
        guard high - low > 1, try sample(low) != sample(high) else { return }
        let middle = (low + high) / 2
        try refine(low, middle)
        try refine(middle, high)
      }
      let step = max(1, plan.sampleStep)
      var coarse = Array(stride(from: plan.widths.lowerBound, through: plan.widths.upperBound, by: step))
      if coarse.last != plan.widths.upperBound { coarse.append(plan.widths.upperBound) }
      for width in coarse { _ = try sample(width) }
      for (low, high) in zip(coarse, coarse.dropFirst()) { try refine(low, high) }
      // The edit path may settle a width differently from a fresh layout where the optimum is not unique
      // (it keeps the previous basis); `plumb render --width` lays out afresh. Both sides of every
      // breakpoint are laid out afresh, round after round, until each breakpoint stands between two fresh
      // layouts (a breakpoint only the edit path saw disappears; one it placed a point off moves).
      var fresh: Set<Int> = plan.reusesSolver ? [] : Set(samples.keys)
      for _ in 0..<Self.maximumVerificationRounds {
        let unverified = segments(samples, range: plan.widths).dropFirst().map(\.widths.lowerBound)
          .filter { !fresh.contains($0 - 1) || !fresh.contains($0) }
        if unverified.isEmpty { break }
        for width in Set(unverified.flatMap { [$0 - 1, $0] }).sorted() where !fresh.contains(width) {
          let result = freshLayout(plan.variant(combination, width: width, canvas: session.scene.canvas), session: session)
          samples[width] = SweepSample(result, scene: session.scene, stacks: stacks)
          fresh.insert(width)
          layouts += 1
        }
      }
      lines.append(Line(combination: combination, segments: segments(samples, range: plan.widths)))
    }
    let breakpoints = SweepBreakpoint.along(lines, plan: plan, canvas: session.scene.canvas)
    return WidthSweep(plan: plan, lines: lines, breakpoints: breakpoints, layouts: layouts)
  }

  /// `variant` laid out by a new engine (lowered and solved from nothing), as `plumb render --width` does.
  static func freshLayout(_ variant: Layout.Variant, session: RenderSession) -> Layout.Result {
    let engine = Layout.Engine(scene: session.scene, measurer: session.measurer, images: session.images)
    engine.reportsAmbiguity = false
    return engine.layout(variant)
  }

  /// Runs of equal samples; a width not sampled lies between two equal samples and takes their value.
  static func segments(_ samples: [Int: SweepSample], range: ClosedRange<Int>) -> [Segment] {
    var result: [Segment] = []
    for width in samples.keys.sorted() {
      let sample = samples[width]!
      if let last = result.last, last.sample == sample {
        result[result.count - 1].widths = last.widths.lowerBound...width
      } else {
        if let last = result.last { result[result.count - 1].widths = last.widths.lowerBound...(width - 1) }
        result.append(Segment(widths: width...width, sample: sample))
      }
    }
    if let last = result.last { result[result.count - 1].widths = last.widths.lowerBound...range.upperBound }
    return result
  }
}
