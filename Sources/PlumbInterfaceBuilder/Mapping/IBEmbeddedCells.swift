import PlumbLayout

extension IBSceneBuilder {
  /// The cells a table or collection view shows in Interface Builder — its static cells and its prototypes —
  /// laid out inside it, so a table view controller renders its rows rather than an empty table.
  ///
  /// Each cell is mapped exactly as the cell's own root is (`IBSceneBuilder` on that root: its content
  /// view's margins, its stored height), then placed where Xcode stored it in the table: at its stored
  /// origin in the table's content, its stored height, as wide as the table (a collection view cell keeps
  /// its stored width). The section gaps and header views Xcode left between cells are kept that way; a
  /// static section's `headerTitle` and `footerTitle` are drawn in them (`sectionTitle`).
  /// Frames of views inside the cells are compared with Xcode's in the cell's own root, not here.
  ///
  /// ```swift
  /// node.subviews += embeddedCells(of: table, tableID: "tbl", contentID: "tbl.content")
  /// ```
  func embeddedCells(of element: XMLElement, tableID: String, contentID: String) -> [Layout.Node] {
    // Each cell with its static section, if it has one, and whether it starts or ends that section.
    var cells: [(cell: XMLElement, section: XMLElement?, firstInSection: Bool, lastInSection: Bool)] = []
    if element.name == "tableView" {
      for prototype in element.child("prototypes")?.children(named: "tableViewCell") ?? [] { cells.append((prototype, nil, false, false)) }
      for section in element.child("sections")?.children(named: "tableViewSection") ?? [] {
        let inSection = section.child("cells")?.children(named: "tableViewCell") ?? []
        for (index, cell) in inSection.enumerated() { cells.append((cell, section, index == 0, index == inSection.count - 1)) }
      }
    } else {
      for cell in element.child("cells")?.children(named: "collectionViewCell") ?? [] { cells.append((cell, nil, false, false)) }
    }
    let table = TableLook(element, builder: self)
    var nodes: [Layout.Node] = []
    var titles: [Layout.Node] = []
    // Cells Xcode stored below the table's bottom are out of sight; past `maxCells`, a hostile file's
    // table would only cost time.
    let tableHeight = IBGeometry.frame(element)?.height ?? .infinity
    var drawn = 0
    for (cell, section, firstInSection, lastInSection) in cells {
      guard let id = cell["id"], let frame = IBGeometry.frame(cell), frame.minY < tableHeight,
            let index = document.rootIndexByElement[ObjectIdentifier(cell)] else { continue }
      guard drawn < Self.maxCells else {
        warn(element, "only the first \(Self.maxCells) cells are drawn in the table")
        break
      }
      drawn += 1
      let cellRoot = document.roots[index]
      let imported = IBSceneBuilder(document: document, root: cellRoot, classMap: classMap, assets: assets).build()
      for warning in imported.warnings where !warnings.contains(warning) { warnings.append(warning) }
      let source = place(cell)
      let isTableCell = cell.name == "tableViewCell"
      var node = Layout.Node(id: id, subviews: imported.scene.views, source: source)
      node.margins = imported.scene.canvas.margins
      node.appearance.background = imported.scene.canvas.background ?? (isTableCell ? table.cellBackground : nil)
      node.appearance.clipsToBounds = true
      itemID[id] = id
      parentOf[id] = tableID
      // The cell's own constraints, with its root (and the root's safe area: a cell has none) as the cell.
      for var constraint in imported.scene.constraints {
        constraint.first.item = Self.cellItem(constraint.first.item, cell: id)
        if let second = constraint.second { constraint.second!.item = Self.cellItem(second.item, cell: id) }
        extraConstraints.append(constraint)
      }
      extraConstraints.append(spec(id, .leading, contentID, .leading, constant: frame.minX, source: source))
      extraConstraints.append(spec(id, .top, contentID, .top, constant: frame.minY, source: source))
      extraConstraints.append(size(id, .height, frame.height, source: source))
      if isTableCell {
        // As wide as the table, less the insets Xcode stored (an inset-grouped table's side margins).
        let inset = table.width.map { $0 - frame.width } ?? 0
        extraConstraints.append(spec(id, .width, tableID, .width, constant: -inset, source: source))
        if table.isInsetGrouped, section != nil {
          // An inset-grouped section is one rounded card: its first cell's top corners, its last's bottom.
          var corners: Layout.CornerMask = []
          if firstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
          if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
          if !corners.isEmpty {
            node.appearance.cornerRadius = TableLook.insetGroupedCornerRadius
            node.appearance.maskedCorners = corners
          }
        }
        if !(lastInSection && table.isGrouped),
           let separator = cellSeparator(for: cell, cellID: id, frame: frame, table: table, contentLeading: node.margins?.leading ?? 0) {
          node.subviews.append(separator)
        }
        if let section, let sectionID = section["id"] {
          let ends: [(SectionTitleRole, String?, Bool)] = [(.header, section["headerTitle"], firstInSection),
                                                           (.footer, section["footerTitle"], lastInSection)]
          for (role, text, applies) in ends where applies {
            if let text, let title = sectionTitle(text, role: role, sectionID: sectionID, cellFrame: frame,
                                                  textInset: node.margins?.leading ?? 0, table: table, tableID: tableID,
                                                  contentID: contentID, source: place(section)) {
              titles.append(title)
            }
          }
        }
      } else {
        extraConstraints.append(size(id, .width, frame.width, source: source))
      }
      nodes.append(node)
    }
    nodes += emptyRowSeparators(of: element, table: table, tableID: tableID, contentID: contentID,
                                below: cells.compactMap { IBGeometry.frame($0.cell)?.maxY }.max() ?? 0)
    return nodes + titles
  }

  /// A plain table without a footer view draws separators for the empty rows below its last cell, one
  /// row height apart (its `rowHeight`, else 44), to its stored bottom, inset as a cell's would be.
  private func emptyRowSeparators(of element: XMLElement, table: TableLook, tableID: String, contentID: String,
                                  below lastBottom: Double) -> [Layout.Node] {
    guard element.name == "tableView", !table.isGrouped, table.drawsSeparators,
          !element.children.contains(where: { $0["key"] == "tableFooterView" }),
          let height = IBGeometry.frame(element)?.height else { return [] }
    let stated = element.number("rowHeight") ?? Layout.ControlMetrics.tableRowHeight
    let rowHeight = stated > 0 ? stated : Layout.ControlMetrics.tableRowHeight
    let container: IBRoot.CellContainer = tableID == "root" ? .controllerTable : .nestedTable
    let inset = table.separatorInsets(table.separatorInset,
                                      leadingMargin: Self.cellSideMargin(container: container, tools: tools, screenWidth: table.screenWidth))
    let source = place(element)
    var lines: [Layout.Node] = []
    var bottom = lastBottom + rowHeight
    // At most a screenful of rows (a hostile `rowHeight` of 0.001 must not make millions of lines).
    while bottom <= height, lines.count < 200 {
      let id = "\(tableID).emptyRow\(lines.count + 1)"
      lines.append(hairline(id, in: tableID, table: table, source: source))
      extraConstraints.append(spec(id, .leading, contentID, .leading, constant: inset.left, source: source))
      extraConstraints.append(spec(id, .width, tableID, .width, constant: -inset.left - inset.right, source: source))
      extraConstraints.append(spec(id, .bottom, contentID, .top, constant: bottom, source: source))
      bottom += rowHeight
    }
    return lines
  }

  /// The hairline (one pixel) under a cell: from the cell's own `separatorInset`, else the table's, else
  /// UIKit's automatic inset; none when the table has no separators or the inset hides it (IB's
  /// `minX="10000"`).
  private func cellSeparator(for cell: XMLElement, cellID: String, frame: Rect, table: TableLook,
                             contentLeading: Double) -> Layout.Node? {
    guard table.drawsSeparators else { return nil }
    let inset = table.separatorInsets(cell.child("inset", key: "separatorInset") ?? table.separatorInset,
                                      leadingMargin: contentLeading)
    guard inset.left + inset.right < frame.width else { return nil }
    let id = cellID + ".separator"
    let source = place(cell)
    let line = hairline(id, in: cellID, table: table, source: source)
    extraConstraints.append(spec(id, .leading, cellID, .leading, constant: inset.left, source: source))
    extraConstraints.append(spec(id, .trailing, cellID, .trailing, constant: -inset.right, source: source))
    extraConstraints.append(spec(id, .bottom, cellID, .bottom, source: source))
    return line
  }

  /// A separator line of `table`'s colour, one pixel tall at the document's scale, as a subview of `parent`
  /// (the caller places it).
  private func hairline(_ id: String, in parent: String, table: TableLook, source: Layout.SourceLocation) -> Layout.Node {
    var line = Layout.Node(id: id, source: source)
    line.appearance.background = table.separatorColor
    itemID[id] = id
    parentOf[id] = parent
    extraConstraints.append(size(id, .height, 1 / table.scale, source: source))
    return line
  }

  /// What a table's style gives its cells: their default background and the separator line under each.
  struct TableLook {
    /// `grouped` or `insetGrouped`: a section's last cell has no separator (iOS 13 and later).
    var isGrouped: Bool
    /// `insetGrouped`: each section is a card with rounded corners (`insetGroupedCornerRadius`).
    var isInsetGrouped: Bool
    /// UIKit's default cell background: `secondarySystemGroupedBackground` in grouped tables,
    /// `systemBackground` in plain ones.
    var cellBackground: Color
    var drawsSeparators: Bool
    var separatorColor: Color
    var separatorInset: XMLElement?
    var scale: Double
    var tools: Double
    var screenWidth: Double
    /// The table's stored width (`nil` when Xcode stored no frame).
    var width: Double?

    init(_ table: XMLElement, builder: IBSceneBuilder) {
      let style = table["style"] ?? "plain"
      isGrouped = style == "grouped" || style == "insetGrouped"
      isInsetGrouped = style == "insetGrouped"
      cellBackground = .system(isGrouped ? .secondarySystemGroupedBackground : .systemBackground)
      drawsSeparators = table.name == "tableView" && table["separatorStyle"] != "none"
      separatorColor = table.child("color", key: "separatorColor").flatMap(builder.resolvedColour) ?? .system(.separator)
      separatorInset = table.child("inset", key: "separatorInset")
      scale = builder.canvasScale
      tools = builder.tools
      let device = builder.document.device
      screenWidth = device.map { builder.document.isLandscape ? $0.height : $0.width } ?? 375
      width = IBGeometry.frame(table)?.width
    }

    /// The corner radius of an inset-grouped section's card (iOS 13 to 17).
    static let insetGroupedCornerRadius = 10.0

    /// A separator's left and right insets: `explicit` (a cell's or table's `separatorInset`), else UIKit's
    /// automatic inset: the cell's leading layout margin where the canvas gives cells system margins
    /// (toolsVersion ≥ `cellMarginsVersion`), 16 on phones and 20 on iPads before.
    func separatorInsets(_ explicit: XMLElement?, leadingMargin: Double) -> (left: Double, right: Double) {
      (explicit?.number("minX") ?? (tools >= IBSceneBuilder.cellMarginsVersion ? leadingMargin : (screenWidth >= 768 ? 20 : 16)),
       explicit?.number("maxX") ?? 0)
    }
  }

  /// The most cells a table lays out inside itself (each is still a root of its own).
  static let maxCells = 300

  /// `item` of a cell root's constraint in the table's scene: its root and safe area are the cell.
  static func cellItem(_ item: String, cell: String) -> String {
    item == "root" || item == "safeArea" ? cell : item
  }

  func size(_ id: String, _ attribute: Layout.Attribute, _ value: Double, source: Layout.SourceLocation) -> Layout.ConstraintSpec {
    Layout.ConstraintSpec(first: Layout.AnchorRef(item: id, attribute: attribute), relation: .equal, constant: value,
                          identifier: "cell in table", text: "\(id).\(attribute.rawValue) == \(formatPoints(value))", source: source)
  }
}
