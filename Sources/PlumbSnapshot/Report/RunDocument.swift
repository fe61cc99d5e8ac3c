import Foundation
import PlumbFiles

/// A run as JSON: what `plumb snapshot --json FILE` writes and what a shard blob's `blob.json` holds.
/// Keys are sorted, so equal runs give equal bytes. `decode` reads one back (`RunDocument+Reading.swift`).
///
/// ```json
/// { "environmentChanges": [], "format": "plumb-snapshot", "version": 1,
///   "summary": { "errors": 0, "exitCode": 1, "failed": 1, "matched": 104, … },
///   "variants": [ { "id": "card/w320-…", "status": "failed", "message": "card/w320-…:\n  4 of …",
///                   "artifacts": ["…/diff.png"], "views": ["title"], "position": 7, "seconds": 0.012 } ] }
/// ```
public struct RunDocument: Encodable, Sendable, Equatable {
  public var format = "plumb-snapshot"
  public var version = 1
  /// `"2/4"` for a shard's blob, nil for a whole run.
  public var shard: String?
  /// The artifacts folder the paths in messages and `artifacts` point into.
  public var artifacts: String?
  public var summary: Counts
  public var environmentChanges: [String]
  public var written: [String]
  public var variants: [Variant]

  /// The closing table's numbers.
  public struct Counts: Encodable, Sendable, Equatable {
    public var scenes, variants, matched, failed, missing, recorded, errors: Int
    public var seconds: Double
    public var exitCode: Int32
  }

  /// One variant's outcome: `status` is matched, recorded, failed, missing or error; `message` the
  /// failure text, the recording reason or the missing reference.
  public struct Variant: Encodable, Sendable, Equatable {
    public var id, scene, variant, status: String
    public var message: String?
    public var views: [String]
    public var artifacts: [String]
    public var position: Int
    public var seconds: Double
  }

  /// The document of a summary.
  public init(summary: RunSummary, shard: Shard? = nil, artifacts: URL? = nil) {
    self.shard = shard?.description
    self.artifacts = artifacts?.path
    self.summary = Counts(scenes: summary.sceneCount, variants: summary.outcomes.count, matched: summary.matched,
                          failed: summary.failed, missing: summary.missing, recorded: summary.recorded,
                          errors: summary.errors, seconds: summary.seconds, exitCode: summary.exitCode)
    environmentChanges = summary.environmentChanges
    written = summary.written
    variants = summary.outcomes.map { outcome in
      var status = "matched", message: String?, views: [String] = [], artifacts: [String] = []
      switch outcome.verdict {
      case .matched: break
      case .recorded(let reason): status = "recorded"; message = reason
      case .failed(let failure):
        status = "failed"; message = failure.message; views = failure.views; artifacts = failure.artifacts
      case .missing(let reference): status = "missing"; message = reference
      case .error(let text): status = "error"; message = text
      }
      return Variant(id: outcome.id, scene: outcome.scene, variant: outcome.variant, status: status, message: message,
                     views: views, artifacts: artifacts, position: outcome.position, seconds: outcome.seconds)
    }
  }

  /// The outcomes back (failures keep their message, views and artifacts; not the pixel comparison).
  /// - Throws: `SnapshotError.badBlob` for an unknown status.
  public func outcomes(source: String) throws -> [VariantOutcome] {
    try variants.map { variant in
      let verdict: VariantOutcome.Verdict
      switch variant.status {
      case "matched": verdict = .matched
      case "recorded": verdict = .recorded(reason: variant.message ?? "")
      case "failed":
        verdict = .failed(
          SnapshotFailure(message: variant.message ?? "", views: variant.views, artifacts: variant.artifacts))
      case "missing": verdict = .missing(reference: variant.message ?? "")
      case "error": verdict = .error(variant.message ?? "")
      default:
        throw SnapshotError.badBlob(path: source, reason: "variant \(variant.id): unknown status '\(variant.status)'")
      }
      return VariantOutcome(scene: variant.scene, variant: variant.variant, verdict: verdict, seconds: variant.seconds,
                            position: variant.position)
    }
  }

  /// The document as sorted, indented JSON.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// Writes the JSON atomically.
  public func write(to url: URL) throws { try AtomicFile.write(try encoded(), to: url, durable: false) }
}
