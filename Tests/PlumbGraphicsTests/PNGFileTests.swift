import Foundation
import Testing
@_spi(Benchmarks) @testable import PlumbGraphics

/// A picture with every alpha value and colour gradients (premultiplied, as Cairo keeps them).
private func translucentBitmap() throws -> Bitmap {
  var pixels: [UInt32] = []
  for y in 0..<16 {
    for x in 0..<64 {
      let alpha = UInt32((y * 64 + x) % 256)
      func channel(_ value: UInt32) -> UInt32 { (value * alpha + 127) / 255 }
      pixels.append(alpha << 24 | channel(UInt32(x * 4)) << 16 | channel(UInt32(y * 16)) << 8 | channel(UInt32(255 - x)))
    }
  }
  return try Bitmap(width: 64, height: 16, pixels: pixels)
}

private func opaqueBitmap() throws -> Bitmap {
  let pixels = (0..<(40 * 30)).map { UInt32(0xFF00_0000) | UInt32(($0 * 2654435761) & 0xFFFFFF) }
  return try Bitmap(width: 40, height: 30, pixels: pixels)
}

/// Every `.png` reference of the repository.
private func repositoryReferences() -> [String] {
  let folder = packageRoot + "/Snapshots"
  let enumerator = FileManager.default.enumerator(atPath: folder)
  var files: [String] = []
  while let relative = enumerator?.nextObject() as? String {
    if relative.hasSuffix(".png") { files.append(folder + "/" + relative) }
  }
  return files.sorted()
}

@Suite struct PNGFileTests {
  @Test(arguments: PNGFile.Decoder.allCases)
  func roundTripsEveryAlphaExactly(decoder: PNGFile.Decoder) throws {
    for bitmap in [try translucentBitmap(), try opaqueBitmap()] {
      let bytes = try PNGFile.encode(bitmap)
      #expect(try PNGFile.decode(bytes, name: "x.png", decoder: decoder) == bitmap)
      #expect(try Image(data: bytes, name: "x.png").bitmap == bitmap)   // Cairo reads it the same
    }
  }

  @Test func opaquePicturesAreRGBAndBytesAreDeterministic() throws {
    let bitmap = try opaqueBitmap()
    let first = try PNGFile.encode(bitmap), second = try PNGFile.encode(bitmap)
    #expect(first == second)
    #expect(first[25] == 2)                                   // IHDR colour type: RGB
    #expect(try PNGFile.encode(translucentBitmap())[25] == 6)   // RGBA
    let chunks = first.withUnsafeBufferPointer { PNGChunks.chunks($0)! }
    let types = chunks.map { String(decoding: [$0.type.0, $0.type.1, $0.type.2, $0.type.3], as: UTF8.self) }
    #expect(types.first == "IHDR" && types.suffix(2) == ["plDG", "IEND"] && !types.contains("tIME"))
  }

  @Test func theStoredDigestIsThePixelDigest() throws {
    let bitmap = try translucentBitmap()
    let bytes = try PNGFile.encode(bitmap)
    #expect(PNGFile.storedDigest(in: bytes) == PixelDigest(bitmap))
    #expect(PNGFile.storedDigest(in: try PNGFile.encode(bitmap, digest: false)) == nil)
    #expect(PNGFile.storedDigest(in: try bitmap.cairoPNGData()) == nil)
    var other = bitmap.pixels
    other[5] ^= 1
    #expect(PixelDigest(width: 64, height: 16, pixels: other) != PixelDigest(bitmap))
  }

  @Test func anEditedFileKeepingItsDigestChunkIsNotTrusted() throws {
    let original = try opaqueBitmap()
    var edited = original.pixels
    edited[100] = 0xFF12_3456
    let editedFile = try PNGFile.encode(try Bitmap(width: 40, height: 30, pixels: edited), digest: false)
    // Splice the original's plDG chunk into the edited file, before IEND.
    let originalFile = try PNGFile.encode(original)
    let chunk = originalFile.withUnsafeBufferPointer { PNGChunks.chunks($0)!.first { $0.isType(PNGChunks.digestType) }! }
    let forged = Array(editedFile[..<(editedFile.count - 12)]) + originalFile[chunk.start..<chunk.end] + editedFile.suffix(12)
    #expect(try PNGFile.decode(forged, name: "forged.png") != original)
    #expect(PNGFile.storedDigest(in: forged) == nil)
    // A recompressed copy (an optimiser) with the chunk kept is not trusted either.
    let recompressed = try PNGFile.encode(original, settings: .smallest, digest: false)
    let optimised = Array(recompressed[..<(recompressed.count - 12)]) + originalFile[chunk.start..<chunk.end] + recompressed.suffix(12)
    #expect(PNGFile.storedDigest(in: optimised) == nil)
    #expect(try PNGFile.decode(optimised, name: "optimised.png") == original)
    // A damaged chunk CRC.
    var damaged = originalFile
    damaged[chunk.end - 1] ^= 0xFF
    #expect(PNGFile.storedDigest(in: damaged) == nil)
  }

  @Test(arguments: PNGFile.Decoder.allCases)
  func corruptAndTruncatedFilesAreErrorsNamingTheFile(decoder: PNGFile.Decoder) throws {
    let bytes = try PNGFile.encode(try opaqueBitmap())
    #expect(throws: GraphicsError.self) { try PNGFile.decode(Array(bytes.prefix(60)), name: "cut.png", decoder: decoder) }
    do {
      _ = try PNGFile.decode(Array(bytes.prefix(60)), name: "cut.png", decoder: decoder)
    } catch {
      #expect("\(error)".hasPrefix("cut.png: cannot decode image"))
    }
    var flipped = bytes
    flipped[50] ^= 0x55
    #expect(throws: GraphicsError.self) { try PNGFile.decode(flipped, name: "flipped.png", decoder: decoder) }
    #expect(throws: GraphicsError.unsupportedImageFormat(path: "x.gif")) { try PNGFile.decode(Array("GIF89a".utf8), name: "x.gif", decoder: decoder) }
  }

  @Test func bothDecodersReadEveryRepositoryReferenceAsCairoDoes() throws {
    let files = repositoryReferences()
    #expect(files.count > 50)
    for path in files {
      let bytes = try FileIO.read(path)
      let cairo = try Image(data: bytes, name: path).bitmap
      for decoder in PNGFile.Decoder.allCases {
        #expect(try PNGFile.decode(bytes, name: path, decoder: decoder) == cairo, "\(decoder) differs on \(path)")
      }
      #expect(try PNGFile.decode(try PNGFile.encode(cairo), name: path) == cairo)
    }
  }

  /// Every compressor, level range end and filter (each alone, and the per-row choices) gives a file
  /// that every reader decodes to the same pixels, byte-identical when written twice.
  @Test(arguments: PNGWriteSettings.Compressor.allCases)
  func everyCompressorAndFilterRoundTrips(compressor: PNGWriteSettings.Compressor) throws {
    let filterSets: [PNGWriteSettings.Filters] = [.none, .sub, .up, .average, .paeth, [.none, .up], [.none, .paeth], .all]
    for level in [0, 1, compressor == .zlib ? 9 : 12] {
      for filters in filterSets {
        let settings = PNGWriteSettings(compressor: compressor, level: level, filters: filters)
        for bitmap in [try translucentBitmap(), try opaqueBitmap()] {
          let bytes = try PNGFile.encode(bitmap, settings: settings)
          #expect(try PNGFile.encode(bitmap, settings: settings) == bytes, "\(settings) is not deterministic")
          for decoder in PNGFile.Decoder.allCases {
            #expect(try PNGFile.decode(bytes, name: "x.png", decoder: decoder) == bitmap, "\(settings), \(decoder)")
          }
          #expect(try Image(data: bytes, name: "x.png").bitmap == bitmap, "Cairo reads \(settings) differently")
          #expect(PNGFile.storedDigest(in: bytes) == PixelDigest(bitmap))
        }
      }
    }
    #expect(PNGWriteSettings(compressor: compressor, level: 99, filters: .none).level == (compressor == .zlib ? 9 : 12))
  }

  /// The standard writer is libdeflate, and on real references (a flat screen, a photograph) its files
  /// stay within 10% of Cairo's writer's while `.smallest` is smaller than the standard.
  @Test func standardFilesStayWithinTenPercentOfCairosWriter() throws {
    #expect(PNGWriteSettings.standard.compressor == .libdeflate)
    let files = repositoryReferences()
    let sample = files.filter { $0.contains("/SimpleStackView/") || $0.contains("/SimpleLabelAndTextField/") }.prefix(4)
    #expect(sample.count == 4)
    for path in sample {
      let bitmap = try Image(data: try FileIO.read(path), name: path).bitmap
      let cairo = try bitmap.cairoPNGData().count
      let standard = try PNGFile.encode(bitmap, digest: false).count
      let smallest = try PNGFile.encode(bitmap, settings: .smallest, digest: false).count
      #expect(Double(standard) <= Double(cairo) * 1.10, "\(path): \(standard) bytes against Cairo's \(cairo)")
      #expect(smallest < standard, "\(path): --optimize \(smallest) ≥ standard \(standard)")
    }
  }
}
