import Foundation

/// A layer that shows a video player (AVFoundation's `AVPlayerLayer`): Linux has no AVFoundation, so the
/// layer shows nothing (its background colour, black by default as a paused video's frame is not drawn);
/// `player` and `videoGravity` are kept.
///
/// ```swift
/// let playerLayer = AVPlayerLayer(player: nil)
/// playerLayer.videoGravity = .resizeAspectFill
/// playerLayer.frame = view.bounds
/// view.layer.addSublayer(playerLayer)
/// ```
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
  /// The player (kept; Plumb's `AVPlayer` never loads media).
  ///
  /// ```swift
  /// playerLayer.player = player
  /// ```
  open var player: AVPlayer?
  /// How the video fills the layer.
  ///
  /// ```swift
  /// playerLayer.videoGravity = .resizeAspect
  /// ```
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  /// Whether a frame is ready (never).
  ///
  /// ```swift
  /// playerLayer.isReadyForDisplay   // false
  /// ```
  open var isReadyForDisplay: Bool { false }

  /// A layer showing `player`.
  ///
  /// ```swift
  /// AVPlayerLayer(player: player)
  /// ```
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}

/// How a video fills its layer (AVFoundation's `AVLayerVideoGravity`).
///
/// ```swift
/// playerLayer.videoGravity = .resizeAspectFill
/// ```
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
