import Foundation

extension NSValue {
  /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`, as keyboard notifications carry frames).
  ///
  /// ```swift
  /// let value = NSValue(cgRect: CGRect(x: 0, y: 500, width: 375, height: 216))
  /// ```
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The rectangle the value holds.
  ///
  /// ```swift
  /// let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
  /// ```
  public var cgRectValue: CGRect { rectValue }
  /// A value holding a point.
  ///
  /// ```swift
  /// NSValue(cgPoint: .zero)
  /// ```
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// The point the value holds.
  ///
  /// ```swift
  /// value.cgPointValue
  /// ```
  public var cgPointValue: CGPoint { pointValue }
  /// A value holding a size.
  ///
  /// ```swift
  /// NSValue(cgSize: CGSize(width: 10, height: 10))
  /// ```
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The size the value holds.
  ///
  /// ```swift
  /// value.cgSizeValue
  /// ```
  public var cgSizeValue: CGSize { sizeValue }
}

extension NSIndexPath {
  /// The row of a table index path (the second index).
  ///
  /// ```swift
  /// (indexPath as NSIndexPath).row
  /// ```
  public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
  /// The section (the first index).
  ///
  /// ```swift
  /// (indexPath as NSIndexPath).section
  /// ```
  public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
  /// The item of a collection index path (the second index).
  ///
  /// ```swift
  /// (indexPath as NSIndexPath).item
  /// ```
  public var item: Int { row }
}

/// The zero rectangle's Objective-C name: unavailable in Swift, as on Apple platforms.
@available(*, unavailable, renamed: "CGRect.zero", message: "CGRectZero is unavailable in Swift: use CGRect.zero")
public let CGRectZero = CGRect.zero
/// The zero point's Objective-C name: unavailable in Swift, as on Apple platforms.
@available(*, unavailable, renamed: "CGPoint.zero", message: "CGPointZero is unavailable in Swift: use CGPoint.zero")
public let CGPointZero = CGPoint.zero
/// The zero size's Objective-C name: unavailable in Swift, as on Apple platforms.
@available(*, unavailable, renamed: "CGSize.zero", message: "CGSizeZero is unavailable in Swift: use CGSize.zero")
public let CGSizeZero = CGSize.zero
