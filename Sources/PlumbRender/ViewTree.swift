import PlumbLayout

/// The views of a `Layout.Result` as a tree (children in drawing order), built once per render.
///
/// ```swift
/// let tree = ViewTree(result)
/// tree.children(of: "root").map(\.id)   // the top-level views
/// ```
struct ViewTree {
  private let byParent: [String: [Layout.ViewLayout]]

  init(_ result: Layout.Result) {
    var byParent: [String: [Layout.ViewLayout]] = [:]
    for view in result.views { byParent[view.parent, default: []].append(view) }
    self.byParent = byParent
  }

  /// The direct children of `id`, in the result's (preorder) order.
  func children(of id: String) -> [Layout.ViewLayout] { byParent[id] ?? [] }
}
