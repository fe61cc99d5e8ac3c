import Foundation

/// The sections and items a diffable data source shows, as a value (UIKit's `NSDiffableDataSourceSnapshot`):
/// identifiers of sections, in order, each with its items' identifiers.
///
/// Identifiers are unique in a snapshot, as UIKit requires; where UIKit stops the app on a repeated
/// identifier, Plumb keeps the first and ignores the repeat. Operations that name an identifier the
/// snapshot does not hold do nothing.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(favourites, toSection: .favourites)
/// snapshot.appendItems(everyone, toSection: .all)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items marked by `reloadItems` / `reconfigureItems` (Plumb draws every item anew).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sectionOfItem.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

  // MARK: Sections

  /// Adds sections at the end (ones already present are ignored).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insert(sections: identifiers, at: sections.count)
  }

  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection identifier: SectionIdentifierType) {
    guard let index = sections.firstIndex(of: identifier) else { return }
    insert(sections: identifiers, at: index)
  }

  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection identifier: SectionIdentifierType) {
    guard let index = sections.firstIndex(of: identifier) else { return }
    insert(sections: identifiers, at: index + 1)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let index = sections.firstIndex(of: identifier) else { continue }
      for item in items[identifier] ?? [] { sectionOfItem[item] = nil }
      items[identifier] = nil
      sections.remove(at: index)
    }
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection target: SectionIdentifierType) {
    guard identifier != target, let from = sections.firstIndex(of: identifier), sections.contains(target) else { return }
    sections.remove(at: from)
    sections.insert(identifier, at: sections.firstIndex(of: target)!)
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection target: SectionIdentifierType) {
    guard identifier != target, let from = sections.firstIndex(of: identifier), sections.contains(target) else { return }
    sections.remove(at: from)
    sections.insert(identifier, at: sections.firstIndex(of: target)! + 1)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

  // MARK: Items

  /// Adds items at the end of a section (default: the last section; none when there are no sections).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
    guard let section = section ?? sections.last, items[section] != nil else { return }
    insert(items: identifiers, in: section, at: items[section]!.count)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem identifier: ItemIdentifierType) {
    guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else { return }
    insert(items: identifiers, in: section, at: index)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem identifier: ItemIdentifierType) {
    guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else { return }
    insert(items: identifiers, in: section, at: index + 1)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      items[section]?.removeAll { $0 == identifier }
    }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    sections = []
    items = [:]
    sectionOfItem = [:]
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem target: ItemIdentifierType) {
    move(identifier, to: target, after: false)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem target: ItemIdentifierType) {
    move(identifier, to: target, after: true)
  }

  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

  // MARK: Index paths

  /// The item at an index path (`nil` outside the snapshot).
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section), let list = items[sections[indexPath.section]],
          list.indices.contains(indexPath.item) else { return nil }
    return list[indexPath.item]
  }

  /// The section at an index (`nil` outside the snapshot).
  func sectionIdentifier(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index] : nil }

  /// The index path of an item (`nil` when the snapshot does not hold it).
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
          let item = items[section]?.firstIndex(of: identifier) else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
    var fresh: [SectionIdentifierType] = []
    for identifier in identifiers where items[identifier] == nil {
      items[identifier] = []
      fresh.append(identifier)
    }
    sections.insert(contentsOf: fresh, at: index)
  }

  private mutating func insert(items identifiers: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int) {
    var fresh: [ItemIdentifierType] = []
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      sectionOfItem[identifier] = section
      fresh.append(identifier)
    }
    items[section]?.insert(contentsOf: fresh, at: index)
  }

  private mutating func move(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
    guard identifier != target, sectionOfItem[identifier] != nil, sectionOfItem[target] != nil else { return }
    deleteItems([identifier])
    guard let section = sectionOfItem[target], let index = items[section]?.firstIndex(of: target) else { return }
    insert(items: [identifier], in: section, at: after ? index + 1 : index)
  }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
