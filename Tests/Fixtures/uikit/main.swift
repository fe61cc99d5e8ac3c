import UIKit

// Lays SettingsRowView out at two widths and prints each named view's frame, one per line, for the
// test to check. (The driver of the compile test; the view file itself is SettingsRowView.swift.)
MainActor.assumeIsolated {
  let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
  for width in [375.0, 320.0] as [CGFloat] {
    row.frame = CGRect(x: 0, y: 0, width: width, height: 120)
    row.layoutIfNeeded()
    print("width \(Int(width))")
    for view in row.subviews {
      let frame = view.frame
      print("\(view.accessibilityIdentifier ?? "?") \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    }
  }
  row.setTitleOffset(10)
  row.layoutIfNeeded()
  print("offset title \(row.titleLabel.frame.minY) detail \(row.detailLabel.frame.minY)")
  print("ambiguous \(row.subviews.contains { $0.hasAmbiguousLayout })")

  // The feed in a navigation controller on a 390 × 844 screen: the arranged views of its stack, in
  // root coordinates, then again after its "Load more" button is tapped.
  let feed = FeedViewController()
  let navigation = UINavigationController(rootViewController: feed)
  navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  print("feed title \(feed.navigationItem.title ?? "-") top \(navigation.topViewController === feed)")
  @MainActor func printFeed(_ label: String) -> UIButton? {
    navigation.view.layoutIfNeeded()
    guard let scroll = feed.view.subviews.first as? UIScrollView, let stack = scroll.subviews.first as? UIStackView else {
      print("feed missing its scroll view or stack")
      return nil
    }
    let root = navigation.view!
    let frame = stack.convert(stack.bounds, to: root)
    print("\(label) stack \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    for (index, view) in stack.arrangedSubviews.enumerated() where !view.isHidden {
      let frame = view.convert(view.bounds, to: root)
      print("\(label) \(index) \(type(of: view)) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    }
    return stack.arrangedSubviews.last as? UIButton
  }
  let button = printFeed("feed")
  button?.sendActions(for: .touchUpInside)
  _ = printFeed("tapped")
  print("tapped hidden \(button?.isHidden ?? false) enabled \(button?.isEnabled ?? true)")

  // The contacts table (grouped) on a 390 × 844 screen: each row's frame in the table.
  let contacts = ContactsViewController(style: .grouped)
  contacts.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  contacts.view.layoutIfNeeded()
  for cell in contacts.tableView.visibleCells {
    guard let cell = cell as? ContactCell else { continue }
    let frame = cell.frame
    print("contact \(cell.nameLabel.text ?? "?") \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }

  // The settings list (inset grouped, a diffable data source, list content configurations) on a
  // 390 × 844 screen: each row's frame, and its value label's, in the controller's view.
  let settings = SettingsListViewController()
  settings.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  settings.view.layoutIfNeeded()
  for cell in settings.tableView.visibleCells {
    guard let path = settings.tableView.indexPath(for: cell), let setting = settings.setting(at: path) else { continue }
    let frame = cell.convert(cell.bounds, to: settings.view)
    print("setting \(setting.title) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    let labels = cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
    if let value = labels.first(where: { $0.text == setting.value }) {
      let frame = value.convert(value.bounds, to: settings.view)
      print("value \(setting.title) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
    }
  }

  // The gallery (a compositional layout) on a 390 × 844 screen: its headers' and cells' frames.
  let gallery = GalleryViewController()
  gallery.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  gallery.view.layoutIfNeeded()
  for header in gallery.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader) {
    guard let header = header as? GalleryHeader else { continue }
    let frame = header.frame
    print("gallery \(header.titleLabel.text ?? "?") \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }
  for path in gallery.collectionView.indexPathsForVisibleItems {
    guard let frame = gallery.collectionView.cellForItem(at: path)?.frame else { continue }
    print("gallery \(path.section).\(path.item) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }

  // The inbox list (inset grouped, with headers) on a 390 × 844 screen: its rows and headers.
  let inbox = InboxListViewController()
  inbox.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  inbox.view.layoutIfNeeded()
  for path in inbox.collectionView.indexPathsForVisibleItems {
    guard let cell = inbox.collectionView.cellForItem(at: path), let message = inbox.message(at: path) else { continue }
    let frame = cell.frame
    print("inbox \(message.sender) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }
  for header in inbox.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader) {
    let frame = header.frame
    print("inbox header-\(Int(frame.minY)) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }
}

// The store locator (MapKit's map view under a shadowed card) on a 390 × 844 screen.
MainActor.assumeIsolated {
  let store = StoreLocatorViewController()
  store.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  store.view.layoutIfNeeded()
  for (name, view) in [("map", store.mapView), ("card", store.card)] as [(String, UIView)] {
    let frame = view.frame
    print("store \(name) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
  }
  print("store mapType \(store.mapView.mapType.rawValue) shadow \(store.card.layer.shadowOpacity)")
}
