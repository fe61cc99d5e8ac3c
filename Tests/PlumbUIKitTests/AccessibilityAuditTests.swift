import Foundation
import Testing
@testable import PlumbUIKit
import PlumbSnapshotTesting
import PlumbSnapshot

/// The accessibility audit of UIKit views: UIKit's defaults and properties reach it, each finding shows on a
/// card that has it and not on the fixed card, and `.accessibility` draws the legend beside the view.
@MainActor
@Suite struct UIKitAccessibilityAuditTests {
  /// A 375-point card: a title, a close button, a caption and a switch with its label.
  func card(fixed: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 140))
    root.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Notifications"
    title.font = .preferredFont(forTextStyle: .title2)
    title.accessibilityTraits = .header
    let close = UIButton(type: .system)
    close.setImage(UIImage(systemName: "xmark"), for: .normal)
    let caption = UILabel()
    caption.text = "Sent at most once a day"
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.textColor = fixed ? .label : UIColor(white: 0.8, alpha: 1)
    let toggle = UISwitch()
    toggle.isOn = true
    let side: CGFloat = fixed ? 44 : 22
    if fixed { close.accessibilityLabel = "Close" } else { caption.isAccessibilityElement = false }
    for view in [title, close, caption, toggle] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      close.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      close.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      close.widthAnchor.constraint(equalToConstant: side), close.heightAnchor.constraint(equalToConstant: side),
      caption.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      caption.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 12),
    ])
    return root
  }

  /// A card with one body-style label, "Premium plan": one line 150 points wide (cut at the accessibility
  /// sizes), or wrapping across the card (never cut).
  func planCard(wraps: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 240))
    root.backgroundColor = .systemBackground
    let plan = UILabel()
    plan.text = "Premium plan"
    plan.font = .preferredFont(forTextStyle: .body)
    plan.adjustsFontForContentSizeCategory = true
    plan.numberOfLines = wraps ? 0 : 1
    plan.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(plan)
    NSLayoutConstraint.activate([
      plan.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      plan.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      wraps ? plan.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16) : plan.widthAnchor.constraint(equalToConstant: 150),
    ])
    return root
  }

  @Test func textCutAtTheAccessibilitySizesIsFoundOnlyWhereItIsCut() throws {
    let cut = try #require(planCard(wraps: false).plumbAccessibilityAudit())
    #expect(cut.findings.map(\.kind) == [.truncatedAtAccessibilitySize])
    #expect(cut.findings.first?.message.hasPrefix("text is cut from AX1 on") == true, "\(cut.findings)")
    let wraps = try #require(planCard(wraps: true).plumbAccessibilityAudit())
    #expect(wraps.findings.map(\.description) == [])
  }

  @Test func aViewSweepsAcrossWidths() throws {
    // The wrapping label at AX3 takes more lines as the card narrows, and is never cut.
    let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    let wrapping = try #require(planCard(wraps: true).plumbSweep(widths: 200...375, traits: big))
    #expect(wrapping.breakpoints.contains { $0.axis == .width && $0.changes.contains { $0.kind == .lineCount } })
    #expect(!wrapping.breakpoints.contains { $0.changes.contains { $0.kind == .truncates } })
    // The one-line label keeps its 150 points: nothing changes along the width; at AX3 it is cut throughout,
    // at the default size nowhere.
    let fixed = try #require(planCard(wraps: false).plumbSweep(widths: 200...375, traits: big))
    #expect(fixed.breakpoints.isEmpty)
    #expect(fixed.lines.first?.segments.allSatisfy { $0.sample.texts.values.contains { $0.truncated } } == true)
    let plain = try #require(planCard(wraps: false).plumbSweep(widths: 200...375))
    #expect(plain.lines.first?.segments.allSatisfy { !$0.sample.texts.values.contains { $0.truncated } } == true)
    let chart = try #require(planCard(wraps: true).plumbSweepChart(widths: 200...375, traits: big))
    #expect(chart.size.width > 200)
  }

  @Test func theProblemCardsFindingsAndNoneOnTheFixedCard() throws {
    let audit = try #require(card(fixed: false).plumbAccessibilityAudit())
    let found = Set(audit.findings.map { "\($0.kind.rawValue) \($0.view)" })
    #expect(found.contains { $0.hasPrefix("smallTouchTarget") })
    #expect(found.contains { $0.hasPrefix("imageWithoutLabel") })
    #expect(found.contains { $0.hasPrefix("hiddenText") })
    #expect(found.contains { $0.hasPrefix("lowContrast") })
    let fixed = try #require(card(fixed: true).plumbAccessibilityAudit())
    #expect(fixed.findings.map(\.description) == [])
  }

  @Test func voiceOverReadsUIKitsDefaultsAndProperties() throws {
    let audit = try #require(card(fixed: true).plumbAccessibilityAudit())
    #expect(audit.elements.map(\.spokenText) == ["Notifications. Heading.", "Close. Button.", "Sent at most once a day.", "On. Switch button."])
  }

  @Test func theStrategyDrawsTheLegendBesideTheView() throws {
    let picture = Snapshotting<UIView, UIImage>.accessibility.snapshot(card(fixed: false))
    let plain = Snapshotting<UIView, UIImage>.image.snapshot(card(fixed: false))
    #expect(picture.size.width == plain.size.width + 300 + 24)
    let again = Snapshotting<UIView, UIImage>.accessibility.snapshot(card(fixed: false))
    #expect(picture.pngData() == again.pngData())
  }
}
