import PlumbLayout

/// The roots a storyboard keeps in its controllers' bars: a navigation controller's `navigationBar` and
/// `toolbar`, a tab bar controller's `tabBar`, a navigation item's `titleView` and a bar button item's
/// `customView`. Xcode stores each with a frame of its own (the bars at the place they take on the
/// controller's screen), so each is a root: `plumb list` shows it and it renders at its stored size (bars
/// older files store with no size are not roots).
///
/// A plain `<view>` (a title view) is its own root, as a XIB's top-level view is. A bar or a control (a
/// custom view is usually a button) would lose what it is as the canvas, so it is shown inside a canvas of
/// its size (`canvas(around:)`), at the origin, as Xcode draws it alone.
///
/// ```swift
/// let document = try IBDocument.load(path: "Main.storyboard")
/// let bar = try document.root(matching: "navigationBar of navigationController")
/// bar.element.name   // "view": a canvas of the bar's size around the `<navigationBar>`
/// ```
enum IBBarRoots {
  /// The keys of a controller's children that are bars.
  static let barKeys: Set<String> = ["navigationBar", "toolbar", "tabBar"]

  /// The roots in `controller`'s bars, navigation item and bar button items.
  static func roots(of controller: XMLElement) -> [IBRoot] {
    var roots: [IBRoot] = []
    for child in controller.children {
      if let key = child["key"], barKeys.contains(key), child["id"] != nil, hasSize(child) {
        roots.append(root(child, in: controller))
      }
      if child.name == "navigationItem" || child.name == "toolbarItems" || child.name == "items" {
        child.forEachDescendant { element in
          guard element !== child, element["id"] != nil, hasSize(element) else { return }
          if element["key"] == "titleView" || element["key"] == "customView" { roots.append(root(element, in: controller)) }
        }
      }
    }
    return roots
  }

  /// Whether Xcode stored a frame with an area (older files write bars as `width="0" height="0"`, not drawn).
  private static func hasSize(_ element: XMLElement) -> Bool {
    guard let frame = IBGeometry.frame(element) else { return false }
    return frame.width > 0 && frame.height > 0
  }

  private static func root(_ element: XMLElement, in controller: XMLElement) -> IBRoot {
    let owner = controller["userLabel"] ?? controller["title"] ?? controller["customClass"] ?? controller.name
    let name = "\(element["key"] ?? element.name) of \(owner)"
    let shown = element.name == "view" ? element : canvas(around: element)
    return IBRoot(id: element["id"]!, kind: .view, name: element["userLabel"] ?? name, element: shown)
  }

  /// A plain view of `element`'s stored size holding `element` at its origin (id `<element id>.canvas`).
  static func canvas(around element: XMLElement) -> XMLElement {
    let frame = IBGeometry.frame(element) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    func rect(_ x: Double, _ y: Double) -> XMLElement {
      XMLElement(name: "rect", attributes: [("key", "frame"), ("x", "\(x)"), ("y", "\(y)"), ("width", "\(frame.width)"),
                                            ("height", "\(frame.height)")], line: element.line, column: element.column)
    }
    let placed = XMLElement(name: element.name, attributes: element.attributes, line: element.line, column: element.column)
    placed.children = element.children.map { $0.name == "rect" && $0["key"] == "frame" ? rect(0, 0) : $0 }
    placed.text = element.text
    let subviews = XMLElement(name: "subviews", attributes: [], line: element.line, column: element.column)
    subviews.children = [placed]
    let canvas = XMLElement(name: "view", attributes: [("contentMode", "scaleToFill"), ("id", element["id"]! + ".canvas")],
                            line: element.line, column: element.column)
    canvas.children = [rect(0, 0), subviews]
    return canvas
  }
}
