import Foundation

/// A timer in step with the display (Core Animation's `CADisplayLink`): once added to a run loop it calls
/// its target's selector with itself at every frame of a 60 Hz screen (`UIScreen.maximumFramesPerSecond`),
/// or at the lower rate `preferredFramesPerSecond` / `preferredFrameRateRange` asks for, until it is paused,
/// removed or invalidated. Plumb has no display: frames are the run loop's timer firings, so a snapshot
/// (taken without running the run loop) sees no frame, and a test that runs the run loop sees them all.
///
/// As on iOS the link holds its target strongly, and a run loop holds the link, until `invalidate()`.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: #selector(step(_:)))
/// link.preferredFramesPerSecond = 30
/// link.add(to: .main, forMode: .common)
/// // …
/// link.invalidate()
/// ```
open class CADisplayLink: NSObject {
  /// The object whose method runs every frame (held until `invalidate()`).
  private var target: AnyObject?
  private let selector: Selector
  /// The timers that run the link, one per run loop and mode it was added to.
  private var timers: [(runLoop: RunLoop, mode: RunLoop.Mode, timer: Timer)] = []

  /// A link that calls `sel` on `target` with the link as its argument (`#selector(step(_:))`) or none.
  ///
  /// ```swift
  /// lazy var displayLink = CADisplayLink(target: self, selector: #selector(update(_:)))
  /// ```
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
    super.init()
  }

  /// The time of the last frame (`CACurrentMediaTime()` seconds; 0 before the first).
  ///
  /// ```swift
  /// let elapsed = link.timestamp - start
  /// ```
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time between frames at the display's rate (0 before the first frame, as iOS leaves it undefined).
  ///
  /// ```swift
  /// progress += link.duration / totalDuration
  /// ```
  open private(set) var duration: CFTimeInterval = 0
  /// When the next frame is due: the last frame's time plus the interval the link runs at.
  ///
  /// ```swift
  /// let remaining = link.targetTimestamp - CACurrentMediaTime()
  /// ```
  open var targetTimestamp: CFTimeInterval { timestamp + secondsPerFrame }
  /// Whether frames are skipped (the link stays on its run loops).
  ///
  /// ```swift
  /// link.isPaused = true
  /// ```
  open var isPaused = false
  /// The rate the link would like, in frames per second; 0 (the default) is the display's own rate.
  ///
  /// ```swift
  /// link.preferredFramesPerSecond = 30
  /// ```
  open var preferredFramesPerSecond = 0 { didSet { reschedule() } }
  /// The range of rates the link would like; its `preferred` rate wins over `preferredFramesPerSecond`.
  ///
  /// ```swift
  /// link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
  /// ```
  open var preferredFrameRateRange = CAFrameRateRange.default { didSet { reschedule() } }

  /// The frames per second the link runs at: the preferred rate, within the display's.
  var framesPerSecond: Int {
    let display = UIScreen.displayFramesPerSecond
    let rangePreferred = Int((preferredFrameRateRange.preferred ?? 0).rounded())
    let asked = rangePreferred > 0 ? rangePreferred : preferredFramesPerSecond
    return asked > 0 ? min(asked, display) : display
  }

  /// The seconds between the link's frames.
  var secondsPerFrame: CFTimeInterval { 1 / CFTimeInterval(framesPerSecond) }

  /// Starts calling the target on `runloop` in `mode` (`.common` keeps it running while scrolling).
  ///
  /// ```swift
  /// displayLink.add(to: .current, forMode: .common)
  /// ```
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil, !timers.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
    let timer = makeTimer()
    runloop.add(timer, forMode: mode)
    timers.append((runloop, mode, timer))
  }

  /// Stops calling the target on `runloop` in `mode`.
  ///
  /// ```swift
  /// displayLink.remove(from: .main, forMode: .common)
  /// ```
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    timers.removeAll { entry in
      guard entry.runLoop === runloop, entry.mode == mode else { return false }
      entry.timer.invalidate()
      return true
    }
  }

  /// Removes the link from every run loop and lets its target go; it never fires again.
  ///
  /// ```swift
  /// deinit { displayLink.invalidate() }
  /// ```
  open func invalidate() {
    for entry in timers { entry.timer.invalidate() }
    timers = []
    target = nil
  }

  /// One frame: the times move on and, unless paused, the target's method runs.
  func fire() {
    guard let target, !isPaused else { return }
    let now = CACurrentMediaTime()
    duration = 1 / CFTimeInterval(UIScreen.displayFramesPerSecond)
    timestamp = now
    selector.invoke(on: target, with: self)
  }

  private func makeTimer() -> Timer {
    let link = HeldLink(self)
    return Timer(timeInterval: secondsPerFrame, repeats: true) { _ in link.link.fire() }
  }

  /// Puts the link's timers on the new rate.
  private func reschedule() {
    let old = timers
    timers = []
    for entry in old {
      entry.timer.invalidate()
      let timer = makeTimer()
      entry.runLoop.add(timer, forMode: entry.mode)
      timers.append((entry.runLoop, entry.mode, timer))
    }
  }
}

/// The link as its timers hold it: strongly, as a run loop holds a link until `invalidate()` (which
/// invalidates the timers and so lets it go).
private struct HeldLink: @unchecked Sendable {
  let link: CADisplayLink
  init(_ link: CADisplayLink) { self.link = link }
}
