import Foundation

/// The one rule that places a layer (and a view) in its superlayer: `bounds` is put with its `anchorPoint` at
/// `position` and then transformed about that point; `frame` is the bounding box of the result.
enum LayerGeometry {
  /// The four corners of `size` placed about `anchor` (relative to the anchor point, untransformed).
  static func corners(size: CGSize, anchor: CGPoint) -> [CGPoint] {
    let left = -anchor.x * size.width, top = -anchor.y * size.height
    return [CGPoint(x: left, y: top), CGPoint(x: left + size.width, y: top),
            CGPoint(x: left, y: top + size.height), CGPoint(x: left + size.width, y: top + size.height)]
  }

  /// The smallest rectangle holding `points`.
  static func boundingBox(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .zero }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for point in points.dropFirst() {
      minX = min(minX, point.x); maxX = max(maxX, point.x); minY = min(minY, point.y); maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The frame of a layer: its bounds placed and transformed, as Core Animation computes it.
  static func frame(position: CGPoint, size: CGSize, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
    let box = boundingBox(corners(size: size, anchor: anchor).map { $0.applying(transform) })
    return box.offsetBy(dx: position.x, dy: position.y)
  }

  /// The position and bounds size that give `frame`: an axis-aligned scale divides the size by it (as
  /// Core Animation's `setFrame:` does); a rotation keeps the current size and moves the layer.
  static func place(frame: CGRect, anchor: CGPoint, transform: CGAffineTransform, currentSize: CGSize) -> (position: CGPoint, size: CGSize) {
    var size = frame.size
    if transform.b == 0, transform.c == 0 {
      if transform.a != 0 { size.width = frame.width / abs(transform.a) }
      if transform.d != 0 { size.height = frame.height / abs(transform.d) }
    } else {
      size = currentSize
    }
    let box = boundingBox(corners(size: size, anchor: anchor).map { $0.applying(transform) })
    return (CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY), size)
  }

  /// `point` in the layer's bounds coordinates, moved into its superlayer's.
  static func toParent(_ point: CGPoint, position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.minX - anchor.x * bounds.width, y: point.y - bounds.minY - anchor.y * bounds.height)
    let moved = local.applying(transform)
    return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
  }

  /// `point` in the superlayer's coordinates, moved into the layer's bounds coordinates.
  static func toLocal(_ point: CGPoint, position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGPoint {
    let relative = CGPoint(x: point.x - position.x, y: point.y - position.y).applying(transform.inverted())
    return CGPoint(x: relative.x + bounds.minX + anchor.x * bounds.width, y: relative.y + bounds.minY + anchor.y * bounds.height)
  }
}
