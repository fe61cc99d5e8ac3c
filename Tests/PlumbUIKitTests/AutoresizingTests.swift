import Foundation
import Testing
@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// Autoresizing masks as springs and struts: when the superview's length changes by Δ, the flexible
/// parts of an axis (low margin, size, high margin) share Δ in proportion to their current lengths.
@MainActor
@Suite struct AutoresizingTests {
  /// A 60 × 40 view at x = 30 in a 300 × 200 superview (margins 30 and 210), resized to `width`.
  static func resized(_ mask: UIView.AutoresizingMask, to width: CGFloat, nested: Bool = false) -> CGRect {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let host: UIView
    var hostWidth: NSLayoutConstraint?
    if nested {
      // The superview is laid out by constraints 50 points in, so its left edge is not the root's. Its
      // frame is set first: autoresizing constraints are measured against the superview's bounds then,
      // as in UIKit (a zero-size superview would give other margins).
      host = UIView(frame: CGRect(x: 50, y: 0, width: 300, height: 200))
      host.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(host)
      let widthConstraint = host.widthAnchor.constraint(equalToConstant: 300)
      hostWidth = widthConstraint
      NSLayoutConstraint.activate([
        host.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50), widthConstraint,
        host.topAnchor.constraint(equalTo: root.topAnchor), host.heightAnchor.constraint(equalToConstant: 200),
      ])
    } else {
      host = root
    }
    let view = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 40))
    view.autoresizingMask = mask
    host.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 20, width: 60, height: 40), "the frame stays before any resize")
    if let hostWidth {
      root.frame = CGRect(x: 0, y: 0, width: width + 50, height: 200)
      hostWidth.constant = width
    } else {
      root.frame = CGRect(x: 0, y: 0, width: width, height: 200)
    }
    root.layoutIfNeeded()
    return view.frame
  }

  @Test func oneFlexiblePartTakesTheWholeChange() {
    #expect(Self.resized([.flexibleWidth], to: 420) == CGRect(x: 30, y: 20, width: 180, height: 40))
    #expect(Self.resized([.flexibleLeftMargin], to: 420) == CGRect(x: 150, y: 20, width: 60, height: 40))
    #expect(Self.resized([.flexibleRightMargin], to: 420) == CGRect(x: 30, y: 20, width: 60, height: 40))
  }

  @Test func flexibleMarginsShareInProportion() {
    // Margins 30 and 210 share +120 as 1 : 7: the left margin grows by 15.
    #expect(Self.resized([.flexibleLeftMargin, .flexibleRightMargin], to: 420) == CGRect(x: 45, y: 20, width: 60, height: 40))
    // Shrinking shares the same way: −120 → the left margin loses 15.
    #expect(Self.resized([.flexibleLeftMargin, .flexibleRightMargin], to: 180) == CGRect(x: 15, y: 20, width: 60, height: 40))
  }

  @Test func flexibleSizeAndMarginsShareInProportion() {
    // 30 : 60 : 210 share +150: the margin gets 15, the width 30.
    #expect(Self.resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: 450)
      == CGRect(x: 45, y: 20, width: 90, height: 40))
    // Width 60 and right margin 210 share +135 as 2 : 7: the width gets 30; the left margin stays.
    #expect(Self.resized([.flexibleWidth, .flexibleRightMargin], to: 435) == CGRect(x: 30, y: 20, width: 90, height: 40))
    // Left margin 30 and width 60 share +90 as 1 : 2.
    #expect(Self.resized([.flexibleLeftMargin, .flexibleWidth], to: 390) == CGRect(x: 60, y: 20, width: 120, height: 40))
  }

  @Test func aSuperviewLaidOutByConstraintsResizesItsSubviewsTheSameWay() {
    #expect(Self.resized([.flexibleLeftMargin, .flexibleRightMargin], to: 420, nested: true)
      == CGRect(x: 45, y: 20, width: 60, height: 40))
    #expect(Self.resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: 450, nested: true)
      == CGRect(x: 45, y: 20, width: 90, height: 40))
  }

  /// UIKit resizes subviews when the frame changes, before any layout pass; a tree never laid out
  /// before (a view controller's view put on a device) keeps its subviews where their masks say.
  @Test func aFrameChangeResizesSubviewsAtOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 40))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    badge.addSubview(inner)
    root.addSubview(badge)
    root.frame.size = CGSize(width: 420, height: 380)
    // Horizontally 30 : 210 share +120; vertically only the top margin is flexible: it takes +180.
    #expect(badge.frame == CGRect(x: 45, y: 200, width: 60, height: 40))
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 45, y: 200, width: 60, height: 40))
    ViewRendering.host(root, config: nil, size: CGSize(width: 540, height: 380), traits: UITraitCollection())
    #expect(badge.frame == CGRect(x: 60, y: 200, width: 60, height: 40))
  }
}
