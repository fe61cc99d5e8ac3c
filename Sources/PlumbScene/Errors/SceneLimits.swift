/// The limits that keep a bad or hostile scene file harmless; checked before anything large is allocated.
///
/// ```swift
/// SceneLimits.maxCanvasPixels   // 16384: a 375-point canvas may use a scale up to 43
/// ```
public enum SceneLimits {
  /// The largest scene file, in bytes (checked before the file is read): `SceneLimits.maxFileBytes   // 2 MiB`.
  public static let maxFileBytes = 2 * 1024 * 1024
  /// The deepest nesting of JSON objects and lists: `SceneLimits.maxNestingDepth   // 64`.
  public static let maxNestingDepth = 64
  /// The most views (of all kinds) in one scene: `SceneLimits.maxViews   // 10000`.
  public static let maxViews = 10_000
  /// The most variants the variant matrix may produce: `SceneLimits.maxVariants   // 1024`.
  public static let maxVariants = 1024
  /// The largest canvas side in pixels (points × scale), for every width, height and scale of the matrix:
  /// `SceneLimits.maxCanvasPixels   // 16384`.
  public static let maxCanvasPixels = 16_384
  /// The largest scale (pixels per point): `SceneLimits.maxScale   // 16`.
  public static let maxScale = 16.0
  /// The largest length in points (sizes, margins, constants, spacing); larger ones are mistakes:
  /// `SceneLimits.maxPoints   // 100000`.
  public static let maxPoints = 100_000.0
}
