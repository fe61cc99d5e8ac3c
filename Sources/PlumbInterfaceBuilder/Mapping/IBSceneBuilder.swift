import Foundation
import PlumbLayout

/// Maps one root of an IB document onto a `Layout.Scene`: the root view becomes the canvas (`root`), its
/// subviews the tree, its safe-area guide `safeArea`; every other guide becomes a `guide` node; every
/// constraint of the tree a scene constraint (size-class variations as `when` conditions); views that
/// translate their autoresizing mask get the constraints UIKit makes for them. Nothing it does not
/// understand fails the import: it becomes a warning naming the element and its line.
///
/// ```swift
/// let imported = IBSceneBuilder(document: document, root: document.roots[0]).build()
/// let engine = Layout.Engine(scene: imported.scene, measurer: measurer, images: images)
/// ```
public final class IBSceneBuilder {
  let document: IBDocument
  let root: IBRoot
  let tools: Double
  var warnings: [IBWarning] = []
  var records: [IBViewRecord] = []
  /// IB object id → Layout item id (`root`, `safeArea`, guides that stand for their view).
  var itemID: [String: String] = [:]
  /// Layout id → superview's Layout id.
  var parentOf: [String: String] = [:]
  /// Scroll view id → its content guide's id.
  var scrollContent: [String: String] = [:]
  var constraintElements: [(element: XMLElement, owner: String)] = []
  /// The ids of views a stack arranges.
  var arrangedIDs = Set<String>()
  var extraConstraints: [Layout.ConstraintSpec] = []
  var topLevelGuides: [Layout.Node] = []
  var controlCounts: [String: Int] = [:]
  let variations: IBVariations
  let canvasWidthClass: String?
  let assets: IBAssets
  var canvasScale: Double = 2
  var rootMargins = DirectionalInsets()
  var rootMarginsFromEdges = false
  /// The top safe-area inset of the screen alone (status bar or sensor housing), under any bars.
  var statusBarHeight = 0.0
  var topGuideIDs: [String] = []
  var bottomGuideIDs: [String] = []
  var recordsByID: [String: IBViewRecord] = [:]
  var marginsOf: [String: DirectionalInsets] = [:]

  /// What custom classes behave as (see `IBClassMap`).
  let classMap: IBClassMap

  /// - Parameter classMap: the UIKit kinds and intrinsic sizes of the file's custom classes (none by default).
  public convenience init(document: IBDocument, root: IBRoot, classMap: IBClassMap = IBClassMap()) {
    self.init(document: document, root: root, classMap: classMap, assets: document.assets)
  }

  /// A builder that shares another builder's asset folder listing (read once), for the cells a table lays
  /// out (`embeddedCells`).
  init(document: IBDocument, root: IBRoot, classMap: IBClassMap, assets: IBAssets) {
    self.document = document
    self.root = root
    self.classMap = classMap
    tools = document.toolsVersion ?? 10000
    variations = document.variations
    canvasWidthClass = nil
    self.assets = assets
  }

  func place(_ element: XMLElement) -> Layout.SourceLocation {
    Layout.SourceLocation(file: document.file, path: "<\(element.name)\(element["id"].map { " id=\"\($0)\"" } ?? "")>",
                          line: element.line, column: element.column)
  }

  func warn(_ element: XMLElement, _ message: String) {
    let warning = IBWarning(place: Layout.SourceLocation(file: document.file, line: element.line, column: element.column),
                            element: element.name + (element["id"].map { " id=\"\($0)\"" } ?? ""), message: message)
    if !warnings.contains(warning) { warnings.append(warning) }
  }

  /// Builds the scene (never throws: problems become warnings). A cell's scene is built once per document
  /// and class map (`IBCellSceneCache`): the table showing the cell and the cell's own root share it.
  public func build() -> IBImportedScene {
    if root.kind == .tableViewCell || root.kind == .collectionViewCell,
       let index = document.rootIndexByElement[ObjectIdentifier(root.element)] {
      return document.cellScenes.scene(root: index, document: document, classMap: classMap) { buildUncached() }
    }
    return buildUncached()
  }

  /// Builds the scene without consulting the document's cell scenes.
  func buildUncached() -> IBImportedScene {
    let element = root.element
    let rootID = element["id"] ?? root.id
    itemID[rootID] = "root"
    let storedSize = IBGeometry.frame(element).map { $0.size }
    let canvas = makeCanvas(element, storedSize: storedSize)
    canvasScale = canvas.scale
    rootMargins = canvas.margins
    let rootSize = Size(width: canvas.width, height: { if case .points(let h) = canvas.height { return h }; return 0 }())
    records.append(IBViewRecord(id: "root", objectID: rootID, element: element.name, name: root.name,
                                storedFrame: Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height),
                                alignmentOutset: Insets(), xcodeFlag: xcodeFlag(element), byAutoresizing: false, line: element.line))
    guides(of: element, layoutID: "root", isRoot: true)
    if let controller = root.controller { controllerGuides(controller) }
    collectConstraints(element, owner: "root")
    let children = childViews(of: element)
    // A top-level stack view (a XIB's root `<stackView>`) arranges its subviews: a stack filling the canvas.
    let isStackRoot = element.name == "stackView"
    var views: [Layout.Node] = []
    // A table or collection view controller's root scrolls: its content (cells, header and footer views)
    // starts below the top bars, as UIKit adjusts the content inset by the safe area (Xcode's canvas shows it
    // there; the frames Xcode stores are in the content's coordinates).
    let scrollingRoot = element.name == "tableView" || element.name == "collectionView"
    var contentOrigin = Point(x: 0, y: 0)
    if scrollingRoot {
      let content = Self.rootContentID
      scrollContent["root"] = content
      itemID[content] = content
      parentOf[content] = "root"
      contentOrigin.y = canvas.safeArea.top
      let source = place(element)
      views.append(Layout.Node(id: content, kind: .guide, source: source))
      extraConstraints.append(spec(content, .leading, "root", .leading, source: source))
      extraConstraints.append(spec(content, .top, "safeArea", .top, source: source))
      extraConstraints.append(spec(content, .width, "root", .width, source: source))
      extraConstraints.append(spec(content, .height, "root", .height, source: source))
    }
    for child in children {
      if let node = node(child, parentID: "root", parentOrigin: contentOrigin, parentSize: storedSize ?? rootSize,
                         parentFlag: xcodeFlag(element), arranged: isStackRoot) {
        views.append(node)
      }
    }
    if isStackRoot { views = [rootStack(element, arranged: views)] }
    // A cell's accessory (chevron, checkmark, detail button) beside its content view.
    if root.kind == .tableViewCell { views += cellAccessory(of: element, cellID: "root", margin: rootMargins.trailing) }
    // A table view controller's table is the root: its cells are laid out in its content.
    if scrollingRoot {
      views.insert(contentsOf: embeddedCells(of: element, tableID: "root", contentID: Self.rootContentID), at: 0)
    }
    views.append(contentsOf: topLevelGuides)
    var constraints = extraConstraints
    constraints.append(contentsOf: mapConstraints())
    let constrained = constrainedObjectIDs()
    for index in records.indices where records[index].id != "root" && !records[index].byAutoresizing
      && !arrangedIDs.contains(records[index].id) && !constrained.contains(records[index].objectID) {
      records[index].unconstrained = true
    }
    var canvasWithBars = canvas
    if root.kind == .viewController {
      recordsByID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      let inferred = simulatedInsets(constraints: constraints, height: rootSize.height)
      if let top = inferred.top { canvasWithBars.safeArea.top = top }
      if let bottom = inferred.bottom { canvasWithBars.safeArea.bottom = bottom }
    }
    if root.kind == .viewController, let controller = root.controller {
      let bar = navigationBar(of: controller, barsHeight: canvasWithBars.safeArea.top - statusBarHeight, width: canvas.width)
      views.append(contentsOf: bar.views)
      constraints.append(contentsOf: bar.constraints)
      let bottom = bottomBar(of: controller)
      views.append(contentsOf: bottom.views)
      constraints.append(contentsOf: bottom.constraints)
    }
    if !controlCounts.isEmpty {
      let list = controlCounts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      warn(element, "drawn as plain views with UIKit's intrinsic sizes (PlumbLayout has no kind for them): \(list)")
    }
    // The scene name names reference folders: letters, digits, '-', '_' and '.' only.
    let name = Self.sceneName("\(document.baseName)-\(root.storyboardIdentifier ?? root.name)-\(root.id)")
    var scene = Layout.Scene(name: name.hasPrefix(".") ? "_" + name.dropFirst() : name, file: document.file, canvas: canvasWithBars, views: views, constraints: constraints)
    // The document's appearance (`<device … appearance="dark"/>`) is the scene's, unless variant flags say otherwise.
    if document.isDark { scene.variants.appearance = [.dark] }
    return IBImportedScene(scene: scene, warnings: warnings, views: records)
  }

  /// `raw` with every character other than an ASCII letter, digit, `-`, `_` or `.` replaced by `_` (one per
  /// character, as people see them).
  ///
  /// ```swift
  /// IBSceneBuilder.sceneName("Main-label 'Été'-a1")   // "Main-label__t__-a1"
  /// ```
  static func sceneName(_ raw: String) -> String {
    func kept(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F || byte == 0x2E
    }
    // ASCII without a carriage return is one character per byte (CR LF is one character).
    if raw.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      return String(decoding: raw.utf8.map { kept($0) ? $0 : 0x5F }, as: UTF8.self)
    }
    return String(raw.map { $0.isASCII && kept($0.asciiValue!) && $0.utf8.count == 1 ? $0 : "_" })
  }

  /// The stack of a root `<stackView>`: its arranged views, its edges on the canvas's, the root's margins.
  func rootStack(_ element: XMLElement, arranged: [Layout.Node]) -> Layout.Node {
    let id = Self.rootStackID
    var stack = stack(element)
    stack.arranged = arranged
    let source = place(element)
    var node = Layout.Node(id: id, kind: .stack(stack), source: source)
    node.margins = rootMargins
    for attribute in [Layout.Attribute.leading, .trailing, .top, .bottom] {
      extraConstraints.append(spec(id, attribute, "root", attribute, source: source))
    }
    return node
  }

  /// The id of the stack a root `<stackView>` becomes (the root itself is the canvas).
  static let rootStackID = "root.stack"
  /// The guide a scrolling root's content (a table view controller's cells) is laid out in: the root's
  /// size, its top at the safe area's.
  static let rootContentID = "root.content"

  /// `misplaced` / `ambiguous` when Xcode flagged the element.
  func xcodeFlag(_ element: XMLElement) -> String? {
    if element.flag("misplaced") == true { return "misplaced" }
    if element.flag("ambiguous") == true { return "ambiguous" }
    return nil
  }

  /// The views under an element: its `<subviews>`, keyed content views (cells, effect views), and a
  /// table's header and footer views.
  ///
  /// Before Xcode 12 a collection view cell's content view is a plain `<view key="contentView">` without
  /// an id; it is read as the `collectionViewCellContentView` later files write, with the id
  /// `<cell id>.contentView` (constraints never name it: they name the cell and its subviews).
  func childViews(of element: XMLElement) -> [XMLElement] {
    var result: [XMLElement] = []
    for child in element.children {
      if child.name == "subviews" {
        result.append(contentsOf: child.children.filter { $0.name != "tableViewCell" && $0.name != "collectionViewCell" && $0["id"] != nil })
      } else if child["key"] == "tableHeaderView" || child["key"] == "tableFooterView", child["id"] != nil {
        // A table's header and footer views, at the frames Xcode stored in the table (above the first
        // section, below the last).
        result.append(child)
      } else if child["key"] == "contentView" {
        if child["id"] != nil {
          result.insert(child, at: 0)
        } else if let cellID = element["id"], element.name == "collectionViewCell" || element.name == "tableViewCell" {
          result.insert(Self.contentView(child, cellElement: element.name, id: cellID + ".contentView"), at: 0)
        }
      }
    }
    return result
  }

  /// `view`, an id-less `<view key="contentView">` of a cell, as the content view element later Xcode
  /// versions write for that cell, with `id`.
  static func contentView(_ view: XMLElement, cellElement: String, id: String) -> XMLElement {
    let name = cellElement == "tableViewCell" ? "tableViewCellContentView" : "collectionViewCellContentView"
    let copy = XMLElement(name: name, attributes: view.attributes + [(name: "id", value: id)], line: view.line, column: view.column)
    copy.children = view.children
    copy.text = view.text
    return copy
  }

  /// The canvas: the device (or the stored size where it differs), its scale and safe area, the root's
  /// margins and background.
  func makeCanvas(_ element: XMLElement, storedSize: Size?) -> Layout.Canvas {
    let device = document.device
    var width = storedSize?.width ?? device?.width ?? 375
    var height = storedSize?.height ?? device?.height ?? 667
    var safe = DirectionalInsets()
    let isController = root.kind == .viewController || isOwnersView(element)
    if let device {
      let deviceWidth = document.isLandscape ? device.height : device.width
      let deviceHeight = document.isLandscape ? device.width : device.height
      if storedSize == nil { width = deviceWidth; height = deviceHeight }
      if isController || (storedSize?.width == deviceWidth && storedSize?.height == deviceHeight) {
        if document.isLandscape {
          let side = device.safeBottom > 0 ? device.safeTop : 0
          safe = DirectionalInsets(top: 0, leading: side, bottom: device.safeBottom > 0 ? 21 : 0, trailing: side)
        } else {
          safe = DirectionalInsets(top: device.safeTop, leading: 0, bottom: device.safeBottom, trailing: 0)
        }
      }
    } else if isController {
      safe.top = 20
    }
    // From Xcode 16.3 (toolsVersion 23727) the canvas counts a full-screen controller's screen insets twice on
    // a device with a home indicator: once as the device's safe area, once inside its simulated bars (every
    // such controller of the corpus pinned to its safe area lands 2 × 48 / 2 × 59 below the top and 2 × 34
    // above the bottom, plus its bars).
    if let device, tools >= 23727, device.safeBottom > 0, !document.isLandscape, root.kind == .viewController,
       storedSize == nil || storedSize == Size(width: device.width, height: device.height) {
      safe.top += device.safeTop
      safe.bottom += device.safeBottom
    }
    statusBarHeight = safe.top
    if root.kind == .viewController, let controller = root.controller {
      let simulatedTop = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
      // A controller in a navigation stack (its root, or pushed from it, with or without a navigation item
      // of its own: UIKit makes one) shows the navigation controller's bar.
      let navigationController = controller["id"].flatMap { self.navigationController(showing: $0) }
      let navigationBar = navigationController?.flag("navigationBarHidden") == true ? nil
        : navigationController?.child("navigationBar", key: "navigationBar")
      let item = controller.child("navigationItem")
      let hasNavigationBar = (simulatedTop?.name == "simulatedNavigationBarMetrics")
        || (simulatedTop == nil && ((item != nil && isPushedOrEmbedded(controller)) || navigationBar != nil))
        || (simulatedTop == nil && isTabOfNavigatedTabBarController(controller))
      // iOS 26's navigation bar is 54 points tall (Xcode 26, toolsVersion ≥ 24000), 44 before; a large title
      // adds 52 where the navigation controller's bar prefers them and the item does not refuse (an item's
      // `automatic` mode follows the controller below it, so pushed controllers keep the large title).
      if hasNavigationBar {
        safe.top += tools >= 24000 ? Layout.BarMetrics.barHeightIOS26 : Layout.BarMetrics.barHeight
        if simulatedTop == nil, navigationBar?.flag("largeTitles") == true,
           !["never", "inline"].contains(item?["largeTitleDisplayMode"] ?? "") {
          safe.top += Layout.BarMetrics.largeTitleBarHeight - Layout.BarMetrics.barHeight
        }
      }
      let simulatedBottom = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
      if simulatedBottom?.name == "simulatedTabBarMetrics" || (simulatedBottom == nil && controller.child("tabBarItem") != nil) {
        safe.bottom += Layout.BarMetrics.tabBarHeight
      } else if simulatedBottom?.name == "simulatedToolbarMetrics" {
        safe.bottom += Layout.BarMetrics.barHeight
      }
    }
    var margins: DirectionalInsets
    // System minimum margins follow the screen (a cell's table spans it), not the root's own width.
    let screenWidth = device.map { document.isLandscape ? $0.height : $0.width } ?? width
    switch root.kind {
    case .viewController:
      let side = width > 390 ? 20.0 : 16.0
      margins = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
    case .tableViewCell:
      // iOS 26 (Xcode 26, toolsVersion ≥ 24000) insets cell content 15 from the top and bottom (its
      // default row is 52 high), from Xcode 9.2 11 (a 44-point row), Xcode 9.0 and earlier (toolsVersion
      // < `cellMarginsVersion`) a plain UIView's 8.
      let vertical = tools >= 24000 ? 15.0 : tools >= Self.cellMarginsVersion ? 11.0 : 8.0
      margins = DirectionalInsets(top: vertical, leading: 0, bottom: vertical, trailing: 0)
      margins.leading = Self.cellSideMargin(container: root.cellContainer ?? .controllerTable, tools: tools,
                                            screenWidth: screenWidth)
      margins.trailing = margins.leading
    case .view, .collectionViewCell, .supplementaryView:
      // A controller's view, and a view of its own in a storyboard scene (beside the controller, as table
      // background or header views are kept), take the system minimum margins at the sides; a XIB's
      // top-level view and a cell keep a plain UIView's 8 (Tofu's empty-state views are stored 16 in).
      let side = width > 390 ? 20.0 : 16.0
      let systemSides = isController || (root.kind == .view && document.isStoryboard)
      margins = systemSides ? DirectionalInsets(top: isController ? 0 : 8, leading: side, bottom: isController ? 0 : 8, trailing: side)
        : IBGeometry.margins(element) ?? DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    if let explicit = IBGeometry.margins(element), root.kind != .viewController { margins = explicit }
    // Before iOS 11 (toolsVersion < 13000), and with `insetsLayoutMarginsFromSafeArea="NO"`, the root's
    // margins are measured from its edges, not from the safe area as Plumb's root margins are: constraints
    // to root.topMargin/bottomMargin are then mapped to its edges (see `mapConstraints`).
    rootMarginsFromEdges = (tools < 13000 || element.flag("insetsLayoutMarginsFromSafeArea") == false)
      && (safe.top != 0 || safe.bottom != 0)
    var background = element.child("color", key: "backgroundColor").flatMap(resolvedColour)
    // A cell of a grouped table without a colour of its own is UIKit's grouped-cell background.
    if background == nil, root.kind == .tableViewCell, root.tableStyle == "grouped" || root.tableStyle == "insetGrouped" {
      background = .system(.secondarySystemGroupedBackground)
    }
    if background == nil { background = Self.defaultBackground(of: element) }
    return Layout.Canvas(width: width, height: .points(height), scale: device?.scale ?? 2, background: background,
                         margins: margins, safeArea: safe)
  }

  /// UIKit's background for a view that stores none: `systemGroupedBackground` for a grouped or
  /// inset-grouped table view (Xcode usually stores it; older files and hand-written ones may not).
  static func defaultBackground(of element: XMLElement) -> Color? {
    guard element.name == "tableView", element["style"] == "grouped" || element["style"] == "insetGrouped" else { return nil }
    return .system(.systemGroupedBackground)
  }

  /// The leading and trailing margin of a table view cell's content view, as Interface Builder lays it out.
  ///
  /// - A table that is its controller's view takes the controller's system minimum margins: 16 points,
  ///   20 on screens wider than 390 (iOS 11, Xcode 9 and later).
  /// - A table inside another view keeps UITableView's own margins: 16 on phones, 20 on iPad-wide screens;
  ///   from Xcode 26 (toolsVersion ≥ 24000) 20 on screens wider than 390 too, as a controller's table.
  /// - A XIB's top-level cell, in no table, keeps UITableViewCell's own 15; from toolsVersion 23727, 16.
  /// - Before Xcode 9.2 (toolsVersion < `cellMarginsVersion`) a content view had a plain UIView's 8-point
  ///   margins.
  ///
  /// ```swift
  /// IBSceneBuilder.cellSideMargin(container: .nestedTable, tools: 22154, screenWidth: 414)  // 16
  /// ```
  static func cellSideMargin(container: IBRoot.CellContainer, tools: Double, screenWidth: Double) -> Double {
    if tools < cellMarginsVersion { return 8 }
    switch container {
    case .controllerTable: return screenWidth > 390 ? 20 : 16
    case .nestedTable:
      // From Xcode 26 (toolsVersion ≥ 24000) a table inside another view takes the wider screens' 20 too.
      if tools >= 24000 { return screenWidth > 390 ? 20 : 16 }
      return screenWidth >= 768 ? 20 : 16
    case .noTable: return tools >= 23727 ? 16 : 15
    }
  }

  /// The first toolsVersion whose canvas gives cells UIKit's system margins: before it, a content view's
  /// margins are a plain view's 8. Xcode 9.0 (13196) stores every cell of the corpus pinned to its margins
  /// 8 in, on every side; Xcode 9.2 (13771) and later 16 or 20 at the sides and 11 above and below.
  static let cellMarginsVersion = 13500.0

  /// A XIB view that is its File's Owner's `view` outlet (a controller's view: system margins, safe area).
  private func isOwnersView(_ element: XMLElement) -> Bool {
    guard !document.isStoryboard, let id = element["id"] else { return false }
    for placeholder in document.element.child("objects")?.children(named: "placeholder") ?? []
    where placeholder["placeholderIdentifier"] == "IBFilesOwner" {
      let outlets = placeholder.child("connections")?.children(named: "outlet") ?? []
      if outlets.contains(where: { $0["property"] == "view" && $0["destination"] == id }) { return true }
    }
    return false
  }

  /// Whether a storyboard controller is a tab of a tab bar controller that is itself a navigation
  /// controller's root or pushed: the navigation bar is drawn above every tab.
  private func isTabOfNavigatedTabBarController(_ controller: XMLElement) -> Bool {
    guard let id = controller["id"], let tabBar = document.segues.tabBarController(of: id) else { return false }
    return document.segues.isPushedOrEmbedded(tabBar)
  }

  /// Whether a storyboard controller is a navigation controller's root or the destination of a push.
  private func isPushedOrEmbedded(_ controller: XMLElement) -> Bool {
    guard let id = controller["id"] else { return false }
    return document.segues.isPushedOrEmbedded(id)
  }
}
