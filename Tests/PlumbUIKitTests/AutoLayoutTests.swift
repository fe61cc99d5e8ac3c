import Foundation
import Testing
@testable import PlumbUIKit

/// A root view of a size, with no host (margins 8, no safe area, scale 2).
@MainActor
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
@Suite struct AutoLayoutTests {
  @Test func anchorsPlaceAViewBetweenTheMargins() {
    let root = makeRoot()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 8, y: 20, width: 359, height: 100))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 359, height: 100))
    #expect(card.center == CGPoint(x: 187.5, y: 70))
  }

  @Test func framesAreInTheSuperviewsCoordinates() {
    let root = makeRoot()
    let outer = UIView(), inner = UIView()
    for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(outer)
    outer.addSubview(inner)
    NSLayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 30, y: 40, width: 200, height: 100))
    #expect(inner.frame == CGRect(x: 10, y: 5, width: 100, height: 25))
    #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: 45))
  }

  @Test func constantChangesReSolveInTheSameEngine() {
    let root = makeRoot()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let width = bar.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      width, bar.heightAnchor.constraint(equalToConstant: 10), bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let engine = root.layoutCache?.engine
    #expect(bar.frame.width == 100)
    width.constant = 150
    root.layoutIfNeeded()
    #expect(bar.frame.width == 150)
    #expect(root.layoutCache?.engine === engine, "a constant change keeps the solver")
    width.isActive = false
    bar.widthAnchor.constraint(equalToConstant: 42).isActive = true
    root.layoutIfNeeded()
    #expect(bar.frame.width == 42)
  }

  @Test func priorityDecidesBetweenOptionalConstraints() {
    let root = makeRoot()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let low = box.widthAnchor.constraint(equalToConstant: 50)
    low.priority = .defaultLow
    let high = box.widthAnchor.constraint(equalToConstant: 80)
    high.priority = .defaultHigh
    NSLayoutConstraint.activate([low, high, box.heightAnchor.constraint(equalToConstant: 10),
                                 box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
    root.layoutIfNeeded()
    #expect(box.frame.width == 80)
    high.priority = UILayoutPriority(rawValue: 200)
    root.layoutIfNeeded()
    #expect(box.frame.width == 50)
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
    #expect(UILayoutPriority.required - 1 < .required)
  }

  @Test func autoresizingMaskFramesStayAndStretch() {
    let root = makeRoot(width: 300, height: 200)
    let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(fixed)
    root.addSubview(banner)
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
    #expect(fixed.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
  }

  @Test func removingAViewDeactivatesItsConstraintsToTheRestOfTheTree() {
    let root = makeRoot()
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(a)
    let pin = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([pin, own])
    #expect(pin.isActive && root.constraints.contains(pin))
    #expect(a.constraints.contains(own))
    a.removeFromSuperview()
    #expect(!pin.isActive)
    #expect(own.isActive)
  }

  @Test func unsatisfiableConstraintsAreLoggedAsUIKitDoesAndOneIsBroken() {
    var log: [String] = []
    ConstraintLog.handler = { log.append($0) }
    defer { ConstraintLog.handler = nil }
    let root = makeRoot()
    let box = UIView()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([narrow, wide, box.heightAnchor.constraint(equalToConstant: 10),
                                 box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
    root.layoutIfNeeded()
    #expect(box.frame.width == 100, "the first constraint holds, the later one is broken")
    #expect(log.count == 1)
    let message = log.first ?? ""
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(message.contains("'narrow' UIView:box.width == 100   (active)"))
    #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
    #expect(message.contains("'wide' UIView:box.width == 200   (active)>\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
  }

  @Test func ambiguityIsReportedAndExercised() {
    let root = makeRoot()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
                                 badge.topAnchor.constraint(equalTo: root.topAnchor)])
    #expect(badge.hasAmbiguousLayout)
    badge.exerciseAmbiguityInLayout()
    let first = badge.frame.minX
    badge.exerciseAmbiguityInLayout()
    let second = badge.frame.minX
    #expect(first != second)
    badge.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    #expect(!badge.hasAmbiguousLayout)
  }

  @Test func visualFormatMakesUIKitsConstraints() {
    let root = makeRoot()
    let title = UIView(), detail = UIView()
    for view in [title, detail] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
    let views = ["title": title, "detail": detail]
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[title(==width)]-gap-[detail]-|", options: [.alignAllTop], metrics: ["width": 100, "gap": 12.0],
      views: views)
    NSLayoutConstraint.activate(horizontal)
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(30)-[title(40)]", options: [], metrics: nil, views: views))
    detail.heightAnchor.constraint(equalToConstant: 10).isActive = true
    root.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    #expect(detail.frame == CGRect(x: 132, y: 30, width: 375 - 20 - 132, height: 10))
    #expect(horizontal.first?.firstAttribute == .leading)

    var log: [String] = []
    ConstraintLog.handler = { log.append($0) }
    defer { ConstraintLog.handler = nil }
    let none = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title", options: [], metrics: nil, views: views)
    #expect(none.isEmpty)
    #expect(log.first?.hasPrefix("Unable to parse constraint format: \n") == true)
  }

  @Test func constraintInitMatchesAnchors() {
    let root = makeRoot()
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(a)
    NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
    NSLayoutConstraint(item: a, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: -10).isActive = true
    NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40).isActive = true
    NSLayoutConstraint(item: a, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: a, attribute: .width, multiplier: 0.5, constant: 0).isActive = true
    NSLayoutConstraint(item: a, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 167.5, y: 313.5, width: 40, height: 20))
  }
}
