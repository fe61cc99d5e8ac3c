import Testing
@testable import PlumbSnapshot

private let white = PixelImage.opaque(red: 255, green: 255, blue: 255)
private let black = PixelImage.opaque(red: 0, green: 0, blue: 0)

private func gray(_ level: UInt8) -> UInt32 { PixelImage.opaque(red: level, green: level, blue: level) }

/// A 20×10 image: black left of column `edge`, one grey anti-aliasing column at `edge`, white to the right.
private func edgeImage(edge: Int, aa: UInt8) -> PixelImage {
  var image = PixelImage(width: 20, height: 10, filledWith: white)
  for y in 0..<10 {
    for x in 0..<edge { image.setPixel(x: x, y: y, black) }
    image.setPixel(x: edge, y: y, gray(aa))
  }
  return image
}

@Suite struct ImageComparatorTests {
  @Test func identicalImagesTakeTheFastPath() {
    let image = edgeImage(edge: 5, aa: 128)
    let result = ImageComparator.compare(expected: image, actual: image, tolerance: .exact)
    #expect(result.matches && result.identical)
    #expect(result.diffImage == nil)
  }

  @Test func oneChangedPixelIsCountedAndLocated() {
    let expected = PixelImage(width: 8, height: 8, filledWith: white)
    var actual = expected
    actual.setPixel(x: 6, y: 2, PixelImage.opaque(red: 255, green: 0, blue: 0))
    let result = ImageComparator.compare(expected: expected, actual: actual, tolerance: .standard)
    #expect(!result.matches)
    #expect(result.differingPixels == 1)
    #expect(result.largestRegion == PixelRegion(x: 6, y: 2, width: 1, height: 1, count: 1))
    #expect(result.diffImage?.pixel(x: 6, y: 2) == ImageComparator.red)
    #expect(result.diffImage?.pixel(x: 0, y: 0) == gray(255))
    let allowed = ImageComparator.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDiffPixels: 1))
    #expect(allowed.matches)
  }

  @Test func changesBelowTheThresholdPass() {
    let expected = PixelImage(width: 4, height: 4, filledWith: gray(200))
    let actual = PixelImage(width: 4, height: 4, filledWith: gray(203))
    #expect(ImageComparator.compare(expected: expected, actual: actual, tolerance: .standard).matches)
    #expect(!ImageComparator.compare(expected: expected, actual: actual, tolerance: .exact).matches)
  }

  @Test func edgeCoverageNoiseIsAntialiasing() {
    let expected = edgeImage(edge: 5, aa: 100)
    let actual = edgeImage(edge: 5, aa: 190)
    let result = ImageComparator.compare(expected: expected, actual: actual, tolerance: .standard)
    #expect(result.matches)
    #expect(result.differingPixels == 0)
    #expect(result.antialiasedPixels == 10)
    #expect(result.diffImage?.pixel(x: 5, y: 3) == ImageComparator.yellow)
    let counted = ImageComparator.compare(expected: expected, actual: actual, tolerance: Tolerance(includeAntialiasing: true))
    #expect(counted.differingPixels == 10)
  }

  @Test func aShiftedEdgeIsARealDifference() {
    let expected = edgeImage(edge: 5, aa: 128)
    let actual = edgeImage(edge: 7, aa: 128)
    let result = ImageComparator.compare(expected: expected, actual: actual, tolerance: .standard)
    #expect(!result.matches)
    // Columns 5 and 7 are edge pixels on both sides (anti-aliasing); column 6 went from white to black.
    #expect(result.differingPixels == 10)
    #expect(result.largestRegion == PixelRegion(x: 6, y: 0, width: 1, height: 10, count: 10))
  }

  @Test func translucentPixelsCompareOverWhite() {
    let transparent = PixelImage(width: 2, height: 2, filledWith: 0)
    let opaqueWhite = PixelImage(width: 2, height: 2, filledWith: white)
    #expect(ColorDelta.squared(0, white) == 0)
    #expect(ImageComparator.compare(expected: transparent, actual: opaqueWhite, tolerance: Tolerance(threshold: 0.0001)).matches)
  }

  @Test func differentSizesGiveAPaddedDiff() {
    let expected = PixelImage(width: 4, height: 3, filledWith: white)
    let actual = PixelImage(width: 5, height: 3, filledWith: white)
    let result = ImageComparator.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDiffRatio: 1))
    #expect(!result.matches && result.sizeMismatch)
    #expect(result.differingPixels == 3)
    #expect(result.diffImage?.width == 5)
    #expect(result.diffImage?.pixel(x: 4, y: 1) == ImageComparator.magenta)
    #expect(result.largestRegion == PixelRegion(x: 4, y: 0, width: 1, height: 3, count: 3))
  }

  @Test func nearbyDifferencesFormOneRegionAndFarOnesTwo() {
    let expected = PixelImage(width: 40, height: 10, filledWith: white)
    var actual = expected
    for x in [2, 4, 6] { actual.setPixel(x: x, y: 5, black) }
    actual.setPixel(x: 35, y: 1, black)
    let result = ImageComparator.compare(expected: expected, actual: actual, tolerance: .standard)
    #expect(result.regions.count == 2)
    #expect(result.regions[0] == PixelRegion(x: 2, y: 5, width: 5, height: 1, count: 3))
    #expect(result.regions[1] == PixelRegion(x: 35, y: 1, width: 1, height: 1, count: 1))
  }

  @Test func toleranceSummaryStatesEverything() {
    #expect(Tolerance.standard.summary == "threshold 0.1, max 0 pixels, anti-aliasing ignored")
    #expect(Tolerance(threshold: 0.2, maxDiffPixels: 1, maxDiffRatio: 0.005).summary
      == "threshold 0.2, max 0.5% of pixels, max 1 pixel, anti-aliasing ignored")
    #expect(Tolerance(maxDiffRatio: 0.01).allowedPixels(of: 1000) == 10)
  }
}
