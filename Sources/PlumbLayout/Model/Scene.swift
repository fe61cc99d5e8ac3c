extension Layout {
  /// A whole scene: the canvas, the variant axes, the view tree under `root`, and the constraints.
  ///
  /// ```swift
  /// let scene = Layout.Scene(name: "empty", canvas: Layout.Canvas(width: 320), views: [], constraints: [])
  /// scene.allNodes.count   // 0
  /// ```
  public struct Scene: Sendable {
    /// The scene's name (the file name without extension unless the file says otherwise); names references.
    public var name: String
    /// The file the scene came from, for error messages (`nil` for scenes built in Swift).
    public var file: String?
    public var canvas: Canvas
    public var variants: VariantAxes
    /// The subviews of `root`, in order (later ones draw on top).
    public var views: [Node]
    /// Constraints given at the top level (they may relate any views of the tree).
    public var constraints: [ConstraintSpec]
    /// Localized strings: language → key → text. Labels refer to them as `"@key"`.
    public var strings: [String: [String: String]]
    /// The scene's own font files (absolute paths once loaded from a file), registered for this scene only.
    public var fonts: [String] = []
    /// Audit accessibility wherever the scene is checked (`accessibilityAudit: true` in a scene file):
    /// `plumb check` and `plumb snapshot --strict` count the audit's findings as problems.
    public var auditsAccessibility = false
    /// The folder (absolute, symlink-free) the scene's images must lie in when they are opened, set by
    /// the scene loader (`nil`: scenes built in Swift, no confinement).
    ///
    /// ```swift
    /// try SceneLoader.load(path: "Scenes/card.json").imagesRoot   // "/home/me/plumb/Scenes"
    /// ```
    public var imagesRoot: String? = nil
    /// Where `canvas` is written (file, line, `canvas`), for errors about the canvas found after layout;
    /// empty for scenes built in Swift.
    public var canvasSource: SourceLocation = SourceLocation()

    public init(
      name: String, file: String? = nil, canvas: Canvas, variants: VariantAxes = VariantAxes(),
      views: [Node], constraints: [ConstraintSpec], strings: [String: [String: String]] = [:]
    ) {
      self.name = name; self.file = file; self.canvas = canvas; self.variants = variants
      self.views = views; self.constraints = constraints; self.strings = strings
    }

    /// Every node of the tree in preorder (a stack's arranged views, then its other subviews).
    public var allNodes: [Node] {
      var result: [Node] = []
      func visit(_ node: Node) {
        result.append(node)
        node.children.forEach(visit)
      }
      views.forEach(visit)
      return result
    }
  }

  /// The root view's size, scale, colour, margins and safe area.
  ///
  /// ```swift
  /// let canvas = Layout.Canvas(width: 375, height: .fit, scale: 2)
  /// ```
  public struct Canvas: Sendable, Hashable {
    /// Root width in points.
    public var width: Double
    public var height: CanvasHeight
    /// Pixels per point.
    public var scale: Double
    public var background: Color?
    /// The root's layout margins (default 16 leading/trailing, 0 top/bottom).
    public var margins: DirectionalInsets
    /// Safe-area insets of the root (e.g. a 20-point status bar: `top: 20`).
    public var safeArea: DirectionalInsets
    /// Whether pictures show the system chrome: the status bar (9:41, signal, battery) in the top safe-area
    /// inset and the home indicator in the bottom one, so the picture reads like a screenshot.
    public var chrome: Bool = false

    /// The root's default layout margins.
    public static let defaultMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    public init(
      width: Double, height: CanvasHeight = .points(667), scale: Double = 1, background: Color? = nil,
      margins: DirectionalInsets = Canvas.defaultMargins, safeArea: DirectionalInsets = DirectionalInsets()
    ) {
      self.width = width; self.height = height; self.scale = scale; self.background = background
      self.margins = margins; self.safeArea = safeArea
    }
  }

  /// A canvas height: fixed, or the smallest height the content needs (`systemLayoutSizeFitting`).
  ///
  /// ```swift
  /// let height: Layout.CanvasHeight = .fit
  /// ```
  public enum CanvasHeight: Sendable, Hashable, CustomStringConvertible {
    case points(Double)
    case fit
    public var description: String {
      switch self {
      case .points(let value): return formatPoints(value)
      case .fit: return "fit"
      }
    }
  }
}
