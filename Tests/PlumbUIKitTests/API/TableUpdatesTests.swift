import Foundation
import Testing
@testable import PlumbUIKit

/// Row and section updates, accessory views and indentation, used as iOS code uses them: the table lays
/// out what its data source says after each update, and a cell's accessory view sits at its trailing edge.
@MainActor
@Suite struct TableUpdatesTests {
  /// A to-do list: one section of titled rows; asks are counted per row.
  final class Todos: NSObject, UITableViewDataSource {
    var items: [String]
    var asked: [IndexPath] = []
    var makeAccessory: (IndexPath) -> UIView? = { _ in nil }
    init(_ items: [String]) { self.items = items }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      asked.append(indexPath)
      let cell = UITableViewCell(style: .default, reuseIdentifier: "todo")
      cell.textLabel?.text = items[indexPath.row]
      cell.accessoryView = makeAccessory(indexPath)
      return cell
    }
  }

  private func table(_ source: Todos, width: CGFloat = 375) -> (UIView, UITableView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
  }

  private func titles(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

  @Test func reloadRowsAsksOnlyForThoseRowsAndShowsTheNewCell() throws {
    let source = Todos(["Milk", "Eggs", "Bread"])
    let (root, table) = table(source)
    let eggs = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    source.items[1] = "Eggs (12)"
    source.asked = []
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    root.layoutIfNeeded()
    #expect(source.asked == [IndexPath(row: 1, section: 0)])
    let reloaded = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(reloaded !== eggs && reloaded.textLabel?.text == "Eggs (12)")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === milk)
    #expect(reloaded.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test func insertDeleteAndMoveLayOutTheDataSourcesNewRows() {
    let source = Todos(["Milk", "Eggs", "Bread"])
    let (root, table) = table(source)
    source.items.insert("Tea", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    root.layoutIfNeeded()
    #expect(titles(table) == ["Tea", "Milk", "Eggs", "Bread"])
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)

    table.performBatchUpdates({
      source.items.remove(at: 1)
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      source.items.swapAt(0, 2)
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    }, completion: { finished in #expect(finished) })
    root.layoutIfNeeded()
    #expect(titles(table) == ["Bread", "Eggs", "Tea"])
    #expect(table.visibleCells.count == 3 && !table.hasUncommittedUpdates)
  }

  @Test func aReloadAfterAnInsertAsksForEveryRowAgain() {
    let source = Todos(["Milk", "Eggs"])
    let (root, table) = table(source)
    source.items.append("Bread")
    source.asked = []
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    #expect(table.hasUncommittedUpdates)
    table.endUpdates()
    root.layoutIfNeeded()
    // Index paths moved, so no old cell is kept: every row is asked for.
    #expect(source.asked.count == 3 && titles(table) == ["Milk", "Eggs", "Bread"])
  }

  @Test func anAccessoryViewSitsAtTheTrailingMarginAndNarrowsTheContentView() throws {
    let source = Todos(["Wi-Fi", "Bluetooth"])
    source.makeAccessory = { path in
      path.row == 0 ? UISwitch() : UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    }
    let (_, table) = table(source, width: 414)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let toggle = try #require(first.accessoryView)
    // A switch keeps its 51 × 31 points; the table's side margin is 20 points on a 414-point table.
    #expect(toggle.frame == CGRect(x: 414 - 20 - 51, y: 6.5, width: 51, height: 31))
    #expect(abs(first.contentView.frame.width - (414 - (51 + 20 + 8))) < 0.01)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second.accessoryView?.frame == CGRect(x: 414 - 20 - 24, y: 10, width: 24, height: 24))
    #expect(abs(second.contentView.frame.width - (414 - 52)) < 0.01)
    // The view replaces the accessory type's symbol, and taking it away gives the content view its width back.
    second.accessoryType = .checkmark
    #expect(second.accessory == nil)
    second.accessoryView = nil
    second.superview?.layoutIfNeeded()
    #expect(second.accessory == .checkmark && abs(second.contentView.frame.width - (414 - 40)) < 0.01)
  }

  @Test func indentationMovesTheStandardLabel() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Nested"
    #expect(cell.indentationWidth == 10)
    cell.layoutIfNeeded()
    let flat = try #require(cell.textLabel).frame.minX
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    #expect(try #require(cell.textLabel).frame.minX == flat + 20)
  }

  @Test func aHeaderFooterViewsBackgroundViewFillsItBehindTheContent() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
    header.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    let background = UIView()
    header.backgroundView = background
    header.layoutIfNeeded()
    #expect(background.frame == header.bounds)
    #expect(header.subviews.first === background)
    header.backgroundView = nil
    #expect(background.superview == nil)
  }
}
