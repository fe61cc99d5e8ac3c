import Foundation

extension UIView {
  /// How many pixels a point of the view's drawing has (UIKit's `contentScaleFactor`): the display scale
  /// of the view's traits (its screen's: 2 on Plumb's default iPhone) until set.
  ///
  /// ```swift
  /// let hairline = 1 / view.contentScaleFactor
  /// ```
  public var contentScaleFactor: CGFloat {
    get {
      if let set = objc_getAssociatedObject(self, &ContentScaleKey.key) as? CGFloat { return set }
      let scale = traitCollection.displayScale
      return scale > 0 ? scale : UIScreen.defaultScale
    }
    set { objc_setAssociatedObject(self, &ContentScaleKey.key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

/// The key a set content scale factor is kept under.
private enum ContentScaleKey {
  nonisolated(unsafe) static var key: UInt8 = 0
}
