extension Layout {
  /// One point of a scene's variant matrix: width, height, direction, type size, scale, language, pseudo,
  /// appearance, contrast, and optionally a device in an orientation (which sets width, height, scale,
  /// safe area and size classes).
  ///
  /// Its `name` is stable and readable and names the variant's reference files.
  ///
  /// ```swift
  /// let v = Layout.Variant(width: 320, height: .points(568), direction: .rightToLeft, type: .ax3, scale: 2)
  /// v.name   // "w320-h568-rtl-AX3-2x"
  /// let phone = Layout.Variant(device: .named("iPhone 15 Pro")!, orientation: .landscape, type: .ax3, appearance: .dark)
  /// phone.name   // "iPhone-15-Pro-landscape-dark-AX3"
  /// phone.width  // 852
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
    /// Light or dark: which value every dynamic colour takes.
    public var appearance: UserInterfaceStyle
    /// Normal or increased contrast.
    public var contrast: AccessibilityContrast
    /// The device whose screen this variant is, or `nil` for a canvas of the scene's own size.
    public var device: Device?
    /// The device's orientation (ignored without a device).
    public var orientation: Orientation

    public init(
      width: Double, height: CanvasHeight, direction: LayoutDirection = .leftToRight, type: ContentSizeCategory = .large,
      scale: Double = 1, language: String? = nil, pseudo: Pseudolocalization? = nil,
      appearance: UserInterfaceStyle = .light, contrast: AccessibilityContrast = .normal
    ) {
      self.width = width; self.height = height; self.direction = direction; self.type = type
      self.scale = scale; self.language = language; self.pseudo = pseudo
      self.appearance = appearance; self.contrast = contrast; self.device = nil; self.orientation = .portrait
    }

    /// A variant on a device's screen: width, height and scale are the device's in `orientation`.
    public init(
      device: Device, orientation: Orientation = .portrait, direction: LayoutDirection = .leftToRight,
      type: ContentSizeCategory = .large, language: String? = nil, pseudo: Pseudolocalization? = nil,
      appearance: UserInterfaceStyle = .light, contrast: AccessibilityContrast = .normal
    ) {
      let size = device.screen.size(in: orientation)
      self.init(
        width: size.width, height: .points(size.height), direction: direction, type: type, scale: device.screen.scale,
        language: language, pseudo: pseudo, appearance: appearance, contrast: contrast)
      self.device = device; self.orientation = orientation
    }

    /// Without a device: `w<width>-h<height>-<direction>-<type>-<scale>x[-<language>][-<pseudo>][-dark][-hc]`.
    /// On a device: `<device>[-landscape][-rtl][-dark][-hc][-<type> unless large][-<language>][-<pseudo>]`.
    public var name: String {
      var parts: [String]
      if let device {
        parts = [device.variantName]
        if orientation == .landscape { parts.append(orientation.rawValue) }
        if direction == .rightToLeft { parts.append(direction.rawValue) }
        if appearance == .dark { parts.append("dark") }
        if contrast == .high { parts.append("hc") }
        if type != .large { parts.append(type.rawValue) }
        if let language { parts.append(language) }
        if let pseudo { parts.append(pseudo.rawValue) }
        return parts.joined(separator: "-")
      }
      parts = ["w\(formatPoints(width))", "h\(height)", direction.rawValue, type.rawValue, "\(formatPoints(scale))x"]
      if let language { parts.append(language) }
      if let pseudo { parts.append(pseudo.rawValue) }
      if appearance == .dark { parts.append("dark") }
      if contrast == .high { parts.append("hc") }
      return parts.joined(separator: "-")
    }

    /// The device's safe-area insets in this orientation, or `nil` (the canvas's apply).
    public var deviceSafeArea: DirectionalInsets? { device?.screen.safeArea(in: orientation) }

    /// The horizontal size class: the device's in this orientation, else regular from 600 points up.
    public var horizontalSizeClass: SizeClass {
      device?.screen.horizontalSizeClass(in: orientation) ?? SizeClass(width: width)
    }

    /// The vertical size class: the device's in this orientation, else regular.
    public var verticalSizeClass: SizeClass { device?.screen.verticalSizeClass(in: orientation) ?? .regular }
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
    public var appearance: [UserInterfaceStyle]
    public var contrast: [AccessibilityContrast]
    /// Devices: each replaces the width, height and scale axes with its screen.
    public var device: [Device]
    /// Orientations of the devices (portrait when empty); ignored without devices.
    public var orientation: [Orientation]

    public init(
      width: [Double] = [], height: [CanvasHeight] = [], direction: [LayoutDirection] = [],
      type: [ContentSizeCategory] = [], scale: [Double] = [], language: [String] = [],
      pseudo: [Pseudolocalization] = [], appearance: [UserInterfaceStyle] = [], contrast: [AccessibilityContrast] = [],
      device: [Device] = [], orientation: [Orientation] = []
    ) {
      self.width = width; self.height = height; self.direction = direction; self.type = type
      self.scale = scale; self.language = language; self.pseudo = pseudo
      self.appearance = appearance; self.contrast = contrast; self.device = device; self.orientation = orientation
    }

    /// Every variant: the cross product of the axes, in a fixed order (device or width outermost, then
    /// orientation, height, language, direction, type, scale, pseudo, appearance, contrast innermost).
    /// A language of `ar` or `he` implies right-to-left unless the direction axis is given.
    public func matrix(canvas: Canvas) -> [Variant] {
      let widths = width.isEmpty ? [canvas.width] : width
      let heights = height.isEmpty ? [canvas.height] : height
      let types = type.isEmpty ? [ContentSizeCategory.large] : type
      let scales = scale.isEmpty ? [canvas.scale] : scale
      let languages: [String?] = language.isEmpty ? [nil] : language.map { $0 }
      let pseudos: [Pseudolocalization?] = pseudo.isEmpty ? [nil] : pseudo.map { $0 }
      let appearances = appearance.isEmpty ? [UserInterfaceStyle.light] : appearance
      let contrasts = contrast.isEmpty ? [AccessibilityContrast.normal] : contrast
      let orientations = orientation.isEmpty ? [Orientation.portrait] : orientation
      // A screen: a device in an orientation, or a canvas width × height × scale.
      var screens: [(device: Device?, orientation: Orientation, width: Double, height: CanvasHeight, scales: [Double])] = []
      if device.isEmpty {
        for w in widths { for h in heights { screens.append((nil, .portrait, w, h, scales)) } }
      } else {
        for d in device {
          for o in orientations {
            let size = d.screen.size(in: o)
            screens.append((d, o, size.width, .points(size.height), [d.screen.scale]))
          }
        }
      }
      var result: [Variant] = []
      for screen in screens {
        for language in languages {
          let directions = direction.isEmpty ? [Self.defaultDirection(for: language)] : direction
          for d in directions {
            for t in types {
              for s in screen.scales {
                for p in pseudos {
                  for a in appearances {
                    for c in contrasts {
                      var variant = Variant(
                        width: screen.width, height: screen.height, direction: d, type: t, scale: s, language: language,
                        pseudo: p, appearance: a, contrast: c)
                      variant.device = screen.device
                      variant.orientation = screen.orientation
                      result.append(variant)
                    }
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
