import Foundation
import PlumbGraphics
import PlumbSnapshot
import PlumbUIKit

/// A way to snapshot a value as a format, in swift-snapshot-testing's shape: how to make the format from
/// the value, the reference file's extension, and how to store and compare the format.
///
/// ```swift
/// assertSnapshot(of: card, as: .image(on: .iPhone15Pro))
/// assertSnapshot(of: card, as: .layout)
/// let controllerImage: Snapshotting<UIViewController, UIImage> = Snapshotting<UIView, UIImage>.image.pullback { $0.view }
/// ```
public struct Snapshotting<Value, Format> {
  /// The reference file's extension (`png`, `txt`), or `nil` for a file without one.
  public var pathExtension: String?
  public var diffing: Diffing<Format>
  /// Makes the format from a value, perhaps later (on the main actor, where views live).
  public var asyncSnapshot: @MainActor (Value) -> Async<Format>

  /// A strategy that makes its format at once.
  public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) -> Format) {
    self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
  }

  /// A strategy whose format arrives through a callback (swift-snapshot-testing's `asyncSnapshot:`).
  ///
  /// ```swift
  /// Snapshotting<UIView, UIImage>(pathExtension: "png", diffing: .image()) { view in
  ///   Async { deliver in DispatchQueue.main.async { deliver(view.asImage()) } }
  /// }
  /// ```
  public init(
    pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping @MainActor (Value) -> Async<Format>
  ) {
    self.pathExtension = pathExtension; self.diffing = diffing; self.asyncSnapshot = asyncSnapshot
  }

  /// Makes the format from a value, waiting on the run loop when it arrives later.
  public var snapshot: @MainActor (Value) -> Format {
    let asyncSnapshot = self.asyncSnapshot
    return { value in
      var waited: Format?
      while waited == nil { waited = asyncSnapshot(value).wait(timeout: 60) }
      return waited!
    }
  }

  /// The same strategy for another value type, transformed to this one first.
  public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
    let asyncSnapshot = self.asyncSnapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { asyncSnapshot(transform($0)) }
  }

  /// The same strategy for another value type, transformed to this one asynchronously first.
  ///
  /// ```swift
  /// let later: Snapshotting<Int, String> = Snapshotting<String, String>.lines.asyncPullback { Async(value: "\($0)") }
  /// ```
  public func asyncPullback<NewValue>(
    _ transform: @escaping @MainActor (NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    let asyncSnapshot = self.asyncSnapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
      Async<Format> { callback in
        transform(newValue).run { value in
          MainActor.assumeIsolated { asyncSnapshot(value).run(callback) }
        }
      }
    }
  }
}

extension Snapshotting where Value == Format {
  /// A strategy whose value is already its format.
  ///
  /// ```swift
  /// let text = SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines)
  /// ```
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}

/// A strategy whose value is its own format (swift-snapshot-testing's `SimplySnapshotting`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

/// How a format is stored and compared: to and from the reference file's bytes, and a diff that
/// returns a failure message (`nil` when the two match).
///
/// ```swift
/// let lines = Diffing<String>.lines
/// lines.diff("a\nb", "a\nc")?.0   // "-b\n+c" style message
/// ```
public struct Diffing<Value> {
  public var toData: (Value) -> Data
  public var fromData: (Data) -> Value?
  /// The failure message and the artifacts to keep (name and bytes), or `nil` when `reference` and
  /// `actual` match.
  public var diff: (_ reference: Value, _ actual: Value) -> (String, [XCTAttachment])?
  /// A fast answer to "do these reference bytes hold this value?" (`true` only when they surely do), tried
  /// before `fromData` and `diff`: an image compares its pixel digest with the one stored in the PNG.
  var matchesData: ((Value, Data) -> Bool)?

  public init(
    toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value?,
    diff: @escaping (Value, Value) -> (String, [XCTAttachment])?
  ) {
    self.toData = toData; self.fromData = fromData; self.diff = diff
  }
}

extension Diffing where Value == String {
  /// Text compared line by line; the message is a unified diff.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(data: $0, encoding: .utf8) },
      diff: { reference, actual in
        guard reference != actual else { return nil }
        let diff = TextDiff(expected: reference, actual: actual)
        return ("--- reference\n+++ actual\n" + diff.unified(context: 2), [])
      })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text as a `.txt` reference.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }
}

extension Diffing where Value == UIImage {
  /// Images compared pixel by pixel: `precision` is the fraction of pixels that must match,
  /// `perceptualPrecision` how close (1 − colour threshold) a pixel must be to match; a reference is read
  /// back at `scale` pixels per point (default 1, as swift-snapshot-testing reads it).
  ///
  /// ```swift
  /// Snapshotting<UIView, UIImage>(pathExtension: "png", diffing: .image(precision: 0.99, scale: 3)) { view in
  ///   UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }
  /// }
  /// ```
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing<UIImage> {
    let tolerance = Tolerance(
      threshold: Double(max(0, 1 - perceptualPrecision)), maxDiffPixels: 0, maxDiffRatio: Double(max(0, 1 - precision)),
      includeAntialiasing: perceptualPrecision >= 1)
    var diffing = Diffing(
      toData: { image in MainActor.assumeIsolated { image.pngData() ?? Data() } },
      fromData: { data in
        MainActor.assumeIsolated {
          guard let decoded = try? GraphicsPNGCodec().decode(Array(data), path: "reference"),
            let bitmap = try? Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
          else { return nil }
          return UIImage(rendered: bitmap, scale: Double(scale ?? 1))
        }
      },
      diff: { reference, actual in
        MainActor.assumeIsolated {
          guard let expected = reference.renderedBitmap, let got = actual.renderedBitmap else { return ("an image has no pixels", []) }
          let comparison = ImageComparator.compare(
            expected: PixelImage(expected), actual: PixelImage(got), tolerance: tolerance)
          if comparison.matches { return nil }
          var message: String
          if comparison.sizeMismatch {
            message = "Newly-taken snapshot@\(got.width)×\(got.height) px does not match reference@\(expected.width)×\(expected.height) px."
          } else {
            message = "Newly-taken snapshot does not match reference: \(comparison.differingPixels) of "
              + "\(comparison.comparedPixels) pixels differ"
            if let region = comparison.largestRegion { message += ", largest region at (\(region.x), \(region.y)) \(region.width)×\(region.height) px" }
            message += "."
          }
          var artifacts: [XCTAttachment] = []
          if let diffImage = comparison.diffImage, let encoded = try? GraphicsPNGCodec().encode(diffImage) {
            var difference = XCTAttachment(data: Data(encoded), uniformTypeIdentifier: "public.png")
            difference.name = "difference.png"
            artifacts.append(difference)
          }
          return (message, artifacts)
        }
      })
    diffing.matchesData = { image, data in
      let codec = GraphicsPNGCodec()
      guard let bitmap = image.renderedBitmap, let stored = codec.storedDigest(in: Array(data)) else { return false }
      return codec.digest(of: PixelImage(bitmap)) == stored
    }
    return diffing
  }
}
