/// Who shows whom in a storyboard, read once per document: the navigation controller whose root each
/// controller is, the controller that pushes each one (`show` or `push` segues), every controller that is
/// pushed or embedded, the tab bar controller each tab belongs to, every controller by id and the tab bar
/// controllers. Mapping a root asks these for its simulated bars; walking the whole document for each
/// question made importing every root of a large storyboard quadratic.
///
/// ```swift
/// let segues = IBSegues(document: document.element)
/// segues.navigationController(ofRoot: "inbox")?["id"]   // "navc"
/// segues.pusher(of: "message")?["id"]                   // "inbox"
/// ```
struct IBSegues: Sendable {
  private var navigationControllers: [String: XMLElement] = [:]
  private var pushers: [String: XMLElement] = [:]
  private var shown: Set<String> = []
  private var tabBarControllers: [String: String] = [:]
  /// Every controller element by id (the last of an id in document order).
  private(set) var controllers: [String: XMLElement] = [:]
  /// The tab bar controllers, in document order.
  private(set) var tabBarControllerElements: [XMLElement] = []
  /// A navigation controller's id → its root controller's id (its own `rootViewController` segue).
  private(set) var rootOfNavigationController: [String: String] = [:]

  init(document: XMLElement) {
    // Depth first, with the controllers around the element (outermost first).
    var stack: [(element: XMLElement, controllers: [XMLElement])] = [(document, [])]
    while let (element, around) = stack.popLast() {
      var controllers = around
      if element.name.hasSuffix("Controller") {
        controllers.append(element)
        if let id = element["id"] { self.controllers[id] = element }
        if element.name == "tabBarController" { tabBarControllerElements.append(element) }
        if element.name == "navigationController", let id = element["id"],
           let root = element.child("connections")?.children(named: "segue").first(where: { $0["relationship"] == "rootViewController" }) {
          rootOfNavigationController[id] = root["destination"]
        }
      }
      if element.name == "segue", let destination = element["destination"] {
        let kind = element["kind"] ?? ""
        if kind == "show" || kind == "push" {
          shown.insert(destination)
          if pushers[destination] == nil, let pusher = controllers.first(where: { $0["id"] != destination }) { pushers[destination] = pusher }
        } else if kind == "relationship", element["relationship"] == "viewControllers",
                  let owner = controllers.last, owner.name == "tabBarController", let ownerID = owner["id"] {
          if tabBarControllers[destination] == nil { tabBarControllers[destination] = ownerID }
        } else if kind == "relationship", element["relationship"] == "rootViewController" {
          shown.insert(destination)
          if navigationControllers[destination] == nil, let owner = controllers.last, owner.name == "navigationController" {
            navigationControllers[destination] = owner
          }
        }
      }
      for child in element.children.reversed() { stack.append((child, controllers)) }
    }
  }

  /// The navigation controller whose root view controller is `id`.
  func navigationController(ofRoot id: String) -> XMLElement? { navigationControllers[id] }
  /// The controller holding a `show` or `push` segue to `id`.
  func pusher(of id: String) -> XMLElement? { pushers[id] }
  /// Whether `id` is a navigation controller's root or a push's destination.
  func isPushedOrEmbedded(_ id: String) -> Bool { shown.contains(id) }
  /// The id of the tab bar controller that has `id` among its tabs.
  func tabBarController(of id: String) -> String? { tabBarControllers[id] }
}
