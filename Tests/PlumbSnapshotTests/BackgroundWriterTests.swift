import Foundation
import Testing
import PlumbGraphics
@testable import PlumbSnapshot

/// Pictures that differ per variant, so a mix-up between variants would show in the files.
private func scene(variants: Int) -> SnapshotScene {
  SnapshotScene(name: "grid", file: "grid.json", variants: (0..<variants).map { "v\($0)" }) { variant in
    let index = Int(variant.dropFirst())!
    var image = PixelImage(width: 40, height: 20, filledWith: PixelImage.opaque(red: 255, green: 255, blue: 255))
    for x in 0...index { image.setPixel(x: x % 40, y: index % 20, PixelImage.opaque(red: UInt8(index * 9 % 256), green: 0, blue: 0)) }
    return RenderedVariant(image: image, layoutText: "root (0, 0, 40, 20) #\(index)\n")
  }
}

private func record(writerThreads: Int, jobs: Int) throws -> (RunSummary, [String: Data]) {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-writer-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: root) }
  var configuration = SnapshotConfiguration(references: ReferenceStore(root: root.appendingPathComponent("Snapshots")),
                                            artifacts: root.appendingPathComponent("last-run"), codec: GraphicsPNGCodec(),
                                            record: .all, jobs: jobs)
  configuration.writerThreads = writerThreads
  let summary = SnapshotRunner(configuration: configuration).run([scene(variants: 12)])
  var files: [String: Data] = [:]
  let folder = root.appendingPathComponent("Snapshots/grid")
  for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
    files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
  }
  return (summary, files)
}

@Suite struct BackgroundWriterTests {
  @Test func resultsComeBackToTheirSubmitterWhateverTheOrderOfWork() {
    let writer = BackgroundWriter(threads: 3, capacity: 2)
    let results = (0..<40).map { index in
      writer.submit { () -> Int in
        if index % 3 == 0 { usleep(200) }
        return index * index
      }
    }
    writer.finish()
    #expect(results.map(\.value) == (0..<40).map { $0 * $0 })
  }

  @Test func aFullQueueMakesTheSubmitterWait() {
    let writer = BackgroundWriter(threads: 1, capacity: 1)
    let gate = DispatchSemaphore(value: 0)
    let blocked = writer.submit { gate.wait(); return 1 }      // occupies the thread
    _ = writer.submit { 2 }                                      // fills the queue
    let submitted = DispatchSemaphore(value: 0)
    Thread { _ = writer.submit { 3 }; submitted.signal() }.start()
    #expect(submitted.wait(timeout: .now() + 0.3) == .timedOut)   // held back: the queue is full
    gate.signal()
    #expect(submitted.wait(timeout: .now() + 5) == .success)
    #expect(blocked.value == 1)
    writer.finish()
  }

  @Test func spareCoresBecomeWritersOnlyWhenRenderThreadsLeaveThem() {
    #expect(BackgroundWriter.threads(jobs: 1, cores: 2) == 1)
    #expect(BackgroundWriter.threads(jobs: 2, cores: 2) == 0)
    #expect(BackgroundWriter.threads(jobs: 2, cores: 8) == 2)
    #expect(BackgroundWriter.threads(jobs: 4, cores: 2) == 0)
  }

  /// Recording through the background writer writes exactly the files recording on the render thread
  /// writes, with the same outcomes in the same order.
  @Test(arguments: [(1, 1), (2, 2), (1, 3)])
  func recordingWithWritersWritesTheSameFiles(jobs: Int, writers: Int) throws {
    let (inline, inlineFiles) = try record(writerThreads: 0, jobs: 1)
    let (background, backgroundFiles) = try record(writerThreads: writers, jobs: jobs)
    #expect(inline.recorded == 12 && background.recorded == 12)
    #expect(background.outcomes.map(\.id) == inline.outcomes.map(\.id))
    #expect(inlineFiles.count == 24)
    #expect(backgroundFiles == inlineFiles)
  }
}
