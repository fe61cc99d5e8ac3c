import PlumbGraphics
import PlumbLayout

/// Line drawings of UIKit's system bar items (`UIBarButtonItem.SystemItem`, `UITabBarItem.SystemItem`) and of
/// the search field's magnifying glass, in a square: Plumb has no SF Symbols, so these stand in for them at
/// their size and in their colour, simple enough to read as the same icon.
///
/// ```swift
/// BarGlyphs(canvas: canvas).draw(.add, in: Rect(x: 335, y: 10, width: 24, height: 24), color: tint)
/// ```
struct BarGlyphs {
  let canvas: Canvas

  /// A bar button item's icon; `false` when the item has no icon of its own (text items and spaces).
  @discardableResult
  func draw(_ item: Layout.BarButtonSystemItem, in box: Rect, color: Color) -> Bool {
    let u = box.width / 24
    func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * u, y: box.minY + y * u) }
    func line(_ points: [Point], _ width: Double = 2) { canvas.strokeRoundPath(points, width: width * u, color: color) }
    switch item {
    case .add:
      line([p(12, 4), p(12, 20)]); line([p(4, 12), p(20, 12)])
    case .close:
      canvas.fillCircle(center: p(12, 12), radius: 10 * u, color: color.withAlpha(0.15))
      line([p(8.5, 8.5), p(15.5, 15.5)]); line([p(15.5, 8.5), p(8.5, 15.5)])
    case .stop:
      line([p(6, 6), p(18, 18)]); line([p(18, 6), p(6, 18)])
    case .search:
      magnifier(in: box, color: color)
    case .compose:
      line([p(13, 4), p(4, 4), p(4, 20), p(20, 20), p(20, 11)], 1.6); line([p(10, 14), p(20, 4)])
    case .reply:
      line([p(9, 5), p(3, 11), p(9, 17)]); line([p(3, 11), p(15, 11), p(21, 17), p(21, 20)])
    case .action:
      line([p(8, 9), p(5, 9), p(5, 21), p(19, 21), p(19, 9), p(16, 9)], 1.6)
      line([p(12, 2.5), p(12, 15)]); line([p(8, 6.5), p(12, 2.5), p(16, 6.5)])
    case .organize:
      line([p(3, 7), p(3, 19), p(21, 19), p(21, 9), p(11, 9), p(9, 6), p(3, 6), p(3, 7)], 1.6)
    case .bookmarks:
      line([p(4, 5), p(4, 19), p(11, 21), p(11, 7), p(4, 5)], 1.6); line([p(20, 5), p(20, 19), p(13, 21), p(13, 7), p(20, 5)], 1.6)
    case .refresh:
      canvas.strokeArc(center: p(12, 13), radius: 7.5 * u, start: -1.2, end: 4.0, width: 2 * u, color: color)
      canvas.fillPolygon([p(12, 1.5), p(17, 5.5), p(12, 9.5)], color: color)
    case .camera:
      canvas.strokeBorder(Rect(x: box.minX + 2 * u, y: box.minY + 7 * u, width: 20 * u, height: 14 * u), width: 1.6 * u, color: color, cornerRadius: 3 * u)
      line([p(8, 7), p(9.5, 4), p(14.5, 4), p(16, 7)], 1.6)
      canvas.strokeCircle(center: p(12, 14), radius: 4 * u, width: 1.6 * u, color: color)
    case .trash:
      line([p(3, 6), p(21, 6)], 1.6); line([p(9, 6), p(9.5, 3), p(14.5, 3), p(15, 6)], 1.6)
      line([p(5.5, 6), p(6.5, 21), p(17.5, 21), p(18.5, 6)], 1.6)
    case .play:
      canvas.fillPolygon([p(7, 4), p(20, 12), p(7, 20)], color: color)
    case .pause:
      canvas.fill(Rect(x: box.minX + 6 * u, y: box.minY + 4 * u, width: 4 * u, height: 16 * u), color: color, cornerRadius: 1 * u)
      canvas.fill(Rect(x: box.minX + 14 * u, y: box.minY + 4 * u, width: 4 * u, height: 16 * u), color: color, cornerRadius: 1 * u)
    case .rewind:
      canvas.fillPolygon([p(12, 6), p(2, 12), p(12, 18)], color: color); canvas.fillPolygon([p(22, 6), p(12, 12), p(22, 18)], color: color)
    case .fastForward:
      canvas.fillPolygon([p(2, 6), p(12, 12), p(2, 18)], color: color); canvas.fillPolygon([p(12, 6), p(22, 12), p(12, 18)], color: color)
    case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
      return false
    }
    return true
  }

  /// A tab bar item's icon.
  func draw(_ item: Layout.TabBarSystemItem, in box: Rect, color: Color) {
    let u = box.width / 25
    func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * u, y: box.minY + y * u) }
    switch item {
    case .more:
      for x in [5.0, 12.5, 20] { canvas.fillCircle(center: p(x, 12.5), radius: 2.2 * u, color: color) }
    case .favorites, .featured, .topRated:
      canvas.fillPolygon(star(center: p(12.5, 13), outer: 11.5 * u, inner: 4.8 * u), color: color)
    case .recents, .history, .mostRecent:
      canvas.strokeCircle(center: p(12.5, 12.5), radius: 10.5 * u, width: 2 * u, color: color)
      canvas.strokeRoundPath([p(12.5, 6), p(12.5, 12.5), p(17, 15)], width: 2 * u, color: color)
    case .contacts:
      canvas.fillCircle(center: p(12.5, 8), radius: 5 * u, color: color)
      canvas.fillWedge(center: p(12.5, 24), radius: 10.5 * u, start: Double.pi, end: 2 * Double.pi, color: color)
    case .bookmarks:
      canvas.fillPolygon([p(4, 4), p(11.5, 6), p(11.5, 23), p(4, 21)], color: color)
      canvas.fillPolygon([p(21, 4), p(13.5, 6), p(13.5, 23), p(21, 21)], color: color)
    case .search:
      magnifier(in: box, color: color)
    case .downloads:
      canvas.strokeRoundPath([p(12.5, 3), p(12.5, 16)], width: 2.2 * u, color: color)
      canvas.strokeRoundPath([p(7, 11), p(12.5, 16.5), p(18, 11)], width: 2.2 * u, color: color)
      canvas.strokeRoundPath([p(4, 18), p(4, 22), p(21, 22), p(21, 18)], width: 2.2 * u, color: color)
    case .mostViewed:
      for y in [6.0, 12.5, 19] {
        canvas.fillCircle(center: p(4, y), radius: 1.8 * u, color: color)
        canvas.strokeRoundPath([p(9, y), p(22, y)], width: 2.2 * u, color: color)
      }
    }
  }

  /// The magnifying glass of a search field or search item.
  func magnifier(in box: Rect, color: Color) {
    let u = box.width / 24
    canvas.strokeCircle(center: Point(x: box.minX + 10 * u, y: box.minY + 10 * u), radius: 6.5 * u, width: 2 * u, color: color)
    canvas.strokeRoundPath([Point(x: box.minX + 15 * u, y: box.minY + 15 * u), Point(x: box.minX + 20.5 * u, y: box.minY + 20.5 * u)],
                           width: 2.2 * u, color: color)
  }

  /// A five-pointed star's corners, the first pointing up.
  func star(center: Point, outer: Double, inner: Double) -> [Point] {
    (0..<10).map { index in
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let radius = index.isMultiple(of: 2) ? outer : inner
      return Point(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle))
    }
  }
}
