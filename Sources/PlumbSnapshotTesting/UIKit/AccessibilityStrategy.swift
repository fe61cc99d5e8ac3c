import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender
import PlumbSnapshot
import PlumbUIKit

@MainActor
extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view with its accessibility audit beside it, as AccessibilitySnapshot draws it: each element
  /// VoiceOver stops on outlined and numbered in reading order, a legend of what VoiceOver reads (label,
  /// value, traits, hint), and the findings — touch targets under 44 × 44 pt, text hidden from VoiceOver,
  /// images without a label, text under WCAG AA contrast in light, dark and increased contrast, text cut at
  /// the accessibility type sizes — their views outlined in red.
  ///
  /// ```swift
  /// assertSnapshot(of: settingsCard, as: .accessibility)
  /// assertSnapshot(of: settingsCard, as: .accessibility(size: CGSize(width: 320, height: 0)))
  /// #expect(settingsCard.plumbAccessibilityAudit().findings.isEmpty)   // strict: no finding at all
  /// ```
  public static var accessibility: Snapshotting<UIView, UIImage> { .accessibility() }

  /// The audit at `size` (default: the view's own) with `traits`.
  public static func accessibility(
    precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
      AccessibilityRendering.audit(of: view, size: size, traits: traits).0
    }
  }
}

@MainActor
extension UIView {
  /// The accessibility audit of the view hosted at `size` (default: its own) with `traits` — VoiceOver's
  /// elements in order and the findings — for tests that fail on any finding; `nil` when it cannot be laid out.
  ///
  /// ```swift
  /// let audit = card.plumbAccessibilityAudit(size: CGSize(width: 375, height: 0))
  /// XCTAssertEqual(audit?.findings.map(\.kind), [])
  /// ```
  public func plumbAccessibilityAudit(size: CGSize? = nil, traits: UITraitCollection = .init()) -> AccessibilityAudit? {
    AccessibilityRendering.audit(of: self, size: size, traits: traits).1
  }
}

/// Hosts a view, audits it and draws the legend picture (`Snapshotting.accessibility`).
@preconcurrency @MainActor
enum AccessibilityRendering {
  /// The legend picture and the audit of `view` hosted at `size` with `traits`; the bare picture and `nil`
  /// when the view cannot be laid out.
  static func audit(of view: UIView, size: CGSize?, traits: UITraitCollection) -> (UIImage, AccessibilityAudit?) {
    let (image, result) = ViewRendering.image(of: view, config: nil, size: size, traits: traits)
    guard let result, let built = view.layoutCache?.built, let bitmap = image.bitmap else { return (image, nil) }
    do {
      let session = try RenderSession(scene: built.scene, images: PlumbContext.shared.images)
      var audit = try AccessibilityAudit(session: session, variant: result.variant, result: result, largeSizes: [])
      audit.checkText(atLargeSizes: largeTypeLayouts(of: view, traits: traits), of: result, scene: built.scene)
      let legend = try AccessibilityLegend(audit: audit, measurer: PlumbContext.shared.measurer)
        .render(result, bitmap: bitmap)
      return (UIImage(rendered: legend, scale: result.variant.scale), audit)
    } catch {
      ConstraintLog.write("PlumbUIKit: the accessibility audit could not run: \(error)")
      return (image, nil)
    }
  }

  /// UIKit's fonts follow the traits (`adjustsFontForContentSizeCategory`), not a variant's type size: the
  /// view is hosted again, at its size, with each accessibility size in its traits, then as it was.
  static func largeTypeLayouts(of view: UIView, traits: UITraitCollection) -> [(size: ContentSizeCategory, result: Layout.Result)] {
    let categories: [(ContentSizeCategory, UIContentSizeCategory)] = [
      (.ax1, .accessibilityMedium), (.ax2, .accessibilityLarge), (.ax3, .accessibilityExtraLarge),
      (.ax4, .accessibilityExtraExtraLarge), (.ax5, .accessibilityExtraExtraExtraLarge),
    ]
    var layouts: [(size: ContentSizeCategory, result: Layout.Result)] = []
    for (size, category) in categories {
      let large = UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: category)])
      ViewRendering.host(view, config: nil, size: nil, traits: large)
      if let result = ViewRendering.currentResult(of: view) { layouts.append((size, result)) }
    }
    ViewRendering.host(view, config: nil, size: nil, traits: traits)
    return layouts
  }
}
