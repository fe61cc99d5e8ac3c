import Foundation

extension SnapshotRunner {
  /// A variant's outcome and, when it records, its staged files.
  typealias Checked = (VariantOutcome, PendingRecording?)

  /// What `check` gives back: the result, or the result a `BackgroundWriter` is still encoding.
  enum CheckResult {
    case ready(Checked)
    case writing(BackgroundWriter.Deferred<Checked>)
    /// The result (waiting for the writer if need be).
    var value: Checked {
      switch self {
      case .ready(let checked): checked
      case .writing(let deferred): deferred.value
      }
    }
  }

  /// Renders and verifies one variant; a recording comes back staged, not yet in place (with a
  /// `writer`, possibly still being encoded).
  func check(_ task: Task, writer: BackgroundWriter? = nil) -> CheckResult {
    let scene = task.scene.name, variant = task.variant
    @Sendable func outcome(_ verdict: VariantOutcome.Verdict) -> VariantOutcome {
      VariantOutcome(scene: scene, variant: variant, verdict: verdict)
    }
    let rendered: RenderedVariant
    do { rendered = try task.scene.render(variant) } catch { return .ready((outcome(.error("\(error)")), nil)) }
    let codec = configuration.codec
    let inputs = OutputTarget.Inputs(paths: [task.scene.file])
    @Sendable func actualPNG() throws -> [UInt8] { try rendered.png ?? codec.encode(rendered.image) }

    let store = configuration.references
    let imageURL = store.imageURL(scene: scene, variant: variant)
    let layoutURL = store.layoutURL(scene: scene, variant: variant)
    func record(_ reason: String) -> CheckResult {
      // Encoding is the slow part of recording: with a writer it runs on a spare core while this
      // thread renders the next variant.
      let stage: @Sendable () -> Checked = {
        do {
          let pending = try PendingRecording.stage([
            (imageURL, try actualPNG(), "\(scene)/\(variant).\(ReferenceStore.imageExtension)"),
            (layoutURL, Array(rendered.layoutText.utf8), "\(scene)/\(variant).\(ReferenceStore.layoutExtension)"),
          ], inputs: inputs)
          return (outcome(.recorded(reason: reason)), pending)
        } catch {
          return (outcome(.error("\(error)")), nil)
        }
      }
      guard let writer else { return .ready(stage()) }
      return .writing(writer.submit(stage))
    }
    if configuration.strict, let report = rendered.checkReport {
      var artifacts = saveActual(task: task, png: (try? actualPNG()) ?? [], layout: rendered.layoutText, inputs: inputs)
      if let legend = rendered.accessibilityLegend {
        artifacts += saveArtifact(legend, artifactFolder(task).appendingPathComponent("accessibility.png"), inputs: inputs)
      }
      let message = FailureMessage.strict(scene: scene, variant: variant, report: report, artifacts: artifacts,
                                          hint: configuration.hint)
      return .ready((outcome(.failed(SnapshotFailure(message: message, artifacts: artifacts))), nil))
    }
    guard let referenceData = FileManager.default.contents(atPath: imageURL.path) else {
      if configuration.record == .never {
        if let png = try? actualPNG() { _ = saveActual(task: task, png: png, layout: rendered.layoutText, inputs: inputs) }
        return .ready((outcome(.missing(reference: imageURL.path)), nil))
      }
      return record("new")
    }
    if configuration.record == .all { return record("all") }

    let referenceBytes = [UInt8](referenceData)
    let expectedLayout = (try? String(contentsOf: layoutURL, encoding: .utf8)) ?? ""
    let sameLayout = expectedLayout == rendered.layoutText
    // The fast path: identical digests mean identical pixels, so there is nothing to decode.
    if sameLayout, let stored = codec.storedDigest(in: referenceBytes), stored == codec.digest(of: rendered.image) {
      return .ready((outcome(.matched), nil))
    }

    let expected: PixelImage
    do {
      expected = try codec.decode(referenceBytes, path: imageURL.path)
    } catch {
      if configuration.record == .failed { return record("failed") }
      let png = (try? actualPNG()) ?? []
      let failure = SnapshotFailure(message: "\(scene)/\(variant):\n  \(error)",
                                    artifacts: saveActual(task: task, png: png, layout: rendered.layoutText, inputs: inputs))
      return .ready((outcome(.failed(failure)), nil))
    }
    var comparison = ImageComparator.compare(expected: expected, actual: rendered.image, tolerance: configuration.tolerance)
    let layoutDiff = sameLayout ? nil : TextDiff(expected: expectedLayout, actual: rendered.layoutText)
    if comparison.matches && layoutDiff == nil { return .ready((outcome(.matched), nil)) }
    if configuration.record == .failed { return record("failed") }

    var artifacts = saveActual(task: task, png: (try? actualPNG()) ?? [], layout: rendered.layoutText, inputs: inputs)
    let folder = artifactFolder(task)
    artifacts += saveArtifact(referenceBytes, folder.appendingPathComponent("expected.png"), inputs: inputs)
    if let diff = comparison.diffImage, let bytes = try? codec.encode(diff) {
      artifacts += saveArtifact(bytes, folder.appendingPathComponent("diff.png"), inputs: inputs)
    }
    comparison.diffImage = nil   // written; an outcome keeps no picture
    if let layoutDiff {
      artifacts += saveArtifact(Array(layoutDiff.unified.utf8), folder.appendingPathComponent("layout.diff"), inputs: inputs)
      artifacts += saveArtifact(Array(expectedLayout.utf8), folder.appendingPathComponent("expected.layout.txt"), inputs: inputs)
    }
    let views = comparison.largestRegion.map { region in
      rendered.viewFrames.filter { $0.overlaps(region) }.map(\.id)
    } ?? []
    let message = FailureMessage.make(
      scene: scene, variant: variant, comparison: comparison, expectedSize: (expected.width, expected.height),
      actualSize: (rendered.image.width, rendered.image.height), layoutDiff: layoutDiff, views: views,
      artifacts: artifacts.filter { !$0.hasSuffix(".layout.txt") }, hint: configuration.hint)
    return .ready((outcome(.failed(SnapshotFailure(message: message, comparison: comparison, layoutDiff: layoutDiff,
                                            views: views, artifacts: artifacts))), nil))
  }
}
