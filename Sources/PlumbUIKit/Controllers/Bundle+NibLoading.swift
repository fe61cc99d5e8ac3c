import Foundation

extension Bundle {
  /// The top-level objects of the nib named `name` in this bundle (UIKit's addition to `Bundle`), as
  /// `UINib.instantiate(withOwner:options:)` gives them: none, as Plumb does not build nibs into objects;
  /// `nil` when the bundle has no such nib (where iOS raises an exception).
  ///
  /// ```swift
  /// let view = Bundle.main.loadNibNamed("ProfileHeader", owner: self, options: nil)?.first as? ProfileHeader
  /// ```
  @preconcurrency @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self)
    guard nib.path != nil else { return nil }
    return nib.instantiate(withOwner: owner, options: options)
  }
}
