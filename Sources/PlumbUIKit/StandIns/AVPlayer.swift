import Foundation

/// A media player (AVFoundation's `AVPlayer`): Linux has no AVFoundation, so the player never loads
/// media — its item stays `unknown`, `play()` sets the rate to 1 and leaves it waiting to play — while
/// its item, rate, volume and mute state are kept. Layers and `AVPlayerViewController` showing it draw
/// black, as a video before its first frame.
///
/// ```swift
/// let player = AVPlayer(url: videoURL)
/// player.isMuted = true
/// player.play()
/// player.rate   // 1
/// ```
open class AVPlayer: NSObject {
  /// Whether the player can play (UIKit's `AVPlayer.Status`).
  ///
  /// ```swift
  /// player.status == .readyToPlay   // false in Plumb
  /// ```
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

  /// Whether the player is playing, waiting or paused (AVFoundation's `AVPlayer.TimeControlStatus`).
  ///
  /// ```swift
  /// player.timeControlStatus   // .paused
  /// ```
  public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

  /// What happens when the item ends (AVFoundation's `AVPlayer.ActionAtItemEnd`).
  ///
  /// ```swift
  /// player.actionAtItemEnd = .none   // for looping
  /// ```
  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

  /// The item played.
  ///
  /// ```swift
  /// player.currentItem?.url
  /// ```
  open private(set) var currentItem: AVPlayerItem?
  /// The playback rate: 0 paused, 1 normal speed.
  ///
  /// ```swift
  /// player.rate = 2
  /// ```
  open var rate: Float = 0 {
    didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
  }
  /// Playing, waiting or paused: a player with a non-zero rate waits forever, as media never loads.
  ///
  /// ```swift
  /// player.play(); player.timeControlStatus   // .waitingToPlayAtSpecifiedRate
  /// ```
  open private(set) var timeControlStatus = TimeControlStatus.paused
  /// Whether the player can play (`unknown`: Plumb loads no media).
  ///
  /// ```swift
  /// player.status   // .unknown
  /// ```
  open var status: Status { .unknown }
  /// Whether the sound is off.
  ///
  /// ```swift
  /// player.isMuted = true
  /// ```
  open var isMuted = false
  /// The volume, 0…1.
  ///
  /// ```swift
  /// player.volume = 0.5
  /// ```
  open var volume: Float = 1
  /// What happens at the item's end.
  ///
  /// ```swift
  /// player.actionAtItemEnd = .pause
  /// ```
  open var actionAtItemEnd = ActionAtItemEnd.pause

  /// A player without an item.
  ///
  /// ```swift
  /// let player = AVPlayer()
  /// ```
  public override init() { super.init() }

  /// A player of the media at `URL`.
  ///
  /// ```swift
  /// AVPlayer(url: URL(fileURLWithPath: "intro.mp4"))
  /// ```
  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  /// A player of an item.
  ///
  /// ```swift
  /// AVPlayer(playerItem: AVPlayerItem(url: url))
  /// ```
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }

  /// Starts playing (sets the rate to 1).
  ///
  /// ```swift
  /// player.play()
  /// ```
  open func play() { rate = 1 }

  /// Pauses (sets the rate to 0).
  ///
  /// ```swift
  /// player.pause()
  /// ```
  open func pause() { rate = 0 }

  /// Plays another item instead.
  ///
  /// ```swift
  /// player.replaceCurrentItem(with: AVPlayerItem(url: next))
  /// ```
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A piece of media a player plays (AVFoundation's `AVPlayerItem`): Plumb keeps its URL and never loads it.
///
/// ```swift
/// let item = AVPlayerItem(url: videoURL)
/// item.status   // .unknown
/// ```
open class AVPlayerItem: NSObject {
  /// Whether the item can be played (AVFoundation's `AVPlayerItem.Status`).
  ///
  /// ```swift
  /// item.status == .failed
  /// ```
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

  /// The media's location (Plumb's: AVFoundation keeps it in the item's asset).
  ///
  /// ```swift
  /// item.url.lastPathComponent   // "intro.mp4"
  /// ```
  public let url: URL

  /// An item of the media at `URL`.
  ///
  /// ```swift
  /// AVPlayerItem(url: videoURL)
  /// ```
  public init(url URL: URL) {
    url = URL
    super.init()
  }

  /// Whether the item can be played (`unknown`: Plumb loads no media).
  ///
  /// ```swift
  /// item.status   // .unknown
  /// ```
  open var status: Status { .unknown }
  /// Why the item failed (never, as it never loads).
  ///
  /// ```swift
  /// item.error   // nil
  /// ```
  open var error: Error? { nil }
}
