import CPlumbSupport

/// How Plumb's PNG writer compresses: zlib level and strategy and libpng's row filters.
///
/// `.standard` was chosen with `plumb-bench png` on this repository's 105 references (see
/// `docs/png.md`): zlib level 6 letting libpng choose per row between no filter and `Up` writes them
/// about 1.6× faster than Cairo's writer (level 6, libpng's choice among all five filters) at 101% of
/// its size. No filter alone is as fast but 31% larger on photographs; levels 1–3 (zlib's fast
/// matcher) are up to 2× faster again but 16–35% larger, beyond the 10% this project allows.
/// `.smallest` (`plumb snapshot --optimize`) is level 9 with every filter: a few per cent smaller than
/// Cairo's files, about 3× slower to write.
///
/// ```swift
/// let bytes = try PNGFile.encode(bitmap, settings: .smallest)
/// ```
public struct PNGWriteSettings: Hashable, Sendable, CustomStringConvertible {
  /// The zlib strategy.
  public enum Strategy: Int32, Sendable, CaseIterable {
    case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3
  }
  /// libpng's row filters (a set: libpng picks per row among those allowed).
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

  /// zlib level, 0 (store) … 9 (smallest).
  public var level: Int
  public var strategy: Strategy
  public var filters: Filters

  public init(level: Int, strategy: Strategy = .default, filters: Filters) {
    self.level = min(9, max(0, level)); self.strategy = strategy; self.filters = filters
  }

  /// What references and `plumb render` are written with (measured: see the type's description).
  public static let standard = PNGWriteSettings(level: 6, strategy: .default, filters: [.none, .up])
  /// Smaller files for more time (`plumb snapshot --optimize`).
  public static let smallest = PNGWriteSettings(level: 9, strategy: .default, filters: .all)
  /// What Cairo's writer uses (libpng's defaults): level 6, every filter.
  public static let cairo = PNGWriteSettings(level: 6, strategy: .default, filters: .all)

  /// `"level 2, default, up"`.
  public var description: String { "level \(level), \(strategy), \(filters.name)" }

  var c: plumb_png_settings {
    plumb_png_settings(level: Int32(level), strategy: strategy.rawValue, filters: filters.rawValue)
  }
}
