/// A rectangle of pixels, with how many differing pixels it holds.
///
/// ```swift
/// let region = PixelRegion(x: 10, y: 4, width: 12, height: 9, count: 31)
/// region.description   // "31 pixels in (10, 4) 12×9"
/// ```
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
  public var x: Int, y: Int, width: Int, height: Int
  /// Differing pixels inside the region.
  public var count: Int
  public init(x: Int, y: Int, width: Int, height: Int, count: Int) {
    self.x = x; self.y = y; self.width = width; self.height = height; self.count = count
  }
  public var description: String { "\(count) pixel\(count == 1 ? "" : "s") in (\(x), \(y)) \(width)×\(height)" }
}

/// Groups differing pixels into regions: pixels closer than `reach` (in cells of `reach` pixels,
/// 8-connected) belong together, so one changed word is one region, not one per glyph.
///
/// ```swift
/// let regions = DiffRegions.find(in: mask, width: 100, height: 40)   // largest first
/// ```
enum DiffRegions {
  static let reach = 4

  /// Regions of `mask` (true = differing), largest count first; ties by position (top, then left).
  static func find(in mask: [Bool], width: Int, height: Int) -> [PixelRegion] {
    guard width > 0, height > 0 else { return [] }
    return find(indices: mask.indices.filter { mask[$0] }, width: width, height: height)
  }

  /// Regions of the differing pixels at `indices` (`y * width + x`), as `find(in:width:height:)`;
  /// the comparator collects indices instead of a full-size mask.
  static func find(indices: [Int], width: Int, height: Int) -> [PixelRegion] {
    guard width > 0, height > 0 else { return [] }
    let columns = (width + reach - 1) / reach, rows = (height + reach - 1) / reach
    var cellCount = [Int](repeating: 0, count: columns * rows)
    var cellBox = [(minX: Int, minY: Int, maxX: Int, maxY: Int)](repeating: (Int.max, Int.max, -1, -1), count: columns * rows)
    for index in indices {
      let x = index % width, y = index / width
      let cell = (y / reach) * columns + x / reach
      cellCount[cell] += 1
      let box = cellBox[cell]
      cellBox[cell] = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
    }
    var label = [Int](repeating: -1, count: columns * rows)
    var regions: [PixelRegion] = []
    var stack: [Int] = []
    for start in 0..<(columns * rows) where cellCount[start] > 0 && label[start] < 0 {
      var count = 0
      var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
      label[start] = regions.count
      stack.append(start)
      while let cell = stack.popLast() {
        count += cellCount[cell]
        let b = cellBox[cell]
        box = (min(box.minX, b.minX), min(box.minY, b.minY), max(box.maxX, b.maxX), max(box.maxY, b.maxY))
        let cx = cell % columns, cy = cell / columns
        for ny in max(cy - 1, 0)...min(cy + 1, rows - 1) {
          for nx in max(cx - 1, 0)...min(cx + 1, columns - 1) {
            let neighbour = ny * columns + nx
            if cellCount[neighbour] > 0 && label[neighbour] < 0 {
              label[neighbour] = regions.count
              stack.append(neighbour)
            }
          }
        }
      }
      regions.append(PixelRegion(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1, count: count))
    }
    return regions.sorted { a, b in
      a.count != b.count ? a.count > b.count : (a.y, a.x) < (b.y, b.x)
    }
  }
}
