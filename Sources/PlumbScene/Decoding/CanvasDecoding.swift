import PlumbLayout

extension SceneDecoder {
  static let canvasKeys = ["width", "height", "scale", "background", "margins", "safeArea", "chrome"]
  static let insetKeys = ["top", "leading", "bottom", "trailing"]

  /// `canvas`: width (required), height (a number or `"fit"`, default `"fit"`), scale (default 1),
  /// background, margins (default 0/16/0/16), safeArea (default 0), chrome (status bar and home indicator,
  /// default false).
  func decodeCanvas(_ field: Field) throws -> Layout.Canvas {
    let object = try field.object(allowed: Self.canvasKeys)
    var canvas = Layout.Canvas(width: try canvasWidth(try object.required("width")), height: .fit)
    if let height = object["height"] { canvas.height = try canvasHeight(height) }
    if let scale = object["scale"] { canvas.scale = try self.scale(scale) }
    if let background = object["background"] { canvas.background = try background.color() }
    if let margins = object["margins"] { canvas.margins = try insets(margins, defaults: Layout.Canvas.defaultMargins) }
    if let safeArea = object["safeArea"] { canvas.safeArea = try insets(safeArea, defaults: DirectionalInsets()) }
    if let chrome = object["chrome"] { canvas.chrome = try chrome.bool() }
    return canvas
  }

  func canvasWidth(_ field: Field) throws -> Double {
    let width = try field.number()
    guard width > 0 && width <= SceneLimits.maxPoints else {
      throw field.error(.outOfRange(width, expected: "a width greater than 0 and at most 100000 points"))
    }
    return width
  }

  func canvasHeight(_ field: Field) throws -> Layout.CanvasHeight {
    if let text = field.value.string {
      guard text == "fit" else { throw field.error(.unknownName(what: "height", name: text, choices: ["fit"])) }
      return .fit
    }
    guard field.value.number != nil else {
      throw field.error(.wrongType(expected: "a number or \"fit\"", found: field.value.typeName))
    }
    let height = try field.number()
    guard height > 0 && height <= SceneLimits.maxPoints else {
      throw field.error(.outOfRange(height, expected: "a height greater than 0 and at most 100000 points"))
    }
    return .points(height)
  }

  func scale(_ field: Field) throws -> Double {
    let scale = try field.number()
    guard scale > 0 && scale <= SceneLimits.maxScale else {
      throw field.error(.outOfRange(scale, expected: "a scale greater than 0 and at most \(formatPoints(SceneLimits.maxScale))"))
    }
    return scale
  }

  /// `{ top, leading, bottom, trailing }`, each a length; missing sides keep `defaults`.
  func insets(_ field: Field, defaults: DirectionalInsets) throws -> DirectionalInsets {
    let object = try field.object(allowed: Self.insetKeys)
    var result = defaults
    if let value = object["top"] { result.top = try value.length() }
    if let value = object["leading"] { result.leading = try value.length() }
    if let value = object["bottom"] { result.bottom = try value.length() }
    if let value = object["trailing"] { result.trailing = try value.length() }
    return result
  }

  /// Refuses any width or height of the matrix that is more than `SceneLimits.maxCanvasPixels` at the
  /// largest scale or less than one pixel at the smallest, before anything is rendered. The canvas's own
  /// width and height are checked at the canvas's scale too, even when `variants` lists other ones:
  /// `plumb render` and `plumb check` without options use the canvas's own variant.
  func checkCanvasLimits(canvas: Layout.Canvas, canvasField: Field, variantsField: Field?) throws {
    let canvasObject = try canvasField.object(allowed: Self.canvasKeys)
    let variants = try variantsField?.object(allowed: Self.variantKeys)
    let scales: [(Double, Field?)] = try variants?["scale"]?.list().map { (try self.scale($0), $0) } ?? [(canvas.scale, canvasObject["scale"])]
    let maxScale = scales.map(\.0).max() ?? canvas.scale
    let minScale = scales.map(\.0).min() ?? canvas.scale
    var sides: [(points: Double, field: Field, scales: [Double])] = []
    sides.append((canvas.width, try canvasObject.required("width"), [canvas.scale]))
    if case .points(let h) = canvas.height, let field = canvasObject["height"] { sides.append((h, field, [canvas.scale])) }
    if let widths = variants?["width"] {
      sides += try widths.list().map { (try $0.number(), $0, [minScale, maxScale]) }
    } else {
      sides.append((canvas.width, try canvasObject.required("width"), [minScale, maxScale]))
    }
    if let heights = variants?["height"] {
      for item in try heights.list() { if case .points(let h) = try canvasHeight(item) { sides.append((h, item, [minScale, maxScale])) } }
    } else if case .points(let h) = canvas.height, let field = canvasObject["height"] {
      sides.append((h, field, [minScale, maxScale]))
    }
    let limit = Double(SceneLimits.maxCanvasPixels)
    for side in sides {
      let low = side.scales.min()!, high = side.scales.max()!
      if side.points * high > limit {
        throw side.field.error(.canvasTooLarge(points: side.points, scale: high, limit: SceneLimits.maxCanvasPixels))
      }
      if side.points * low < 1 - 1e-9 { throw side.field.error(.canvasTooSmall(points: side.points, scale: low)) }
    }
  }
}
