import Foundation
import PlumbLayout
import PlumbRender
import PlumbSnapshot
import PlumbUIKit

@MainActor
extension UIView {
  /// `plumb sweep` for a view: hosts it at `size` (default: its own) with `traits`, then lays it out at
  /// every point of `widths` (its height stays the hosted one unless it fits its content) and finds the
  /// breakpoints — where a label starts to truncate or changes its number of lines, views start to overlap
  /// or leave their superview, a constraint breaks, a stack stops fitting. UIKit's fonts follow the traits,
  /// so the type size is the one `traits` name (sweep again with other traits for another size). `nil` when
  /// the view cannot be laid out.
  ///
  /// ```swift
  /// let sweep = try #require(profileCard.plumbSweep(widths: 320...600))
  /// #expect(sweep.breakpoints.isEmpty)   // nothing truncates, wraps or overlaps from 320 to 600 points
  /// let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
  /// let chart = profileCard.plumbSweepChart(widths: 320...600, traits: big)   // a UIImage of the chart
  /// ```
  public func plumbSweep(
    widths: ClosedRange<Int> = 320...1024, directions: [LayoutDirection] = [.leftToRight], step: Int = 16,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> WidthSweep? {
    ViewSweep.run(self, widths: widths, directions: directions, step: step, size: size, traits: traits)?.sweep
  }

  /// The chart of `plumbSweep` (a band per view that changes, the width left to right, the screen on either
  /// side of the first breakpoint); `nil` when the view cannot be laid out.
  public func plumbSweepChart(
    widths: ClosedRange<Int> = 320...1024, directions: [LayoutDirection] = [.leftToRight], step: Int = 16,
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> UIImage? {
    guard let (sweep, session) = ViewSweep.run(self, widths: widths, directions: directions, step: step, size: size, traits: traits)
    else { return nil }
    do {
      return UIImage(rendered: try SweepChart(sweep: sweep, session: session).render(scale: 2), scale: 2)
    } catch {
      ConstraintLog.write("PlumbUIKit: the sweep chart could not be drawn: \(error)")
      return nil
    }
  }
}

/// Hosts a view and sweeps the scene it builds (`UIView.plumbSweep`).
@preconcurrency @MainActor
enum ViewSweep {
  static func run(
    _ view: UIView, widths: ClosedRange<Int>, directions: [LayoutDirection], step: Int, size: CGSize?,
    traits: UITraitCollection
  ) -> (sweep: WidthSweep, session: RenderSession)? {
    let (_, result) = ViewRendering.image(of: view, config: nil, size: size, traits: traits)
    guard let result, let built = view.layoutCache?.built else { return nil }
    do {
      let session = try RenderSession(scene: built.scene, images: PlumbContext.shared.images)
      // The scene's fonts are already those of the traits' size; the variants carry it for their names.
      var plan = SweepPlan(widths: widths, types: [result.variant.type], languages: [.base], directions: directions)
      plan.sampleStep = max(1, step)
      return (try WidthSweep.run(plan, session: session), session)
    } catch {
      ConstraintLog.write("PlumbUIKit: the sweep could not run: \(error)")
      return nil
    }
  }
}
