import PlumbLayout

/// What a sweep remembers of one layout: each label's line count and whether it (or a control's title) is
/// cut, the overlapping pairs, the views outside their superview, the broken required constraints and the
/// stacks whose content does not fit. Two widths with equal samples lie on the same side of every
/// breakpoint; a sweep bisects between samples that differ.
///
/// ```swift
/// let sample = SweepSample(try session.layout(variant), scene: scene)
/// sample.texts["title"]?.lines      // 2
/// sample.texts["title"]?.truncated  // false
/// ```
public struct SweepSample: Hashable, Sendable {
  /// How a label (or a control's text) is set.
  public struct TextState: Hashable, Sendable {
    /// Lines drawn.
    public var lines: Int
    /// Some of the text is cut (truncated or clipped lines).
    public var truncated: Bool
  }

  /// Label and control texts by view id.
  public var texts: [String: TextState] = [:]
  /// Overlapping visible views, as `[first, second]` in tree order, sorted.
  public var overlaps: [[String]] = []
  /// Views not entirely inside their superview, in tree order.
  public var outside: [String] = []
  /// Required constraints the layout broke (`identifier: equation`), sorted.
  public var conflicts: [String] = []
  /// Stacks whose arranged views are squeezed below their content size (an arranged view's compression
  /// resistance along the stack's axis gave way), with the squeezed views: `stack → [views]`.
  public var overflowingStacks: [String: [String]] = [:]

  /// The sample of a layout; `scene` tells which views are arranged in which stack and which overlaps and
  /// truncations the scene declares intended (those are left out, as `plumb check` lists but does not count them).
  public init(_ result: Layout.Result, scene: Layout.Scene, stacks: StackMembership) {
    for view in result.views where !view.isEffectivelyHidden {
      if let label = view.label {
        texts[view.id] = TextState(lines: label.fit.linesShown, truncated: label.fit.isTruncated)
      } else if let control = view.control, !control.fits.isEmpty {
        texts[view.id] = TextState(lines: control.fits.map(\.linesShown).max() ?? 0, truncated: control.isTruncated)
      }
    }
    // What `plumb check` reports, without the parts a sweep does not compare (constraint references, frames).
    overlaps = CheckFindings.overlaps(in: result, nodes: stacks.nodes).map { [$0.first, $0.second] }
      .sorted { $0.lexicographicallyPrecedes($1) }
    outside = result.diagnostics.viewsOutsideSuperview
    conflicts = result.diagnostics.conflicts.map(\.rejected.description).sorted()
    for entry in result.diagnostics.unsatisfied where entry.constraint.kind == .intrinsic {
      guard let identifier = entry.constraint.identifier, identifier.hasPrefix("compression-resistance-"),
            let owner = entry.constraint.owner, let membership = stacks.stack(of: owner) else { continue }
      let axisMatches = membership.axis == .horizontal ? identifier.hasSuffix("-h") : identifier.hasSuffix("-v")
      guard axisMatches, entry.error > 0.5 else { continue }
      overflowingStacks[membership.stack, default: []].append(owner)
    }
    for key in overflowingStacks.keys { overflowingStacks[key]!.sort() }
  }
}

/// Which stack each arranged view belongs to, and the stack's axis.
///
/// ```swift
/// let stacks = StackMembership(scene)
/// stacks.stack(of: "title")?.stack   // "textColumn"
/// ```
public struct StackMembership: Sendable {
  private var byView: [String: (stack: String, axis: Layout.Axis)] = [:]
  /// The scene's nodes by id, without their subviews (`CheckFindings.nodesByID`), made once per sweep.
  let nodes: [String: Layout.Node]

  public init(_ scene: Layout.Scene) {
    nodes = CheckFindings.nodesByID(scene)
    for node in scene.allNodes {
      guard case .stack(let stack) = node.kind else { continue }
      for arranged in stack.arranged { byView[arranged.id] = (node.id, stack.axis) }
    }
  }

  /// The stack `view` is arranged in, with its axis, or `nil`.
  public func stack(of view: String) -> (stack: String, axis: Layout.Axis)? { byView[view] }
}
