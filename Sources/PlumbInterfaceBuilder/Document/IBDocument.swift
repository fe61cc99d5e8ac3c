import Foundation
import PlumbLayout

/// A `.storyboard` or `.xib` file, read with the hardened `XMLReader`: its header, device, resources
/// and renderable roots. `IBSceneBuilder` turns a root into a `Layout.Scene`.
///
/// ```swift
/// let document = try IBDocument.load(path: "Main.storyboard")
/// let root = try document.root(matching: "BYZ-38-t0r")
/// let imported = IBSceneBuilder(document: document, root: root).build()
/// ```
public struct IBDocument: Sendable {
  /// The file, as given (for messages and relative asset lookup).
  public var file: String
  public var isStoryboard: Bool
  /// `toolsVersion` as a number (`nil` for Xcode 14–16's placeholder `32700.99.1234`, which then falls
  /// back to the IBCocoaTouchPlugin version).
  public var toolsVersion: Double?
  public var useAutolayout: Bool
  public var useTraitCollections: Bool
  public var useSafeAreas: Bool
  /// The `<device>` (nil for Xcode ≤ 7 files) and its orientation and appearance.
  public var device: IBDevice?
  public var deviceID: String?
  public var isLandscape: Bool
  public var isDark: Bool
  public var element: XMLElement
  public var roots: [IBRoot]
  /// `<resources>`: image sizes by name, and named and system colour fallbacks.
  public var imageSizes: [String: Size]
  public var resourceColors: [String: XMLElement]
  /// The intrinsic content sizes Xcode computed for `IB_DESIGNABLE` custom classes by running their code
  /// (`<designables><designable name="id"><size key="intrinsicContentSize"/>`), by view id.
  public var designableSizes: [String: Size] = [:]
  /// The image and colour sets under the file's folder, listed once for every root of the document.
  let assets: IBAssets
  /// The document's size-class variations, read once (every root's builder consults them).
  var variations: IBVariations
  /// Who shows whom (navigation roots, pushes), read once for every root's simulated bars.
  var segues: IBSegues
  /// The file's name without its folder and extension (`Main` for `Base.lproj/Main.storyboard`), which
  /// begins every scene name.
  let baseName: String
  /// Cell roots' scenes, built once for the table that shows them and for the cell itself.
  let cellScenes = IBCellSceneCache()
  /// The root of each root element (a table's cells are found by their element).
  var rootIndexByElement: [ObjectIdentifier: Int] = [:]

  /// Reads and checks a file (at most `XMLLimits.standard.maxBytes`).
  /// - Throws: `IBError` for an unreadable file, `XMLError` for malformed or hostile XML, `IBError` when the
  ///   root element is not an Interface Builder `<document>`.
  public static func load(path: String, limits: XMLLimits = .standard) throws -> IBDocument {
    let place = Layout.SourceLocation(file: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw IBError.missing(path) }
    guard !isFolder.boolValue else { throw IBError("it is a folder, not an Interface Builder file", at: place) }
    let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= limits.maxBytes else {
      throw XMLError(file: path, line: 1, column: 1, message: "the document is \(size) bytes, more than the limit of \(limits.maxBytes)")
    }
    guard let data = FileManager.default.contents(atPath: path) else { throw IBError("cannot read the file", at: place) }
    return try parse(bytes: [UInt8](data), file: path, limits: limits)
  }

  /// Reads a document from bytes; `file` names it in messages.
  public static func parse(bytes: [UInt8], file: String, limits: XMLLimits = .standard) throws -> IBDocument {
    let root = try XMLReader.parse(bytes, file: file, limits: limits)
    guard root.name == "document" else {
      throw IBError("the root element is <\(root.name)>, not an Interface Builder <document>",
                    at: Layout.SourceLocation(file: file, line: root.line, column: root.column))
    }
    return IBDocument(root: root, file: file)
  }

  private init(root: XMLElement, file: String) {
    self.file = file
    self.element = root
    baseName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    let folder = (file as NSString).deletingLastPathComponent
    assets = IBAssets(folder: folder.isEmpty ? "." : folder)
    let type = root["type"] ?? ""
    isStoryboard = type.contains("Storyboard")
    var tools = root.number("toolsVersion")
    if root["toolsVersion"] == "32700.99.1234" || tools == nil {
      tools = root.child("dependencies")?.children(named: "plugIn")
        .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }?.number("version")
    }
    toolsVersion = tools
    useAutolayout = root.flag("useAutolayout") ?? false
    useTraitCollections = root.flag("useTraitCollections") ?? false
    useSafeAreas = root.flag("useSafeAreas") ?? false
    let deviceElement = root.child("device")
    deviceID = deviceElement?["id"]
    device = deviceID.flatMap { IBDevice.named($0, toolsVersion: tools) }
    isLandscape = deviceElement?["orientation"] == "landscape"
    isDark = deviceElement?["appearance"] == "dark"
    var sizes: [String: Size] = [:]
    var colors: [String: XMLElement] = [:]
    if let resources = root.child("resources") {
      for image in resources.children(named: "image") {
        if let name = image["name"], let w = image.number("width"), let h = image.number("height") {
          sizes[name] = Size(width: w, height: h)
        }
      }
      for named in resources.children where named.name == "namedColor" || named.name == "systemColor" {
        if let name = named["name"], let color = named.child("color") { colors[name] = color }
      }
    }
    imageSizes = sizes
    resourceColors = colors
    for designable in root.child("designables")?.children(named: "designable") ?? [] {
      if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
         let w = size.number("width"), let h = size.number("height") {
        designableSizes[id] = Size(width: w, height: h)
      }
    }
    // The height class is the document's configuration's: landscape iPhones compact, everything else
    // regular; Xcode ≤ 7's base canvas (no device) any.
    let heightClass: String? = device == nil ? nil : (isLandscape && device!.width < 600 ? "compact" : "regular")
    variations = IBVariations(document: root, heightClass: heightClass)
    segues = IBSegues(document: root)
    roots = IBDocument.findRoots(in: root, isStoryboard: isStoryboard)
    for (index, found) in roots.enumerated() { rootIndexByElement[ObjectIdentifier(found.element)] = index }
  }

  /// The root `query` names: a root view id, controller id, storyboard identifier or name.
  /// - Throws: `IBError` listing the roots when none matches.
  public func root(matching query: String) throws -> IBRoot {
    if let root = roots.first(where: { $0.matches(query) }) { return root }
    let known = roots.map(\.id) + roots.compactMap(\.storyboardIdentifier) + roots.map(\.name)
    let hint = Suggestion.closest(to: query, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    throw IBError("no root '\(query)'\(hint); roots: \(roots.map { "\($0.id) (\($0.name))" }.joined(separator: ", "))",
                  at: Layout.SourceLocation(file: file))
  }

  /// Elements that are not views although they sit among a scene's objects.
  static let nonViews: Set<String> = ["placeholder", "customObject", "exit", "segue", "connections", "outlet",
    "tapGestureRecognizer", "panGestureRecognizer", "pongPressGestureRecognizer", "swipeGestureRecognizer",
    "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "barButtonItem",
    "navigationItem", "tabBarItem", "searchDisplayController", "viewControllerPlaceholder", "menu", "command"]

  private static func findRoots(in document: XMLElement, isStoryboard: Bool) -> [IBRoot] {
    var roots: [IBRoot] = []
    var seen = Set<String>()
    func add(_ root: IBRoot) {
      guard !seen.contains(root.id) else { return }
      seen.insert(root.id); roots.append(root)
    }
    // Cells (and collection views' section headers and footers) under `element`, each with the table or collection view that holds it (`isControllerView`: whether
    // `element` itself is a controller's view).
    func addCells(under element: XMLElement, isControllerView: Bool = false) {
      var stack: [(element: XMLElement, container: IBRoot.CellContainer, style: String?)] = [(element, .noTable, nil)]
      while let (current, container, style) = stack.popLast() {
        if current.name == "tableViewCell" || current.name == "collectionViewCell", let id = current["id"] {
          var root = IBRoot(id: id, kind: current.name == "tableViewCell" ? .tableViewCell : .collectionViewCell,
                            name: cellName(current), element: current)
          root.cellContainer = container
          root.tableStyle = style
          add(root)
        } else if current.name == "collectionReusableView", let id = current["id"] {
          // A collection view's section header or footer, laid out at the size Xcode stored.
          add(IBRoot(id: id, kind: .supplementaryView, name: cellName(current), element: current))
        }
        var inner = container, innerStyle = style
        if current.name == "tableView" || current.name == "collectionView" {
          inner = current === element && isControllerView ? .controllerTable : .nestedTable
          innerStyle = current.name == "tableView" ? current["style"] ?? "plain" : nil
        }
        for child in current.children.reversed() { stack.append((child, inner, innerStyle)) }
      }
    }
    let topObjects: [XMLElement]
    if isStoryboard {
      topObjects = document.child("scenes")?.children(named: "scene").flatMap { $0.child("objects")?.children ?? [] } ?? []
    } else {
      topObjects = document.child("objects")?.children ?? []
    }
    for object in topObjects where !nonViews.contains(object.name) {
      if let view = object.children.first(where: { $0["key"] == "view" && $0["id"] != nil }), object.name.hasSuffix("Controller") {
        let controllerClass = object["customClass"] ?? object.name
        let title = object["title"] ?? object.child("navigationItem")?["title"]
        let name = object["userLabel"] ?? title ?? controllerClass
        add(IBRoot(id: view["id"]!, kind: .viewController, name: name, controllerID: object["id"],
                   storyboardIdentifier: object["storyboardIdentifier"], controllerClass: controllerClass,
                   element: view, controller: object))
        addCells(under: view, isControllerView: true)
        IBBarRoots.roots(of: object).forEach(add)
      } else if object.name.hasSuffix("Controller") {
        // Navigation, tab bar, split and page controllers have no view of their own in the file; their bars are roots.
        IBBarRoots.roots(of: object).forEach(add)
        continue
      } else if object.name == "tableViewCell" || object.name == "collectionViewCell" || object.name == "collectionReusableView" {
        addCells(under: object)
      } else if let id = object["id"], object.child("rect", key: "frame") != nil || object.name == "view" {
        add(IBRoot(id: id, kind: .view, name: object["userLabel"] ?? describe(object), element: object))
        addCells(under: object)
      }
    }
    return roots
  }

  private static func cellName(_ cell: XMLElement) -> String {
    cell["userLabel"] ?? cell["reuseIdentifier"] ?? cell["customClass"] ?? cell.name
  }

  /// "label 'Flowers'", "button 'Edit'", "stackView": what people read beside an id.
  static func describe(_ element: XMLElement) -> String {
    if let label = element["userLabel"] { return label }
    let text = element["text"] ?? element["title"] ?? element.child("state", key: "normal")?["title"]
      ?? element.child("buttonConfiguration")?["title"] ?? element["placeholder"]
    if let text, !text.isEmpty {
      let short = text.count > 30 ? String(text.prefix(29)) + "…" : text
      return "\(element.name) '\(short.utf8.contains(0x0A) ? short.replacingOccurrences(of: "\n", with: " ") : short)'"
    }
    return element["customClass"].map { "\(element.name) (\($0))" } ?? element.name
  }
}
