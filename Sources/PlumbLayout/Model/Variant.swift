extension Layout {
  /// One point of a scene's variant matrix: width, height, direction, type size, scale, language, pseudo.
  ///
  /// Its `name` is stable and readable and names the variant's reference files.
  ///
  /// ```swift
  /// let v = Layout.Variant(width: 320, height: .points(568), direction: .rightToLeft, type: .ax3, scale: 2)
  /// v.name   // "w320-h568-rtl-AX3-2x"
  /// ```
  public struct Variant: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: CanvasHeight
    public var direction: LayoutDirection
    public var type: ContentSizeCategory
    public var scale: Double
    /// A language of the scene's `strings` table (also the Pango language), or `nil` for the default.
    public var language: String?
    public var pseudo: Pseudolocalization?

    public init(
      width: Double, height: CanvasHeight, direction: LayoutDirection = .leftToRight, type: ContentSizeCategory = .large,
      scale: Double = 1, language: String? = nil, pseudo: Pseudolocalization? = nil
    ) {
      self.width = width; self.height = height; self.direction = direction; self.type = type
      self.scale = scale; self.language = language; self.pseudo = pseudo
    }

    /// `w<width>-h<height>-<direction>-<type>-<scale>x[-<language>][-<pseudo>]`.
    public var name: String {
      var parts = ["w\(formatPoints(width))", "h\(height)", direction.rawValue, type.rawValue, "\(formatPoints(scale))x"]
      if let language { parts.append(language) }
      if let pseudo { parts.append(pseudo.rawValue) }
      return parts.joined(separator: "-")
    }
    public var description: String { name }
  }

  /// Xcode's pseudolanguages: the quickest way to find labels that truncate.
  ///
  /// ```swift
  /// Layout.Pseudolocalization.bounded.apply(to: "Hello")   // "[# Hello #]"
  /// Layout.Pseudolocalization.double.apply(to: "Hello")    // "Hello Hello"
  /// ```
  public enum Pseudolocalization: String, Sendable, Hashable, CaseIterable {
    /// Every string doubled in length.
    case double
    /// Latin letters replaced by accented forms of the same letter.
    case accented
    /// Every string wrapped in `[# … #]`.
    case bounded

    /// The pseudo-localized form of `text`.
    public func apply(to text: String) -> String {
      switch self {
      case .double:
        return text.isEmpty ? text : text + " " + text
      case .bounded:
        return "[# " + text + " #]"
      case .accented:
        return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
      }
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
      let plain = Array("AaCcEeIiNnOoUuYy".unicodeScalars)
      let marked = Array("ÅåÇçÉéÎîÑñÖöÜüÝý".unicodeScalars)
      return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
  }

  /// The axes of a scene's variant matrix; an empty axis takes the canvas's value.
  ///
  /// ```swift
  /// var axes = Layout.VariantAxes()
  /// axes.width = [320, 375]; axes.direction = [.leftToRight, .rightToLeft]
  /// axes.matrix(canvas: Layout.Canvas(width: 375)).count   // 4
  /// ```
  public struct VariantAxes: Sendable, Hashable {
    public var width: [Double]
    public var height: [CanvasHeight]
    public var direction: [LayoutDirection]
    public var type: [ContentSizeCategory]
    public var scale: [Double]
    public var language: [String]
    public var pseudo: [Pseudolocalization]

    public init(
      width: [Double] = [], height: [CanvasHeight] = [], direction: [LayoutDirection] = [],
      type: [ContentSizeCategory] = [], scale: [Double] = [], language: [String] = [],
      pseudo: [Pseudolocalization] = []
    ) {
      self.width = width; self.height = height; self.direction = direction; self.type = type
      self.scale = scale; self.language = language; self.pseudo = pseudo
    }

    /// Every variant: the cross product of the axes, in a fixed order (width outermost, pseudo innermost).
    /// A language of `ar` or `he` implies right-to-left unless the direction axis is given.
    public func matrix(canvas: Canvas) -> [Variant] {
      let widths = width.isEmpty ? [canvas.width] : width
      let heights = height.isEmpty ? [canvas.height] : height
      let types = type.isEmpty ? [ContentSizeCategory.large] : type
      let scales = scale.isEmpty ? [canvas.scale] : scale
      let languages: [String?] = language.isEmpty ? [nil] : language.map { $0 }
      let pseudos: [Pseudolocalization?] = pseudo.isEmpty ? [nil] : pseudo.map { $0 }
      var result: [Variant] = []
      for w in widths {
        for h in heights {
          for language in languages {
            let directions = direction.isEmpty ? [Self.defaultDirection(for: language)] : direction
            for d in directions {
              for t in types {
                for s in scales {
                  for p in pseudos {
                    result.append(Variant(width: w, height: h, direction: d, type: t, scale: s, language: language, pseudo: p))
                  }
                }
              }
            }
          }
        }
      }
      return result
    }

    /// Right-to-left for Arabic and Hebrew (and their regional forms), left-to-right otherwise.
    public static func defaultDirection(for language: String?) -> LayoutDirection {
      guard let language else { return .leftToRight }
      let base = language.split(separator: "-").first.map(String.init) ?? language
      return ["ar", "he", "fa", "ur", "yi"].contains(base) ? .rightToLeft : .leftToRight
    }
  }
}
