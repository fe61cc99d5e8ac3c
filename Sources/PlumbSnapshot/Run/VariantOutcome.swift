/// What happened to one variant in a snapshot run.
///
/// ```swift
/// switch outcome.verdict {
/// case .matched: break
/// case .failed(let failure): print(failure.message)
/// default: break
/// }
/// ```
public struct VariantOutcome: Sendable {
  public var scene: String
  public var variant: String
  public var verdict: Verdict
  /// Seconds spent on this variant (render, verify, artifacts), shown in JUnit XML.
  public var seconds: Double
  /// The variant's place in the whole suite (scene order, then variant order), across shards.
  public var position: Int

  public init(scene: String, variant: String, verdict: Verdict, seconds: Double = 0, position: Int = 0) {
    self.scene = scene; self.variant = variant; self.verdict = verdict; self.seconds = seconds; self.position = position
  }

  /// The verdict for a variant.
  public enum Verdict: Sendable {
    case matched
    /// A reference was written; `reason` is `new`, `failed` or `all`.
    case recorded(reason: String)
    case failed(SnapshotFailure)
    /// No reference and the record mode forbids writing one.
    case missing(reference: String)
    /// The variant could not be rendered (a bad scene or image).
    case error(String)
  }

  /// `scene/variant`, the name patterns match against.
  public var id: String { "\(scene)/\(variant)" }

  public var isFailure: Bool {
    switch verdict {
    case .matched, .recorded: return false
    case .failed, .missing, .error: return true
    }
  }
}

/// Why a variant failed, and where its artifacts are.
public struct SnapshotFailure: Sendable {
  /// The message shown to the user: tolerances, counts, the largest region, the views in it, artifact paths.
  public var message: String
  public var comparison: ImageComparison?
  public var layoutDiff: TextDiff?
  /// Views whose frames overlap the largest differing region.
  public var views: [String]
  /// Paths of `expected.png`, `actual.png`, `diff.png`, `layout.diff` (those written).
  public var artifacts: [String]

  public init(message: String, comparison: ImageComparison? = nil, layoutDiff: TextDiff? = nil, views: [String] = [],
              artifacts: [String] = []) {
    self.message = message; self.comparison = comparison; self.layoutDiff = layoutDiff; self.views = views
    self.artifacts = artifacts
  }
}
