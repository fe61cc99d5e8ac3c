#if canImport(Glibc)
import Glibc
#endif

/// The verdict of comparing an actual image with its reference.
///
/// ```swift
/// let result = ImageComparator.compare(expected: reference, actual: rendered, tolerance: .standard)
/// if !result.matches { print(result.differingPixels, result.largestRegion!) }
/// ```
public struct ImageComparison: Sendable {
  /// Whether the images match within the tolerance (always false when sizes differ).
  public var matches: Bool
  /// Whether every pixel was identical (the fast path).
  public var identical: Bool
  public var sizeMismatch: Bool
  public var differingPixels: Int
  /// Pixels above the colour threshold that were ignored as anti-aliasing.
  public var antialiasedPixels: Int
  /// Pixels compared (the larger of the two sizes when they differ).
  public var comparedPixels: Int
  /// Regions of differing pixels, largest first.
  public var regions: [PixelRegion]
  /// The diff picture: a faint grey ghost of the reference, differing pixels red, anti-aliasing yellow;
  /// padded to the larger size when the sizes differ (pixels outside one image are magenta).
  public var diffImage: PixelImage?
  public var tolerance: Tolerance

  public var largestRegion: PixelRegion? { regions.first }
}

/// Compares images: an exact fast path on decoded pixels, then pixelmatch's tolerant comparison
/// (YIQ colour threshold, anti-aliasing detection), with a padded diff when sizes differ.
///
/// ```swift
/// let verdict = ImageComparator.compare(expected: a, actual: b, tolerance: Tolerance(maxDiffPixels: 10))
/// verdict.matches
/// ```
public enum ImageComparator {
  static let red = PixelImage.opaque(red: 255, green: 0, blue: 0)
  static let yellow = PixelImage.opaque(red: 255, green: 255, blue: 0)
  static let magenta = PixelImage.opaque(red: 255, green: 0, blue: 255)

  /// Compares `actual` with `expected`; `makeDiff` false skips the diff picture (faster for a pass).
  public static func compare(expected: PixelImage, actual: PixelImage, tolerance: Tolerance, makeDiff: Bool = true) -> ImageComparison {
    if expected.width == actual.width && expected.height == actual.height {
      if samePixels(expected.pixels, actual.pixels) {
        return ImageComparison(matches: true, identical: true, sizeMismatch: false, differingPixels: 0, antialiasedPixels: 0,
                               comparedPixels: expected.pixels.count, regions: [], diffImage: nil, tolerance: tolerance)
      }
      return compareSameSize(expected: expected, actual: actual, tolerance: tolerance, makeDiff: makeDiff)
    }
    return comparePadded(expected: expected, actual: actual, tolerance: tolerance)
  }

  /// The tolerant comparison of two images of one size. Rows whose bytes are equal are skipped with
  /// one `memcmp` each (most rows of a snapshot are), so colour and anti-aliasing work is only done for
  /// the pixels that differ; differing pixels are collected as indices rather than in a full-size mask.
  private static func compareSameSize(expected: PixelImage, actual: PixelImage, tolerance: Tolerance, makeDiff: Bool) -> ImageComparison {
    let width = expected.width, height = expected.height
    let maxDelta = ColorDelta.maximum * tolerance.threshold * tolerance.threshold
    var differingIndices: [Int] = []
    var diff = makeDiff ? ghost(of: expected) : nil
    var antialiased = 0
    if width > 0 && height > 0 {
      expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
          for y in 0..<height {
            let row = y * width
            if memcmp(e.baseAddress! + row, a.baseAddress! + row, width * MemoryLayout<UInt32>.size) == 0 { continue }
            for index in row..<(row + width) where e[index] != a[index] {
              let delta = ColorDelta.squared(e[index], a[index])
              guard delta > maxDelta else { continue }
              let x = index - row
              if !tolerance.includeAntialiasing
                && (AntialiasingDetector.isAntialiased(x: x, y: y, in: expected, other: actual)
                  || AntialiasingDetector.isAntialiased(x: x, y: y, in: actual, other: expected)) {
                antialiased += 1
                diff?.pixels[index] = yellow
              } else {
                differingIndices.append(index)
                diff?.pixels[index] = red
              }
            }
          }
        }
      }
    }
    let differing = differingIndices.count
    let regions = differing > 0 ? DiffRegions.find(indices: differingIndices, width: width, height: height) : []
    let matches = differing <= tolerance.allowedPixels(of: width * height)
    return ImageComparison(matches: matches, identical: false, sizeMismatch: false, differingPixels: differing,
                           antialiasedPixels: antialiased, comparedPixels: width * height, regions: regions,
                           diffImage: diff, tolerance: tolerance)
  }

  /// Whether two pixel arrays hold the same words (one `memcmp`).
  static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }

  /// Different sizes: compare the overlap pixel by pixel (no anti-aliasing allowance), and count every
  /// pixel that only one image has. Never a match.
  private static func comparePadded(expected: PixelImage, actual: PixelImage, tolerance: Tolerance) -> ImageComparison {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    let maxDelta = ColorDelta.maximum * tolerance.threshold * tolerance.threshold
    var mask = [Bool](repeating: false, count: width * height)
    var diff = PixelImage(width: width, height: height, filledWith: magenta)
    var differing = 0
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        let inExpected = x < expected.width && y < expected.height
        let inActual = x < actual.width && y < actual.height
        if inExpected && inActual {
          let e = expected.pixel(x: x, y: y), a = actual.pixel(x: x, y: y)
          if e != a && ColorDelta.squared(e, a) > maxDelta {
            differing += 1; mask[index] = true; diff.pixels[index] = red
          } else {
            diff.pixels[index] = ghostPixel(e)
          }
        } else {
          differing += 1; mask[index] = true
        }
      }
    }
    return ImageComparison(matches: false, identical: false, sizeMismatch: true, differingPixels: differing,
                           antialiasedPixels: 0, comparedPixels: width * height,
                           regions: DiffRegions.find(in: mask, width: width, height: height),
                           diffImage: diff, tolerance: tolerance)
  }

  /// The reference drawn as a faint grey picture (10% of its brightness over white). A run of equal
  /// pixels (flat backgrounds, most of a screen) reuses the grey of its first pixel.
  static func ghost(of image: PixelImage) -> PixelImage {
    var pixels = [UInt32](repeating: 0, count: image.pixels.count)
    image.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        guard let first = source.first else { return }
        var last = first, lastGhost = ghostPixel(first)
        for index in source.indices {
          let pixel = source[index]
          if pixel != last {
            last = pixel
            lastGhost = ghostPixel(pixel)
          }
          target[index] = lastGhost
        }
      }
    }
    return PixelImage(width: image.width, height: image.height, pixels: pixels)
  }

  @inline(__always)
  static func ghostPixel(_ pixel: UInt32) -> UInt32 {
    let level = UInt8(max(0, min(255, 255 + (ColorDelta.brightness(of: pixel) - 255) * 0.1)).rounded())
    return PixelImage.opaque(red: level, green: level, blue: level)
  }
}
