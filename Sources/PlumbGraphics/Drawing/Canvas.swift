import CPangoCairo
import PlumbLayout

/// A Cairo image surface to draw on in points, at a scale (pixels per point), with y growing down.
///
/// Shapes follow CALayer: `fill` paints a (rounded) rectangle, `strokeBorder` draws a border inside the
/// bounds, `clip` and `withAlpha` scope their effect to a closure. Text and images are in
/// `Canvas+Text.swift` and `Canvas+Image.swift`. Use one canvas from one thread at a time.
///
/// ```swift
/// let canvas = try Canvas(size: Size(width: 390, height: 844), scale: 3, background: .white)
/// canvas.fill(Rect(x: 16, y: 100, width: 358, height: 44), color: .systemBlue, cornerRadius: 8)
/// canvas.strokeBorder(Rect(x: 16, y: 100, width: 358, height: 44), width: 1, color: .black, cornerRadius: 8)
/// try canvas.makeBitmap().writePNG(toFile: "screen.png")
/// ```
public final class Canvas {
  /// The size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// Width of the surface in pixels, `ceil(size.width × scale)` (ignoring float noise): 1170 for a 390-point canvas at 3x.
  public let pixelWidth: Int
  /// Height of the surface in pixels, `ceil(size.height × scale)` (ignoring float noise): 2532 for an 844-point canvas at 3x.
  public let pixelHeight: Int
  /// cairo_surface_t* and cairo_t*, owned.
  let surface: OpaquePointer
  let cr: OpaquePointer
  /// How many clips, alpha groups and translations are open: `drawMemoized` copies pixels only at 0,
  /// where drawing goes straight to `surface` in the canvas's own coordinates.
  var nesting = 0
  /// Which pixel rows drawing may have changed since the background was painted (every fill, stroke and
  /// text line marks the rows of its extents, `Canvas+DrawnRows.swift`): `drawMemoized` need not compare
  /// the rows still holding `backgroundWord`.
  var drawnRows: [Bool]
  /// The background's pixel as Cairo stored it.
  var backgroundWord: UInt32 = 0

  /// A canvas of `size` points (rounded up to whole pixels at `scale`) filled with `background`.
  ///
  /// - Throws: `GraphicsError.invalidSize` for an empty size, `.cairo` if Cairo cannot make the surface.
  public init(size: Size, scale: Double, background: Color = .clear) throws(GraphicsError) {
    // Pixel sizes in Double first: a NaN, infinite or huge size is refused, never converted (a trap).
    let exactWidth = ceilToGrid(size.width, scale) * scale, exactHeight = ceilToGrid(size.height, scale) * scale
    let width = Self.clampedPixels(exactWidth), height = Self.clampedPixels(exactHeight)
    guard scale > 0, scale.isFinite, exactWidth.isFinite, exactHeight.isFinite, width > 0, height > 0,
          width <= 32_767, height <= 32_767 else {
      throw .invalidSize(width: width, height: height)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    do throws(GraphicsError) {
      try checkSurface(surface, call: "cairo_image_surface_create")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    self.surface = surface
    cr = cairo_create(surface)
    self.size = size
    self.scale = scale
    pixelWidth = width
    pixelHeight = height
    drawnRows = [Bool](repeating: false, count: height)
    cairo_scale(cr, scale, scale)
    if background.alpha > 0 {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      setColor(background)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_surface_flush(surface)
    backgroundWord = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
  }

  deinit {
    // The context may hold the last reference to a scaled font (Cairo's shared caches: `TextLock`).
    TextLock.shared.withLock {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
  }

  /// Fills `rect` with `color`, its corners rounded by `cornerRadius` (circular arcs, clamped to half the side).
  ///
  /// ```swift
  /// canvas.fill(Rect(x: 0, y: 0, width: 100, height: 40), color: Color(parsing: "#FF3B30")!, cornerRadius: 6)
  /// ```
  public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0, corners: Layout.CornerMask = .all) {
    guard rect.width > 0, rect.height > 0 else { return }
    addPath(rect, cornerRadius: cornerRadius, corners: corners)
    setColor(color)
    fillPath()
  }

  /// Draws a border of `width` points inside `rect`, as `CALayer.borderWidth` does (over the content).
  ///
  /// ```swift
  /// canvas.strokeBorder(frame, width: 2, color: .black, cornerRadius: 10)
  /// ```
  public func strokeBorder(_ rect: Rect, width: Double, color: Color, cornerRadius: Double = 0,
                           corners: Layout.CornerMask = .all) {
    guard width > 0, rect.width > 0, rect.height > 0 else { return }
    let inset = min(width, rect.width / 2, rect.height / 2)
    if inset * 2 >= min(rect.width, rect.height) {
      fill(rect, color: color, cornerRadius: cornerRadius, corners: corners)
      return
    }
    let inner = Rect(x: rect.minX + inset / 2, y: rect.minY + inset / 2,
                     width: rect.width - inset, height: rect.height - inset)
    addPath(inner, cornerRadius: max(0, cornerRadius - inset / 2), corners: corners)
    cairo_set_line_width(cr, inset)
    setColor(color)
    strokePath()
  }

  /// Runs `body` with drawing clipped to `rect` (rounded by `cornerRadius`), as `clipsToBounds`.
  ///
  /// ```swift
  /// canvas.clip(to: frame, cornerRadius: 12) { canvas.drawImage(photo, in: frame, contentMode: .scaleAspectFill) }
  /// ```
  public func clip<R>(to rect: Rect, cornerRadius: Double = 0, corners: Layout.CornerMask = .all,
                      _ body: () throws -> R) rethrows -> R {
    cairo_save(cr)
    nesting += 1
    defer { nesting -= 1; cairo_restore(cr) }
    addPath(rect, cornerRadius: cornerRadius, corners: corners)
    cairo_clip(cr)
    return try body()
  }

  /// Runs `body` drawing into a group composited with `alpha` (a view's `alpha`: overlapping
  /// content inside the group does not show through itself).
  ///
  /// ```swift
  /// canvas.withAlpha(0.5) { canvas.fill(frame, color: .red) }
  /// ```
  public func withAlpha<R>(_ alpha: Double, _ body: () throws -> R) rethrows -> R {
    guard alpha < 1 else { return try body() }
    cairo_push_group(cr)
    nesting += 1
    defer {
      nesting -= 1
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, max(0, alpha))
    }
    return try body()
  }

  /// Runs `body` with the origin moved by (`x`, `y`) points (for drawing in a view's own coordinates).
  ///
  /// ```swift
  /// canvas.withTranslation(x: frame.minX, y: frame.minY) { canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .red) }
  /// ```
  public func withTranslation<R>(x: Double, y: Double, _ body: () throws -> R) rethrows -> R {
    cairo_save(cr)
    nesting += 1
    defer { nesting -= 1; cairo_restore(cr) }
    cairo_translate(cr, x, y)
    return try body()
  }

  /// `pixels` as a whole number for messages and checks: NaN is 0, the rest clamped to ±2³¹.
  private static func clampedPixels(_ pixels: Double) -> Int {
    pixels.isNaN ? 0 : Int(max(-2_147_483_648, min(2_147_483_647, pixels)))
  }

  /// A copy of the pixels drawn so far.
  public func makeBitmap() -> Bitmap {
    // The surface exists with a positive size (checked in init), so copying cannot fail.
    try! Bitmap(copying: surface)
  }

  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Adds a rectangle to the current path, the `corners` in the mask rounded by circular arcs of
  /// `cornerRadius` (clamped to half the shorter side), the others square.
  func addPath(_ rect: Rect, cornerRadius: Double, corners: Layout.CornerMask = .all) {
    Self.addRoundedPath(cr, rect, cornerRadius: cornerRadius, corners: corners)
  }

  /// `addPath` on any Cairo context (a shadow's own surface too).
  static func addRoundedPath(_ cr: OpaquePointer, _ rect: Rect, cornerRadius: Double, corners: Layout.CornerMask = .all) {
    let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    guard r > 0, !corners.isEmpty else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let half = Double.pi / 2
    cairo_new_sub_path(cr)
    // Clockwise from the top right: each corner is an arc when masked, else the rectangle's own corner.
    func corner(_ mask: Layout.CornerMask, x: Double, y: Double, centreX: Double, centreY: Double, from angle: Double) {
      if corners.contains(mask) {
        cairo_arc(cr, centreX, centreY, r, angle, angle + half)
      } else {
        cairo_line_to(cr, x, y)
      }
    }
    corner(.layerMaxXMinYCorner, x: rect.maxX, y: rect.minY, centreX: rect.maxX - r, centreY: rect.minY + r, from: -half)
    corner(.layerMaxXMaxYCorner, x: rect.maxX, y: rect.maxY, centreX: rect.maxX - r, centreY: rect.maxY - r, from: 0)
    corner(.layerMinXMaxYCorner, x: rect.minX, y: rect.maxY, centreX: rect.minX + r, centreY: rect.maxY - r, from: half)
    corner(.layerMinXMinYCorner, x: rect.minX, y: rect.minY, centreX: rect.minX + r, centreY: rect.minY + r, from: 2 * half)
    cairo_close_path(cr)
  }
}
