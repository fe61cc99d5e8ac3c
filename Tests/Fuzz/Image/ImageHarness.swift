// libFuzzer harness for image decoding (`Scripts/fuzz Image`).
//
// Any bytes are an image file a scene names. The header reader (`ImageHeader.pixelSize`, Plumb's own
// walk of PNG chunks and JPEG markers) and the C decoders must answer or fail — never trap, read outside
// the bytes or leak — and agree with each other:
// - a PNG that libpng decodes whole decodes reduced (1/2 … 1/8) to exactly the block means of that
//   decode (`plumb_reduce_pixels`), and libspng gives the same whole picture;
// - a JPEG decodes at every DCT scale to the size `plumb_jpeg_dimensions` promised for it;
// - a size the header reader reports is the one the decoders read.
// Pictures over 1 megapixel are not decoded (the pixel budget keeps larger ones out of the decoders).
import CPlumbSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let header = ImageHeader.pixelSize(of: bytes)
  if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
    fuzzPNG(bytes, header: header)
  } else if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 {
    fuzzJPEG(bytes, header: header)
  }
  return 0
}

private let maximumPixels = 1_000_000

private func fuzzPNG(_ bytes: [UInt8], header: (width: Int, height: Int)?) {
  var status = plumb_png_status()
  var width: Int32 = 0, height: Int32 = 0
  plumb_png_dimensions(bytes, bytes.count, &width, &height, &status)
  guard status.failed == 0 else { return }
  precondition(header.map { $0 == (Int(width), Int(height)) } ?? false, "the header reader disagrees with IHDR")
  let count = Int(width) * Int(height)
  guard count <= maximumPixels else { return }
  var whole = [UInt32](repeating: 0, count: count)
  plumb_png_decode_libpng(bytes, bytes.count, &whole, width, height, &status)
  let decoded = status.failed == 0
  if decoded {
    var other = [UInt32](repeating: 0, count: count)
    plumb_png_decode_spng(bytes, bytes.count, &other, width, height, &status)
    // libspng is stricter about some chunks (CRCs of ancillary chunks); when both decode, they agree.
    if status.failed == 0 { precondition(other == whole, "libpng and libspng decoded different pixels") }
  }
  for reduction: Int32 in [1, 2, 3, 8] {
    let w = plumb_reduced_length(width, reduction), h = plumb_reduced_length(height, reduction)
    var reduced = [UInt32](repeating: 0xDEAD_BEEF, count: Int(w) * Int(h))
    reduced.withUnsafeMutableBytes {
      plumb_png_decode_reduced(bytes, bytes.count, width, height, reduction, $0.baseAddress, Int(w) * 4, &status)
    }
    precondition((status.failed == 0) == decoded, "reduced and whole decoding disagree on whether the PNG is good")
    guard decoded else { continue }
    var means = [UInt32](repeating: 0, count: Int(w) * Int(h))
    means.withUnsafeMutableBytes {
      plumb_reduce_pixels(whole, Int(width) * 4, width, height, reduction, $0.baseAddress, Int(w) * 4, &status)
    }
    precondition(status.failed == 0 && means == reduced, "a reduced decode differs from the block means")
  }
}

private func fuzzJPEG(_ bytes: [UInt8], header: (width: Int, height: Int)?) {
  var status = plumb_jpeg_status()
  var width: Int32 = 0, height: Int32 = 0
  plumb_jpeg_dimensions(bytes, bytes.count, 1, &width, &height, &status)
  guard status.failed == 0, width > 0, height > 0 else { return }
  if let header { precondition(header == (Int(width), Int(height)), "the header reader disagrees with libjpeg") }
  guard Int(width) * Int(height) <= maximumPixels else { return }
  for reduction: Int32 in [1, 2, 8] {
    var w: Int32 = 0, h: Int32 = 0
    plumb_jpeg_dimensions(bytes, bytes.count, reduction, &w, &h, &status)
    precondition(status.failed == 0, "a JPEG whose header reads at 1/1 fails at 1/\(reduction)")
    precondition(w == plumb_reduced_length(width, reduction) && h == plumb_reduced_length(height, reduction),
                 "1/\(reduction) of \(width)×\(height) is not \(w)×\(h)")
    let stride = Int(w) * 4
    var pixels = [UInt8](repeating: 0, count: stride * Int(h))
    plumb_jpeg_decode(bytes, bytes.count, reduction, &pixels, stride, w, h, &status)
  }
}
