import Foundation

/// A menu: a titled group of actions and submenus (UIKit's `UIMenu`), as context menus, buttons' menus
/// and bar button items show. Plumb draws views at rest, without open menus; the menu is kept.
///
/// ```swift
/// let menu = UIMenu(title: "Sort", options: .displayInline, children: [
///   UIAction(title: "Name") { _ in sort(by: .name) },
///   UIAction(title: "Date") { _ in sort(by: .date) },
/// ])
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu shows its children (UIKit's `UIMenu.Options`).
  ///
  /// ```swift
  /// UIMenu(options: [.displayInline, .singleSelection], children: actions)
  /// ```
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The system name of a menu (UIKit's `UIMenu.Identifier`).
  ///
  /// ```swift
  /// UIMenu(identifier: UIMenu.Identifier("com.example.sort"), children: [])
  /// ```
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How big the menu's children are drawn (UIKit's `UIMenu.ElementSize`, iOS 16).
  ///
  /// ```swift
  /// menu.preferredElementSize = .small
  /// ```
  public enum ElementSize: Int, Sendable { case small, medium, large, automatic = -1 }

  /// The menu's identifier (a unique one when none was given).
  ///
  /// ```swift
  /// menu.identifier.rawValue
  /// ```
  public let identifier: Identifier
  /// How the menu shows its children.
  ///
  /// ```swift
  /// menu.options.contains(.displayInline)
  /// ```
  public let options: Options
  /// How big its children are drawn.
  ///
  /// ```swift
  /// menu.preferredElementSize   // .large
  /// ```
  open var preferredElementSize: ElementSize
  /// The actions and submenus, in order.
  ///
  /// ```swift
  /// menu.children.count
  /// ```
  public let children: [UIMenuElement]

  /// A menu of `children`.
  ///
  /// ```swift
  /// UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: actions)
  /// ```
  public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
              options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The same menu with other children.
  ///
  /// ```swift
  /// menu.replacingChildren(menu.children.filter { $0.title != "Delete" })
  /// ```
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
           preferredElementSize: preferredElementSize, children: newChildren)
  }
}
