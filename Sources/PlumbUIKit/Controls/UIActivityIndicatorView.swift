import Foundation
import PlumbLayout

/// A spinner (UIKit's `UIActivityIndicatorView`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
  open var color: UIColor! = .gray { didSet { invalidateLayout() } }
  open var hidesWhenStopped = true { didSet { invalidateLayout() } }
  open private(set) var isAnimating = false

  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }
  open func startAnimating() { isAnimating = true; invalidateLayout() }
  open func stopAnimating() { isAnimating = false; invalidateLayout() }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .control(.activityIndicator(Layout.ActivityIndicator(
      style: style == .large ? .large : .medium, color: color?.plumbColor(traits)))), intrinsic: Layout.IntrinsicSize())
  }

  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable { case medium = 100, large = 101 }
}
