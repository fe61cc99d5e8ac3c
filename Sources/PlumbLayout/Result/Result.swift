extension Layout {
  /// A solved layout: every view's frame, baselines and content, and what went wrong.
  ///
  /// ```swift
  /// let result = engine.layout(variant)
  /// result.canvasSize                 // 375×667 (the fitted height with `canvas.height: fit`)
  /// result["title"]?.frame            // (16, 28, 343, 20.5)
  /// result["title"]?.label?.fit.isTruncated
  /// print(result.layoutText)          // the stable text dump snapshot tests keep
  /// ```
  public struct Result: Sendable {
    public var sceneName: String
    public var variant: Variant
    /// The root's size in points: the variant's width, and its height or the fitted height rounded up to
    /// the pixel grid.
    public var canvasSize: Size
    /// The canvas colour (`canvas.background`), drawn under every view.
    public var canvasBackground: Color?
    /// Every node of the scene in preorder (root and safe area are not listed; the canvas is the root).
    /// Preorder is drawing order: a view before its subviews, later siblings on top (a stack's arranged
    /// views before its other subviews).
    public var views: [ViewLayout]
    public var diagnostics: Diagnostics
    /// The root's safe-area insets (the device's in its orientation, or the canvas's), left/right resolved.
    public var safeArea: Insets = .zero
    /// Whether the picture shows the status bar and home indicator in the safe-area insets (`canvas.chrome`).
    public var showsChrome = false

    public init(
      sceneName: String, variant: Variant, canvasSize: Size, canvasBackground: Color? = nil, views: [ViewLayout],
      diagnostics: Diagnostics
    ) {
      self.sceneName = sceneName; self.variant = variant; self.canvasSize = canvasSize
      self.canvasBackground = canvasBackground
      self.views = views; self.diagnostics = diagnostics
    }

    /// The view with an id.
    public subscript(id: String) -> ViewLayout? { views.first { $0.id == id } }
  }

  /// One view of a solved layout.
  ///
  /// ```swift
  /// let title = result["title"]!
  /// title.frame             // pixel-aligned, root coordinates
  /// title.unroundedFrame    // as solved
  /// title.firstBaseline     // root coordinates
  /// title.label?.fit.visibleText
  /// ```
  public struct ViewLayout: Sendable {
    public var id: String
    /// `view`, `label`, `image`, `stack` or `guide`.
    public var kindName: String
    /// The superview's id (`root` for top-level views).
    public var parent: String
    /// Nesting depth: 1 for subviews of root.
    public var depth: Int
    /// The frame in root coordinates, in points, with each edge on the pixel grid (see `PixelRounding`).
    public var frame: Rect
    /// The frame as the solver left it.
    public var unroundedFrame: Rect
    /// The effective layout direction (semanticContentAttribute resolved against the superview's).
    public var direction: LayoutDirection
    /// The view's own `hidden` flag.
    public var isHidden: Bool
    /// Hidden, or inside a hidden view: such views are laid out but not drawn.
    public var isEffectivelyHidden: Bool
    /// First and last baseline in root coordinates (views without text: top and bottom; stacks: their
    /// baseline view's). For labels these are where the drawn text's baselines fall in `frame`.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Layout margins, resolved to left/right by the view's direction.
    public var margins: Insets
    /// How the view is drawn (background, border, corners, alpha, clipping).
    public var appearance: Appearance
    /// For labels: what to draw and what fits.
    public var label: LabelLayout?
    /// For image views: the source and content mode.
    public var image: Image?
    /// The effective tint colour (the view's own or inherited; the root's is `systemBlue`), resolved.
    public var tintColor: Color
    /// For controls: what to draw (its properties, its texts, its alignment rect).
    public var control: ControlLayout?

    public init(
      id: String, kindName: String, parent: String, depth: Int, frame: Rect, unroundedFrame: Rect,
      direction: LayoutDirection, isHidden: Bool, isEffectivelyHidden: Bool, firstBaseline: Double,
      lastBaseline: Double, margins: Insets, appearance: Appearance, label: LabelLayout? = nil, image: Image? = nil,
      tintColor: Color = .systemBlue, control: ControlLayout? = nil
    ) {
      self.tintColor = tintColor; self.control = control
      self.id = id; self.kindName = kindName; self.parent = parent; self.depth = depth; self.frame = frame
      self.unroundedFrame = unroundedFrame; self.direction = direction; self.isHidden = isHidden
      self.isEffectivelyHidden = isEffectivelyHidden; self.firstBaseline = firstBaseline
      self.lastBaseline = lastBaseline; self.margins = margins; self.appearance = appearance
      self.label = label; self.image = image
    }
  }

  /// A control as it will be drawn: its properties (colours still dynamic: resolve them with the
  /// result's variant), the texts it shows, and its alignment rect (constraints act on it; `frame` is outset).
  ///
  /// ```swift
  /// let toggle = result["wifi"]!
  /// toggle.frame.width                       // 51
  /// toggle.control!.alignmentRect.width      // 49
  /// ```
  public struct ControlLayout: Sendable {
    public var control: Control
    /// The texts of `ControlMetrics.textRequests` (title, placeholder, segment titles…), in order.
    public var texts: [TextRequest]
    public var alignmentRect: Rect
    /// Where each text is set (`ControlMetrics.textRects`) and how it fits there.
    public var textRects: [Rect]
    public var fits: [TextFit]
    public init(control: Control, texts: [TextRequest], alignmentRect: Rect, textRects: [Rect] = [], fits: [TextFit] = []) {
      self.control = control; self.texts = texts; self.alignmentRect = alignmentRect
      self.textRects = textRects; self.fits = fits
    }

    /// Whether any of the control's texts is cut (a title too long for its button).
    public var isTruncated: Bool { fits.contains { $0.isTruncated } }
  }

  /// A label's text as it will be drawn: the request (resolved text, font at the type size, resolved
  /// alignment, direction, language, scale), the fit in the final bounds, and the colour.
  ///
  /// ```swift
  /// let shown = result["detail"]!.label!
  /// shown.request.text      // "[# Details #]" with pseudo `bounded`
  /// shown.fit.isTruncated
  /// ```
  public struct LabelLayout: Sendable {
    public var request: TextRequest
    public var fit: TextFit
    public var textColor: Color
    /// The text's shadow (UILabel's `shadowColor` and `shadowOffset`), resolved for the variant; `nil`: none.
    public var shadow: (color: Color, offset: Size)?
    public init(request: TextRequest, fit: TextFit, textColor: Color, shadow: (color: Color, offset: Size)? = nil) {
      self.request = request; self.fit = fit; self.textColor = textColor; self.shadow = shadow
    }
  }
}
