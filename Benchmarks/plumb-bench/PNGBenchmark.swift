import Foundation
@_spi(Benchmarks) import PlumbGraphics

/// `plumb-bench png [--references Snapshots] [--reps 3] [--every N] [--grid full|short] [--compressors "libdeflate zlib"] [--levels "1 2 3"] [--filters "none up+paeth all"]`
///
/// The PNG codec choices, measured on the repository's references (the pictures Plumb really writes):
/// decoding with Cairo's reader (the old path), libpng and libspng — checking that all three give
/// the same pixels — and writing with Cairo's writer against libdeflate and libpng/zlib at a grid of
/// levels (zlib strategies) and filters: total bytes and milliseconds per picture, best of `reps`. Also the cost of
/// the pixel digest that lets a verify skip decoding. `--every N` takes every Nth reference only;
/// `--grid short` times only the standard, `--optimize` and Cairo-like settings.
enum PNGBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let options = Bench.Options(arguments)
    let folder = options.string("references", "Snapshots")
    let reps = max(1, options.int("reps", 3))
    let every = max(1, options.int("every", 1))
    let files = referenceFiles(folder).enumerated().filter { $0.offset % every == 0 }.map(\.element)
    guard !files.isEmpty else { print("png: no PNG files under \(folder)"); return 66 }
    do {
      let bytes = try files.map { path -> [UInt8] in
        guard let data = FileManager.default.contents(atPath: path) else { throw GraphicsError.fileNotFound(path: path) }
        return [UInt8](data)
      }
      let bitmaps = try zip(files, bytes).map { try Image(data: $1, name: $0).bitmap }
      let pixels = bitmaps.map { $0.width * $0.height }.reduce(0, +)
      print("png: \(files.count) references in \(folder), \(Bench.format(Double(pixels) / Double(files.count) / 1e6, digits: 2)) Mpx each on average, "
        + "\(Bench.format(Double(bytes.map(\.count).reduce(0, +)) / 1024, digits: 0)) KiB; best of \(reps); \(Bench.loadNote())")

      print("\ndecode (ms per picture)")
      func best(_ body: () throws -> Void) rethrows -> Double {
        var result = Double.infinity
        for _ in 0..<reps { result = min(result, try Bench.time(body)) }
        return result / Double(files.count) * 1000
      }
      let cairo = try best { for (path, data) in zip(files, bytes) { _ = try Image(data: data, name: path).bitmap } }
      print(Bench.pad("cairo (old)", 14, left: true) + Bench.pad(Bench.format(cairo), 8))
      for decoder in PNGFile.Decoder.allCases {
        var same = true
        let time = try best {
          for (index, data) in bytes.enumerated() {
            let decoded = try PNGFile.decode(data, name: files[index], decoder: decoder)
            if decoded != bitmaps[index] { same = false }
          }
        }
        print(Bench.pad(decoder.rawValue, 14, left: true) + Bench.pad(Bench.format(time), 8)
          + Bench.pad(Bench.format(cairo / time) + "× cairo", 14) + (same ? "   pixels identical to cairo's" : "   PIXELS DIFFER"))
      }
      let digest = best { for bitmap in bitmaps { _ = PixelDigest(bitmap) } }
      let stored = best { for data in bytes { _ = PNGFile.storedDigest(in: data) } }
      print(Bench.pad("pixel digest", 14, left: true) + Bench.pad(Bench.format(digest, digits: 3), 8) + "   (XXH3-128 of the rendered pixels)")
      print(Bench.pad("stored digest", 14, left: true) + Bench.pad(Bench.format(stored, digits: 3), 8) + "   (find plDG, check CRC and the file digest)")

      print("\nencode (ms per picture, total size against Cairo's writer)")
      let cairoBytes = try bitmaps.map { try $0.cairoPNGData() }.map(\.count).reduce(0, +)
      let cairoTime = try best { for bitmap in bitmaps { _ = try bitmap.cairoPNGData() } }
      print(Bench.pad("writer", 34, left: true) + Bench.pad("ms", 8) + Bench.pad("speed-up", 10) + Bench.pad("KiB", 9) + Bench.pad("size", 8))
      print(Bench.pad("cairo (old)", 34, left: true) + Bench.pad(Bench.format(cairoTime), 8) + Bench.pad("1.00×", 10)
        + Bench.pad(Bench.format(Double(cairoBytes) / 1024, digits: 0), 9) + Bench.pad("100%", 8))
      let filterSets: [PNGWriteSettings.Filters] = options.string("filters", "none up none+up none+paeth all")
        .split(separator: " ").map { name in
          name.split(separator: "+").reduce(into: PNGWriteSettings.Filters()) { set, part in
            set.formUnion([("none", PNGWriteSettings.Filters.none), ("sub", .sub), ("up", .up), ("avg", .average), ("paeth", .paeth),
                           ("all", .all)].first { $0.0 == part }?.1 ?? [])
          }
        }
      var grid: [PNGWriteSettings] = []
      let compressors = options.string("compressors", "libdeflate zlib").split(separator: " ")
        .compactMap { PNGWriteSettings.Compressor(rawValue: String($0)) }
      for compressor in compressors {
        let levels = options.string("levels", compressor == .zlib ? "1 3 6" : "1 2 3 4 6 9 12")
        for level in levels.split(separator: " ").compactMap({ Int($0) }) {
          let strategies = compressor == .zlib ? options.string("strategies", "default").split(separator: " ")
            .compactMap { name in PNGWriteSettings.Strategy.allCases.first { "\($0)" == name } } : [.default]
          for strategy in strategies {
            for filters in filterSets {
              grid.append(PNGWriteSettings(compressor: compressor, level: level, strategy: strategy, filters: filters))
            }
          }
        }
      }
      if options.string("grid", "full") == "short" { grid = [.standard, .smallest, .cairo] }
      for settings in grid {
        let size = try bitmaps.map { try PNGFile.encode($0, settings: settings) }.map(\.count).reduce(0, +)
        let time = try best { for bitmap in bitmaps { _ = try PNGFile.encode(bitmap, settings: settings) } }
        let mark = settings == .standard ? "  ← standard" : settings == .smallest ? "  ← --optimize" : ""
        print(Bench.pad(settings.description, 34, left: true) + Bench.pad(Bench.format(time), 8)
          + Bench.pad(Bench.format(cairoTime / time) + "×", 10) + Bench.pad(Bench.format(Double(size) / 1024, digits: 0), 9)
          + Bench.pad(Bench.format(Double(size) / Double(cairoBytes) * 100, digits: 0) + "%", 8) + mark)
      }
      print("(compressors × levels × filters; digest chunk included; \(Bench.loadNote()))")
      return 0
    } catch {
      print("png: \(error)")
      return 65
    }
  }

  /// Every `.png` under `folder`, sorted.
  static func referenceFiles(_ folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".png") { files.append(folder + "/" + relative) }
    }
    return files.sorted()
  }
}
