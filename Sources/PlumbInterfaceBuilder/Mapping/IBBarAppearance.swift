import PlumbLayout

/// The iOS 13 bar appearances Interface Builder writes inside a bar — `<navigationBarAppearance>`,
/// `<toolbarAppearance>`, `<tabBarAppearance>` keyed `standardAppearance` or `scrollEdgeAppearance`, each with
/// an optional `backgroundColor`, `shadowColor` and (navigation bars) `titleTextAttributes` and
/// `largeTitleTextAttributes` — and a navigation bar's own `<textAttributes key="titleTextAttributes">` (its
/// `textColor`), as PlumbLayout's `BarAppearance` and title colour.
///
/// ```swift
/// let (standard, scrollEdge) = IBBarAppearance.appearances(of: bar, resolve: resolvedColour)
/// IBBarAppearance.titleColour(of: bar, resolve: resolvedColour)   // the white of `titleTextAttributes`
/// ```
enum IBBarAppearance {
  /// The element names of the three appearance kinds.
  static let elements: Set<String> = ["navigationBarAppearance", "toolbarAppearance", "tabBarAppearance"]

  /// A bar's standard and scroll-edge appearances (`nil` where the file writes none).
  static func appearances(of bar: XMLElement, resolve: (XMLElement) -> Color?)
    -> (standard: Layout.BarAppearance?, scrollEdge: Layout.BarAppearance?) {
    func appearance(_ key: String) -> Layout.BarAppearance? {
      guard let element = bar.children.first(where: { elements.contains($0.name) && $0["key"] == key }) else { return nil }
      var look = Layout.BarAppearance()
      if let colour = element.child("color", key: "backgroundColor").flatMap(resolve) { look.backgroundColor = colour }
      if let shadow = element.child("color", key: "shadowColor") { look.shadowColor = resolve(shadow) }
      look.titleColor = textColour(element, key: "titleTextAttributes", resolve: resolve)
      look.largeTitleColor = textColour(element, key: "largeTitleTextAttributes", resolve: resolve)
      return look
    }
    return (appearance("standardAppearance"), appearance("scrollEdgeAppearance"))
  }

  /// The colour of a navigation bar's own `titleTextAttributes` (before iOS 13's appearances).
  static func titleColour(of bar: XMLElement, resolve: (XMLElement) -> Color?) -> Color? {
    textColour(bar, key: "titleTextAttributes", resolve: resolve)
  }

  private static func textColour(_ element: XMLElement, key: String, resolve: (XMLElement) -> Color?) -> Color? {
    element.children.first { $0.name == "textAttributes" && $0["key"] == key }?.child("color", key: "textColor").flatMap(resolve)
  }
}
