import Foundation

extension UIView {
  /// Springs and struts, as UIKit applies them when a view's size changes through `frame` or `bounds`:
  /// each subview that translates its autoresizing mask gets a new frame in which the flexible parts of
  /// each axis (low margin, size, high margin) share the change in proportion to their lengths (equally
  /// when those are all 0), and its own subviews follow in turn. Layout passes write frames without this
  /// (the solver already moved those subviews through their autoresizing constraints).
  ///
  /// ```swift
  /// banner.autoresizingMask = [.flexibleWidth]
  /// root.frame.size.width = 414      // banner.frame.width grows by the same amount now
  /// ```
  func resizeSubviews(from oldSize: CGSize) {
    let newSize = storedFrame.size
    guard autoresizesSubviews, oldSize != newSize else { return }
    for subview in storedSubviews where subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty else { continue }
      let frame = subview.storedFrame
      let (x, width) = Self.springsAndStruts(
        low: frame.minX, length: frame.width, outer: oldSize.width, newOuter: newSize.width,
        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
      let (y, height) = Self.springsAndStruts(
        low: frame.minY, length: frame.height, outer: oldSize.height, newOuter: newSize.height,
        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
      let old = frame.size
      subview.storedFrame = CGRect(x: x, y: y, width: width, height: height)
      subview.resizeSubviews(from: old)
    }
  }

  /// The new low edge and length on one axis when the outer length goes from `outer` to `newOuter`.
  static func springsAndStruts(
    low: CGFloat, length: CGFloat, outer: CGFloat, newOuter: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    let delta = newOuter - outer
    let parts = [low, length, outer - low - length], flags = [flexible.0, flexible.1, flexible.2]
    let count = CGFloat(flags.filter { $0 }.count)
    guard count > 0 else { return (low, length) }
    let total = zip(parts, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ part: Int) -> CGFloat { flags[part] ? (total != 0 ? parts[part] / total : 1 / count) : 0 }
    return (low + delta * share(0), length + delta * share(1))
  }
}
