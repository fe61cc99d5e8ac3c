import Foundation
import PlumbLayout

extension UIView {
  /// Whether the constraints of the view's tree leave this view's position or size undecided.
  ///
  /// ```swift
  /// badge.hasAmbiguousLayout   // true: only its width and top are constrained
  /// ```
  public var hasAmbiguousLayout: Bool {
    let root = rootView
    root.layoutIfNeeded()
    guard let cache = root.layoutCache, let id = cache.built.ids[ObjectIdentifier(self)] else { return false }
    let engine = Layout.Engine(scene: cache.built.scene, measurer: PlumbContext.shared.measurer, images: PlumbContext.shared.images)
    engine.reportsAmbiguity = true
    return engine.layout(cache.built.variant).diagnostics.ambiguities.contains { $0.view == id }
  }

  /// Moves ambiguous views to another valid layout, alternating between the two ends of what the
  /// constraints allow at each call (deterministic, unlike UIKit's random pick).
  public func exerciseAmbiguityInLayout() {
    let root = rootView
    root.layoutIfNeeded()
    guard let cache = root.layoutCache else { return }
    let engine = Layout.Engine(scene: cache.built.scene, measurer: PlumbContext.shared.measurer, images: PlumbContext.shared.images)
    let pictures = engine.exerciseAmbiguity(cache.built.variant, count: 2)
    guard !pictures.isEmpty else { return }
    let picture = pictures[ambiguityExerciseCount % pictures.count]
    ambiguityExerciseCount += 1
    LayoutPass.apply(picture.result, built: cache.built, root: root)
  }
}
