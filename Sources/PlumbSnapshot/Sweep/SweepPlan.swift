import PlumbLayout

/// What a sweep covers: a range of widths (every point in it), content size categories, languages (and
/// pseudo-languages) and directions. Every other property of the variants is the scene canvas's.
///
/// ```swift
/// let plan = SweepPlan(widths: 320...1024, types: ContentSizeCategory.allCases,
///                      languages: [.base, SweepPlan.Language(pseudo: .double)], directions: [.leftToRight])
/// plan.combinations.count   // 24: 2 languages × 1 direction × 12 type sizes
/// ```
public struct SweepPlan: Sendable, Hashable {
  /// A language of the scene's `strings` table, a pseudo-language, or the scene's own text (`base`).
  public struct Language: Sendable, Hashable, CustomStringConvertible {
    public var language: String?
    public var pseudo: Layout.Pseudolocalization?
    public init(language: String? = nil, pseudo: Layout.Pseudolocalization? = nil) {
      self.language = language; self.pseudo = pseudo
    }
    /// The scene's text as written.
    public static let base = Language()
    /// `base`, the language code, the pseudo-language's name, or both joined with `+`.
    public var description: String {
      [language, pseudo?.rawValue].compactMap { $0 }.joined(separator: "+").nonEmpty ?? "base"
    }
  }

  /// One line of the sweep: everything fixed but the width.
  public struct Combination: Sendable, Hashable {
    public var language: Language
    public var direction: LayoutDirection
    public var type: ContentSizeCategory
  }

  /// Widths in whole points, every one of them considered.
  public var widths: ClosedRange<Int>
  public var types: [ContentSizeCategory]
  public var languages: [Language]
  public var directions: [LayoutDirection]
  /// How far apart the first samples of a line are; the sweep then bisects between samples that differ
  /// down to one point. A change that appears and disappears again between two samples is not seen.
  public var sampleStep: Int = 16
  /// Re-solve each width by editing the root width of one engine (then lay out both sides of each
  /// breakpoint afresh), or lay every sample out afresh (`false`).
  public var reusesSolver = true

  public init(widths: ClosedRange<Int>, types: [ContentSizeCategory], languages: [Language], directions: [LayoutDirection]) {
    self.widths = widths; self.types = types; self.languages = languages; self.directions = directions
  }

  /// Every combination, language first, then direction, then type size (the order of the report).
  public var combinations: [Combination] {
    languages.flatMap { language in
      directions.flatMap { direction in types.map { Combination(language: language, direction: direction, type: $0) } }
    }
  }

  /// The variant of `combination` at `width` on `canvas` (its height and scale).
  public func variant(_ combination: Combination, width: Int, canvas: Layout.Canvas) -> Layout.Variant {
    Layout.Variant(
      width: Double(width), height: canvas.height, direction: combination.direction, type: combination.type,
      scale: canvas.scale, language: combination.language.language, pseudo: combination.language.pseudo)
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
