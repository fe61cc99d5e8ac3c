import Foundation
import Testing
@testable import PlumbUIKit

/// UIKit's delegate protocols declare their optional requirements, controllers implement them so subclasses
/// override them, and the Objective-C helpers iOS code calls (key-value observing, optional-requirement
/// calls) behave as documented.
@MainActor
@Suite struct DelegateRequirementTests {
  final class Rows: UITableViewController {
    var items = ["One", "Two", "Three"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
      UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  }

  /// A subclass's overrides are what the table's delegate and data source answer; what it leaves out
  /// answers UIKit's default.
  @Test func tableControllerOverridesAnswerThroughTheProtocols() throws {
    let controller = Rows(style: .plain)
    let table = try #require(controller.tableView)
    let source: UITableViewDataSource = controller, delegate: UITableViewDelegate = controller
    #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    #expect(source.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
    #expect(source.tableView(table, canMoveRowAt: IndexPath(row: 1, section: 0)) == false)
    let swipe = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
    #expect(swipe?.actions.first?.title == "Delete" && swipe?.actions.first?.style == .destructive)
    #expect(delegate.tableView(table, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)
    #expect(delegate.tableView(table, willSelectRowAt: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
    // The table lays its rows out at the overridden height.
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    controller.view.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 50)
  }

  final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var selected: [IndexPath] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 40, height: 40) }
  }

  /// A collection view controller adopts the flow-layout delegate only when its subclass does (as UIKit's).
  @Test func collectionControllerOverridesAndFlowLayoutAdoption() throws {
    let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
    let delegate: UICollectionViewDelegate = grid
    let view = try #require(grid.collectionView)
    delegate.collectionView(view, didSelectItemAt: IndexPath(item: 2, section: 0))
    #expect(grid.selected == [IndexPath(item: 2, section: 0)])
    #expect(delegate.collectionView(view, shouldSelectItemAt: IndexPath(item: 3, section: 0)) == false)
    #expect(delegate.collectionView(view, shouldHighlightItemAt: IndexPath(item: 3, section: 0)))
    #expect((UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()) as AnyObject)
      is UICollectionViewDelegateFlowLayout == false)
    #expect((grid as AnyObject) is UICollectionViewDelegateFlowLayout)
  }

  /// `plumbOptionalRequirement(_:)` (what `plumb adapt` writes for `delegate?.method?(…)`) is the
  /// conformer's value, or nil when only the default ran — also when calls nest.
  @Test func optionalRequirementCallsAreNilWithoutAnImplementation() {
    final class Full: PickerSource {
      func rows(in picker: Picker) -> Int { 3 + (plumbOptionalRequirement(inner?.rows(in: picker)) ?? 10) }
      var inner: PickerSource? = Bare()
      func title(in picker: Picker) -> String { "Full" }
    }
    final class Bare: PickerSource {}
    let picker = Picker()
    let full: PickerSource? = Full(), bare: PickerSource? = Bare(), none: PickerSource? = nil
    #expect(plumbOptionalRequirement(full?.rows(in: picker)) == 13)
    #expect(plumbOptionalRequirement(bare?.rows(in: picker)) == nil)
    #expect(plumbOptionalRequirement(none?.rows(in: picker)) == nil)
    #expect(plumbOptionalRequirement(full?.title(in: picker)) == "Full")
    #expect(plumbOptionalRequirement(bare?.title(in: picker)) == nil)
    #expect(plumbOptionalRequirement(bare?.colours()) == nil)
    #expect(plumbOptionalRequirement(bare?.view()) == nil)
  }

  /// Key-value observing compiles and `.initial` reports the current value once; CoreGraphics' `equalTo`.
  @Test func keyValueObservingAndGeometryEquality() {
    let label = UILabel()
    label.text = "Hello"
    var seen: [String?] = []
    let observation = label.observe(\.text, options: [.initial, .new]) { _, change in seen.append(change.newValue ?? nil) }
    observation.invalidate()
    #expect(seen == ["Hello"])
    label.addObserver(label, forKeyPath: "text", options: [.old, .new], context: nil)
    label.removeObserver(label, forKeyPath: "text")
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(!CGSize(width: 1, height: 2).equalTo(.zero) && CGPoint.zero.equalTo(.zero))
  }
}

/// A protocol as `plumb adapt` writes an Objective-C one with optional requirements.
protocol PickerSource: AnyObject {
  func rows(in picker: DelegateRequirementTests.Picker) -> Int
  func title(in picker: DelegateRequirementTests.Picker) -> String
  func colours() -> [UIColor]
  func view() -> UIView
}

extension PickerSource {
  func rows(in picker: DelegateRequirementTests.Picker) -> Int { PlumbOptionalRequirement.unimplemented() }
  func title(in picker: DelegateRequirementTests.Picker) -> String { PlumbOptionalRequirement.unimplemented() }
  func colours() -> [UIColor] { PlumbOptionalRequirement.unimplemented() }
  func view() -> UIView { PlumbOptionalRequirement.unimplemented() }
}

extension DelegateRequirementTests { final class Picker {} }

/// Text positions count UTF-16 units of the text, as UIKit's `UITextInput`.
@MainActor
@Suite struct TextInputPositionTests {
  @Test func positionsRangesAndTheSelection() throws {
    let field = UITextField()
    field.text = "héllo 👋"
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 8)
    let third = try #require(field.position(from: field.beginningOfDocument, offset: 3))
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    let range = try #require(field.textRange(from: field.endOfDocument, to: third))
    #expect(field.text(in: range) == "lo 👋")
    #expect(field.compare(third, to: field.endOfDocument) == .orderedAscending)
    #expect(field.selectedTextRange?.isEmpty == true && field.selectedTextRange?.start.offset == 8)
    field.selectedTextRange = range
    #expect(field.text(in: try #require(field.selectedTextRange)) == "lo 👋")
    let input: UITextInput = UITextView()
    #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == 0)
  }
}

/// Property animators run their animations at once as `UIView.animate` does, search controllers tell their
/// updater when they become active, and font descriptors change traits and sizes.
@MainActor
@Suite struct AnimatorSearchAndFontTests {
  @Test func animatorRunsAnimationsThenCompletionsWithEnd() {
    let card = UIView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0.5 }
    animator.addAnimations { card.isHidden = true }
    animator.addCompletion { ended.append($0) }
    #expect(card.alpha == 1 && animator.fractionComplete == 0)
    animator.startAnimation()
    #expect(card.alpha == 0.5 && card.isHidden && ended == [.end] && animator.fractionComplete == 1)
    let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)
    stopped.addCompletion { ended.append($0) }
    stopped.stopAnimation(true)
    stopped.finishAnimation(at: .start)
    #expect(ended == [.end])
  }

  final class Updater: UISearchResultsUpdating {
    var updates = 0
    func updateSearchResults(for searchController: UISearchController) { updates += 1 }
  }

  @Test func searchControllerTellsItsUpdaterWhenActive() {
    let updater = Updater()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = updater
    search.searchBar.placeholder = "Search"
    let item = UINavigationItem()
    item.searchController = search
    #expect(updater.updates == 0 && item.hidesSearchBarWhenScrolling)
    search.isActive = true
    search.isActive = true
    #expect(updater.updates == 1 && item.searchController === search)
  }

  @Test func fontDescriptorsChangeTraitsAndSize() throws {
    let body = UIFont.systemFont(ofSize: 15)
    let bold = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold) && bold.pointSize == 15)
    let italic = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 20)
    #expect(italic.fontDescriptor.symbolicTraits == .traitItalic && italic.pointSize == 20)
    #expect(body.fontDescriptor.withSize(11).pointSize == 11)
  }
}
