import Foundation

// The edge-inset functions Swift 4.2 replaced, declared as Apple's SDK declares them: code that still calls
// them gets UIKit's error and fix-it ("has been replaced by …") instead of "cannot find in scope".

/// Swift 4.2 replaced it with `UIEdgeInsets(top:left:bottom:right:)`.
///
/// ```swift
/// let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)   // not UIEdgeInsetsMake(8, 16, 8, 16)
/// ```
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 4.2 replaced it with `CGRect.inset(by:)`.
///
/// ```swift
/// let content = bounds.inset(by: layoutMargins)   // not UIEdgeInsetsInsetRect(bounds, layoutMargins)
/// ```
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(self:by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// Swift 4.2 replaced it with `==`.
///
/// ```swift
/// if insets == .zero { … }   // not UIEdgeInsetsEqualToEdgeInsets(insets, .zero)
/// ```
@available(swift, obsoleted: 4.2, renamed: "==")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool { insets1 == insets2 }
