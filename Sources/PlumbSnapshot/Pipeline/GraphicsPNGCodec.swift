import PlumbGraphics

/// PNG through Cairo (PlumbGraphics): what references are written and read with.
///
/// ```swift
/// let bytes = try GraphicsPNGCodec().encode(image)
/// let back = try GraphicsPNGCodec().decode(bytes, path: "Snapshots/card/x.png")
/// ```
public struct GraphicsPNGCodec: PNGCoding {
  public init() {}
  public func encode(_ image: PixelImage) throws -> [UInt8] {
    try Bitmap(width: image.width, height: image.height, pixels: image.pixels).pngData()
  }
  public func decode(_ bytes: [UInt8], path: String) throws -> PixelImage {
    let bitmap = try Image(data: bytes, name: path).bitmap
    return PixelImage(bitmap)
  }
}

extension PixelImage {
  /// The comparator's view of a bitmap (the same premultiplied ARGB32 words).
  public init(_ bitmap: Bitmap) {
    self.init(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
  }
}
