import Foundation

/// Where a collection view item goes and how it looks (UIKit's `UICollectionViewLayoutAttributes`): what a
/// custom `UICollectionViewLayout` returns from `layoutAttributesForElements(in:)`. Setting `frame` sets
/// `center` and `size`, as in UIKit.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 16, y: 16, width: 160, height: 200)
/// attributes.zIndex = 1
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The item's index path.
  ///
  /// ```swift
  /// attributes.indexPath.item
  /// ```
  open var indexPath: IndexPath
  /// Cell, supplementary view or decoration view.
  ///
  /// ```swift
  /// attributes.representedElementCategory == .cell
  /// ```
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The kind of a supplementary or decoration view (`nil` for cells).
  ///
  /// ```swift
  /// attributes.representedElementKind == UICollectionView.elementKindSectionHeader
  /// ```
  public let representedElementKind: String?
  /// The item's centre.
  ///
  /// ```swift
  /// attributes.center = CGPoint(x: 100, y: 100)
  /// ```
  open var center = CGPoint.zero
  /// The item's size.
  ///
  /// ```swift
  /// attributes.size = CGSize(width: 100, height: 100)
  /// ```
  open var size = CGSize.zero
  /// The item's frame (from `center` and `size`; setting it sets both).
  ///
  /// ```swift
  /// attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  /// ```
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set { center = CGPoint(x: newValue.midX, y: newValue.midY); size = newValue.size }
  }
  /// The item's bounds.
  ///
  /// ```swift
  /// attributes.bounds.size
  /// ```
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The item's transform.
  ///
  /// ```swift
  /// attributes.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
  /// ```
  open var transform = CGAffineTransform.identity
  /// The item's 3D transform.
  ///
  /// ```swift
  /// attributes.transform3D = CATransform3DMakeScale(0.9, 0.9, 1)
  /// ```
  open var transform3D = CATransform3DIdentity
  /// The item's opacity.
  ///
  /// ```swift
  /// attributes.alpha = 0.5
  /// ```
  open var alpha: CGFloat = 1
  /// The item's stacking order (higher is in front).
  ///
  /// ```swift
  /// attributes.zIndex = 10
  /// ```
  open var zIndex = 0
  /// Whether the item is hidden.
  ///
  /// ```swift
  /// attributes.isHidden = true
  /// ```
  open var isHidden = false

  /// Attributes of the cell at `indexPath`.
  ///
  /// ```swift
  /// UICollectionViewLayoutAttributes(forCellWith: indexPath)
  /// ```
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil
    super.init()
  }
  /// Attributes of a supplementary view.
  ///
  /// ```swift
  /// UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
  /// ```
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = elementKind
    super.init()
  }
  /// Attributes of a decoration view.
  ///
  /// ```swift
  /// UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: indexPath)
  /// ```
  public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath; representedElementCategory = .decorationView; representedElementKind = decorationViewKind
    super.init()
  }

  /// A copy (subclasses override it to copy their own properties; call `super`).
  ///
  /// ```swift
  /// let moved = attributes.copy() as! UICollectionViewLayoutAttributes
  /// ```
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = type(of: self).init(forCellWith: indexPath)
    case .supplementaryView: copy = type(of: self).init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView: copy = type(of: self).init(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.center = center; copy.size = size; copy.transform = transform; copy.transform3D = transform3D
    copy.alpha = alpha; copy.zIndex = zIndex; copy.isHidden = isHidden
    return copy
  }
}

extension UICollectionView {
  /// What a layout attribute describes (UIKit's `UICollectionView.ElementCategory`).
  ///
  /// ```swift
  /// attributes.representedElementCategory == .supplementaryView
  /// ```
  public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }
}
