import Foundation

/// A controller that shows a player's video with playback controls (AVKit's `AVPlayerViewController`):
/// Linux has no AVFoundation, so its view is black (a video before its first frame) with
/// `contentOverlayView` over it; the player and the options are kept.
///
/// ```swift
/// let videoController = AVPlayerViewController()
/// videoController.player = AVPlayer(url: videoURL)
/// present(videoController, animated: true) { videoController.player?.play() }
/// ```
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
  /// The player shown.
  ///
  /// ```swift
  /// videoController.player = AVPlayer(url: url)
  /// ```
  open var player: AVPlayer?
  /// Whether playback controls are shown (true).
  ///
  /// ```swift
  /// videoController.showsPlaybackControls = false
  /// ```
  open var showsPlaybackControls = true
  /// How the video fills the view.
  ///
  /// ```swift
  /// videoController.videoGravity = .resizeAspectFill
  /// ```
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  /// Whether Picture in Picture is offered (true).
  ///
  /// ```swift
  /// videoController.allowsPictureInPicturePlayback = false
  /// ```
  open var allowsPictureInPicturePlayback = true
  /// Whether playing makes the video full screen (false).
  ///
  /// ```swift
  /// videoController.entersFullScreenWhenPlaybackBegins = true
  /// ```
  open var entersFullScreenWhenPlaybackBegins = false
  /// Whether the end of playback leaves full screen (false).
  ///
  /// ```swift
  /// videoController.exitsFullScreenWhenPlaybackEnds = true
  /// ```
  open var exitsFullScreenWhenPlaybackEnds = false
  /// Whether the first frame is ready (never in Plumb).
  ///
  /// ```swift
  /// videoController.isReadyForDisplay   // false
  /// ```
  open var isReadyForDisplay: Bool { false }
  /// Where the video is drawn in the view (nothing is, so zero).
  ///
  /// ```swift
  /// videoController.videoBounds   // .zero
  /// ```
  open var videoBounds: CGRect { .zero }
  /// A view over the video, under the controls, filling the controller's view.
  ///
  /// ```swift
  /// videoController.contentOverlayView?.addSubview(watermark)
  /// ```
  open var contentOverlayView: UIView? {
    loadViewIfNeeded()
    return overlay
  }
  private let overlay = UIView()

  /// The view: black, with the content overlay view filling it.
  ///
  /// ```swift
  /// videoController.view.backgroundColor   // black
  /// ```
  open override func loadView() {
    let root = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    root.backgroundColor = .black
    root.addEdgeToEdgeSubview(overlay, identifier: "AVPlayerViewController-contentOverlayView")
    view = root
  }
}
