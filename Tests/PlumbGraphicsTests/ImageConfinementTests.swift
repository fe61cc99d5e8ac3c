import Foundation
import Testing
import PlumbLayout
@testable import PlumbGraphics

/// Images are checked after they are opened: the loader reads back which file the open descriptor is
/// (`/proc/self/fd/N`) and refuses one outside its folder. A symbolic link swapped between a scene's
/// path check and the open (53 of 311 racing renders escaped before) can no longer load a file outside.
@Suite(.serialized) struct ImageConfinementTests {
  /// `root/images/pic.png` (a link) and `root/sub` (a link to a folder) flip between a picture inside
  /// the root (4×4) and one outside it (9×9) while images are loaded; none may come from outside.
  @Test func aRacingSwapperNeverLoadsAFileOutsideTheFolder() throws {
    let base = temporaryFolder()
    let root = base + "/root", outside = base + "/outside"
    for folder in [root, root + "/images", root + "/inner", outside] { mkdir(folder, 0o755) }
    try writeBytes(try Bitmap(width: 4, height: 4, fill: .red).pngData(), to: root + "/images/inside.png")
    try writeBytes(try Bitmap(width: 4, height: 4, fill: .red).pngData(), to: root + "/inner/pic.png")
    try writeBytes(try Bitmap(width: 9, height: 9, fill: .blue).pngData(), to: outside + "/secret.png")
    try writeBytes(try Bitmap(width: 9, height: 9, fill: .blue).pngData(), to: outside + "/pic.png")
    symlink("inside.png", root + "/images/pic.png")
    symlink("inner", root + "/sub")

    let state = SwapperState()
    let swapper = Thread {
      var toOutside = true
      while !state.stopped {
        // Replace each link atomically (new link, then rename over the old one).
        unlink(root + "/images/.next"); unlink(root + "/.next")
        symlink(toOutside ? outside + "/secret.png" : "inside.png", root + "/images/.next")
        rename(root + "/images/.next", root + "/images/pic.png")
        symlink(toOutside ? outside : "inner", root + "/.next")
        rename(root + "/.next", root + "/sub")
        toOutside.toggle()
        state.countSwap()
      }
    }
    swapper.start()
    defer { state.stop() }

    var loaded = 0, refused = 0, escaped = 0
    for attempt in 0..<400 {
      let loader = ImageLoader(confinedTo: root)   // a fresh loader: no cache between attempts
      let source = attempt % 2 == 0 ? root + "/images/pic.png" : root + "/sub/pic.png"
      do {
        let image = try loader.image(source: source, scale: 1)
        if image.pixelWidth == 9 { escaped += 1 } else { loaded += 1 }
      } catch {
        refused += 1
      }
    }
    state.stop()
    #expect(escaped == 0, "\(escaped) of 400 loads read a file outside the folder")
    #expect(loaded > 0, "the inside picture was never loaded (\(refused) refused, \(state.swaps) swaps)")
  }

  @Test func aFileOutsideIsRefusedWithItsNames() throws {
    let base = temporaryFolder()
    mkdir(base + "/root", 0o755)
    try writeBytes(try Bitmap(width: 3, height: 3, fill: .red).pngData(), to: base + "/secret.png")
    symlink(base + "/secret.png", base + "/root/pic.png")
    do {
      _ = try ImageLoader(confinedTo: base + "/root").image(source: base + "/root/pic.png", scale: 1)
      Issue.record("a link to a file outside the folder was read")
    } catch {
      #expect("\(error)".contains(base + "/root/pic.png") && "\(error)".contains("outside the assets folder \(base)/root"))
    }
    // Without a folder to stay in, the same file is read.
    #expect(try ImageLoader().image(source: base + "/root/pic.png", scale: 1).pixelWidth == 3)
  }

  @Test func aFolderOrFIFOIsNotAnImage() throws {
    let base = temporaryFolder()
    mkdir(base + "/dir.png", 0o755)
    mkfifo(base + "/fifo.png", 0o644)
    #expect(throws: GraphicsError.self) { try Image(contentsOfFile: base + "/dir.png") }
    #expect(throws: GraphicsError.self) { try Image(contentsOfFile: base + "/fifo.png") }   // does not block
  }
}

/// Shared between the test and its swapper thread.
private final class SwapperState: @unchecked Sendable {
  private let lock = NSLock()
  private var isStopped = false
  private var count = 0
  var stopped: Bool { lock.withLock { isStopped } }
  var swaps: Int { lock.withLock { count } }
  func stop() { lock.withLock { isStopped = true } }
  func countSwap() { lock.withLock { count += 1 } }
}

/// The header's pixel size is read before decoding: a small file declaring a huge picture is refused
/// with an error naming the file, before the gigabyte is allocated.
@Suite struct ImageBudgetTests {
  /// A valid PNG header (signature + IHDR) declaring `width`×`height`, then nothing.
  func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return bytes
  }

  @Test func hugeDeclaredPicturesAreRefusedByName() throws {
    #expect(ImageHeader.pixelSize(of: pngHeader(width: 16_384, height: 16_384))! == (16_384, 16_384))
    let refused = GraphicsError.imageDecoding(
      path: "Scenes/images/bomb.png", call: "header",
      reason: "16384×16384 pixels is more than the 48000000-pixel budget for one image")
    #expect(throws: refused) { try Image(data: pngHeader(width: 16_384, height: 16_384), name: "Scenes/images/bomb.png") }
    #expect(throws: GraphicsError.self) { try Image(data: pngHeader(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF), name: "x.png") }
  }

  @Test func realPicturesKeepTheirSize() throws {
    let png = try Bitmap(width: 30, height: 20, fill: .red).pngData()
    #expect(ImageHeader.pixelSize(of: png)! == (30, 20))
    #expect(try Image(data: png, name: "ok.png").pixelWidth == 30)
    let jpeg = try ImageTests.jpeg(width: 37, height: 21, red: 200, green: 10, blue: 10)
    let size = try #require(ImageHeader.pixelSize(of: jpeg))
    let decoded = try Image(data: jpeg, name: "photo.jpg")
    #expect(size == (37, 21) && decoded.pixelWidth == 37 && decoded.pixelHeight == 21)
  }
}
