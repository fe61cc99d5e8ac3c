extension Layout {
  /// One view of the tree: a plain view, label, image, stack or layout guide, with its common properties.
  ///
  /// ```swift
  /// var title = Layout.Node(id: "title", kind: .label(Layout.Label(text: "Flowers", font: .style(.headline))))
  /// title.hugging.vertical = 251
  /// ```
  public struct Node: Sendable {
    /// The view's id, unique in the scene (`root` and `safeArea` are reserved).
    public var id: String
    public var kind: Kind
    /// Ordinary subviews (for a stack: subviews that are not arranged).
    public var subviews: [Node]
    /// Constraints declared on this view; `self` and `superview` are already resolved to ids.
    public var constraints: [ConstraintSpec]
    public var appearance: Appearance
    /// Layout margins; `nil` means UIKit's default of 8 on every side.
    public var margins: DirectionalInsets?
    public var semanticContentAttribute: SemanticContentAttribute
    /// Content hugging priorities (default 250 on both axes).
    public var hugging: AxisPriorities
    /// Compression resistance priorities (default 750 on both axes).
    public var compression: AxisPriorities
    /// An explicit intrinsic content size per axis, for stand-ins such as buttons and text fields.
    public var intrinsic: IntrinsicSize
    /// Custom spacing after this view when it is arranged in a stack (`setCustomSpacing(_:after:)`).
    public var spacingAfter: Double?
    /// Where the node is in the scene file: its JSON path (`views[0].arranged[2]`) and line.
    public var source: SourceLocation
    /// The view is meant to overlap other views (`overlapIntended: true` in a scene: a badge on an
    /// avatar): `plumb check` does not report its overlaps.
    public var overlapIntended = false
    /// What the view tells VoiceOver (`accessibilityLabel`, traits, …); empty means UIKit's defaults.
    public var accessibility = Accessibility()

    public init(
      id: String, kind: Kind = .view, subviews: [Node] = [], constraints: [ConstraintSpec] = [],
      appearance: Appearance = Appearance(), margins: DirectionalInsets? = nil,
      semanticContentAttribute: SemanticContentAttribute = .unspecified,
      hugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
      compression: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750),
      intrinsic: IntrinsicSize = IntrinsicSize(), spacingAfter: Double? = nil, source: SourceLocation = SourceLocation()
    ) {
      self.id = id; self.kind = kind; self.subviews = subviews; self.constraints = constraints
      self.appearance = appearance; self.margins = margins; self.semanticContentAttribute = semanticContentAttribute
      self.hugging = hugging; self.compression = compression; self.intrinsic = intrinsic
      self.spacingAfter = spacingAfter; self.source = source
    }

    /// Arranged views (for a stack) followed by ordinary subviews.
    public var children: [Node] {
      if case .stack(let stack) = kind { return stack.arranged + subviews }
      return subviews
    }

    /// The kind's name as the scene format spells it: `view`, `label`, `image`, `stack`, `guide`, or a
    /// control's (`button`, `switch`, …).
    public var kindName: String { kind.name }

    /// The image files the view draws: an image view's `src`, a button's image, a bar's item images.
    ///
    /// ```swift
    /// Layout.Node(id: "tabs", kind: .control(.tabBar(Layout.TabBar(items: [Layout.TabBarItem(image: "Home.png")])))).imageSources
    /// // ["Home.png"]
    /// ```
    public var imageSources: [String] {
      switch kind {
      case .image(let image): return image.src.map { [$0] } ?? []
      case .control(.button(let button)): return button.image.map { [$0] } ?? []
      case .control(.toolbar(let bar)): return bar.items.compactMap(\.image)
      case .control(.navigationBar(let bar)): return (bar.leftItems + bar.rightItems).compactMap(\.image)
      case .control(.tabBar(let bar)): return bar.items.compactMap(\.image)
      default: return []
      }
    }
  }

  /// What a node is, with the properties of that kind.
  ///
  /// ```swift
  /// let kind: Layout.Kind = .stack(Layout.Stack(axis: .vertical, spacing: 8, arranged: []))
  /// ```
  public enum Kind: Sendable {
    case view
    case label(Label)
    case image(Image)
    case stack(Stack)
    /// An invisible layout guide (`UILayoutGuide`): constrained like a view, never drawn.
    case guide
    /// A UIKit control (`UIButton`, `UISwitch`, …) with its properties.
    case control(Control)

    public var name: String {
      switch self {
      case .view: return "view"
      case .label: return "label"
      case .image: return "image"
      case .stack: return "stack"
      case .guide: return "guide"
      case .control(let control): return control.kindName
      }
    }
  }

  /// A priority per axis (content hugging or compression resistance).
  ///
  /// ```swift
  /// let hugging = Layout.AxisPriorities(horizontal: 251, vertical: 250)
  /// ```
  public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
    public subscript(axis: Axis) -> Double {
      get { axis == .horizontal ? horizontal : vertical }
      set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
  }

  /// An explicit intrinsic content size; `nil` on an axis means no intrinsic metric there.
  ///
  /// ```swift
  /// let button = Layout.IntrinsicSize(width: nil, height: 30)
  /// ```
  public struct IntrinsicSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) { self.width = width; self.height = height }
  }

  /// A layout axis.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
  }

  /// How a view decides its layout direction (UIKit's `UISemanticContentAttribute`).
  ///
  /// ```swift
  /// Layout.SemanticContentAttribute.playback.resolve(inherited: .rightToLeft)   // .leftToRight
  /// ```
  public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    /// The effective direction of a view with this attribute whose environment is `inherited`.
    public func resolve(inherited: LayoutDirection) -> LayoutDirection {
      switch self {
      case .unspecified: return inherited
      case .playback, .spatial, .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      }
    }
  }

  /// How a view is drawn: visibility, opacity, fill, border, corners, clipping.
  ///
  /// ```swift
  /// let card = Layout.Appearance(background: Color(hex: "#E5E5EA"), cornerRadius: 8)
  /// ```
  public struct Appearance: Sendable, Hashable {
    public var hidden: Bool
    public var alpha: Double
    public var background: Color?
    public var border: Border?
    public var cornerRadius: Double
    /// The corners `cornerRadius` rounds (`layer.maskedCorners`); default all four.
    public var maskedCorners: CornerMask = .all
    public var clipsToBounds: Bool
    /// The view's own `tintColor`; `nil` inherits the superview's (root: `systemBlue`).
    public var tintColor: Color?
    /// A visual effect view's blur (`UIVisualEffectView` with a `UIBlurEffect`): what is drawn behind the
    /// view shows through it blurred and tinted with the material, under its own background and content.
    public var blurEffect: BlurStyle?
    /// The layer's drop shadow, drawn under the view (none while it clips to its bounds, as in UIKit).
    public var shadow: LayerShadow?
    /// The view's transform, drawn about its anchor with everything the view draws; `nil`: identity.
    public var transform: ViewTransform?
    public init(
      hidden: Bool = false, alpha: Double = 1, background: Color? = nil, border: Border? = nil,
      cornerRadius: Double = 0, clipsToBounds: Bool = false, tintColor: Color? = nil
    ) {
      self.hidden = hidden; self.alpha = alpha; self.background = background; self.border = border
      self.cornerRadius = cornerRadius; self.clipsToBounds = clipsToBounds; self.tintColor = tintColor
    }

    /// The same appearance with every colour resolved for a style and contrast.
    ///
    /// ```swift
    /// Layout.Appearance(background: .systemBackground).resolved(style: .dark, contrast: .normal).background   // black
    /// ```
    public func resolved(style: UserInterfaceStyle, contrast: AccessibilityContrast) -> Appearance {
      var copy = self
      copy.background = background?.resolved(style: style, contrast: contrast)
      copy.border = border.map { Border(width: $0.width, color: $0.color.resolved(style: style, contrast: contrast)) }
      copy.tintColor = tintColor?.resolved(style: style, contrast: contrast)
      copy.shadow?.color = shadow?.color.resolved(style: style, contrast: contrast) ?? .black
      return copy
    }
  }

  /// A border drawn inside the bounds, as `CALayer.borderWidth`/`borderColor`.
  public struct Border: Sendable, Hashable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
  }

  /// Where something came from in a scene file: the JSON path, and the line and column when known.
  ///
  /// ```swift
  /// let place = Layout.SourceLocation(file: "Scenes/card.json", path: "views[0].constraints[1]", line: 14, column: 9)
  /// place.description   // "Scenes/card.json:14:9: views[0].constraints[1]"
  /// ```
  public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String?
    public var path: String
    public var line: Int?
    public var column: Int?
    public init(file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil) {
      self.file = file; self.path = path; self.line = line; self.column = column
    }
    public var description: String {
      var parts: [String] = []
      if let file {
        var place = file
        if let line { place += ":\(line)"; if let column { place += ":\(column)" } }
        parts.append(place)
      }
      if !path.isEmpty { parts.append(path) }
      return parts.joined(separator: ": ")
    }
  }
}
