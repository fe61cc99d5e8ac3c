import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb-bench compare EXPECTED.png ACTUAL.png [--reps 1] [--threshold 0.1] [--no-diff]`
///
/// Decodes both PNGs (as `plumb snapshot` reads a reference) and runs the tolerant comparator once
/// (pixelmatch's YIQ threshold and anti-aliasing detection, and the diff picture unless `--no-diff`),
/// then prints the verdict and the decode and compare times. `Benchmarks/compare_images.sh` times this
/// whole process against ImageMagick's `compare -metric AE` on the same files. With `--reps N` the
/// comparison is repeated N times in-process and the best time is printed.
///
/// `plumb-bench make-pairs DIR [--scenes Scenes]` writes the image pairs that script uses: cookbook
/// scenes at 390×844 points, scale 3 (1170×2532 pixels), each as `<scene>.png`, `<scene>-changed.png`
/// (one word of one label changed) and `<scene>-noise.png` (anti-aliasing noise on edge pixels).
enum CompareBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments, flags: ["no-diff"])
    guard options.positional.count == 2 else {
      print("usage: plumb-bench compare EXPECTED.png ACTUAL.png [--reps 1] [--threshold 0.1] [--no-diff]")
      return 64
    }
    let codec = GraphicsPNGCodec()
    do {
      var images: [PixelImage] = []
      let decode = try Bench.time {
        for path in options.positional {
          guard let data = FileManager.default.contents(atPath: path) else { throw CLIFailure("cannot read \(path)") }
          images.append(try codec.decode(Array(data), path: path))
        }
      }
      let tolerance = Tolerance(threshold: options.double("threshold", 0.1))
      var best = Double.infinity
      var result: ImageComparison?
      for _ in 0..<max(1, options.int("reps", 1)) {
        best = min(best, Bench.time {
          result = ImageComparator.compare(expected: images[0], actual: images[1], tolerance: tolerance,
                                           makeDiff: !options.flags.contains("no-diff"))
        })
      }
      guard let result else { return 70 }
      print("\(images[1].width)x\(images[1].height) differing \(result.differingPixels) antialiased \(result.antialiasedPixels) "
        + "identical \(result.identical) regions \(result.regions.count) decode_ms \(Bench.format(decode * 1000)) "
        + "compare_ms \(Bench.format(best * 1000))")
      return 0
    } catch {
      print("compare: \(error)")
      return 65
    }
  }

  /// The scenes of the pairs, and the word changed in each.
  static let pairScenes = [
    (scene: "DynamicTextAndReadability", from: "Lorem Ipsum", to: "Lorem Ipsam"),
    (scene: "NestedStackViews", from: "Enter Middle Name", to: "Enter Middle Nome"),
  ]

  static func makePairs(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    guard let output = options.positional.first else {
      print("usage: plumb-bench make-pairs DIR [--scenes Scenes]")
      return 64
    }
    let folder = options.string("scenes", "Scenes")
    let variant = Layout.Variant(width: 390, height: .points(844), scale: 3)
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for pair in pairScenes {
        let path = folder + "/" + pair.scene + ".json"
        let base = try render(try SceneLoader.load(path: path), variant)
        try base.writePNG(toFile: "\(output)/\(pair.scene).png")

        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains(pair.from) else { throw CLIFailure("\(path) has no '\(pair.from)'") }
        let changedFile = "\(output)/\(pair.scene)-changed.json"
        try text.replacingOccurrences(of: pair.from, with: pair.to).write(toFile: changedFile, atomically: true, encoding: .utf8)
        let changed = try render(try SceneLoader.load(path: changedFile, assetsRoot: folder), variant)
        try changed.writePNG(toFile: "\(output)/\(pair.scene)-changed.png")

        try Bitmap(width: base.width, height: base.height, pixels: AntialiasingNoise.apply(to: base))
          .writePNG(toFile: "\(output)/\(pair.scene)-noise.png")
        print("\(output)/\(pair.scene){,-changed,-noise}.png  \(base.width)×\(base.height)")
      }
      return 0
    } catch {
      print("make-pairs: \(error)")
      return 65
    }
  }

  static func render(_ scene: Layout.Scene, _ variant: Layout.Variant) throws -> Bitmap {
    try RenderSession(scene: scene).render(variant).bitmap
  }
}

/// A failure of a benchmark command, with its message.
struct CLIFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
