/// Decides whether a differing pixel is anti-aliasing: the approach of Vyšniauskas, "Anti-aliased Pixel
/// and Intensity Slope Detector" (2009), as pixelmatch applies it.
///
/// A pixel is anti-aliasing when it lies on an intensity slope (it has both a darker and a brighter
/// neighbour, and at most two neighbours of its own brightness) and the darkest or the brightest
/// neighbour sits in a flat area (three or more identical neighbours) in both images. Glyph edges
/// whose coverage moved by a few levels pass; a moved or changed glyph does not.
///
/// ```swift
/// let aa = AntialiasingDetector.isAntialiased(x: 10, y: 4, in: actual, other: expected)
/// ```
enum AntialiasingDetector {
  static func isAntialiased(x: Int, y: Int, in image: PixelImage, other: PixelImage) -> Bool {
    let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1)
    let y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
    let center = image.pixel(x: x, y: y)
    var sameBrightness = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestAt = (0, 0), brightestAt = (0, 0)
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        let delta = ColorDelta.brightness(center, image.pixel(x: nx, y: ny))
        if delta == 0 {
          sameBrightness += 1
          if sameBrightness > 2 { return false }
        } else if delta < darkest {
          darkest = delta; darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta; brightestAt = (nx, ny)
        }
      }
    }
    guard darkest != 0, brightest != 0 else { return false }
    return (hasFlatSurroundings(darkestAt, in: image) && hasFlatSurroundings(darkestAt, in: other))
      || (hasFlatSurroundings(brightestAt, in: image) && hasFlatSurroundings(brightestAt, in: other))
  }

  /// Whether the pixel at `point` has three or more identical neighbours (an image edge counts as one).
  static func hasFlatSurroundings(_ point: (Int, Int), in image: PixelImage) -> Bool {
    let (x, y) = point
    guard x < image.width, y < image.height else { return false }
    let x0 = max(x - 1, 0), x1 = min(x + 1, image.width - 1)
    let y0 = max(y - 1, 0), y1 = min(y + 1, image.height - 1)
    let center = image.pixel(x: x, y: y)
    var identical = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        if image.pixel(x: nx, y: ny) == center {
          identical += 1
          if identical > 2 { return true }
        }
      }
    }
    return false
  }
}
