import Foundation
import PlumbLayout

extension IBSceneBuilder {
  /// Which end of a table section a title belongs to (`<tableViewSection headerTitle="…" footerTitle="…">`).
  enum SectionTitleRole: String {
    case header, footer
  }

  /// The label UIKit's table draws for a section's `headerTitle` or `footerTitle`, placed in the gap Xcode
  /// left beside the section's cells, aligned with the cells' text (their content view's leading margin).
  ///
  /// As UIKit's default header and footer views (iOS 13 and later):
  /// - in a grouped or inset-grouped table the header is footnote text in `secondaryLabel`, in capitals,
  ///   its last line 7 points above the section's first cell;
  /// - in a plain table the header is headline text in `label`, 5 points above the first cell;
  /// - a footer (any style) is footnote text in `secondaryLabel`, 8 points below the section's last cell.
  ///
  /// Titles wrap (`numberOfLines = 0`) between the cells' side margins and scale with Dynamic Type. The
  /// gaps are UIKit's by eye: Xcode stores no frame for a section title.
  ///
  /// ```swift
  /// // <tableViewSection headerTitle="Display" id="sec-1"> in a grouped table, first cell at y = 55.5:
  /// sectionTitle("Display", role: .header, sectionID: "sec-1", cellFrame: Rect(x: 0, y: 55.5, width: 375, height: 44),
  ///              textInset: 16, table: look, tableID: "root", contentID: "root.content", source: source)
  /// // a label "DISPLAY" whose bottom is at y = 48.5, from x = 16 to 359
  /// ```
  func sectionTitle(
    _ text: String, role: SectionTitleRole, sectionID: String, cellFrame: Rect, textInset: Double,
    table: TableLook, tableID: String, contentID: String, source: Layout.SourceLocation
  ) -> Layout.Node? {
    let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else { return nil }
    let inset = (table.width.map { $0 - cellFrame.width } ?? 0) + 2 * textInset
    guard inset < (table.width ?? cellFrame.width) else { return nil }

    let isGroupedHeader = role == .header && table.isGrouped
    var label = Layout.Label(
      text: isGroupedHeader ? title.uppercased() : title,
      font: .style(role == .header && !table.isGrouped ? .headline : .footnote),
      textColor: role == .header && !table.isGrouped ? .system(.label) : .system(.secondaryLabel),
      numberOfLines: 0, lineBreakMode: .byWordWrapping)
    label.widthBeforeLayout = (table.width ?? cellFrame.width) - inset

    let id = "\(sectionID).\(role.rawValue)Title"
    let node = Layout.Node(id: id, kind: .label(label), source: source)
    itemID[id] = id
    parentOf[id] = tableID
    extraConstraints.append(spec(id, .leading, contentID, .leading, constant: cellFrame.minX + textInset,
                                 identifier: "section title", source: source))
    extraConstraints.append(spec(id, .width, tableID, .width, constant: -inset, identifier: "section title", source: source))
    switch role {
    case .header:
      let gap = table.isGrouped ? 7.0 : 5.0
      extraConstraints.append(spec(id, .bottom, contentID, .top, constant: cellFrame.minY - gap,
                                   identifier: "section title", source: source))
    case .footer:
      extraConstraints.append(spec(id, .top, contentID, .top, constant: cellFrame.maxY + 8,
                                   identifier: "section title", source: source))
    }
    return node
  }
}
