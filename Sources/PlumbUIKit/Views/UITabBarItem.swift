import Foundation
import PlumbLayout

/// An item of a tab bar (UIKit's `UITabBarItem`).
///
/// ```swift
/// let inbox = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 1)
/// inbox.badgeValue = "3"
/// ```
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// UIKit's `UITabBarItem.SystemItem`, in its order.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }

  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var tag = 0
  open var badgeValue: String?
  open var isEnabled = true
  /// How far the title moves from where the tab bar puts it (kept; Plumb draws the title in place).
  ///
  /// ```swift
  /// item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
  /// ```
  open var titlePositionAdjustment = UIOffset.zero
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title; self.image = image; self.tag = tag
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title; self.image = image; self.selectedImage = selectedImage
  }

  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem; self.tag = tag
  }

  var plumbItem: Layout.TabBarItem {
    var item = Layout.TabBarItem(title: title, image: image?.isPlaceholder == false ? image?.path : nil,
                                 systemItem: systemItem.map { Layout.TabBarSystemItem.allCases[$0.rawValue] }, badgeValue: badgeValue)
    item.systemImage = image?.systemName
    return item
  }
}
