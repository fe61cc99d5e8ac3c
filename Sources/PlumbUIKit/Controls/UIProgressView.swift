import Foundation
import PlumbLayout

/// Progress on a bar (UIKit's `UIProgressView`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  open var progress: Float = 0 { didSet { invalidateLayout() } }
  open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
  open var progressTintColor: UIColor? { didSet { invalidateLayout() } }
  open var trackTintColor: UIColor? { didSet { invalidateLayout() } }

  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    SceneContent(kind: .control(.progressView(Layout.ProgressView(
      progress: Double(progress), progressViewStyle: progressViewStyle == .bar ? .bar : .default,
      progressTintColor: progressTintColor?.plumbColor(traits), trackTintColor: trackTintColor?.plumbColor(traits)))),
      intrinsic: Layout.IntrinsicSize())
  }

  /// `UIProgressView.Style`.
  public enum Style: Int, Sendable { case `default` = 0, bar }
}
