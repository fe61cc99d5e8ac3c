extension Layout {
  /// A navigation bar (`UINavigationBar`) showing one navigation item: its title centred in 17-point
  /// semibold, its left and right bar button items at the sides. No intrinsic width; 44 high.
  ///
  /// ```swift
  /// let bar = Layout.NavigationBar(title: "Settings", rightItems: [Layout.BarButtonItem(systemItem: .done)])
  /// ```
  public struct NavigationBar: Sendable, Hashable {
    public var title: String?
    /// The items on the leading side, leading first.
    public var leftItems: [BarButtonItem]
    /// The items on the trailing side, trailing first (as `UINavigationItem.rightBarButtonItems`).
    public var rightItems: [BarButtonItem]
    /// The back button's title (the previous item's), drawn after a chevron at the leading edge before the
    /// left items; `nil`: no back button.
    public var backItemTitle: String?
    /// The bar's background colour; `nil`: the system bar material.
    public var barTintColor: Color?
    public var barStyle: BarStyle
    /// Drawn as UIKit's `scrollEdgeAppearance` (iOS 15 and later over content at rest at the bar's edge): no
    /// material, no hairline.
    public var atScrollEdge: Bool
    /// The title shown large (`prefersLargeTitles`, content at rest): 34-point bold at the leading margin in
    /// 52 points under the items' row, the bar 96 high.
    public var prefersLargeTitles: Bool
    /// The title's colour the bar's own `titleTextAttributes` give (before iOS 13); an appearance's wins.
    public var titleColor: Color?
    /// UIKit's `standardAppearance` (content scrolled under the bar) and `scrollEdgeAppearance` (content at
    /// rest at its edge); `nil`: the bar's tint colour and style decide, as before iOS 13.
    public var standardAppearance: BarAppearance?
    public var scrollEdgeAppearance: BarAppearance?
    public init(title: String? = nil, leftItems: [BarButtonItem] = [], rightItems: [BarButtonItem] = [],
                backItemTitle: String? = nil, barTintColor: Color? = nil, barStyle: BarStyle = .default, atScrollEdge: Bool = false,
                prefersLargeTitles: Bool = false, titleColor: Color? = nil, standardAppearance: BarAppearance? = nil,
                scrollEdgeAppearance: BarAppearance? = nil) {
      self.title = title; self.leftItems = leftItems; self.rightItems = rightItems; self.backItemTitle = backItemTitle
      self.barTintColor = barTintColor; self.barStyle = barStyle; self.atScrollEdge = atScrollEdge; self.prefersLargeTitles = prefersLargeTitles
      self.titleColor = titleColor; self.standardAppearance = standardAppearance; self.scrollEdgeAppearance = scrollEdgeAppearance
    }
  }

  /// A toolbar (`UIToolbar`): its bar button items from the leading edge, flexible spaces sharing what is
  /// left. No intrinsic width; 44 high.
  ///
  /// ```swift
  /// let tools = Layout.Toolbar(items: [Layout.BarButtonItem(title: "Edit"), .flexibleSpace, Layout.BarButtonItem(systemItem: .add)])
  /// ```
  public struct Toolbar: Sendable, Hashable {
    public var items: [BarButtonItem]
    /// The bar's background colour; `nil`: the system bar material.
    public var barTintColor: Color?
    public var barStyle: BarStyle
    /// Drawn as UIKit's `scrollEdgeAppearance`: no material, no hairline.
    public var atScrollEdge: Bool
    /// UIKit's `standardAppearance` and `scrollEdgeAppearance` (`UIToolbarAppearance`); `nil`: tint and style.
    public var standardAppearance: BarAppearance?
    public var scrollEdgeAppearance: BarAppearance?
    public init(items: [BarButtonItem] = [], barTintColor: Color? = nil, barStyle: BarStyle = .default, atScrollEdge: Bool = false,
                standardAppearance: BarAppearance? = nil, scrollEdgeAppearance: BarAppearance? = nil) {
      self.items = items; self.barTintColor = barTintColor; self.barStyle = barStyle; self.atScrollEdge = atScrollEdge
      self.standardAppearance = standardAppearance; self.scrollEdgeAppearance = scrollEdgeAppearance
    }
  }

  /// A tab bar (`UITabBar`): its items in equal slots, each an image above a 10-point title, the selected
  /// one in the tint colour. No intrinsic width; 49 high.
  ///
  /// ```swift
  /// let tabs = Layout.TabBar(items: [Layout.TabBarItem(title: "Home"), Layout.TabBarItem(systemItem: .search)], selectedIndex: 0)
  /// ```
  public struct TabBar: Sendable, Hashable {
    public var items: [TabBarItem]
    /// The selected item (`UITabBar.selectedItem`); `nil`: none.
    public var selectedIndex: Int?
    /// The colour of items that are not selected; `nil`: `systemGray`.
    public var unselectedItemTintColor: Color?
    /// The bar's background colour; `nil`: the system bar material.
    public var barTintColor: Color?
    public var barStyle: BarStyle
    /// Drawn as UIKit's `scrollEdgeAppearance`: no material, no hairline.
    public var atScrollEdge: Bool
    /// UIKit's `standardAppearance` and `scrollEdgeAppearance` (`UITabBarAppearance`); `nil`: tint and style.
    public var standardAppearance: BarAppearance?
    public var scrollEdgeAppearance: BarAppearance?
    public init(items: [TabBarItem] = [], selectedIndex: Int? = nil, unselectedItemTintColor: Color? = nil,
                barTintColor: Color? = nil, barStyle: BarStyle = .default, atScrollEdge: Bool = false,
                standardAppearance: BarAppearance? = nil, scrollEdgeAppearance: BarAppearance? = nil) {
      self.items = items; self.selectedIndex = selectedIndex; self.unselectedItemTintColor = unselectedItemTintColor
      self.barTintColor = barTintColor; self.barStyle = barStyle; self.atScrollEdge = atScrollEdge
      self.standardAppearance = standardAppearance; self.scrollEdgeAppearance = scrollEdgeAppearance
    }
  }

  /// A search bar (`UISearchBar`): a rounded search field with a magnifying glass, its text or placeholder in
  /// 17 points, and a Cancel button when `showsCancelButton`. No intrinsic width; 56 high.
  ///
  /// ```swift
  /// let search = Layout.SearchBar(placeholder: "Search", searchBarStyle: .minimal)
  /// ```
  public struct SearchBar: Sendable, Hashable {
    public var text: String
    public var placeholder: String?
    public var searchBarStyle: SearchBarStyle
    /// The bar's background colour (not `minimal`); `nil`: the view's own background shows.
    public var barTintColor: Color?
    public var barStyle: BarStyle
    public var showsCancelButton: Bool
    public init(text: String = "", placeholder: String? = nil, searchBarStyle: SearchBarStyle = .default,
                barTintColor: Color? = nil, barStyle: BarStyle = .default, showsCancelButton: Bool = false) {
      self.text = text; self.placeholder = placeholder; self.searchBarStyle = searchBarStyle
      self.barTintColor = barTintColor; self.barStyle = barStyle; self.showsCancelButton = showsCancelButton
    }

    /// What the field shows: the text, else the placeholder (`nil`: nothing).
    public var shownText: String? { text.isEmpty ? placeholder : text }
  }

  /// `UISearchBar.Style`.
  public enum SearchBarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, prominent, minimal
  }

  /// `UIBarStyle`: `black` draws the bar dark in either appearance.
  public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, black
  }

  /// An item of a toolbar or navigation bar (`UIBarButtonItem`): a title, an image, or one of UIKit's
  /// system items (the words Done, Cancel, Edit, Save, Undo, Redo; icons; flexible and fixed spaces).
  ///
  /// ```swift
  /// Layout.BarButtonItem(systemItem: .done).shownTitle   // "Done", drawn semibold
  /// Layout.BarButtonItem(title: "Filter").shownTitle      // "Filter"
  /// ```
  public struct BarButtonItem: Sendable, Hashable {
    public var title: String?
    /// An image file drawn in the tint colour (as UIKit renders bar item images).
    public var image: String?
    /// An SF Symbol (`UIImage(systemName:)`) shown instead, drawn where Plumb draws it.
    public var systemImage: String?
    public var systemItem: BarButtonSystemItem?
    public var style: BarButtonItemStyle
    /// A fixed space's width (`nil`: 8 points); ignored for other items.
    public var width: Double?
    public var isEnabled: Bool
    public init(title: String? = nil, image: String? = nil, systemItem: BarButtonSystemItem? = nil,
                style: BarButtonItemStyle = .plain, width: Double? = nil, isEnabled: Bool = true) {
      self.title = title; self.image = image; self.systemItem = systemItem; self.style = style
      self.width = width; self.isEnabled = isEnabled
    }

    /// A flexible space (`UIBarButtonItem.flexibleSpace()`).
    public static let flexibleSpace = BarButtonItem(systemItem: .flexibleSpace)

    /// The text the item shows: its title (unless it has an image), else a text system item's word.
    public var shownTitle: String? {
      if image == nil, systemImage == nil, let title, !title.isEmpty { return title }
      return systemItem?.word
    }

    /// Whether the title is set in semibold: a `done` style or the `done` system item.
    public var isBold: Bool { style == .done || systemItem == .done }

    /// Whether the item is a flexible or fixed space.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
  }

  /// `UIBarButtonItem.Style` (`bordered` is the old name of `plain`).
  public enum BarButtonItemStyle: String, Sendable, Hashable, CaseIterable {
    case plain, done
  }

  /// `UIBarButtonItem.SystemItem`.
  public enum BarButtonSystemItem: String, Sendable, Hashable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

    /// The word a text system item shows; `nil` for icons and spaces.
    public var word: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .undo: return "Undo"
      case .redo: return "Redo"
      default: return nil
      }
    }

    /// The SF Symbol UIKit draws for the item, or `nil` for text items and spaces.
    ///
    /// ```swift
    /// Layout.BarButtonSystemItem.action.symbolName   // "square.and.arrow.up"
    /// ```
    public var symbolName: String? {
      switch self {
      case .add: return "plus"
      case .compose: return "square.and.pencil"
      case .reply: return "arrowshape.turn.up.left"
      case .action: return "square.and.arrow.up"
      case .organize: return "folder"
      case .bookmarks: return "book"
      case .search: return "magnifyingglass"
      case .refresh: return "arrow.clockwise"
      case .stop: return "xmark"
      case .camera: return "camera"
      case .trash: return "trash"
      case .play: return "play.fill"
      case .pause: return "pause.fill"
      case .rewind: return "backward.fill"
      case .fastForward: return "forward.fill"
      case .close: return "xmark.circle.fill"
      case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return nil
      }
    }
  }

  /// An item of a tab bar (`UITabBarItem`): an image above a title, or one of UIKit's system items.
  ///
  /// ```swift
  /// Layout.TabBarItem(systemItem: .favorites).shownTitle   // "Favorites"
  /// ```
  public struct TabBarItem: Sendable, Hashable {
    public var title: String?
    /// An image file drawn in the item's colour (as UIKit renders tab bar images).
    public var image: String?
    /// An SF Symbol (`UIImage(systemName:)`) shown instead, drawn where Plumb draws it.
    public var systemImage: String?
    public var systemItem: TabBarSystemItem?
    /// The red badge at the image's corner (`badgeValue`).
    public var badgeValue: String?
    public init(title: String? = nil, image: String? = nil, systemItem: TabBarSystemItem? = nil, badgeValue: String? = nil) {
      self.title = title; self.image = image; self.systemItem = systemItem; self.badgeValue = badgeValue
    }

    /// The title shown: a system item's own, else the title.
    public var shownTitle: String? { systemItem?.title ?? title }
  }

  /// `UITabBarItem.SystemItem`.
  public enum TabBarSystemItem: String, Sendable, Hashable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

    /// The title UIKit gives the item.
    public var title: String {
      switch self {
      case .more: return "More"
      case .favorites: return "Favorites"
      case .featured: return "Featured"
      case .topRated: return "Top Rated"
      case .recents: return "Recents"
      case .contacts: return "Contacts"
      case .history: return "History"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .downloads: return "Downloads"
      case .mostRecent: return "Most Recent"
      case .mostViewed: return "Most Viewed"
      }
    }

    /// The SF Symbol UIKit draws for the item.
    ///
    /// ```swift
    /// Layout.TabBarSystemItem.favorites.symbolName   // "star.fill"
    /// ```
    public var symbolName: String {
      switch self {
      case .more: return "ellipsis"
      case .favorites, .featured, .topRated: return "star.fill"
      case .recents, .history, .mostRecent: return "clock"
      case .contacts: return "person.fill"
      case .bookmarks: return "book.fill"
      case .search: return "magnifyingglass"
      case .downloads: return "square.and.arrow.down"
      case .mostViewed: return "list.bullet"
      }
    }
  }
}
