/// The pixel size a PNG or JPEG file declares in its header, read without decoding, and the budget a
/// decoded picture must stay within.
///
/// A 249 KB PNG can declare 16,384 × 16,384 pixels, a gigabyte once decoded; the header is read first
/// and such a picture is refused with an error naming the file before anything is allocated.
///
/// ```swift
/// ImageHeader.pixelSize(of: pngBytes)                 // (width: 600, height: 800)
/// try ImageHeader.checkBudget(pngBytes, name: "a.png") // throws above `maximumPixels`
/// ```
public enum ImageHeader {
  /// The most pixels (width × height) one image may decode to: 48 megapixels (192 MB decoded), the
  /// largest an iPhone camera takes.
  public static let maximumPixels = 48_000_000

  /// The width and height in the header of PNG or JPEG `data`, or `nil` when it cannot be read (the
  /// decoder then reports what is wrong).
  public static func pixelSize(of data: [UInt8]) -> (width: Int, height: Int)? {
    if data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
       data[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) {   // IHDR comes first
      return (bigEndian(data, 16, 4), bigEndian(data, 20, 4))
    }
    guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return nil }
    // JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG and DAC).
    var index = 2
    while index + 4 <= data.count {
      guard data[index] == 0xFF else { return nil }
      let marker = data[index + 1]
      if marker == 0xFF { index += 1; continue }   // fill byte
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
      if marker == 0xD9 || marker == 0xDA { return nil }   // end of image or start of scan before a frame
      let length = bigEndian(data, index + 2, 2)
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard index + 9 <= data.count, length >= 7 else { return nil }
        return (bigEndian(data, index + 7, 2), bigEndian(data, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// Throws `GraphicsError.imageDecoding` naming `name` when the header declares more than
  /// `maximumPixels` pixels.
  ///
  /// ```swift
  /// try ImageHeader.checkBudget(bytes, name: "Scenes/images/huge.png")
  /// // Scenes/images/huge.png: cannot decode image (header): 16384×16384 pixels is more than the 48000000-pixel budget
  /// ```
  public static func checkBudget(_ data: [UInt8], name: String) throws(GraphicsError) {
    guard let size = pixelSize(of: data) else { return }
    guard size.width.multipliedReportingOverflow(by: size.height).partialValue > maximumPixels
            || size.width > 1 << 24 || size.height > 1 << 24 else { return }
    throw .imageDecoding(
      path: name, call: "header",
      reason: "\(size.width)×\(size.height) pixels is more than the \(maximumPixels)-pixel budget for one image")
  }

  private static func bigEndian(_ data: [UInt8], _ start: Int, _ count: Int) -> Int {
    data[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
  }
}
