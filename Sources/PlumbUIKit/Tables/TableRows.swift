import Foundation
import PlumbLayout

/// How a table lays its rows out at rest: the cells its data source makes, one under the other, each with
/// its separator, between the sections' titles and gaps, as constraints the table owns (identifiers
/// `UITableView-…`, as UIKit's own constraints have names), so the one layout pass sizes self-sizing rows.
///
/// Gaps (UIKit 15 to 17, as Xcode 15 stores them): a grouped section starts 18 points below the previous
/// one, or 55⅓ below with a one-line header title (footnote capitals, its last line 7 points above the
/// first row); a footer title starts 8 points below the last row. A plain table's sections follow each
/// other directly, a header title in `headline` 3 points below the section's start and 5 above its first row;
/// without a footer view its empty rows' separators continue below the last row. A delegate's
/// `viewForHeaderInSection` / `viewForFooterInSection` replaces the section's title (and gap): across the
/// table, as tall as `heightForHeaderInSection` says or as its own constraints make it.
///
/// ```swift
/// TableRows.load(into: table)   // before the scene of a layout pass is built
/// ```
@preconcurrency @MainActor
enum TableRows {
  static func load(into table: UITableView) {
    NSLayoutConstraint.deactivate(table.rowConstraints)
    for view in table.rowViews { view.removeFromSuperview() }
    table.rowViews = []
    table.rowConstraints = []
    table.loadedCells = [:]
    var kept = table.keptCells ?? [:]
    table.keptCells = nil
    guard let dataSource = table.dataSource else { return }

    let host = table.rootView
    let width = table.bounds.width > 0 ? table.bounds.width : host.bounds.width
    let height = table.bounds.height > 0 ? table.bounds.height : host.bounds.height
    let side = UITableView.sideMargin(forWidth: width)
    let grouped = table.style != .plain
    let cardInset: CGFloat = table.style == .insetGrouped ? side : 0
    let scale = max(1, table.traitCollection.displayScale)
    let frame = table.frameLayoutGuide
    var constraints: [NSLayoutConstraint] = []
    func add(_ view: UIView) {
      view.translatesAutoresizingMaskIntoConstraints = false
      table.addSubview(view)
      table.rowViews.append(view)
    }
    func constrain(_ constraint: NSLayoutConstraint, _ name: String, priority: UILayoutPriority = .required) {
      constraint.identifier = "UITableView-\(name)"
      constraint.priority = priority
      constraints.append(constraint)
    }
    func spanCard(_ view: UIView, inset: CGFloat) {
      constrain(view.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: cardInset + inset), "leading")
      constrain(view.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -2 * (cardInset + inset)), "width")
    }
    func title(_ text: String, header: Bool) -> UILabel {
      let label = UILabel()
      let groupedHeader = header && grouped
      label.text = groupedHeader ? text.uppercased() : text
      label.font = .preferredFont(forTextStyle: header && !grouped ? .headline : .footnote)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = header && !grouped ? .label : .secondaryLabel
      label.numberOfLines = 0
      add(label)
      spanCard(label, inset: side)
      return label
    }
    /// A view across the table (a header or footer view) right below `anchor`, `height` tall when that is a
    /// finite number of points, else as its own constraints make it; returns its bottom.
    func across(_ view: UIView, below anchor: NSLayoutYAxisAnchor, gap: CGFloat = 0, height: CGFloat,
                priority: UILayoutPriority = .required, _ name: String) -> NSLayoutYAxisAnchor {
      add(view)
      spanCard(view, inset: -cardInset)
      constrain(view.topAnchor.constraint(equalTo: anchor, constant: gap), name)
      if height >= 0, height.isFinite { constrain(view.heightAnchor.constraint(equalToConstant: height), "\(name)-height", priority: priority) }
      return view.bottomAnchor
    }
    /// A one-pixel separator from `leading` to `trailing` points in from the table's or a cell's edges,
    /// its bottom at `bottom`.
    func separator(leading: NSLayoutXAxisAnchor, _ left: CGFloat, trailing: NSLayoutXAxisAnchor, _ right: CGFloat,
                   bottom: NSLayoutYAxisAnchor, constant: CGFloat = 0, _ name: String) {
      let line = UIView()
      line.backgroundColor = table.separatorColor ?? .separator
      add(line)
      constrain(line.leadingAnchor.constraint(equalTo: leading, constant: left), name)
      constrain(line.trailingAnchor.constraint(equalTo: trailing, constant: -right), name)
      constrain(line.bottomAnchor.constraint(equalTo: bottom, constant: constant), name)
      constrain(line.heightAnchor.constraint(equalToConstant: 1 / scale), name)
    }

    // Rows go below the safe area's top (UIKit's automatic content inset), or the content's top.
    var bottom = table.contentInsetAdjustmentBehavior == .never ? table.contentLayoutGuide.topAnchor : table.safeAreaLayoutGuide.topAnchor
    if let header = table.tableHeaderView {
      let stored = header.bounds.height
      bottom = across(header, below: bottom, height: stored > 0 ? stored : -1, priority: .defaultHigh, "tableHeaderView")
    }

    let fallback = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : Layout.ControlMetrics.tableRowHeight
    let estimate = table.rowHeight > 0 ? table.rowHeight : fallback
    var estimatedBottom: CGFloat = 0
    var budget = UITableView.maximumLoadedRows
    // The table's last row so far (the empty rows' separators hang below it).
    var lastRow: UITableViewCell?
    let sections = min(table.numberOfSections, UITableView.maximumLoadedRows)
    sectionLoop: for section in 0..<sections {
      guard estimatedBottom < 2 * height, budget > 0 else { break }
      let rows = table.numberOfRows(inSection: section)
      let headerTitle = dataSource.tableView(table, titleForHeaderInSection: section).flatMap { $0.isEmpty ? nil : $0 }
      let footerTitle = dataSource.tableView(table, titleForFooterInSection: section).flatMap { $0.isEmpty ? nil : $0 }
      // Where the section's first row starts.
      var rowTop: (anchor: NSLayoutYAxisAnchor, gap: CGFloat)
      if let header = table.tableDelegate?.tableView(table, viewForHeaderInSection: section), header.storedSuperview == nil {
        // A custom header view: across the table, as tall as the delegate says or as its content makes it.
        let stated = table.tableDelegate?.tableView(table, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        rowTop = (across(header, below: bottom, height: stated, "header-view"), 0)
        estimatedBottom += stated >= 0 && stated.isFinite ? stated : Layout.ControlMetrics.tableRowHeight
      } else if let headerTitle {
        let label = title(headerTitle, header: true)
        constrain(label.topAnchor.constraint(equalTo: bottom, constant: grouped ? 55.5 - 7 - 16 : 3), "header")
        rowTop = (label.bottomAnchor, grouped ? 7 : 5)
        estimatedBottom += grouped ? 55.5 : 28
      } else {
        rowTop = (bottom, grouped ? 18 : 0)
        estimatedBottom += grouped ? 18 : 0
      }
      var lastCell: UITableViewCell?
      for row in 0..<rows {
        guard estimatedBottom < 2 * height, budget > 0 else { break sectionLoop }
        budget -= 1
        let path = IndexPath(row: row, section: section)
        let cell = kept.removeValue(forKey: path) ?? dataSource.tableView(table, cellForRowAt: path)
        guard cell.storedSuperview == nil || cell.storedSuperview === table else { continue }
        table.loadedCells[path] = cell
        if cell.backgroundColor == nil { cell.backgroundColor = grouped ? .secondarySystemGroupedBackground : .systemBackground }
        if !cell.contentView.marginsWereSet {
          cell.contentView.storedDirectionalMargins = NSDirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
        }
        cell.updateConfigurationIfNeeded()
        cell.settleImage()
        add(cell)
        spanCard(cell, inset: 0)
        constrain(cell.topAnchor.constraint(equalTo: rowTop.anchor, constant: rowTop.gap), "row")
        let rowHeight = table.tableDelegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight
        // A height that is not a finite number of points (NaN, infinity) is taken as automatic.
        if rowHeight >= 0, rowHeight.isFinite {
          constrain(cell.heightAnchor.constraint(equalToConstant: rowHeight), "row-height")
          estimatedBottom += rowHeight
        } else {
          // Self-sizing: the content's constraints decide; UIKit's 44 where they leave the height open.
          let automatic = cell.heightAnchor.constraint(equalToConstant: Layout.ControlMetrics.tableRowHeight)
          constrain(automatic, "automatic-row-height", priority: .fittingSizeLevel)
          estimatedBottom += estimate
        }
        cell.settleAccessoryView(margin: side)
        accessorize(cell, margin: side, add: add, constrain: constrain)
        if table.style == .insetGrouped {
          var corners: CACornerMask = []
          if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
          if row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
          if !corners.isEmpty { cell.layer.cornerRadius = 10; cell.layer.maskedCorners = corners; cell.clipsToBounds = true }
        }
        if table.separatorStyle != .none, !(grouped && row == rows - 1) {
          let inset = cell.separatorInset ?? table.separatorInset
          // UIKit's automatic inset starts at the text: a content configuration's, else the standard style's.
          let start = inset == nil ? cell.separatorLeadingGuide : nil
          separator(leading: start?.leadingAnchor ?? cell.leadingAnchor, inset?.left ?? (start == nil ? side + cell.imageIndent : 0),
                    trailing: cell.trailingAnchor, inset?.right ?? 0, bottom: cell.bottomAnchor, "separator")
        }
        rowTop = (cell.bottomAnchor, 0)
        lastCell = cell
        lastRow = cell
      }
      bottom = lastCell?.bottomAnchor ?? rowTop.anchor
      if let footer = table.tableDelegate?.tableView(table, viewForFooterInSection: section), footer.storedSuperview == nil {
        let stated = table.tableDelegate?.tableView(table, heightForFooterInSection: section) ?? UITableView.automaticDimension
        bottom = across(footer, below: bottom, height: stated, "footer-view")
        estimatedBottom += stated >= 0 && stated.isFinite ? stated : Layout.ControlMetrics.tableRowHeight
      } else if let footerTitle {
        let label = title(footerTitle, header: false)
        constrain(label.topAnchor.constraint(equalTo: bottom, constant: 8), "footer")
        bottom = label.bottomAnchor
        estimatedBottom += 40
      }
    }
    // A plain table without a footer view draws its empty rows' separators below the last row, a row
    // height apart (its `rowHeight`, else 44), down past its bottom (clipped there): at most 100.
    if !grouped, table.tableFooterView == nil, table.separatorStyle != .none, let last = lastRow {
      let step = table.rowHeight > 0 ? table.rowHeight : Layout.ControlMetrics.tableRowHeight
      let rows = min(100, Int((height / step).rounded(.up)))
      for index in 0..<max(0, rows) {
        separator(leading: frame.leadingAnchor, table.separatorInset?.left ?? side, trailing: frame.trailingAnchor,
                  table.separatorInset?.right ?? 0, bottom: last.bottomAnchor, constant: step * CGFloat(index + 1), "empty-row-separator")
      }
    }
    if let footer = table.tableFooterView {
      let stored = footer.bounds.height
      _ = across(footer, below: bottom, gap: grouped ? 18 : 0, height: stored > 0 ? stored : -1, priority: .defaultHigh, "tableFooterView")
    }
    NSLayoutConstraint.activate(constraints)
    table.rowConstraints = constraints
  }

  /// The cell's accessory symbols (`Layout.CellAccessory`) as image views at its trailing margin.
  private static func accessorize(_ cell: UITableViewCell, margin: CGFloat, add: (UIView) -> Void,
                                  constrain: (NSLayoutConstraint, String, UILayoutPriority) -> Void) {
    guard let accessory = cell.accessory else { return }
    var trailing = margin
    for symbol in accessory.symbols {
      let configuration = UIImage.SymbolConfiguration(weight: UIImage.SymbolWeight(rawValue: symbol.weight.rawValue / 100) ?? .regular)
      let view = UIImageView(image: UIImage(systemName: symbol.name, withConfiguration: configuration))
      view.contentMode = .scaleAspectFit
      if !symbol.tinted { view.tintColor = .tertiaryLabel }
      add(view)
      // The table holds the image view; it sits over its cell, at the cell's trailing margin.
      constrain(view.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -trailing), "accessory", .required)
      constrain(view.centerYAnchor.constraint(equalTo: cell.centerYAnchor), "accessory", .required)
      constrain(view.widthAnchor.constraint(equalToConstant: CGFloat(symbol.size.width)), "accessory", .required)
      constrain(view.heightAnchor.constraint(equalToConstant: CGFloat(symbol.size.height)), "accessory", .required)
      trailing += CGFloat(symbol.size.width + Layout.CellAccessory.spacing)
    }
  }
}
