import PlumbLayout

/// Where a contact sheet puts each variant's picture: one row per combination of everything but the
/// width (in matrix order), one column per width, a caption above each tile, a title on top. A scene
/// with a single width has its variants wrapped in reading order into a grid ⌈√n⌉ columns wide instead
/// of one tall column.
///
/// Columns are as wide as their widest tile, rows as tall as their tallest; tiles sit at the top-left of
/// their cell. Every length is in points on the sheet; the sheet is drawn at the largest variant scale.
/// When the sheet would be more than `maximumPixels` wide or tall, tiles are shrunk by one factor
/// (`shrink`, ≤ 1) until it fits; captions, title and gaps keep their size. Positions are whole
/// points, so unshrunk tiles land on the pixel grid and are copied exactly.
///
/// ```swift
/// let sheet = SheetLayout(variants: variants, sizes: sizes, captionHeight: 12, titleHeight: 14)
/// sheet.size                 // the sheet in points
/// sheet.tiles[0].frame       // where the first variant's picture goes
/// ```
public struct SheetLayout: Sendable, Equatable {
  /// One variant's place on the sheet.
  public struct Tile: Sendable, Equatable {
    /// The variant's name (the caption).
    public var name: String
    /// The tile's row and column in the grid, from 0.
    public var row: Int
    public var column: Int
    /// The picture's rectangle (its size times `shrink`).
    public var frame: Rect
    /// The caption's rectangle, just above the picture.
    public var caption: Rect
  }

  /// Around the sheet's content, in points.
  public static let padding = 16.0
  /// Between rows and columns, in points.
  public static let gap = 16.0
  /// Between a caption and its tile, in points.
  public static let captionGap = 4.0

  /// One per variant, in the order given.
  public var tiles: [Tile]
  /// The sheet in points.
  public var size: Size
  /// The sheet's pixels per point: the largest variant scale.
  public var scale: Double
  /// The factor every tile is drawn at (1 unless the sheet had to shrink).
  public var shrink: Double
  /// The title's rectangle at the top.
  public var title: Rect

  /// Lays out pictures of `sizes` points (one per variant, same order); `captionHeight` and
  /// `titleHeight` are the measured text heights.
  public init(variants: [Layout.Variant], sizes: [Size], captionHeight: Double, titleHeight: Double,
              maximumPixels: Double = 8192) {
    precondition(variants.count == sizes.count, "one size per variant")
    scale = variants.map(\.scale).max() ?? 1
    var keys: [String] = [], widths: [Double] = []
    var cells: [(row: Int, column: Int)] = []
    for variant in variants {
      var key = variant
      key.width = 0
      if !keys.contains(key.name) { keys.append(key.name) }
      if !widths.contains(variant.width) { widths.append(variant.width) }
      cells.append((keys.firstIndex(of: key.name)!, widths.firstIndex(of: variant.width)!))
    }
    var rows = keys.count, columns = widths.count
    if columns == 1, variants.count > 1 {
      columns = Int(Double(variants.count).squareRoot().rounded(.up))
      rows = (variants.count + columns - 1) / columns
      cells = variants.indices.map { ($0 / columns, $0 % columns) }
    }
    let place = { (shrink: Double) in
      Self.place(variants, sizes, cells, rows: rows, columns: columns, shrink: shrink, caption: captionHeight,
                 title: titleHeight)
    }
    let limit = maximumPixels / scale
    let fits = { (size: Size) in size.width <= limit && size.height <= limit }
    var shrink = 1.0
    var made = place(shrink)
    if !fits(made.size) {
      // Captions, title and gaps do not shrink: solve for the factor on the rest, then step down
      // until the tiles' rounding fits too.
      let fixed = place(0).size
      let factors = [(made.size.width, fixed.width), (made.size.height, fixed.height)]
        .filter { $0.0 > limit }.map { (limit - $0.1) / ($0.0 - $0.1) }
      shrink = max(0.01, factors.min() ?? 1)
      made = place(shrink)
      while !fits(made.size), shrink > 0.01 {
        shrink *= 0.98
        made = place(shrink)
      }
    }
    tiles = made.tiles
    size = made.size
    self.shrink = shrink
    title = Rect(x: Self.padding, y: Self.padding, width: max(0, made.size.width - 2 * Self.padding), height: titleHeight)
  }

  private static func place(
    _ variants: [Layout.Variant], _ sizes: [Size], _ cells: [(row: Int, column: Int)], rows: Int, columns: Int,
    shrink: Double, caption: Double, title: Double
  ) -> (tiles: [Tile], size: Size) {
    let scaled = sizes.map { Size(width: ($0.width * shrink).rounded(.up), height: ($0.height * shrink).rounded(.up)) }
    var columnWidth = Array(repeating: 0.0, count: columns), rowHeight = Array(repeating: 0.0, count: rows)
    for (cell, size) in zip(cells, scaled) {
      columnWidth[cell.column] = max(columnWidth[cell.column], size.width)
      rowHeight[cell.row] = max(rowHeight[cell.row], size.height)
    }
    let captionBlock = (caption + captionGap).rounded(.up)
    var xs: [Double] = [], ys: [Double] = []
    var x = padding
    for width in columnWidth { xs.append(x); x += width + gap }
    var y = padding + title.rounded(.up) + gap
    for height in rowHeight { ys.append(y); y += captionBlock + height + gap }
    let tiles = variants.indices.map { i -> Tile in
      let (row, column) = cells[i]
      let top = ys[row]
      return Tile(
        name: variants[i].name, row: row, column: column,
        frame: Rect(x: xs[column], y: top + captionBlock, width: sizes[i].width * shrink, height: sizes[i].height * shrink),
        caption: Rect(x: xs[column], y: top, width: columnWidth[column], height: caption))
    }
    let width = max(x - gap + padding, 2 * padding)
    return (tiles, Size(width: width, height: y - gap + padding))
  }
}
