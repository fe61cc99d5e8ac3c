extension Layout {
  /// How big and heavy an SF Symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): a point size or a text
  /// style (which follows Dynamic Type), a weight and a scale. Default: 17 points (body), regular, medium.
  ///
  /// ```swift
  /// Layout.SymbolConfiguration(textStyle: .headline, scale: .large).pointSize(for: .ax1)   // 28
  /// ```
  public struct SymbolConfiguration: Sendable, Hashable {
    /// UIKit's `UIImage.SymbolScale`: the symbol's size relative to its point size.
    public enum Scale: String, Sendable, Hashable, CaseIterable { case small, medium, large }

    public var pointSize: Double?
    public var textStyle: TextStyle?
    public var weight: FontWeight
    public var scale: Scale

    public init(
      pointSize: Double? = nil, textStyle: TextStyle? = nil, weight: FontWeight = .regular, scale: Scale = .medium
    ) {
      self.pointSize = pointSize; self.textStyle = textStyle; self.weight = weight; self.scale = scale
    }

    /// The point size the symbol is drawn for: `pointSize`, else the text style's at the category, else 17.
    public func pointSize(for category: ContentSizeCategory) -> Double {
      pointSize ?? textStyle.map { $0.pointSize(for: category) } ?? 17
    }
  }

  /// The SF Symbols Plumb draws (its own line drawings, shaped and proportioned like Apple's), by their
  /// `UIImage(systemName:)` names, and the size UIKit gives a symbol: its larger side about 1.27 times the
  /// configuration's point size at the medium scale (0.78 and 1.29 times that at small and large: Xcode's
  /// stored frames of symbol image views). A name Plumb does not draw keeps that size, empty.
  ///
  /// ```swift
  /// Layout.SystemSymbol.size(of: "chevron.forward", configuration: .init(), category: .large)   // 12.7 × 21.6
  /// Layout.SystemSymbol.isDrawn("chevron.forward")                                            // true
  /// ```
  public enum SystemSymbol {
    /// The symbols Plumb draws, keyed by SF Symbol name, with each one's width over height: the one table of
    /// glyphs (`SymbolGlyphs` draws every name here; `drawn` is its keys).
    public static let aspects: [String: Double] = [
      "chevron.forward": 0.59, "chevron.right": 0.59, "chevron.backward": 0.59, "chevron.left": 0.59,
      "chevron.up": 1.70, "chevron.down": 1.70, "checkmark": 1.09, "xmark": 1.0, "plus": 1.0, "minus": 1.0,
      "info.circle": 1.0, "xmark.circle": 1.0, "plus.circle": 1.0, "questionmark.circle": 1.0, "magnifyingglass": 1.0,
      "ellipsis": 2.5, "star": 1.05, "star.fill": 1.05, "heart": 1.12, "heart.fill": 1.12, "trash": 0.91,
      "person": 0.94, "person.fill": 0.94, "circle": 1.0, "circle.fill": 1.0, "checkmark.circle": 1.0,
      "checkmark.circle.fill": 1.0, "square.and.arrow.up": 0.82, "gearshape": 1.0, "gear": 1.0, "bell": 0.92,
      "house": 1.17, "house.fill": 1.17, "person.circle": 1.0, "person.crop.circle": 1.0, "ellipsis.circle": 1.0,
      "square.and.pencil": 1.0, "arrow.clockwise": 0.88, "camera": 1.28, "play.fill": 0.8, "pause.fill": 0.78,
      "line.3.horizontal": 1.45, "list.bullet": 1.3, "arrow.left": 1.14, "arrow.right": 1.14, "arrow.up": 0.88,
      "arrow.down": 0.88, "lock": 0.75, "lock.fill": 0.75, "envelope": 1.36, "bookmark": 0.72, "bookmark.fill": 0.72,
      "pencil": 1.0, "calendar": 1.08, "wifi": 1.38, "bell.fill": 0.92, "globe": 1.0, "clock": 1.0, "photo": 1.27,
      "folder": 1.25, "doc": 0.8, "paperplane": 1.0, "bubble.left": 1.1, "timer": 1.06, "tag": 1.08, "tag.fill": 1.08,
      "safari": 1.0, "rectangle.portrait.and.arrow.right": 1.17, "questionmark.circle.fill": 1.0, "memories": 1.2,
      "minus.circle": 1.0, "exclamationmark.circle": 1.0, "info.circle.fill": 1.0, "xmark.circle.fill": 1.0,
      "plus.circle.fill": 1.0, "minus.circle.fill": 1.0, "exclamationmark.circle.fill": 1.0, "location": 1.0,
      "location.fill": 1.0, "mappin": 0.55, "cart": 1.18, "creditcard": 1.33, "phone": 1.0, "phone.fill": 1.0,
      "mic": 0.72, "flag": 0.9, "moon": 0.93, "sun.max": 1.0, "exclamationmark.triangle": 1.12,
      "arrowshape.turn.up.left": 1.2, "book": 1.0, "book.fill": 0.9, "backward.fill": 1.67, "forward.fill": 1.67,
      "square.and.arrow.down": 0.9,
    ]

    /// The names `SymbolGlyphs` draws: the keys of `aspects`, the one table of symbols keyed by SF Symbol name.
    ///
    /// ```swift
    /// Layout.SystemSymbol.drawn.contains("heart.fill")   // true
    /// ```
    public static let drawn: Set<String> = Set(aspects.keys)

    /// Whether Plumb draws the symbol named `name`.
    public static func isDrawn(_ name: String) -> Bool { drawn.contains(name) }

    /// The larger side of a medium-scale symbol per point of its configuration's size.
    public static let sidePerPoint = 1.27

    /// The factor of a scale over the medium one.
    public static func factor(_ scale: SymbolConfiguration.Scale) -> Double {
      switch scale {
      case .small: return 0.78
      case .medium: return 1
      case .large: return 1.29
      }
    }

    /// The size UIKit gives `name` drawn with `configuration` at a content size category (a square for a
    /// name without a known aspect).
    public static func size(
      of name: String, configuration: SymbolConfiguration, category: ContentSizeCategory
    ) -> Size {
      let side = sidePerPoint * configuration.pointSize(for: category) * factor(configuration.scale)
      let aspect = aspects[name] ?? 1
      return aspect >= 1 ? Size(width: side, height: side / aspect) : Size(width: side * aspect, height: side)
    }
  }
}
