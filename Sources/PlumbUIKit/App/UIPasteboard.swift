import Foundation

/// The system pasteboard (UIKit's `UIPasteboard`): Plumb's is in-process memory, empty at start, so
/// copying and pasting in code and tests works; nothing reaches another app.
///
/// ```swift
/// UIPasteboard.general.string = shareLink.absoluteString
/// UIPasteboard.general.hasStrings   // true
/// ```
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
  ///
  /// ```swift
  /// UIPasteboard(name: UIPasteboard.Name("drafts"), create: true)
  /// ```
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// The general pasteboard.
  ///
  /// ```swift
  /// UIPasteboard.general.string = "Copied"
  /// ```
  public static let general = UIPasteboard(named: .general)

  /// The pasteboard's name.
  ///
  /// ```swift
  /// UIPasteboard.general.name == .general   // true
  /// ```
  public let name: Name
  /// How many times the contents changed.
  ///
  /// ```swift
  /// let before = UIPasteboard.general.changeCount
  /// ```
  open var changeCount: Int { PasteboardStore.shared.contents(of: name)?.changeCount ?? 0 }
  /// The items, each a dictionary of type identifier to value, first copied first (pasteboards of one
  /// name share them).
  ///
  /// ```swift
  /// UIPasteboard.general.items = [["public.utf8-plain-text": "Hello"]]
  /// ```
  open var items: [[String: Any]] {
    get { PasteboardStore.shared.contents(of: name)?.items ?? [] }
    set { PasteboardStore.shared.set(newValue, of: name) }
  }

  private init(named name: Name) {
    self.name = name
    super.init()
    PasteboardStore.shared.make(name)
  }

  /// The pasteboard of a name, made when `create` is true (`nil` when there is none and `create` is false).
  ///
  /// ```swift
  /// let drafts = UIPasteboard(name: UIPasteboard.Name("drafts"), create: true)
  /// ```
  public convenience init?(name pasteboardName: Name, create: Bool) {
    guard create || PasteboardStore.shared.contents(of: pasteboardName) != nil else { return nil }
    self.init(named: pasteboardName)
  }

  /// Removes a named pasteboard and its contents.
  ///
  /// ```swift
  /// UIPasteboard.remove(withName: UIPasteboard.Name("drafts"))
  /// ```
  open class func remove(withName pasteboardName: Name) { PasteboardStore.shared.remove(pasteboardName) }

  /// The first string (setting it makes it the only item).
  ///
  /// ```swift
  /// UIPasteboard.general.string = code
  /// ```
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// Every item's string.
  ///
  /// ```swift
  /// UIPasteboard.general.strings = ["a", "b"]
  /// ```
  open var strings: [String]? {
    get { values(Self.textType) }
    set { set(Self.textType, newValue) }
  }
  /// The first URL.
  ///
  /// ```swift
  /// UIPasteboard.general.url = URL(string: "https://example.com")
  /// ```
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// Every item's URL.
  ///
  /// ```swift
  /// UIPasteboard.general.urls
  /// ```
  open var urls: [URL]? {
    get { values(Self.urlType) }
    set { set(Self.urlType, newValue) }
  }
  /// The first image.
  ///
  /// ```swift
  /// UIPasteboard.general.image = snapshot
  /// ```
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// Every item's image.
  ///
  /// ```swift
  /// UIPasteboard.general.images
  /// ```
  open var images: [UIImage]? {
    get { values(Self.imageType) }
    set { set(Self.imageType, newValue) }
  }
  /// The first colour.
  ///
  /// ```swift
  /// UIPasteboard.general.color = .systemTeal
  /// ```
  open var color: UIColor? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }
  /// Every item's colour.
  ///
  /// ```swift
  /// UIPasteboard.general.colors
  /// ```
  open var colors: [UIColor]? {
    get { values(Self.colorType) }
    set { set(Self.colorType, newValue) }
  }

  /// How many items there are.
  ///
  /// ```swift
  /// UIPasteboard.general.numberOfItems
  /// ```
  open var numberOfItems: Int { items.count }
  /// Whether an item has a string.
  ///
  /// ```swift
  /// if UIPasteboard.general.hasStrings { pasteButton.isEnabled = true }
  /// ```
  open var hasStrings: Bool { strings != nil }
  /// Whether an item has a URL.
  ///
  /// ```swift
  /// UIPasteboard.general.hasURLs
  /// ```
  open var hasURLs: Bool { urls != nil }
  /// Whether an item has an image.
  ///
  /// ```swift
  /// UIPasteboard.general.hasImages
  /// ```
  open var hasImages: Bool { images != nil }
  /// Whether an item has a colour.
  ///
  /// ```swift
  /// UIPasteboard.general.hasColors
  /// ```
  open var hasColors: Bool { colors != nil }

  /// Replaces the items (the options, such as an expiry date, are kept out).
  ///
  /// ```swift
  /// UIPasteboard.general.setItems([["public.utf8-plain-text": "Hi"]], options: [:])
  /// ```
  open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }

  /// Adds items after the present ones.
  ///
  /// ```swift
  /// UIPasteboard.general.addItems([["public.url": url]])
  /// ```
  open func addItems(_ items: [[String: Any]]) { self.items += items }

  static let textType = "public.utf8-plain-text", urlType = "public.url", imageType = "public.image", colorType = "com.apple.uikit.color"

  private func values<T>(_ type: String) -> [T]? {
    let found = items.compactMap { $0[type] as? T }
    return found.isEmpty ? nil : found
  }

  private func set<T>(_ type: String, _ values: [T]?) {
    items = (values ?? []).map { [type: $0] }
  }
}

/// The contents of every pasteboard, by name (shared by the pasteboard objects of one name).
private final class PasteboardStore: @unchecked Sendable {
  static let shared = PasteboardStore()
  private let lock = NSLock()
  private var boards: [UIPasteboard.Name: (items: [[String: Any]], changeCount: Int)] = [:]

  func contents(of name: UIPasteboard.Name) -> (items: [[String: Any]], changeCount: Int)? { lock.withLock { boards[name] } }
  func make(_ name: UIPasteboard.Name) { lock.withLock { if boards[name] == nil { boards[name] = ([], 0) } } }
  func remove(_ name: UIPasteboard.Name) { _ = lock.withLock { boards.removeValue(forKey: name) } }
  func set(_ items: [[String: Any]], of name: UIPasteboard.Name) {
    lock.withLock { boards[name] = (items, (boards[name]?.changeCount ?? 0) + 1) }
  }
}
