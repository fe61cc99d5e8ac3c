import PlumbLayout

extension IBSceneBuilder {
  /// The accessory UIKit draws at a table cell's trailing edge (`accessoryType="disclosureIndicator"`, …), as
  /// SF Symbol image views (`Layout.CellAccessory`): at the cell's trailing margin, centred vertically, the
  /// disclosure chevron in `tertiaryLabel` and the others in the tint colour. Xcode stores no frame for them
  /// (its stored content view is narrower by the accessory's room); ids `<cell id>.accessory`,
  /// `<cell id>.accessory2`.
  ///
  /// ```swift
  /// views += cellAccessory(of: cell, cellID: "root", margin: 20)   // a chevron 20 points from the trailing edge
  /// ```
  func cellAccessory(of cell: XMLElement, cellID: String, margin: Double) -> [Layout.Node] {
    guard let type = cell["accessoryType"].flatMap(Layout.CellAccessory.init(rawValue:)) else { return [] }
    let source = place(cell)
    var nodes: [Layout.Node] = []
    var trailing = margin
    for (index, symbol) in type.symbols.enumerated() {
      let id = "\(cell["id"] ?? cellID).accessory\(index == 0 ? "" : String(index + 1))"
      var node = Layout.Node(id: id, kind: .image(Layout.Image(
        systemName: symbol.name, symbolConfiguration: Layout.SymbolConfiguration(weight: symbol.weight), contentMode: .scaleAspectFit)),
        source: source)
      if !symbol.tinted { node.appearance.tintColor = .system(.tertiaryLabel) }
      itemID[id] = id
      parentOf[id] = cellID
      extraConstraints.append(spec(id, .trailing, cellID, .trailing, constant: -trailing, identifier: "cell accessory", source: source))
      extraConstraints.append(spec(id, .centerY, cellID, .centerY, identifier: "cell accessory", source: source))
      extraConstraints.append(size(id, .width, symbol.size.width, source: source))
      extraConstraints.append(size(id, .height, symbol.size.height, source: source))
      trailing += symbol.size.width + Layout.CellAccessory.spacing
      nodes.append(node)
    }
    return nodes
  }
}
