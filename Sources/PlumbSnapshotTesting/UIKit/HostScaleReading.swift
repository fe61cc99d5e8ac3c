import Foundation
import PlumbLayout
import PlumbUIKit

/// Reads the host device from an existing reference when no test named one: a picture whose pixel size
/// differs from the reference's by a whole scale is taken again at the scale the reference was recorded
/// at, and the run says what it found.
///
/// ```swift
/// // references recorded on an iPhone 11 Pro Max simulator, nothing configured:
/// // Plumb: …testTraits.iphone-se.png is 960×1704 px: recorded at 3×; the host device for this run is …
/// ```
@MainActor
enum HostScaleReading {
  /// The host device that explains `reference`'s pixel size when `actual` (a picture) does not have it.
  static func retake<Format>(_ actual: Format, reference: URL) -> SnapshotHostDevice? {
    guard let image = actual as? UIImage, reference.pathExtension == "png",
      let pixels = pngSize(at: reference), let bitmap = image.renderedBitmap,
      bitmap.width != pixels.width || bitmap.height != pixels.height
    else { return nil }
    return SnapshotHostDevice.detect(points: image.size, pixels: pixels)
  }

  /// Says once what was found and how to name it.
  static func announce(_ device: SnapshotHostDevice, reference: URL) {
    let message = "Plumb: no host device is named; \(reference.lastPathComponent) was recorded at "
      + "\(formatPoints(Double(device.scale)))×, so this run uses \(device) as the host device. Name it with "
      + "PLUMB_HOST_DEVICE, a plumb-snapshot.json {\"hostDevice\": \"…\"} or SnapshotHostDevice.override.\n"
    FileHandle.standardError.write(Data(message.utf8))
  }

  /// A PNG's width and height from its header, or `nil` if the file is not a PNG.
  static func pngSize(at url: URL) -> (width: Int, height: Int)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24,
      Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    let bytes = Array(header)
    func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (big(16), big(20))
  }
}
