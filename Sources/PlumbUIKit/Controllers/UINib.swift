import Foundation

/// An Interface Builder file (UIKit's `UINib`): found by name in a bundle. Plumb does not build a nib's
/// objects into UIKit objects (snapshot `.xib` files through `plumb snapshot`, which lays them out as
/// Xcode does), so `instantiate` returns no objects.
///
/// ```swift
/// tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
/// ```
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The nib's name.
  ///
  /// ```swift
  /// nib.name   // "ProfileCell"
  /// ```
  public let name: String
  /// The bundle it came from.
  ///
  /// ```swift
  /// nib.bundle
  /// ```
  public let bundle: Bundle
  /// The file, when one was found (`name.xib` or `name.nib` in the bundle).
  ///
  /// ```swift
  /// nib.path
  /// ```
  public let path: String?

  private init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle ?? .main
    path = self.bundle.path(forResource: name, ofType: "xib") ?? self.bundle.path(forResource: name, ofType: "nib")
    super.init()
  }

  /// The nib named `name` in `bundleOrNil` (the main bundle when nil).
  ///
  /// ```swift
  /// UINib(nibName: "Header", bundle: .main)
  /// ```
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init(name: name, bundle: bundleOrNil) }

  /// The nib's top-level objects: none, Plumb does not build nibs into objects.
  ///
  /// ```swift
  /// let views = nib.instantiate(withOwner: nil, options: nil)   // []
  /// ```
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }

  /// The keys of `instantiate` options (UIKit's `UINib.OptionsKey`).
  ///
  /// ```swift
  /// nib.instantiate(withOwner: self, options: [.externalObjects: [:]])
  /// ```
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }
}

extension UITableView {
  /// Registers a nib for cells: unavailable, Plumb does not build nibs into views.
  @available(*, unavailable, message: "Plumb does not load nibs: register the cell class with register(_:forCellReuseIdentifier:) and build its views in code, or snapshot the .xib with `plumb snapshot`")
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
  /// Registers a nib for headers and footers: unavailable, Plumb does not build nibs into views.
  @available(*, unavailable, message: "Plumb does not load nibs: register the view class with register(_:forHeaderFooterViewReuseIdentifier:)")
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
}

extension UICollectionView {
  /// Registers a nib for cells: unavailable, Plumb does not build nibs into views.
  @available(*, unavailable, message: "Plumb does not load nibs: register the cell class with register(_:forCellWithReuseIdentifier:) and build its views in code")
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  /// Registers a nib for supplementary views: unavailable, Plumb does not build nibs into views.
  @available(*, unavailable, message: "Plumb does not load nibs: register the view class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
  public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
}
