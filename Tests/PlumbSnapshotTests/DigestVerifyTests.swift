import Foundation
import Testing
import PlumbGraphics
@_spi(Benchmarks) @testable import PlumbSnapshot

/// The real codec, counting how often it decodes.
private final class CountingCodec: PNGCoding, @unchecked Sendable {
  let inner: any PNGCoding
  private let lock = NSLock()
  private var count = 0
  init(_ inner: any PNGCoding = GraphicsPNGCodec()) { self.inner = inner }
  var decodes: Int { lock.lock(); defer { lock.unlock() }; return count }
  func encode(_ image: PixelImage) throws -> [UInt8] { try inner.encode(image) }
  func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    lock.lock(); count += 1; lock.unlock()
    return try inner.decode(bytes, path: path)
  }
  func digest(of image: PixelImage) -> PixelDigest? { inner.digest(of: image) }
  func storedDigest(in bytes: [UInt8]) -> PixelDigest? { inner.storedDigest(in: bytes) }
}

private let white = PixelImage.opaque(red: 255, green: 255, blue: 255)

/// A 24×12 white picture, with a grey pixel at `dot` when given.
private func picture(dot: Int? = nil) -> PixelImage {
  var image = PixelImage(width: 24, height: 12, filledWith: white)
  if let dot { image.setPixel(x: dot, y: 5, PixelImage.opaque(red: 90, green: 90, blue: 90)) }
  return image
}

private func scene(_ image: PixelImage) -> SnapshotScene {
  SnapshotScene(name: "card", file: "card.json", variants: ["a"]) { _ in
    RenderedVariant(image: image, layoutText: "root (0, 0, 24, 12)\n")
  }
}

private func folder() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-digest-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func run(_ root: URL, _ image: PixelImage, record: RecordMode = .never, codec: any PNGCoding) -> RunSummary {
  let configuration = SnapshotConfiguration(references: ReferenceStore(root: root.appendingPathComponent("Snapshots")),
                                            artifacts: root.appendingPathComponent("last-run"), codec: codec, record: record, jobs: 1)
  return SnapshotRunner(configuration: configuration).run([scene(image)])
}

private func referenceURL(_ root: URL) -> URL { root.appendingPathComponent("Snapshots/card/a.png") }

@Suite struct DigestVerifyTests {
  @Test func aMatchingDigestVerifiesWithoutDecoding() {
    let root = folder()
    #expect(run(root, picture(), record: .missing, codec: GraphicsPNGCodec()).recorded == 1)
    let codec = CountingCodec()
    let summary = run(root, picture(), codec: codec)
    #expect(summary.matched == 1 && codec.decodes == 0)
  }

  @Test func aDigestMismatchIsCaughtAndDecoded() {
    let root = folder()
    _ = run(root, picture(), record: .missing, codec: GraphicsPNGCodec())
    let codec = CountingCodec()
    let summary = run(root, picture(dot: 7), codec: codec)
    #expect(summary.failed == 1 && codec.decodes == 1)
    guard case .failed(let failure) = summary.outcomes[0].verdict else { Issue.record("expected a failure"); return }
    #expect(failure.message.contains("1 of 288 pixels differ"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("last-run/card/a/diff.png").path))
  }

  @Test func editedPixelsUnderAKeptDigestChunkAreCaught() throws {
    let root = folder()
    _ = run(root, picture(), record: .missing, codec: GraphicsPNGCodec())
    let recorded = [UInt8](try Data(contentsOf: referenceURL(root)))
    // Someone edits the reference's pixels and their tool keeps the plDG chunk of the original.
    let edited = try PNGFile.encode(try Bitmap(width: 24, height: 12, pixels: picture(dot: 3).pixels), digest: false)
    let chunkStart = recorded.count - 12 - 46, chunk = recorded[chunkStart..<(recorded.count - 12)]
    #expect(Array(chunk[chunk.startIndex + 4..<chunk.startIndex + 8]) == Array("plDG".utf8))
    let forged = Array(edited[..<(edited.count - 12)]) + chunk + edited.suffix(12)
    try Data(forged).write(to: referenceURL(root))
    let codec = CountingCodec()
    let summary = run(root, picture(), codec: codec)
    #expect(summary.failed == 1 && codec.decodes == 1)
  }

  @Test func referencesWithoutDigestsStillVerify() throws {
    let root = folder()
    // Recorded before digests: Cairo's writer, no plDG chunk.
    _ = run(root, picture(), record: .missing, codec: CairoPNGCodec())
    #expect(GraphicsPNGCodec().storedDigest(in: [UInt8](try Data(contentsOf: referenceURL(root)))) == nil)
    let codec = CountingCodec()
    #expect(run(root, picture(), codec: codec).matched == 1 && codec.decodes == 1)
    #expect(run(root, picture(dot: 1), codec: codec).failed == 1)
  }

  @Test func anOptimisedReferenceIsDecodedAndStillMatches() throws {
    let root = folder()
    _ = run(root, picture(), record: .missing, codec: GraphicsPNGCodec())
    let smaller = try PNGFile.encode(try Bitmap(width: 24, height: 12, pixels: picture().pixels), settings: .smallest, digest: false)
    try Data(smaller).write(to: referenceURL(root))
    let codec = CountingCodec()
    #expect(run(root, picture(), codec: codec).matched == 1 && codec.decodes == 1)
  }

  @Test func toleranceStillAppliesWhenDigestsDiffer() {
    let root = folder()
    _ = run(root, picture(), record: .missing, codec: GraphicsPNGCodec())
    var configuration = SnapshotConfiguration(references: ReferenceStore(root: root.appendingPathComponent("Snapshots")),
                                              artifacts: root.appendingPathComponent("last-run"), codec: GraphicsPNGCodec(),
                                              record: .never, jobs: 1)
    configuration.tolerance = Tolerance(maxDiffPixels: 1)
    #expect(SnapshotRunner(configuration: configuration).run([scene(picture(dot: 7))]).matched == 1)
  }
}
