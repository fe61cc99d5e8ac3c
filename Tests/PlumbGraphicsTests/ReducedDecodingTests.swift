import Testing
import CPlumbSupport
import CPlumbTestSupport
import PlumbLayout
@testable import PlumbGraphics

/// Large images drawn small are decoded reduced: PNG by block means while rows are read, JPEG by
/// libjpeg's DCT scaling; ImageLoader sizes them from the header and picks the fraction per draw.
@Suite struct ReducedDecodingTests {
  /// Premultiplied pixels of a `width × height` picture with gradients and partial transparency.
  static func texturedBitmap(width: Int, height: Int) throws -> Bitmap {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha = UInt32((x + 2 * y) % 5 == 0 ? 128 : 255)
        let red = UInt32((x * 7 + y) % 256) * alpha / 255, green = UInt32((y * 3) % 256) * alpha / 255
        let blue = UInt32((x ^ y) % 256) * alpha / 255
        pixels.append(alpha << 24 | red << 16 | green << 8 | blue)
      }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }

  /// The block means, rounded half up, computed here the slow way: what reduced decoding must give.
  static func boxMeans(_ bitmap: Bitmap, by factor: Int) -> [UInt32] {
    let width = (bitmap.width + factor - 1) / factor, height = (bitmap.height + factor - 1) / factor
    var result: [UInt32] = []
    for oy in 0..<height {
      for ox in 0..<width {
        var sums = [UInt32](repeating: 0, count: 4), count: UInt32 = 0
        for y in oy * factor..<min(bitmap.height, oy * factor + factor) {
          for x in ox * factor..<min(bitmap.width, ox * factor + factor) {
            let word = bitmap.pixels[y * bitmap.width + x]
            for channel in 0..<4 { sums[channel] += word >> UInt32(24 - 8 * channel) & 0xFF }
            count += 1
          }
        }
        result.append((0..<4).reduce(UInt32(0)) { $0 << 8 | (sums[$1] + count / 2) / count })
      }
    }
    return result
  }

  @Test(arguments: [2, 4, 8])
  func reducedPNGIsTheBlockMeansOfTheFullDecode(reduction: Int) throws {
    // 37 × 21: neither side divides by the factor, so the last row and column average fewer pixels.
    let bytes = try Self.texturedBitmap(width: 37, height: 21).pngData()
    let full = try Image(data: bytes, name: "textured.png").bitmap
    let reduced = try Image(data: bytes, name: "textured.png", scale: 2, reduction: reduction)
    #expect(reduced.pixelWidth == (37 + reduction - 1) / reduction)
    #expect(reduced.pixelHeight == (21 + reduction - 1) / reduction)
    #expect(reduced.size == Size(width: 18.5, height: 10.5))   // the file's points, whatever the reduction
    #expect(reduced.reduction == reduction)
    #expect(reduced.bitmap.pixels == Self.boxMeans(full, by: reduction))
  }

  @Test func interlacedPNGReducesToTheSamePixels() throws {
    let folder = packageRoot + "/Tests/Fixtures/images/"
    let interlaced = try Image(contentsOfFile: folder + "interlaced.png")
    let progressive = try Image(contentsOfFile: folder + "progressive.png")
    #expect(interlaced.bitmap == progressive.bitmap)
    for reduction in [2, 4] {
      let a = try Image(contentsOfFile: folder + "interlaced.png", reduction: reduction).bitmap
      let b = try Image(contentsOfFile: folder + "progressive.png", reduction: reduction).bitmap
      #expect(a == b)
      #expect(a.pixels == Self.boxMeans(progressive.bitmap, by: reduction))
    }
  }

  @Test func reducedJPEGKeepsItsColoursAndPointSize() throws {
    // Smooth gradients, as in a photo (sharp colour edges bleed differently through chroma subsampling).
    let width = 64, height = 48
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { pixels += [UInt8(x * 3), UInt8(200 - y * 4), UInt8(40 + x + y * 2), 255] }   // B G R X
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var status = plumb_jpeg_status()
    pixels.withUnsafeBufferPointer { plumb_jpeg_encode($0.baseAddress, width * 4, Int32(width), Int32(height), 95, &output, &size, &status) }
    try #require(status.failed == 0)
    let bytes = Array(UnsafeBufferPointer(start: output, count: size))
    plumb_jpeg_free(output)

    let full = try Image(data: bytes, name: "blocks.jpg").bitmap
    for reduction in [2, 4, 8] {
      let image = try Image(data: bytes, name: "blocks.jpg", scale: 2, reduction: reduction)
      #expect(image.pixelWidth == width / reduction && image.pixelHeight == height / reduction)
      #expect(image.size == Size(width: 32, height: 24))
      // Against the block means of the full decode: DCT scaling is a different filter, so close, not equal.
      let reduced = image.bitmap, means = try Bitmap(width: image.pixelWidth, height: image.pixelHeight,
                                                     pixels: Self.boxMeans(full, by: reduction))
      var worst = 0
      for y in 0..<reduced.height {
        for x in 0..<reduced.width { worst = max(worst, reduced.pixel(x: x, y: y).distance(to: means.pixel(x: x, y: y))) }
      }
      #expect(worst <= 3, "1/\(reduction): a block's colour moved by \(worst)")
    }
  }

  @Test func unsupportedReductionIsAnErrorNamingTheFile() throws {
    let bytes = try Self.texturedBitmap(width: 8, height: 8).pngData()
    #expect(throws: GraphicsError.imageDecoding(path: "a.png", call: "reduction", reason: "reduction 3 is not 1, 2, 4 or 8")) {
      try Image(data: bytes, name: "a.png", reduction: 3)
    }
  }

  @Test func reducedDecodingOfCorruptDataIsAnErrorNamingTheFile() throws {
    var bytes = try Self.texturedBitmap(width: 64, height: 64).pngData()
    let truncated = Array(bytes.prefix(bytes.count / 2))
    for index in 60..<min(90, bytes.count) { bytes[index] ^= 0x5A }
    for (name, data) in [("truncated.png", truncated), ("corrupt.png", bytes)] {
      do {
        _ = try Image(data: data, name: name, reduction: 4)
        Issue.record("\(name) decoded")
      } catch {
        guard case .imageDecoding(let path, let call, _) = error else { Issue.record("\(error)"); continue }
        #expect(path == name && call == "png_read_row")
      }
    }
  }

  @Test func fractionIsTheSmallestThatKeepsTheDrawnPixels() {
    let photo = (width: 6000, height: 8000)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 300, height: 400)) == 8)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 750, height: 1000)) == 8)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 750.5, height: 10)) == 4)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 2000, height: 2000)) == 2)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 3001, height: 100)) == 1)
    #expect(ImageLoader.reduction(file: photo, drawnAt: Size(width: 9000, height: 9000)) == 1)
  }

  @Test func loaderSizesALargeFileFromItsHeaderAndDecodesItReducedPerDraw() throws {
    let folder = temporaryFolder()
    // 2100 × 2000 = 4.2 megapixels, over the threshold; named @2x, so 1050 × 1000 points.
    try writeBytes(try Self.texturedBitmap(width: 2100, height: 2000).pngData(), to: folder + "/poster@2x.png")
    try writeBytes(try Self.texturedBitmap(width: 30, height: 40).pngData(), to: folder + "/small.png")
    let loader = ImageLoader(directory: folder)
    #expect(try loader.imageSize(source: "poster.png", scale: 2) == Size(width: 1050, height: 1000))
    #expect(loader.decodedBytes == 0)   // sized from the header only

    let thumbnail = try loader.image(source: "poster.png", scale: 2, drawnAt: Size(width: 200, height: 200))
    #expect(thumbnail.reduction == 8 && thumbnail.pixelWidth == 263 && thumbnail.pixelHeight == 250)
    #expect(thumbnail.size == Size(width: 1050, height: 1000))
    #expect(loader.decodedBytes == 263 * 250 * 4)
    #expect(try loader.image(source: "poster.png", scale: 2, drawnAt: Size(width: 200, height: 200)) === thumbnail)

    #expect(try loader.image(source: "poster.png", scale: 2, drawnAt: Size(width: 1000, height: 900)).reduction == 2)
    #expect(try loader.image(source: "poster.png", scale: 2, drawnAt: Size(width: 1500, height: 900)).reduction == 1)
    #expect(try loader.image(source: "poster.png", scale: 2).pixelWidth == 2100)   // whole when asked for whole

    // A file under the threshold is decoded whole however small it is drawn.
    #expect(try loader.image(source: "small.png", scale: 1, drawnAt: Size(width: 3, height: 4)).reduction == 1)
  }

  @Test func aLargeCorruptFileFailsWhenDrawnNamingTheFile() throws {
    let folder = temporaryFolder()
    let bytes = try Self.texturedBitmap(width: 2100, height: 2000).pngData()
    try writeBytes(Array(bytes.prefix(bytes.count / 3)), to: folder + "/cut.png")
    let loader = ImageLoader(directory: folder)
    #expect(try loader.imageSize(source: "cut.png", scale: 1) == Size(width: 2100, height: 2000))
    do {
      _ = try loader.image(source: "cut.png", scale: 1, drawnAt: Size(width: 100, height: 100))
      Issue.record("a truncated file decoded")
    } catch {
      #expect("\(error)".contains(folder + "/cut.png"))
    }
  }

  @Test func aReducedPictureDrawsLikeTheFullOne() throws {
    // A smooth opaque picture drawn into 100 × 80 points at 2x: the full decode and the 1/8 decode
    // give the same picture up to rounding (Cairo's downscaling filter and the block means agree).
    var pixels: [UInt32] = []
    let width = 2400, height = 1920
    for y in 0..<height {
      for x in 0..<width {
        pixels.append(0xFF00_0000 | UInt32(x * 255 / width) << 16 | UInt32(y * 255 / height) << 8 | 0x40)
      }
    }
    let bytes = try Bitmap(width: width, height: height, pixels: pixels).pngData()
    func draw(_ image: Image) throws -> Bitmap {
      let canvas = try Canvas(size: Size(width: 100, height: 80), scale: 2, background: .white)
      canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 100, height: 80), contentMode: .scaleToFill)
      return canvas.makeBitmap()
    }
    let full = try draw(Image(data: bytes, name: "gradient.png", scale: 2))
    let reduced = try draw(Image(data: bytes, name: "gradient.png", scale: 2, reduction: 8))
    var worst = 0
    for y in 0..<full.height {
      for x in 0..<full.width { worst = max(worst, full.pixel(x: x, y: y).distance(to: reduced.pixel(x: x, y: y))) }
    }
    #expect(worst <= 2, "largest pixel difference \(worst)")
  }
}
