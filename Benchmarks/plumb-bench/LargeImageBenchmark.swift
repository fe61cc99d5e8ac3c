import CPlumbSupport
import CPlumbTestSupport
import Foundation
import Glibc
import PlumbGraphics
import PlumbLayout

/// `plumb-bench images [--reps 5]`
///
/// A large photo drawn as a thumbnail: a 6000 × 8000 JPEG (48 megapixels, the pixel budget) and a
/// 4000 × 3000 PNG, each drawn aspect-fit into a 100 × 133 point image view at 3x. Two ways, each in a
/// fresh child process so its peak RSS is its own: `whole` decodes every pixel and lets Cairo scale it
/// down (what Plumb did before reduced decoding); `reduced` is what the renderer does now
/// (`ImageLoader.image(source:scale:drawnAt:)`: ⅛ for both files here). Reported per file: the median
/// CPU ms of a decode and draw with an empty cache, the decoded bytes held, the child's peak RSS, and
/// the ratio reduced / whole, with the largest pixel difference between the two thumbnails.
enum LargeImageBenchmark {
  static let frame = Rect(x: 0, y: 0, width: 100, height: 133)
  static let scale = 3.0

  static func main(_ arguments: [String]) -> Int32 {
    let reps = max(1, Bench.Options(arguments).int("reps", 5))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-images-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try writePhoto(to: folder + "/photo.jpg", width: 6000, height: 8000)
      try photoBitmap(width: 4000, height: 3000).writePNG(toFile: folder + "/poster.png")
      print("large images drawn into \(Int(frame.width))×\(Int(frame.height)) pt at \(Int(scale))x, median of \(reps) "
        + "cold decodes + draws (CPU); \(Bench.loadNote())")
      print(Bench.pad("file", 22, left: true) + Bench.pad("mode", 9, left: true) + Bench.pad("CPU ms", 10)
        + Bench.pad("decoded MB", 12) + Bench.pad("peak RSS MB", 13))
      for file in ["photo.jpg", "poster.png"] {
        var rows: [String: [Double]] = [:]
        for mode in ["whole", "reduced"] {
          let line = try SnapshotBenchmark.child(["images-child", "--file", folder + "/" + file, "--mode", mode,
                                                  "--reps", String(reps), "--out", folder + "/\(mode).png"])
          let numbers = line.split(separator: " ").compactMap { Double($0) }
          guard numbers.count == 3 else { print("images-child: \(line)"); return 70 }
          rows[mode] = numbers
          print(Bench.pad(file, 22, left: true) + Bench.pad(mode, 9, left: true) + Bench.pad(Bench.format(numbers[0]), 10)
            + Bench.pad(Bench.format(numbers[1], digits: 1), 12) + Bench.pad(Bench.format(numbers[2], digits: 1), 13))
        }
        let whole = try Bitmap(contentsOfFile: folder + "/whole.png"), reduced = try Bitmap(contentsOfFile: folder + "/reduced.png")
        var worst = 0
        for y in 0..<whole.height {
          for x in 0..<whole.width { worst = max(worst, whole.pixel(x: x, y: y).distance(to: reduced.pixel(x: x, y: y))) }
        }
        let (w, r) = (rows["whole"]!, rows["reduced"]!)
        print(Bench.pad("", 22) + " reduced / whole: CPU \(Bench.format(r[0] / w[0]))×, decoded "
          + "\(Bench.format(r[1] / w[1], digits: 4))×, peak RSS \(Bench.format(r[2] / w[2]))×; "
          + "largest pixel difference \(worst)")
      }
      return 0
    } catch {
      print("images: \(error)")
      return 65
    }
  }

  /// `plumb-bench images-child --file F --mode whole|reduced --reps N --out thumbnail.png`: prints
  /// "CPU-ms decoded-MB peak-RSS-MB".
  static func child(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let path = options.string("file", ""), whole = options.string("mode", "reduced") == "whole"
    let reps = max(1, options.int("reps", 5))
    do {
      var times: [Double] = []
      var decoded = 0
      var thumbnail: Bitmap?
      for _ in 0..<reps {
        let images = ImageLoader()
        let start = Bench.threadCPUSeconds()
        let canvas = try Canvas(size: frame.size, scale: scale, background: .white)
        let size = try images.imageSize(source: path, scale: 1)
        let placed = ContentMode.scaleAspectFit.placement(of: size, in: frame)
        let image = whole ? try images.image(source: path, scale: 1)
          : try images.image(source: path, scale: 1, drawnAt: Size(width: placed.width * scale, height: placed.height * scale))
        canvas.drawImage(image, in: frame, contentMode: .scaleAspectFit)
        thumbnail = canvas.makeBitmap()
        times.append(Bench.threadCPUSeconds() - start)
        decoded = images.decodedBytes
      }
      try thumbnail!.writePNG(toFile: options.string("out", "/dev/null"))
      print("\(Bench.median(times) * 1000) \(Double(decoded) / 1e6) \(Bench.peakResidentMB())")
      return 0
    } catch {
      print("images-child: \(error)")
      return 65
    }
  }

  /// Smooth gradients with a little deterministic noise: compresses like a photo, not like a flat fill.
  static func photoBitmap(width: Int, height: Int) throws -> Bitmap {
    var pixels = [UInt32](repeating: 0, count: width * height)
    var noise: UInt32 = 0x1234_5678
    for y in 0..<height {
      for x in 0..<width {
        noise = noise &* 1_664_525 &+ 1_013_904_223
        let grain = noise >> 29
        let red = UInt32(x * 200 / width) + grain, green = UInt32(y * 200 / height) + grain
        let blue = UInt32((x + y) * 100 / (width + height)) + 60
        pixels[y * width + x] = 0xFF00_0000 | red << 16 | green << 8 | blue
      }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }

  /// The photo as a JPEG (quality 85, libjpeg-turbo).
  static func writePhoto(to path: String, width: Int, height: Int) throws {
    let bitmap = try photoBitmap(width: width, height: height)
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var status = plumb_jpeg_status()
    bitmap.pixels.withUnsafeBytes {
      plumb_jpeg_encode($0.bindMemory(to: UInt8.self).baseAddress, width * 4, Int32(width), Int32(height), 85, &output, &size, &status)
    }
    guard status.failed == 0, let output else { throw GraphicsError.imageEncoding(call: "plumb_jpeg_encode", reason: "failed") }
    defer { plumb_jpeg_free(output) }
    try Data(UnsafeBufferPointer(start: output, count: size)).write(to: URL(fileURLWithPath: path))
  }
}
