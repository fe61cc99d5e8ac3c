import PlumbLayout

/// The checks of an Interface Builder file's values that the mapping does not make itself, each a warning
/// with the element's line: numbers of frames, sizes, points, insets and fonts that `IBNumber` does not
/// read (`1e308`, `nan`, `0x10`, empty — the mapping then uses its default), and object ids used twice
/// (with both lines; constraints and outlets could name either). The root's size is checked by
/// `checkRootSize`: a zero, negative or too large root cannot be laid out.
///
/// ```swift
/// let warnings = IBValueCheck.numbers(in: root.element, file: document.file)
/// // Main.storyboard:41:21: <rect key="frame">: width '1e308' is not a finite number of at most 1000000 in size; 0 used
/// ```
public enum IBValueCheck {
  /// The numeric attributes of the elements that hold geometry or font sizes.
  static let numericAttributes: [String: [String]] = [
    "rect": ["x", "y", "width", "height"], "size": ["width", "height"], "point": ["x", "y"],
    "inset": ["minX", "minY", "maxX", "maxY"], "edgeInsets": ["top", "left", "bottom", "right"],
    "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"], "fontDescription": ["pointSize"],
  ]

  /// The largest root side in points (16384 pixels at scale 1, the largest canvas a scene may have).
  public static let maxRootPoints = 16_384.0

  /// A warning per numeric attribute of `element`'s subtree that is present but not a number Plumb reads.
  public static func numbers(in element: XMLElement, file: String) -> [IBWarning] {
    var warnings: [IBWarning] = []
    element.forEachDescendant { child in
      guard let keys = numericAttributes[child.name] else { return }
      for key in keys {
        guard let text = child[key], IBNumber.parse(text) == nil else { continue }
        warnings.append(IBWarning(place: Layout.SourceLocation(file: file, line: child.line, column: child.column),
                                  element: describe(child), message: "\(key) \(IBNumber.problem(text)); 0 used"))
      }
    }
    return warnings
  }

  /// A warning per object id used by a second element of the document, naming both lines.
  public static func duplicateIDs(in document: XMLElement, file: String) -> [IBWarning] {
    var first: [String: XMLElement] = [:]
    var warnings: [IBWarning] = []
    document.forEachDescendant { element in
      guard let id = element["id"] else { return }
      if let earlier = first[id] {
        warnings.append(IBWarning(
          place: Layout.SourceLocation(file: file, line: element.line, column: element.column), element: describe(element),
          message: "the id '\(id)' is also used by <\(earlier.name)> at line \(earlier.line); references to it are ambiguous"))
      } else {
        first[id] = element
      }
    }
    return warnings
  }

  /// Throws unless the imported root has a width and height above 0 and at most `maxRootPoints`, and its
  /// stored frame (`rootFrame`) has no size `IBNumber` cannot read.
  /// - Throws: `IBError` at the root element's line (`plumb` exits 65).
  public static func checkRootSize(_ imported: IBImportedScene, rootFrame: XMLElement?, file: String) throws {
    let root = imported.views.first
    let place = Layout.SourceLocation(file: file, path: root.map { "<\($0.element) id=\"\($0.objectID)\">" } ?? "", line: root?.line)
    if let frame = rootFrame {
      for key in ["width", "height"] {
        guard let text = frame[key], IBNumber.parse(text) == nil else { continue }
        throw IBError("the root view's frame \(key) \(IBNumber.problem(text))", at: place)
      }
    }
    let canvas = imported.scene.canvas
    var sides = [("width", canvas.width)]
    if case .points(let height) = canvas.height { sides.append(("height", height)) }
    for (name, value) in sides where !(value > 0 && value <= maxRootPoints) {
      throw IBError("the root view's \(name) \(value) is not above 0 and at most \(Int(maxRootPoints)) points; fix its frame", at: place)
    }
  }

  private static func describe(_ element: XMLElement) -> String {
    element.name + (element["key"].map { " key=\"\($0)\"" } ?? "") + (element["id"].map { " id=\"\($0)\"" } ?? "")
  }
}

extension IBSceneBuilder {
  /// Builds the scene as `build()` does, adds the value warnings of `IBValueCheck` (numbers of the root's
  /// elements, ids used twice in the document) and checks the root's size.
  /// - Throws: `IBError` for a root that cannot be laid out.
  ///
  /// ```swift
  /// let imported = try IBSceneBuilder(document: document, root: root).buildChecked()
  /// ```
  public func buildChecked() throws -> IBImportedScene {
    var imported = build()
    imported.warnings += IBValueCheck.numbers(in: root.element, file: document.file)
    imported.warnings += IBValueCheck.duplicateIDs(in: document.element, file: document.file)
    let frame = root.element.children.first { $0.name == "rect" && $0["key"] == "frame" }
    try IBValueCheck.checkRootSize(imported, rootFrame: frame, file: document.file)
    return imported
  }
}
