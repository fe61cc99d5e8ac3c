import PlumbLayout

/// What `IBSceneBuilder` makes of one root: the scene, the warnings, and per view what Xcode stored.
///
/// ```swift
/// let imported = IBSceneBuilder(document: document, root: root).build()
/// imported.scene.views.count
/// imported.views.first { $0.id == "RbI-bQ-VdZ" }?.storedFrame   // (20, 28, 560, 21)
/// ```
public struct IBImportedScene: Sendable {
  public var scene: Layout.Scene
  public var warnings: [IBWarning]
  /// Every view of the root in preorder (the root first, as `root`).
  public var views: [IBViewRecord]

  /// The record of a Layout id.
  public func view(_ id: String) -> IBViewRecord? { views.first { $0.id == id } }
}

/// One view of an IB root: its element, name, and the frame Xcode stored (root coordinates).
public struct IBViewRecord: Sendable, Hashable {
  /// The Layout id: the IB object id (`root` for the root view).
  public var id: String
  /// The IB object id (also for the root).
  public var objectID: String
  /// The element name: `label`, `button`, `stackView`, …
  public var element: String
  /// What people read beside the id.
  public var name: String
  /// The frame Xcode stored, in the root's coordinates (`nil` when the file has none).
  public var storedFrame: Rect?
  /// How far the stored frame extends beyond the view's alignment rect (switches, sliders, segmented
  /// controls), which is what constraints position and what Plumb solves.
  public var alignmentOutset: Insets
  /// `misplaced` or `ambiguous` when Xcode flagged the view or one of its superviews.
  public var xcodeFlag: String?
  /// Laid out by its frame and autoresizing mask (its stored frame is what the user drew).
  public var byAutoresizing: Bool
  public var line: Int
  /// An arranged subview of a stack view that keeps `translatesAutoresizingMaskIntoConstraints` (the file
  /// does not say `NO`): UIStackView turns it off and lays the view out at run time, so Plumb does too, but
  /// Interface Builder keeps the frame the view was drawn with (in the corpus every such view's stored
  /// frame is stale, e.g. a label 241 points wide in a 324-point fill stack), so it is not Xcode's answer.
  public var arrangedByAutoresizing = false
  /// A view that turns its autoresizing mask off (`translatesAutoresizingMaskIntoConstraints="NO"`) but that
  /// no constraint names and no stack arranges: UIKit places it at its superview's origin with its intrinsic
  /// size (Plumb does), while Interface Builder never moves it from the frame it was drawn with.
  public var unconstrained = false
  /// An image view or button showing an SF Symbol: Xcode stores its frame, outset from the alignment rect
  /// constraints place by the symbol's alignment insets, which Plumb does not know.
  public var showsSymbol = false

  /// The stored frame reduced to the alignment rect.
  public var storedAlignmentRect: Rect? {
    storedFrame.map {
      Rect(x: $0.minX + alignmentOutset.left, y: $0.minY + alignmentOutset.top,
           width: $0.width - alignmentOutset.left - alignmentOutset.right,
           height: $0.height - alignmentOutset.top - alignmentOutset.bottom)
    }
  }
}
