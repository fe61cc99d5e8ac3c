import CPlumbSupport

/// How Plumb's PNG writer compresses: which deflate implementation at which level, and the row filters.
///
/// `.standard` was chosen with `plumb-bench png` and `plumb-bench snapshot` (see `docs/png.md`): libdeflate
/// at level 4 letting the writer choose per row between no filter and `Up` writes about 2.5× as fast as
/// Cairo's writer (zlib level 6, libpng's choice among all five filters) at 102% of its size; level 6 is
/// as fast on the references but slower on freshly rendered cookbook variants (record 2.6–3.1× against
/// 3.4× with level 4), at 99%. `.smallest` (`plumb snapshot --optimize`) is libdeflate's level 12 with
/// every filter: 12% smaller than Cairo's files, about ten times slower to write. `.cairo` is Cairo's own
/// choice through libpng and zlib, kept for comparisons.
///
/// ```swift
/// let bytes = try PNGFile.encode(bitmap, settings: .smallest)
/// let zlib = PNGWriteSettings(compressor: .zlib, level: 6, filters: [.none, .up])
/// ```
public struct PNGWriteSettings: Hashable, Sendable, CustomStringConvertible {
  /// The deflate implementation.
  public enum Compressor: String, Sendable, CaseIterable {
    /// libdeflate (levels 0…12), with Plumb's own row filtering and chunk framing.
    case libdeflate
    /// zlib through libpng (levels 0…9, with a zlib strategy).
    case zlib
  }
  /// The zlib strategy (only for `.zlib`).
  public enum Strategy: Int32, Sendable, CaseIterable {
    case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3
  }
  /// PNG's row filters (a set: the writer picks per row among those allowed, by libpng's heuristic).
  public struct Filters: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let none = Filters(rawValue: 0x08)
    public static let sub = Filters(rawValue: 0x10)
    public static let up = Filters(rawValue: 0x20)
    public static let average = Filters(rawValue: 0x40)
    public static let paeth = Filters(rawValue: 0x80)
    public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    /// `"up"`, `"none+sub"`, `"all"`.
    public var name: String {
      if self == .all { return "all" }
      let names: [(Filters, String)] = [(.none, "none"), (.sub, "sub"), (.up, "up"), (.average, "avg"), (.paeth, "paeth")]
      return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
  }

  public var compressor: Compressor
  /// The compression level: 0 (store) … 9 for zlib, … 12 for libdeflate (clamped).
  public var level: Int
  public var strategy: Strategy
  public var filters: Filters

  /// Settings for `compressor` (libdeflate unless told otherwise).
  public init(compressor: Compressor = .libdeflate, level: Int, strategy: Strategy = .default, filters: Filters) {
    self.compressor = compressor
    self.level = min(compressor == .zlib ? 9 : 12, max(0, level))
    self.strategy = strategy; self.filters = filters
  }

  /// What references and `plumb render` are written with (measured: see the type's description).
  public static let standard = PNGWriteSettings(compressor: .libdeflate, level: 4, filters: [.none, .up])
  /// Smaller files for more time (`plumb snapshot --optimize`).
  public static let smallest = PNGWriteSettings(compressor: .libdeflate, level: 12, filters: .all)
  /// What Cairo's writer uses (libpng's defaults): zlib level 6, every filter.
  public static let cairo = PNGWriteSettings(compressor: .zlib, level: 6, strategy: .default, filters: .all)

  /// `"libdeflate 4, none+up"`, `"zlib 6 default, all"`.
  public var description: String {
    compressor == .zlib ? "zlib \(level) \(strategy), \(filters.name)" : "libdeflate \(level), \(filters.name)"
  }

  var c: plumb_png_settings {
    plumb_png_settings(level: Int32(level), strategy: strategy.rawValue, filters: filters.rawValue)
  }
}
