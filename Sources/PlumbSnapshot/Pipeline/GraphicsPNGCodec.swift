@_spi(Benchmarks) import PlumbGraphics

/// PNG through PlumbGraphics' own writer and reader (libpng, libspng): what references are written
/// and read with. References carry a `plDG` pixel digest, so verifying a variant whose pixels did not
/// change needs no decoding.
///
/// ```swift
/// let codec = GraphicsPNGCodec()                          // or GraphicsPNGCodec(settings: .smallest)
/// let bytes = try codec.encode(image)
/// codec.storedDigest(in: bytes) == codec.digest(of: image)   // true
/// let back = try codec.decode(bytes, path: "Snapshots/card/x.png")
/// ```
public struct GraphicsPNGCodec: PNGCoding {
  public var settings: PNGWriteSettings
  public var decoder: PNGFile.Decoder
  public init(settings: PNGWriteSettings = .standard, decoder: PNGFile.Decoder = PNGFile.defaultDecoder) {
    self.settings = settings; self.decoder = decoder
  }
  public func encode(_ image: PixelImage) throws -> [UInt8] {
    try PNGFile.encode(try Bitmap(width: image.width, height: image.height, pixels: image.pixels), settings: settings)
  }
  public func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    PixelImage(try PNGFile.decode(bytes, name: path, decoder: decoder))
  }
  public func digest(of image: PixelImage) -> PixelDigest? {
    PixelDigest(width: image.width, height: image.height, pixels: image.pixels)
  }
  public func storedDigest(in bytes: [UInt8]) -> PixelDigest? { PNGFile.storedDigest(in: bytes) }
}

/// The pipeline before digests: Cairo's PNG writer and reader, no digest, so every verify decodes the
/// reference. Kept for `plumb-bench snapshot`, which runs it beside `GraphicsPNGCodec` in one run; not
/// part of the API (`@_spi(Benchmarks) import PlumbSnapshot` reaches it).
///
/// ```swift
/// let old = CairoPNGCodec()
/// let image = try old.decode(try old.encode(picture), path: "x.png")
/// ```
@_spi(Benchmarks) public struct CairoPNGCodec: PNGCoding {
  public init() {}
  public func encode(_ image: PixelImage) throws -> [UInt8] {
    try Bitmap(width: image.width, height: image.height, pixels: image.pixels).cairoPNGData()
  }
  public func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    PixelImage(try Image(data: bytes, name: path).bitmap)
  }
}

extension PixelImage {
  /// The comparator's view of a bitmap (the same premultiplied ARGB32 words).
  public init(_ bitmap: Bitmap) {
    self.init(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
  }
}
