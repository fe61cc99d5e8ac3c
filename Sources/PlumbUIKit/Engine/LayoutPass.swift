import Foundation
import PlumbLayout

/// One layout pass over a root view's tree: build the scene, lay it out with Plumb's engine, write
/// frames back, report unsatisfiable constraints as UIKit logs them, call `layoutSubviews()`.
@preconcurrency @MainActor
enum LayoutPass {
  /// True while frames are written back and `layoutSubviews()` runs (changes then do not re-trigger layout).
  static var isWritingBack = false

  static func run(root: UIView) {
    defer { root.constantChanges = []; root.structureChanged = false }
    if !root.structureChanged, !root.constantChanges.isEmpty, let cache = root.layoutCache,
      changeConstants(root: root, cache: cache)
    {
      // A constant that resized a collection view: its items are placed again in a full pass.
      if !isRelayingOut, needsAnotherPass(root) { relayOut(root) }
      return
    }
    let built = SceneBuilder.build(root: root)
    let engine: Layout.Engine
    if let cache = root.layoutCache, cache.built.scene.canReuseEngine(for: built.scene) {
      engine = cache.engine
      engine.replaceConstraints(built.scene.constraints)
    } else {
      engine = Layout.Engine(scene: built.scene, measurer: PlumbContext.shared.measurer, images: PlumbContext.shared.images)
      engine.reportsAmbiguity = false
    }
    let result = engine.layout(built.variant)
    root.layoutCache = LayoutCache(built: built, engine: engine, result: result)
    root.needsLayoutPass = false
    report(result.diagnostics.conflicts, built: built)
    apply(result, built: built, root: root)
    // A collection view whose lines were computed for another width than it was given (its first layout,
    // sized by constraints) places its items again, once, at the width it has now.
    if !isRelayingOut, needsAnotherPass(root) { relayOut(root) }
  }

  /// The one extra full pass for collection views whose items were placed for another size.
  private static func relayOut(_ root: UIView) {
    isRelayingOut = true
    defer { isRelayingOut = false }
    root.structureChanged = true
    run(root: root)
  }

  /// True during the one extra pass `run` makes for collection views.
  static var isRelayingOut = false

  /// Whether a collection view under `root` was laid out at another width than its items' (clearing the marks).
  static func needsAnotherPass(_ root: UIView) -> Bool {
    var found = false
    func visit(_ view: UIView) {
      if let grid = view as? UICollectionView, grid.needsLayoutAgain {
        grid.needsLayoutAgain = false
        found = true
      }
      for subview in view.storedSubviews { visit(subview) }
    }
    visit(root)
    return found
  }

  /// The pass after only constraint constants changed: the kept engine moves each constant in its
  /// solver (`Layout.Engine.changeConstants`) and nothing is built again. `false` when a changed
  /// constraint is not in the last scene (the caller then makes a full pass).
  static func changeConstants(root: UIView, cache: LayoutCache) -> Bool {
    let indices = cache.built.sourceIndices
    var changes: [(index: Int, constant: Double)] = []
    var seen = Set<Int>()
    for constraint in root.constantChanges.reversed() {
      guard constraint.isActive, let index = indices[ObjectIdentifier(constraint)] else { return false }
      if seen.insert(index).inserted { changes.append((index, Double(constraint.constant))) }
    }
    var built = cache.built
    for change in changes {
      built.scene.constraints[change.index].constant = change.constant
      built.scene.constraints[change.index].text = built.scene.constraints[change.index].notation
    }
    let result = cache.engine.changeConstants(changes.reversed(), in: built.variant)
    root.layoutCache = LayoutCache(built: built, engine: cache.engine, result: result)
    root.needsLayoutPass = false
    root.incrementalPasses += 1
    report(result.diagnostics.conflicts, built: built)
    apply(result, built: built, root: root)
    return true
  }

  /// Writes the frames of `result` into the views and guides, then runs `layoutSubviews()` top down.
  static func apply(_ result: Layout.Result, built: BuiltScene, root: UIView) {
    isWritingBack = true
    defer { isWritingBack = false }
    var rootFrames: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): CGRect(origin: .zero, size: root.bounds.size)]
    for (index, view) in result.views.enumerated() where index < built.objects.count {
      let object = built.objects[index]
      let frame = CGRect(view.frame)
      rootFrames[ObjectIdentifier(object)] = frame
      if let subview = object as? UIView, let parent = subview.storedSuperview,
        let parentFrame = rootFrames[ObjectIdentifier(parent)]
      {
        subview.storedFrame = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
      } else if let guide = object as? UILayoutGuide, let owner = guide.storedOwner,
        let ownerFrame = rootFrames[ObjectIdentifier(owner)]
      {
        guide.storedLayoutFrame = frame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
      }
    }
    func layOut(_ view: UIView) {
      view.layoutSublayers(of: view.layer)
      for sublayer in view.storedLayer?.sublayers ?? [] { sublayer.layoutIfNeeded() }
      view.laidOutSize = view.bounds.size
      for subview in view.storedSubviews { layOut(subview) }
    }
    layOut(root)
  }

  /// Logs each conflict as UIKit does ("Unable to simultaneously satisfy constraints."), with Plumb's
  /// minimal conflicting set and the constraint broken to recover.
  static func report(_ conflicts: [Layout.Conflict], built: BuiltScene) {
    for conflict in conflicts {
      let set = (conflict.conflictingSet + [conflict.rejected]).map { describe($0, built: built) }
      var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
      text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
      text += "\tTry this: \n"
      text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
      text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      if set.contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
        text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
          + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
      }
      text += "(\n" + set.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
      text += "Will attempt to recover by breaking constraint \n\(describe(conflict.rejected, built: built))\n\n"
      text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
      text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> "
        + "may also be helpful."
      ConstraintLog.write(text)
    }
  }

  /// The UIKit description of the constraint behind an origin.
  static func describe(_ origin: Layout.ConstraintOrigin, built: BuiltScene) -> String {
    if let index = origin.sceneIndex, index < built.sources.count {
      if let constraint = built.sources[index] { return constraint.description }
      let spec = built.scene.constraints[index]
      if spec.text.hasPrefix("NSAutoresizingMaskLayoutConstraint") {
        return "<NSAutoresizingMaskLayoutConstraint:\(spec.text.dropFirst("NSAutoresizingMaskLayoutConstraint".count))   (active)>"
      }
      return "<NSLayoutConstraint:\(spec.identifier.map { " '\($0)'" } ?? "") \(spec.text)   (active)>"
    }
    var text = "<NSLayoutConstraint:"
    if let identifier = origin.identifier { text += " '\(identifier)'" }
    return text + " \(origin.text)   (active)>"
  }
}
