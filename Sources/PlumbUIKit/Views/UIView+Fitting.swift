import Foundation
import PlumbLayout

extension UIView {
  /// The size the view's constraints give it for `targetSize` at the fitting priorities (what
  /// `systemLayoutSizeFitting` answers unless a subclass overrides it).
  func fittingSize(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let built = FittingScene.build(for: self, target: targetSize, horizontal: horizontalFittingPriority,
                                   vertical: verticalFittingPriority)
    let engine = Layout.Engine(scene: built.scene, measurer: PlumbContext.shared.measurer, images: PlumbContext.shared.images)
    engine.reportsAmbiguity = false
    let result = engine.layout(built.variant)
    guard let frame = result[built.ids[ObjectIdentifier(self)] ?? ""]?.frame else { return bounds.size }
    return CGSize(width: frame.width, height: frame.height)
  }

}

/// The scene `systemLayoutSizeFitting` solves: the view's subtree with the view pinned at the top left of
/// a large canvas and pulled to the target size at the fitting priorities.
@preconcurrency @MainActor
enum FittingScene {
  static func build(
    for view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> BuiltScene {
    // Build the view's subtree as the only subview of a stand-in root, without moving the view.
    var built = SceneBuilder.build(root: view)
    let id = String(describing: type(of: view)) + "-fitting"
    let viewNode = Layout.Node(
      id: id, kind: .view, subviews: built.scene.views, appearance: Layout.Appearance(),
      margins: view.storedDirectionalMargins.plumbInsets)
    var constraints = built.scene.constraints.map { spec -> Layout.ConstraintSpec in
      var copy = spec
      if copy.first.item == "root" { copy.first.item = id }
      if copy.second?.item == "root" { copy.second?.item = id }
      if copy.first.item == "safeArea" { copy.first.item = id }
      if copy.second?.item == "safeArea" { copy.second?.item = id }
      return copy
    }
    func pin(_ attribute: Layout.Attribute, _ constant: Double? = nil, priority: Double = 1000) {
      constraints.append(Layout.ConstraintSpec(
        first: Layout.AnchorRef(item: id, attribute: attribute), relation: .equal,
        second: constant == nil ? Layout.AnchorRef(item: "root", attribute: attribute) : nil,
        constant: constant ?? 0, priority: priority, identifier: "UIView-fitting"))
    }
    pin(.left)
    pin(.top)
    pin(.width, Double(target.width), priority: Double(min(horizontal.rawValue, 1000)))
    pin(.height, Double(target.height), priority: Double(min(vertical.rawValue, 1000)))
    let canvas = Layout.Canvas(width: 100_000, height: .points(100_000), scale: built.scene.canvas.scale)
    built.scene = Layout.Scene(name: built.scene.name, canvas: canvas, views: [viewNode], constraints: constraints,
                               strings: built.scene.strings)
    built.ids[ObjectIdentifier(view)] = id
    built.variant.width = 100_000
    built.variant.height = .points(100_000)
    return built
  }
}
