import Foundation
import Testing
@testable import PlumbUIKit

/// Display links, Core Image colours, motion effects, interactions and the AVKit stand-ins, used as the
/// corpus's iOS files use them.
@MainActor
@Suite struct MotionAndInteractionTests {
  /// A view that animates with a display link, as a progress ring does.
  final class Ring: UIView {
    var frames: [CFTimeInterval] = []
    var durations: [CFTimeInterval] = []
    lazy var displayLink = CADisplayLink(target: self, selector: Selector("update:", Self.update(_:)))
    func update(_ displayLink: CADisplayLink) {
      frames.append(displayLink.timestamp)
      durations.append(displayLink.duration)
    }
  }

  @Test func aDisplayLinkCallsItsTargetEveryFrameUntilPausedOrInvalidated() {
    let ring = Ring()
    #expect(ring.displayLink.timestamp == 0 && ring.displayLink.duration == 0)
    // A method of a main-actor class (a view) is called through its selector.
    #expect(Selector("update:", Ring.update(_:)).isImplemented(by: ring))
    ring.displayLink.add(to: .current, forMode: .common)
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    let fired = ring.frames.count
    // 60 frames a second for 0.2 s: about 12 (timers may slip on a busy machine).
    #expect(fired >= 3 && fired <= 13)
    #expect(ring.durations.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
    #expect(ring.frames == ring.frames.sorted())
    #expect(abs(ring.displayLink.targetTimestamp - ring.displayLink.timestamp - 1.0 / 60) < 1e-9)
    ring.displayLink.isPaused = true
    RunLoop.current.run(until: Date().addingTimeInterval(0.06))
    #expect(ring.frames.count == fired)
    ring.displayLink.isPaused = false
    ring.displayLink.invalidate()
    RunLoop.current.run(until: Date().addingTimeInterval(0.06))
    #expect(ring.frames.count == fired)
  }

  @Test func aDisplayLinkRunsAtThePreferredRateWithinTheDisplays() {
    let link = CADisplayLink(target: NSObject(), selector: Selector("tick"))
    #expect(link.framesPerSecond == 60)
    link.preferredFramesPerSecond = 30
    #expect(link.framesPerSecond == 30)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    #expect(link.framesPerSecond == 60)
    #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
  }

  @Test func coreImageColoursCarryTheComponentsBothWays() {
    let first = CIColor(color: .red), second = CIColor(color: UIColor(white: 1, alpha: 0.5))
    #expect(first.red == 1 && first.green == 0 && first.blue == 0 && first.alpha == 1)
    #expect(second.red == 1 && second.alpha == 0.5)
    let mid = UIColor(ciColor: CIColor(red: (first.red + second.red) / 2, green: (first.green + second.green) / 2,
                                       blue: 0.25, alpha: 1))
    #expect(mid.cgColor.components == [1, 0.5, 0.25, 1])
    #expect(mid.ciColor.components[2] == 0.25 && mid.ciColor.numberOfComponents == 4)
    #expect(CIColor(string: CIColor(red: 0.5, green: 1, blue: 0).stringRepresentation) == CIColor(red: 0.5, green: 1, blue: 0))
  }

  @Test func motionEffectsAreKeptAndInterpolateForAViewerOffset() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -10
    horizontal.maximumRelativeValue = 10
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = -20
    vertical.maximumRelativeValue = 20
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1 && view.motionEffects.first === group)
    let values = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1)))
    #expect(values["center.x"] as? CGFloat == 5 && values["center.y"] as? CGFloat == -20)
    #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat == 0)
    // At rest nothing moves.
    #expect(view.center == CGPoint(x: 50, y: 50))
    view.removeMotionEffect(group)
    #expect(view.motionEffects.isEmpty)
  }

  /// A view with a pointer effect, as a calendar's day view adds one.
  final class DayView: UIView, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
      UIPointerStyle(effect: .highlight(UITargetedPreview(view: self)))
    }
  }

  @Test func interactionsAttachToTheirViewAndAnswerWhatTheDelegateSays() throws {
    let day = DayView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let pointer = UIPointerInteraction(delegate: day)
    day.addInteraction(pointer)
    #expect(pointer.view === day && day.interactions.count == 1)
    let style = try #require(pointer.style(at: CGPoint(x: 10, y: 10)))
    guard case .highlight(let preview)? = style.effect else { Issue.record("not a highlight"); return }
    #expect(preview.view === day && preview.size == CGSize(width: 40, height: 40))
    pointer.isEnabled = false
    #expect(pointer.style(at: .zero) == nil)
    day.removeInteraction(pointer)
    #expect(pointer.view == nil && day.interactions.isEmpty)
  }

  @Test func aContextMenuConfigurationMakesItsMenuWhenAsked() throws {
    final class Menus: NSObject, UIContextMenuInteractionDelegate {
      func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                  configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
          UIMenu(title: "Photo", children: suggested + [UIAction(title: "Share") { _ in }])
        }
      }
    }
    let delegate = Menus()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.interactions = [interaction]
    #expect(interaction.view === view && interaction.location(in: view) == CGPoint(x: 40, y: 40))
    let configuration = try #require(interaction.configuration(at: .zero))
    #expect(configuration.identifier as? NSString == "photo")
    let menu = try #require(configuration.menu(suggestedActions: [UIAction(title: "Copy") { _ in }]))
    #expect(menu.title == "Photo" && menu.children.map(\.title) == ["Copy", "Share"])
  }

  @Test func animationBlocksKnowTheirDuration() {
    var inside: TimeInterval = -1, without: TimeInterval = -1
    UIView.animate(withDuration: 0.3) {
      inside = UIView.inheritedAnimationDuration
      UIView.performWithoutAnimation { without = UIView.inheritedAnimationDuration }
    }
    #expect(inside == 0.3 && without == 0 && UIView.inheritedAnimationDuration == 0)
  }

  @Test func thePlayerStandInsKeepWhatTheyAreGiven() {
    let url = URL(fileURLWithPath: "/videos/intro.mp4")
    let controller = AVPlayerViewController()
    controller.player = AVPlayer(url: url)
    controller.player?.play()
    #expect(controller.player?.rate == 1 && controller.player?.timeControlStatus == .waitingToPlayAtSpecifiedRate)
    #expect(controller.player?.currentItem?.url == url && controller.player?.status == .unknown)
    controller.view.layoutIfNeeded()
    #expect(controller.view.backgroundColor == .black && controller.contentOverlayView?.frame == controller.view.bounds)
    #expect(Bundle.main.loadNibNamed("NoSuchNib", owner: nil, options: nil) == nil)
    #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
    #expect(UIAccessibility.focusedElementUserInfoKey == "UIAccessibilityFocusedElementKey")
  }
}
