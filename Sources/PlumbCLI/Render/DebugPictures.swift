import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender

/// What `render --debug` and `render --exercise-ambiguity N` add to a render: the overlay on each
/// picture, and the files of the alternative layouts.
///
/// ```swift
/// let debug = DebugPictures(session: session, enabled: args.flag("--debug"))
/// let bitmap = try debug.picture(picture)   // with the overlay when enabled
/// let files = try debug.ambiguityFiles(variant, count: 3, output: "out/card.png")   // out/card-ambiguity-1.png …
/// ```
struct DebugPictures {
  /// The most alternative layouts one run may write.
  static let maximumAlternatives = 100

  let session: RenderSession
  let enabled: Bool

  /// The value of `--exercise-ambiguity`, checked: a whole number from 1 to `maximumAlternatives`.
  static func ambiguityCount(_ args: ParsedArguments) throws -> Int? {
    guard let count = try args.int("--exercise-ambiguity") else { return nil }
    guard (1...maximumAlternatives).contains(count) else {
      throw UsageError("Invalid value '\(count)' for '--exercise-ambiguity <n>': expected a whole number from 1 to \(maximumAlternatives).", command: args.command)
    }
    return count
  }

  /// The picture's bitmap, with the debug overlay and legend when enabled.
  func picture(_ picture: RenderedScene) throws -> Bitmap {
    guard enabled else { return picture.bitmap }
    return try DebugOverlay(measurer: session.measurer).render(picture, canvas: session.scene.canvas)
  }

  /// `count` alternative layouts as PNG files named `<output stem>-ambiguity-<k>.png`, k from 1.
  func ambiguityFiles(_ variant: Layout.Variant, count: Int, output: String) throws -> [(String, Data)] {
    let stem = output.hasSuffix(".png") ? String(output.dropLast(4)) : output
    return try session.renderAmbiguity(variant, count: count).enumerated().map { k, alternative in
      ("\(stem)-ambiguity-\(k + 1).png", Data(try picture(alternative).pngData()))
    }
  }
}
