import Foundation

/// One side of a compositional layout's item, group or supplementary view (UIKit's
/// `NSCollectionLayoutDimension`): a fraction of its container's width or height, a number of points, or an
/// estimate the view's own constraints replace (measured with `systemLayoutSizeFitting`).
///
/// ```swift
/// let third = NSCollectionLayoutDimension.fractionalWidth(1 / 3)
/// let row = NSCollectionLayoutDimension.estimated(44)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }

  let kind: Kind
  /// The fraction, the points, or the estimate in points.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width (a group's for its subitems, the section's for its group).
  ///
  /// ```swift
  /// let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
  /// ```
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  ///
  /// ```swift
  /// let full = NSCollectionLayoutDimension.fractionalHeight(1)
  /// ```
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A fixed number of points.
  ///
  /// ```swift
  /// let banner = NSCollectionLayoutDimension.absolute(120)
  /// ```
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate: the view is measured at rest and takes the size its constraints give it.
  ///
  /// ```swift
  /// let selfSizing = NSCollectionLayoutDimension.estimated(44)
  /// ```
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width (`dimension` the fraction).
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate the view's measured size replaces.
  public var isEstimated: Bool { kind == .estimated }

  open override var description: String {
    switch kind {
    case .fractionalWidth: return "NSCollectionLayoutDimension(fractionalWidth: \(dimension))"
    case .fractionalHeight: return "NSCollectionLayoutDimension(fractionalHeight: \(dimension))"
    case .absolute: return "NSCollectionLayoutDimension(absolute: \(dimension))"
    case .estimated: return "NSCollectionLayoutDimension(estimated: \(dimension))"
    }
  }
}

/// The width and height of a compositional layout's item, group or supplementary view (UIKit's
/// `NSCollectionLayoutSize`).
///
/// ```swift
/// let square = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalWidth(1 / 3))
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width: a fraction, points or an estimate.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height: a fraction, points or an estimate.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of two dimensions.
  ///
  /// ```swift
  /// let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  /// ```
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  open override var description: String { "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))" }
}
