import Foundation
import Testing
@testable import PlumbUIKit

/// `NSLayoutConstraint.constant` changes re-solve incrementally (the kept solver moves the constant,
/// no scene is built) and give exactly the frames a fresh layout of the same constraints gives.
@MainActor
@Suite struct ConstantChangeTests {
  /// A list of rows with wrapping labels, and the constraints whose constants the tests move.
  struct Tree {
    let root: UIView
    let top: NSLayoutConstraint          // required equality
    let gap: NSLayoutConstraint          // required inequality: footer.top >= list.bottom + gap
    let badgeWidth: NSLayoutConstraint   // required equality on one view (a constant size)
    let preferred: NSLayoutConstraint    // optional equality (750): footer height
  }

  static func makeTree(top: CGFloat = 8, gap: CGFloat = 12, badge badgeSize: CGFloat = 44, footer footerHeight: CGFloat = 30) -> Tree {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 900))
    let list = UIStackView()
    list.accessibilityIdentifier = "list"
    list.axis = .vertical
    list.spacing = 10
    list.translatesAutoresizingMaskIntoConstraints = false
    var badgeWidth: NSLayoutConstraint?
    for row in 0..<5 {
      let badge = UIView()
      badge.accessibilityIdentifier = "badge\(row)"
      badge.translatesAutoresizingMaskIntoConstraints = false
      let width = badge.widthAnchor.constraint(equalToConstant: row == 0 ? badgeSize : 44)
      if row == 0 { badgeWidth = width }
      width.isActive = true
      badge.heightAnchor.constraint(equalToConstant: 44).isActive = true
      let detail = UILabel()
      detail.accessibilityIdentifier = "detail\(row)"
      detail.numberOfLines = 0
      detail.font = .preferredFont(forTextStyle: .subheadline)
      detail.text = "Detail text for row \(row), long enough to wrap onto a second line on a narrow phone screen"
      let rowStack = UIStackView(arrangedSubviews: [badge, detail])
      rowStack.accessibilityIdentifier = "row\(row)"
      rowStack.alignment = .top
      rowStack.spacing = 12
      list.addArrangedSubview(rowStack)
    }
    let footer = UIView()
    footer.accessibilityIdentifier = "footer"
    footer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(list)
    root.addSubview(footer)
    let topConstraint = list.topAnchor.constraint(equalTo: root.topAnchor, constant: top)
    let gapConstraint = footer.topAnchor.constraint(greaterThanOrEqualTo: list.bottomAnchor, constant: gap)
    let preferred = footer.heightAnchor.constraint(equalToConstant: footerHeight)
    preferred.priority = .defaultHigh
    let tight = footer.topAnchor.constraint(equalTo: list.bottomAnchor)
    tight.priority = .defaultLow
    NSLayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: list.trailingAnchor), topConstraint,
      footer.leadingAnchor.constraint(equalTo: list.leadingAnchor), footer.trailingAnchor.constraint(equalTo: list.trailingAnchor),
      gapConstraint, tight, preferred, footer.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
      footer.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
      footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
    badgeWidth!.firstItem.map { ($0 as! UIView).widthAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true }
    return Tree(root: root, top: topConstraint, gap: gapConstraint, badgeWidth: badgeWidth!, preferred: preferred)
  }

  /// Every view's frame in root coordinates, by identifier.
  static func frames(_ root: UIView) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    func visit(_ view: UIView) {
      if let id = view.accessibilityIdentifier { result[id] = view.convert(view.bounds, to: root) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return result
  }

  @Test func eachKindOfConstantMatchesAFreshLayout() {
    let tree = Self.makeTree()
    tree.root.layoutIfNeeded()
    let engine = tree.root.layoutCache?.engine
    // (top, gap, badge, footer): each step moves one or more constants, both ways, twice for the
    // required equalities (the first change splits them, later ones move in place).
    let steps: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
      (9, 12, 44, 30), (8, 12, 44, 30), (20, 12, 44, 30), (20, 30, 44, 30), (20, 4, 44, 30), (20, 4, 60, 30),
      (20, 4, 30, 30), (20, 4, 30, 50), (20, 4, 30, 80), (0, 0, 44, 10), (8, 12, 44, 30),
    ]
    for (index, step) in steps.enumerated() {
      tree.top.constant = step.0
      tree.gap.constant = step.1
      tree.badgeWidth.constant = step.2
      tree.preferred.constant = step.3
      tree.root.layoutIfNeeded()
      let fresh = Self.makeTree(top: step.0, gap: step.1, badge: step.2, footer: step.3)
      fresh.root.layoutIfNeeded()
      #expect(Self.frames(tree.root) == Self.frames(fresh.root), "step \(index): \(step)")
    }
    #expect(tree.root.layoutCache?.engine === engine, "the solver is kept")
    #expect(tree.root.incrementalPasses == steps.count, "every pass moved constants without building a scene")
    #expect(Self.frames(tree.root)["footer"]?.height == 30)
    #expect(Self.frames(tree.root)["badge0"]?.width == 44)
  }

  @Test func aWidthChangeRewrapsFromAConstantChange() {
    let tree = Self.makeTree()
    tree.root.layoutIfNeeded()
    tree.badgeWidth.constant = 100
    tree.root.layoutIfNeeded()
    let fresh = Self.makeTree(badge: 100)
    fresh.root.layoutIfNeeded()
    #expect(Self.frames(tree.root) == Self.frames(fresh.root))
    let frames = Self.frames(tree.root)
    #expect((frames["detail0"]?.width ?? 0) == (frames["detail1"]?.width ?? 0) - 56, "the label gave the badge its width")
    #expect((frames["detail0"]?.height ?? 0) >= (frames["detail1"]?.height ?? 0))
  }

  /// A constant that leaves no room for the required constraints in the root's size: UIKit's message,
  /// and the same broken constraint and frames as a fresh layout with that constant.
  @Test func anUnsatisfiableConstantAgainstTheRootSizeIsReportedAsInAFreshLayout() {
    var log: [String] = []
    ConstraintLog.handler = { log.append($0) }
    defer { ConstraintLog.handler = nil }
    let tree = Self.makeTree()
    tree.root.layoutIfNeeded()
    #expect(log.isEmpty)
    tree.top.constant = 2000
    tree.root.layoutIfNeeded()
    let changed = log
    log = []
    let fresh = Self.makeTree(top: 2000)
    fresh.root.layoutIfNeeded()
    #expect(changed.count == 1 && changed.first?.contains("Unable to simultaneously satisfy constraints.") == true)
    /// The messages without the constraints' addresses (serial numbers differ between the two trees).
    func unaddressed(_ lines: [String]) -> [String] {
      lines.map { $0.replacingOccurrences(of: #"0x[0-9a-f]+ "#, with: "", options: .regularExpression) }
    }
    #expect(unaddressed(changed) == unaddressed(log))
    #expect(Self.frames(tree.root) == Self.frames(fresh.root))
    tree.top.constant = 8
    tree.root.layoutIfNeeded()
    let back = Self.makeTree()
    back.root.layoutIfNeeded()
    #expect(Self.frames(tree.root) == Self.frames(back.root))
  }

  /// A constant two required constraints of the tree cannot both allow (badge0.width ≤ 100): the
  /// changed constraint is the one broken, as when it is added anew; moving it back restores it.
  @Test func aConflictingConstantBreaksTheChangedConstraint() {
    var log: [String] = []
    ConstraintLog.handler = { log.append($0) }
    defer { ConstraintLog.handler = nil }
    let tree = Self.makeTree()
    tree.root.layoutIfNeeded()
    tree.badgeWidth.constant = 150
    tree.root.layoutIfNeeded()
    #expect(log.count == 1)
    let broken = log.first?.components(separatedBy: "Will attempt to recover by breaking constraint").last ?? ""
    #expect(broken.contains("badge0.width == 150"), "\(log)")
    #expect((Self.frames(tree.root)["badge0"]?.width ?? 200) <= 100)
    tree.badgeWidth.constant = 60
    tree.root.layoutIfNeeded()
    let fresh = Self.makeTree(badge: 60)
    fresh.root.layoutIfNeeded()
    #expect(Self.frames(tree.root) == Self.frames(fresh.root))
    #expect(log.count == 1)
    #expect(tree.root.incrementalPasses == 2)
  }

  @Test func aConstantChangeAfterAnotherChangeBuildsTheScene() {
    let tree = Self.makeTree()
    tree.root.layoutIfNeeded()
    tree.top.constant = 30
    tree.root.backgroundColor = .red
    tree.root.layoutIfNeeded()
    #expect(tree.root.incrementalPasses == 0)
    #expect(Self.frames(tree.root)["list"]?.minY == 30)
  }
}
