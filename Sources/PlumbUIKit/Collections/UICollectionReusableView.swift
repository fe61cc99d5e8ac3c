import Foundation

/// A view a collection view makes from a registered class (UIKit's `UICollectionReusableView`): the
/// superclass of cells, and the class of headers, footers and other supplementary views.
///
/// ```swift
/// final class TitleHeader: UICollectionReusableView {
///   let title = UILabel()
///   override init(frame: CGRect) { super.init(frame: frame); addSubview(title) }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered with (`nil` for one made directly).
  public private(set) var reuseIdentifier: String?
  /// Set on the view a data source hands out when it has none of a kind (nothing is placed for it).
  var isMissingSupplementary = false

  /// A view of `frame` (a collection view makes registered classes through `init(registeredReuseIdentifier:)`).
  ///
  /// ```swift
  /// let header = TitleHeader(frame: .zero)
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The view a collection view makes for a class registered with `register(_:forCellWithReuseIdentifier:)`
  /// or `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, through the class's own
  /// `init(frame:)` (so a subclass that overrides it runs its setup).
  ///
  /// ```swift
  /// let header = TitleHeader(registeredReuseIdentifier: "title")
  /// ```
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called before the collection view hands the view out again (Plumb makes each item's view once).
  open func prepareForReuse() {}
  /// The attributes the view wants, given the layout's (override to adjust its size; the layout's by default).
  ///
  /// ```swift
  /// override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
  ///   let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
  ///   attributes.size.height = systemLayoutSizeFitting(attributes.size).height
  ///   return attributes
  /// }
  /// ```
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
  /// Applies a custom layout's attributes (override to read a subclass's own attributes).
  ///
  /// ```swift
  /// override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes); ratio = (layoutAttributes as? CardAttributes)?.ratio ?? 1 }
  /// ```
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// What `collectionView(_:viewForSupplementaryElementOfKind:at:)` returns when the data source does not
  /// implement it: a view the collection view leaves out.
  static func missingSupplementary() -> UICollectionReusableView {
    let view = UICollectionReusableView(frame: .zero)
    view.isMissingSupplementary = true
    return view
  }
}
