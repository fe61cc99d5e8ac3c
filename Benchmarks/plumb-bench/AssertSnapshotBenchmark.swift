import Foundation
import Glibc
import PlumbSnapshotTesting
import PlumbUIKit

/// `plumb-bench assert-snapshot [--count 100] [--reps 3]`
///
/// `count` UIKit cards (a stack of a title, a wrapping detail and a button under a rounded root) verified
/// with `verifySnapshot(of:as: .image)` against references recorded first in a temporary folder, against
/// drawing the same views with the same strategy (`Snapshotting.image.snapshot`, no files, no comparison).
/// Reports ms per assertion and per render (best of `reps`), their ratio (the target is ≤ 2) and the
/// peak RSS after 1×, 2× and 4× `count` assertions (flat: the assertions keep nothing).
enum AssertSnapshotBenchmark {
  @MainActor
  static func card(_ index: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    root.backgroundColor = .white
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    let title = UILabel()
    title.text = "Card \(index)"
    title.font = .preferredFont(forTextStyle: .headline)
    let detail = UILabel()
    detail.numberOfLines = 0
    detail.text = "A wrapping detail line for card \(index), long enough to take two lines at this width."
    let button = UIButton(type: .system)
    button.setTitle("Open", for: .normal)
    for view in [title, detail, button] { stack.addArrangedSubview(view) }
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
    ])
    return root
  }

  static func main(_ arguments: [String]) -> Int32 {
    func option(_ name: String, _ fallback: Int) -> Int {
      guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
      return Int(arguments[index + 1]) ?? fallback
    }
    let count = option("--count", 100), reps = option("--reps", 3)
    return MainActor.assumeIsolated { run(count: count, reps: reps) }
  }

  @MainActor
  static func run(count: Int, reps: Int) -> Int32 {
    let folder = NSTemporaryDirectory() + "plumb-assert-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let strategy = Snapshotting<UIView, UIImage>.image
    func assertAll(_ record: SnapshotTestingConfiguration.Record) -> Int {
      var failures = 0
      SnapshotTestingConfiguration.$environment.withValue([:]) {
        withSnapshotTesting(record: record) {
          for index in 0..<count {
            if verifySnapshot(of: card(index % 100), as: strategy, named: "card\(index % 100)", snapshotDirectory: folder,
                              testName: "bench") != nil { failures += 1 }
          }
        }
      }
      return failures
    }
    _ = assertAll(.all)
    var assertTimes: [Double] = [], renderTimes: [Double] = []
    for _ in 0..<reps {
      var start = Date()
      let failures = assertAll(.never)
      assertTimes.append(Date().timeIntervalSince(start) * 1000 / Double(count))
      if failures > 0 { print("\(failures) assertions failed"); return 1 }
      start = Date()
      for index in 0..<count { _ = strategy.snapshot(card(index % 100)) }
      renderTimes.append(Date().timeIntervalSince(start) * 1000 / Double(count))
    }
    let assertBest = assertTimes.min()!, renderBest = renderTimes.min()!
    print(String(format: "%d assertSnapshot(.image) calls: %.2f ms each; rendering the same views: %.2f ms; ratio %.2f",
                 count, assertBest, renderBest, assertBest / renderBest))
    var rss: [String] = []
    for multiple in [1, 2, 4] {
      for _ in 0..<multiple { _ = assertAll(.never) }
      rss.append("\(multiple * count): \(peakRSSMegabytes()) MB")
    }
    print("peak RSS after " + rss.joined(separator: ", "))
    return 0
  }

  /// The process's peak resident set (VmHWM), in MB.
  static func peakRSSMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
  }
}
