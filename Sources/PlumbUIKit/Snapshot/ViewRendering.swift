import Foundation
import PlumbGraphics
import PlumbLayout
import PlumbRender

/// The screen a snapshot hosts a root view on: its size (`nil`: the view's own), safe area and traits
/// (PlumbSnapshotTesting's `ViewImageConfig` is one).
///
/// ```swift
/// let screen = HostScreen(safeArea: .zero, size: CGSize(width: 375, height: 667), traits: .init())
/// ```
package struct HostScreen {
  package var safeArea: UIEdgeInsets
  package var size: CGSize?
  package var traits: UITraitCollection
  package init(safeArea: UIEdgeInsets, size: CGSize?, traits: UITraitCollection) {
    self.safeArea = safeArea; self.size = size; self.traits = traits
  }
}

/// Lays a view out as the root of a host (a device, a size, traits) and draws it with Plumb's renderer.
///
/// ```swift
/// let (image, result) = ViewRendering.image(of: card, config: screen, size: nil, traits: .init())
/// ```
@preconcurrency @MainActor
package enum ViewRendering {
  /// Hosts `view` as a root: its frame becomes `size` (else the config's, else its own, else the size
  /// its constraints fit), its safe area and traits the config's. A view controller's view (and a view
  /// put on a device) gets the system minimum margins. A view with a superview is taken out of it first,
  /// as swift-snapshot-testing moves it into a window.
  package static func host(
    _ view: UIView, config: HostScreen?, size: CGSize?, traits: UITraitCollection,
    extra: [UITraitCollection] = []
  ) {
    if view.superview != nil { view.removeFromSuperview() }
    let hostTraits = UITraitCollection(traitsFrom: [UITraitCollection.standard, config?.traits ?? .init(), traits] + extra)
    var safe = config?.safeArea ?? .zero
    if let controller = view.owningController {
      let extra = controller.additionalSafeAreaInsets
      safe = UIEdgeInsets(
        top: safe.top + extra.top, left: safe.left + extra.left, bottom: safe.bottom + extra.bottom,
        right: safe.right + extra.right)
    }
    var target = size ?? config?.size ?? view.bounds.size
    let isScreenRoot = view.owningController != nil || config?.size != nil
    let side: CGFloat = target.width >= 414 ? 20 : 16
    let previousTraits = view.traitCollection
    view.host = HostEnvironment(
      safeArea: safe,
      systemMinimumMargins: isScreenRoot ? NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side) : nil,
      traits: hostTraits)
    if view.traitCollection != previousTraits {
      let category = view.traitCollection.preferredContentSizeCategory
      if category != previousTraits.preferredContentSizeCategory {
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: nil,
          userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
      }
      notifyTraitChange(view, previous: previousTraits)
    }
    if target.width <= 0 || target.height <= 0 {
      let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      if target.width <= 0 { target.width = fitted.width }
      if target.height <= 0 { target.height = fitted.height }
    }
    let oldSize = view.storedFrame.size
    view.storedFrame = CGRect(origin: .zero, size: target)
    view.resizeSubviews(from: oldSize)
    view.invalidateLayout()
    if let controller = view.owningController { controller.viewWillLayoutSubviews() }
    view.layoutIfNeeded()
    if let controller = view.owningController { controller.viewDidLayoutSubviews() }
  }

  /// `traitCollectionDidChange(_:)` top down (each view's controller first), as UIKit calls it when a
  /// view moves into a window with other traits; the views' previous traits are derived from `previous`.
  package static func notifyTraitChange(_ root: UIView, previous: UITraitCollection) {
    func visit(_ view: UIView, previous: UITraitCollection) {
      let mine = view.storedOverrideStyle == .unspecified ? previous : previous.replacing(style: view.storedOverrideStyle)
      view.owningController?.traitCollectionDidChange(mine)
      view.traitCollectionDidChange(mine)
      for subview in view.storedSubviews { visit(subview, previous: mine) }
    }
    visit(root, previous: previous)
  }

  /// The last layout of a hosted root, with frames and looks as the views have them now (after any
  /// `layoutSubviews()` adjustments).
  package static func currentResult(of root: UIView) -> Layout.Result? {
    guard let cache = root.layoutCache else { return nil }
    var result = cache.result
    for (index, object) in cache.built.objects.enumerated() where index < result.views.count {
      guard let view = object as? UIView else { continue }
      let frame = view.convert(view.bounds, to: root)
      result.views[index].frame = frame.plumbRect
      result.views[index].appearance = SceneBuilder.appearance(of: view, traits: view.traitCollection.completed)
    }
    result.canvasBackground = root.backgroundColor?.plumbColor(root.traitCollection.completed)
    return result
  }

  /// Hosts and draws `view`.
  package static func image(of view: UIView, config: HostScreen?, size: CGSize?, traits: UITraitCollection,
                    extra: [UITraitCollection] = []) -> (image: UIImage, result: Layout.Result?) {
    host(view, config: config, size: size, traits: traits, extra: extra)
    guard let result = currentResult(of: view) else {
      return (UIImage(path: nil, bitmap: nil, scale: 1, size: .zero), nil)
    }
    let renderer = SceneRenderer(measurer: PlumbContext.shared.measurer, images: PlumbContext.shared.images)
    do {
      let bitmap = try renderer.render(result, background: result.canvasBackground)
      return (UIImage(rendered: bitmap, scale: result.variant.scale), result)
    } catch {
      ConstraintLog.write("PlumbUIKit: the view could not be drawn: \(error)")
      return (UIImage(path: nil, bitmap: nil, scale: 1, size: .zero), result)
    }
  }
}

extension UIImage {
  /// An image of rendered pixels at `scale` pixels per point.
  package convenience init(rendered bitmap: Bitmap, scale: Double) {
    self.init(path: nil, bitmap: bitmap, scale: CGFloat(scale),
              size: CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale))
  }

  /// The pixels of a rendered image (`nil` for a file not yet decoded or a placeholder).
  package var renderedBitmap: Bitmap? { bitmap }
}

extension UIView {
  /// The view controller whose view this is, if any.
  package var hostingController: UIViewController? { owningController }
}

extension ViewRendering {
  /// The text measurer PlumbUIKit lays out and draws with (for contact sheets of snapshots).
  package static var measurer: PangoTextMeasurer { PlumbContext.shared.measurer }
}

extension CALayer {
  /// The view whose layer this is, if any (a snapshot of a layer draws its view).
  package var hostView: UIView? { owner }
}
