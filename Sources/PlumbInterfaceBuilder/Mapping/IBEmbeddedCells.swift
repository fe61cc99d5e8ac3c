import PlumbLayout

extension IBSceneBuilder {
  /// The cells a table or collection view shows in Interface Builder — its static cells and its prototypes —
  /// laid out inside it, so a table view controller renders its rows rather than an empty table.
  ///
  /// Each cell is mapped exactly as the cell's own root is (`IBSceneBuilder` on that root: its content
  /// view's margins, its stored height), then placed where Xcode stored it in the table: at its stored
  /// origin in the table's content, its stored height, as wide as the table (a collection view cell keeps
  /// its stored width). The section gaps and header views Xcode left between cells are kept that way.
  /// Frames of views inside the cells are compared with Xcode's in the cell's own root, not here.
  ///
  /// ```swift
  /// node.subviews += embeddedCells(of: table, tableID: "tbl", contentID: "tbl.content")
  /// ```
  func embeddedCells(of element: XMLElement, tableID: String, contentID: String) -> [Layout.Node] {
    var cells: [XMLElement] = []
    if element.name == "tableView" {
      cells += element.child("prototypes")?.children(named: "tableViewCell") ?? []
      for section in element.child("sections")?.children(named: "tableViewSection") ?? [] {
        cells += section.child("cells")?.children(named: "tableViewCell") ?? []
      }
    } else {
      cells += element.child("cells")?.children(named: "collectionViewCell") ?? []
    }
    var nodes: [Layout.Node] = []
    for cell in cells {
      guard let id = cell["id"], let frame = IBGeometry.frame(cell),
            let cellRoot = document.roots.first(where: { $0.element === cell }) else { continue }
      let imported = IBSceneBuilder(document: document, root: cellRoot, classMap: classMap, assets: assets).build()
      for warning in imported.warnings where !warnings.contains(warning) { warnings.append(warning) }
      let source = place(cell)
      var node = Layout.Node(id: id, subviews: imported.scene.views, source: source)
      node.margins = imported.scene.canvas.margins
      node.appearance.background = imported.scene.canvas.background
      node.appearance.clipsToBounds = true
      nodes.append(node)
      itemID[id] = id
      parentOf[id] = tableID
      // The cell's own constraints, with its root (and the root's safe area: a cell has none) as the cell.
      for var constraint in imported.scene.constraints {
        constraint.first.item = Self.cellItem(constraint.first.item, cell: id)
        if let second = constraint.second { constraint.second!.item = Self.cellItem(second.item, cell: id) }
        extraConstraints.append(constraint)
      }
      let isTableCell = cell.name == "tableViewCell"
      extraConstraints.append(spec(id, .leading, contentID, .leading, constant: frame.minX, source: source))
      extraConstraints.append(spec(id, .top, contentID, .top, constant: frame.minY, source: source))
      extraConstraints.append(size(id, .height, frame.height, source: source))
      extraConstraints.append(isTableCell ? spec(id, .width, tableID, .width, source: source)
                                          : size(id, .width, frame.width, source: source))
    }
    return nodes
  }

  /// `item` of a cell root's constraint in the table's scene: its root and safe area are the cell.
  static func cellItem(_ item: String, cell: String) -> String {
    item == "root" || item == "safeArea" ? cell : item
  }

  private func size(_ id: String, _ attribute: Layout.Attribute, _ value: Double, source: Layout.SourceLocation) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(first: Layout.AnchorRef(item: id, attribute: attribute), relation: .equal, constant: value,
                          identifier: "cell in table", text: "\(id).\(attribute.rawValue) == \(formatPoints(value))", source: source)
  }
}
