import Foundation

extension SnapshotRunner {
  /// Renders and verifies one variant; a recording comes back staged, not yet in place.
  func check(_ task: Task) -> (VariantOutcome, PendingRecording?) {
    let scene = task.scene.name, variant = task.variant
    func outcome(_ verdict: VariantOutcome.Verdict) -> VariantOutcome {
      VariantOutcome(scene: scene, variant: variant, verdict: verdict)
    }
    let rendered: RenderedVariant
    do { rendered = try task.scene.render(variant) } catch { return (outcome(.error("\(error)")), nil) }
    let codec = configuration.codec
    let inputs = OutputTarget.Inputs(paths: [task.scene.file])
    func actualPNG() throws -> [UInt8] { try rendered.png ?? codec.encode(rendered.image) }

    let store = configuration.references
    let imageURL = store.imageURL(scene: scene, variant: variant)
    let layoutURL = store.layoutURL(scene: scene, variant: variant)
    func record(_ reason: String) -> (VariantOutcome, PendingRecording?) {
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
    if configuration.strict, let report = rendered.checkReport {
      let artifacts = saveActual(task: task, png: (try? actualPNG()) ?? [], layout: rendered.layoutText, inputs: inputs)
      let message = FailureMessage.strict(scene: scene, variant: variant, report: report, artifacts: artifacts,
                                          hint: configuration.hint)
      return (outcome(.failed(SnapshotFailure(message: message, artifacts: artifacts))), nil)
    }
    guard let referenceData = FileManager.default.contents(atPath: imageURL.path) else {
      if configuration.record == .never {
        if let png = try? actualPNG() { _ = saveActual(task: task, png: png, layout: rendered.layoutText, inputs: inputs) }
        return (outcome(.missing(reference: imageURL.path)), nil)
      }
      return record("new")
    }
    if configuration.record == .all { return record("all") }

    let referenceBytes = [UInt8](referenceData)
    let expectedLayout = (try? String(contentsOf: layoutURL, encoding: .utf8)) ?? ""
    let sameLayout = expectedLayout == rendered.layoutText
    // The fast path: identical digests mean identical pixels, so there is nothing to decode.
    if sameLayout, let stored = codec.storedDigest(in: referenceBytes), stored == codec.digest(of: rendered.image) {
      return (outcome(.matched), nil)
    }

    let expected: PixelImage
    do {
      expected = try codec.decode(referenceBytes, path: imageURL.path)
    } catch {
      if configuration.record == .failed { return record("failed") }
      let png = (try? actualPNG()) ?? []
      let failure = SnapshotFailure(message: "\(scene)/\(variant):\n  \(error)",
                                    artifacts: saveActual(task: task, png: png, layout: rendered.layoutText, inputs: inputs))
      return (outcome(.failed(failure)), nil)
    }
    var comparison = ImageComparator.compare(expected: expected, actual: rendered.image, tolerance: configuration.tolerance)
    let layoutDiff = sameLayout ? nil : TextDiff(expected: expectedLayout, actual: rendered.layoutText)
    if comparison.matches && layoutDiff == nil { return (outcome(.matched), nil) }
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
    return (outcome(.failed(SnapshotFailure(message: message, comparison: comparison, layoutDiff: layoutDiff,
                                            views: views, artifacts: artifacts))), nil)
  }
}
