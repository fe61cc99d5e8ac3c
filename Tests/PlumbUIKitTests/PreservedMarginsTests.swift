import Foundation
import Testing
@testable import PlumbUIKit

/// `preservesSuperviewLayoutMargins`: a view's margins guide keeps clear of the superview's margins
/// where they reach into it (UIKit: max(own margin, superview margin − distance to that edge)).
@MainActor
@Suite struct PreservedMarginsTests {
  /// A 300-wide container with 40-point side margins; a card 10 points in from its left (or `inset`),
  /// 200 wide, with 8-point margins and a label on its margins guide's leading edge.
  static func layOut(preserves: Bool, inset: CGFloat = 10) -> (card: UIView, label: UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 40, bottom: 8, trailing: 40)
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.preservesSuperviewLayoutMargins = preserves
    let label = UILabel()
    label.text = "Margins"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: inset),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.heightAnchor.constraint(equalToConstant: 100),
      label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
    ])
    root.layoutIfNeeded()
    return (card, label)
  }

  @Test func theSuperviewMarginsReachIntoTheView() {
    let preserved = Self.layOut(preserves: true)
    // Left: max(8, 40 − 10) = 30; top: max(8, 30 − 10) = 20.
    #expect(preserved.label.frame.origin == CGPoint(x: 30, y: 20))
    #expect(preserved.card.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 20, width: 200 - 30 - 8, height: 100 - 20 - 8))
    let plain = Self.layOut(preserves: false)
    #expect(plain.label.frame.origin == CGPoint(x: 8, y: 8))
  }

  @Test func farFromTheSuperviewEdgesTheViewKeepsItsOwnMargins() {
    let preserved = Self.layOut(preserves: true, inset: 60)
    // Left: max(8, 40 − 60) = 8; right: the card ends at 260, the root's margin at 260: max(8, 0) = 8.
    #expect(preserved.label.frame.minX == 8)
    // (A guide's frame is the solver's value, not pixel-rounded as views' frames are.)
    #expect(abs(preserved.card.layoutMarginsGuide.layoutFrame.maxX - 192) < 1e-9)
    #expect(!preserved.label.hasAmbiguousLayout)
  }
}
