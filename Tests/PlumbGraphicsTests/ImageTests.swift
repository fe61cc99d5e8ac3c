import Testing
import CPlumbSupport
import CPlumbTestSupport
import PlumbLayout
@testable import PlumbGraphics

@Suite struct ImageTests {
  /// A 6×4 bitmap with a gradient, a transparent pixel and a half-transparent one.
  static func sampleBitmap() throws -> Bitmap {
    var pixels = (0..<24).map { UInt32(0xFF00_0000) | UInt32($0 * 10) << 16 | UInt32(255 - $0 * 10) }
    pixels[0] = 0
    pixels[1] = 0x8040_0020   // premultiplied, alpha 128
    return try Bitmap(width: 6, height: 4, pixels: pixels)
  }

  /// JPEG bytes of a `width × height` image of one colour, made with libjpeg-turbo.
  static func jpeg(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) throws -> [UInt8] {
    let pixels = [UInt8]((0..<width * height).flatMap { _ in [blue, green, red, 255] })
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var status = plumb_jpeg_status()
    pixels.withUnsafeBufferPointer {
      plumb_jpeg_encode($0.baseAddress, width * 4, Int32(width), Int32(height), 95, &output, &size, &status)
    }
    try #require(status.failed == 0)
    defer { plumb_jpeg_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  @Test func pngRoundTripKeepsEveryPixel() throws {
    let bitmap = try Self.sampleBitmap()
    let bytes = try bitmap.pngData()
    #expect(bytes.starts(with: PNGCodec.signature))
    let decoded = try Image(data: bytes, name: "sample.png").bitmap
    #expect(decoded == bitmap)
    #expect(decoded.pixel(x: 1, y: 0) == Bitmap.Pixel(red: 128, green: 0, blue: 64, alpha: 128))
  }

  @Test func pngBytesAreDeterministicWithoutTimeStamps() throws {
    let bytes = try Self.sampleBitmap().pngData()
    #expect(try Self.sampleBitmap().pngData() == bytes)
    let chunks = pngChunkTypes(bytes)
    #expect(!chunks.contains("tIME") && !chunks.contains("tEXt"))
  }

  @Test func writingIsAtomicAndLeavesNoTemporaryFiles() throws {
    let folder = temporaryFolder()
    let path = folder + "/out.png"
    try Self.sampleBitmap().writePNG(toFile: path)
    try Self.sampleBitmap().writePNG(toFile: path)   // replaces
    #expect(fileNames(in: folder) == ["out.png"])
    #expect(try Bitmap(contentsOfFile: path) == Self.sampleBitmap())
    #expect(throws: GraphicsError.fileWrite(path: "/nonexistent-plumb/out.png", call: "open",
                                            reason: "No such file or directory")) {
      try Self.sampleBitmap().writePNG(toFile: "/nonexistent-plumb/out.png")
    }
  }

  @Test func truncatedAndCorruptPNGsAreErrorsNamingTheFile() throws {
    let folder = temporaryFolder()
    let bytes = try Self.sampleBitmap().pngData()
    try writeBytes(Array(bytes.prefix(bytes.count - 20)), to: folder + "/truncated.png")
    var corrupt = bytes
    for index in 40..<min(60, corrupt.count) { corrupt[index] ^= 0x5A }
    try writeBytes(corrupt, to: folder + "/corrupt.png")
    for name in ["truncated.png", "corrupt.png"] {
      let path = folder + "/" + name
      #expect {
        _ = try Image(contentsOfFile: path)
      } throws: { error in
        guard case .imageDecoding(let failedPath, let call, _) = error as? GraphicsError else { return false }
        return failedPath == path && call == "cairo_image_surface_create_from_png_stream"
          && "\(error)".hasPrefix(path + ": cannot decode image")
      }
    }
  }

  @Test func jpegDecodesToTheRightColours() throws {
    let image = try Image(data: try Self.jpeg(width: 16, height: 8, red: 200, green: 40, blue: 10), name: "red.jpg")
    #expect(image.pixelWidth == 16 && image.pixelHeight == 8)
    let pixel = image.bitmap.pixel(x: 8, y: 4)
    #expect(pixel.distance(to: Bitmap.Pixel(red: 200, green: 40, blue: 10, alpha: 255)) <= 3)
  }

  @Test func truncatedAndCorruptJPEGsAreErrorsNotCrashes() throws {
    let folder = temporaryFolder()
    let bytes = try Self.jpeg(width: 512, height: 512, red: 10, green: 200, blue: 30)
    let cases: [(String, [UInt8], String)] = [
      ("truncated.jpg", Array(bytes.prefix(bytes.count / 2)), "jpeg_read_scanlines"),
      ("header-only.jpg", Array(bytes.prefix(20)), "jpeg_read_header"),
      ("garbage.jpg", [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0x42, count: 200), "jpeg_read_header"),
    ]
    for (name, data, call) in cases {
      let path = folder + "/" + name
      try writeBytes(data, to: path)
      #expect {
        _ = try Image(contentsOfFile: path)
      } throws: { error in
        guard case .imageDecoding(let failedPath, let failedCall, let reason) = error as? GraphicsError else { return false }
        return failedPath == path && failedCall == call && !reason.isEmpty
      }
    }
  }

  @Test func missingAndUnknownFilesAreNamed() throws {
    #expect(throws: GraphicsError.fileNotFound(path: "/nonexistent-plumb/a.png")) {
      try Image(contentsOfFile: "/nonexistent-plumb/a.png")
    }
    let folder = temporaryFolder()
    try writeBytes(Array("GIF89a".utf8), to: folder + "/a.gif")
    #expect(throws: GraphicsError.unsupportedImageFormat(path: folder + "/a.gif")) {
      try Image(contentsOfFile: folder + "/a.gif")
    }
  }

  @Test func loaderPicksTheScaleVariantAndReportsPoints() throws {
    let folder = temporaryFolder()
    try writeBytes(try Bitmap(width: 30, height: 40, fill: .red).pngData(), to: folder + "/flowers.png")
    try writeBytes(try Bitmap(width: 60, height: 80, fill: .green).pngData(), to: folder + "/flowers@2x.png")
    try writeBytes(try Bitmap(width: 10, height: 10, fill: .blue).pngData(), to: folder + "/only@3x.png")
    let loader = ImageLoader(directory: folder)
    #expect(try loader.resolve("flowers.png", scale: 1) == (folder + "/flowers.png", 1))
    #expect(try loader.resolve("flowers.png", scale: 2) == (folder + "/flowers@2x.png", 2))
    #expect(try loader.resolve("flowers.png", scale: 3) == (folder + "/flowers@2x.png", 2))
    #expect(try loader.resolve("only.png", scale: 1) == (folder + "/only@3x.png", 3))
    #expect(try loader.imageSize(source: "flowers.png", scale: 1) == Size(width: 30, height: 40))
    #expect(try loader.imageSize(source: "flowers.png", scale: 2) == Size(width: 30, height: 40))
    #expect(try loader.image(source: "flowers.png", scale: 2).bitmap.pixel(x: 0, y: 0) == .opaqueGreen)
    #expect(try loader.imageSize(source: "only.png", scale: 2) == Size(width: 10.0 / 3, height: 10.0 / 3))
    #expect(throws: GraphicsError.fileNotFound(path: folder + "/missing.png")) {
      try loader.imageSize(source: "missing.png", scale: 2)
    }
  }

  private func pngChunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }
}
