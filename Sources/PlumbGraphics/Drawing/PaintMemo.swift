/// Remembers what drawing did to a small box of pixels, so that drawing the same thing again over the same
/// pixels is a copy (`Canvas.drawMemoized`): UIKit controls' chrome (a switch's track and thumb, a slider's
/// shadowed thumb, a segmented control's raised segment) costs Cairo far more to rasterise than to copy.
///
/// An entry holds the key of the drawing, the pixels of the box before it (one colour when uniform, the
/// usual case) and after it. It is used only when the canvas's pixels in the box equal the stored "before"
/// exactly, so a hit gives the same bytes as drawing: every pixel Cairo writes depends only on the geometry
/// (the same relative to the box, at the same sub-pixel phase: part of the key) and on that pixel's old
/// value. Entries are immutable arrays of words and the table is behind a lock, so one memo serves every
/// render thread; no Cairo object is shared. The memo is bounded: entries over `entryLimit` bytes are
/// not kept and the oldest entries are dropped once `byteLimit` is passed.
///
/// ```swift
/// let memo = PaintMemo(byteLimit: 8 << 20)
/// canvas.drawMemoized(key: "thumb", reference: origin, inkBounds: thumbBounds, memo: memo) {
///   canvas.fillShadow(thumb, cornerRadius: 13.5, color: shadow, blur: 3, offsetY: 2)
///   canvas.fillCircle(center: center, radius: 13.5, color: .white)
/// }
/// memo.statistics.hits   // 1 the second time over the same pixels
/// ```
public final class PaintMemo: @unchecked Sendable {
  /// The memo the scene renderer uses for controls unless told otherwise (32 MB).
  ///
  /// ```swift
  /// PaintMemo.shared.statistics.entries   // what the renders of this process keep
  /// ```
  public static let shared = PaintMemo(byteLimit: 32 << 20)

  /// How often drawings were copied (`hits`), drawn and kept or drawn uncached (`misses`), and what is kept.
  ///
  /// ```swift
  /// let stats = memo.statistics
  /// print("\(stats.hits) hits, \(stats.misses) misses, \(stats.bytes) bytes in \(stats.entries) entries")
  /// ```
  public struct Statistics: Equatable, Sendable {
    public var hits = 0
    public var misses = 0
    public var entries = 0
    public var bytes = 0
    /// No hits, misses or entries.
    public init() {}
    init(hits: Int, misses: Int, entries: Int, bytes: Int) {
      self.hits = hits; self.misses = misses; self.entries = entries; self.bytes = bytes
    }
  }

  /// The bytes of pixels kept at most (before and after of every entry).
  ///
  /// ```swift
  /// PaintMemo(byteLimit: 8 << 20).byteLimit   // 8_388_608
  /// ```
  public let byteLimit: Int
  /// The largest entry kept, in bytes (a quarter of `byteLimit`).
  ///
  /// ```swift
  /// PaintMemo(byteLimit: 8 << 20).entryLimit   // 2_097_152
  /// ```
  public var entryLimit: Int { byteLimit / 4 }

  private let lock = Lock()
  private var table: [Key: [Entry]] = [:]
  private var order: [(key: Key, entry: Entry)] = []
  private var counts = Statistics()

  /// A memo keeping at most `byteLimit` bytes of pixels.
  ///
  /// ```swift
  /// var renderer = SceneRenderer(measurer: measurer, images: images)
  /// renderer.controlMemo = PaintMemo(byteLimit: 4 << 20)   // a memo of its own
  /// ```
  public init(byteLimit: Int) {
    self.byteLimit = max(0, byteLimit)
  }

  /// Hits, misses, entries and bytes so far.
  ///
  /// ```swift
  /// memo.statistics.hits   // 0 for a new memo
  /// ```
  public var statistics: Statistics { lock.withLock { counts } }

  /// Forgets every entry and resets the counts.
  ///
  /// ```swift
  /// memo.removeAll()
  /// memo.statistics == PaintMemo.Statistics()   // true
  /// ```
  public func removeAll() {
    lock.withLock {
      table.removeAll()
      order.removeAll()
      counts = Statistics()
    }
  }

  /// What the drawing is and where it falls on the pixel grid: the caller's key, the scale, the sub-pixel
  /// phase of the reference point and the box relative to the reference point's pixel.
  struct Key: Hashable {
    var content: AnyHashable
    var scale: Double
    var phaseX: Double, phaseY: Double
    var box: PixelBox
  }

  /// A box of pixels: origin and size (relative to a reference pixel in keys, absolute on a canvas).
  struct PixelBox: Hashable {
    var x: Int, y: Int, width: Int, height: Int
    var count: Int { width * height }
  }

  /// The pixels of the box before drawing: one colour (the common case, a page or a card) or all of them.
  enum Backdrop {
    case uniform(UInt32)
    case pixels([UInt32])

    var byteCount: Int {
      if case .pixels(let words) = self { return words.count * 4 }
      return 4
    }
  }

  /// A run of changed pixels in one row of a box: where it starts (row × width + column) and how long it is.
  struct Run {
    var start: Int32
    var count: Int32
  }

  /// One drawing over one backdrop: the box's pixels before, and the pixels drawing changed, as runs along
  /// the rows (`after` holds the runs' pixels one after the other; the rest of the box kept its pixels).
  final class Entry {
    let before: Backdrop
    let runs: [Run]
    let after: [UInt32]
    init(before: Backdrop, runs: [Run], after: [UInt32]) { self.before = before; self.runs = runs; self.after = after }
    var byteCount: Int { before.byteCount + after.count * 4 + runs.count * 8 }
  }

  func entries(for key: Key) -> [Entry] {
    lock.withLock {
      let found = table[key] ?? []
      return found
    }
  }

  func countHit() { lock.withLock { counts.hits += 1 } }
  func countMiss() { lock.withLock { counts.misses += 1 } }

  /// Keeps `entry` under `key` (at most four backdrops per key), dropping the oldest entries over the limit.
  func store(_ entry: Entry, for key: Key) {
    let size = entry.byteCount
    guard size <= entryLimit else { return }
    lock.withLock {
      var list = table[key] ?? []
      if list.count >= 4 {
        let dropped = list.removeFirst()
        counts.bytes -= dropped.byteCount
        counts.entries -= 1
        order.removeAll { $0.entry === dropped }
      }
      list.append(entry)
      table[key] = list
      order.append((key, entry))
      counts.bytes += size
      counts.entries += 1
      if counts.bytes > byteLimit {
        var drop = 0
        while counts.bytes > byteLimit / 2, drop < order.count {
          let old = order[drop]
          drop += 1
          counts.bytes -= old.entry.byteCount
          counts.entries -= 1
          table[old.key]?.removeAll { $0 === old.entry }
          if table[old.key]?.isEmpty == true { table[old.key] = nil }
        }
        order.removeFirst(drop)
      }
    }
  }
}
