import Foundation

/// The views of a UIKit `recursiveDescription` text (as swift-snapshot-testing stores it): depth, class,
/// a label's text and the frame, one per line that has a `frame = (x y; w h)`.
///
/// ```swift
/// RecursiveDescriptionFrames.parse("   | <UILabel; frame = (0 44; 52.6667 19.3333); text = 'Hi'; …>")
/// // [View(depth: 1, className: "UILabel", text: "Hi", frame: [0, 44, 52.6667, 19.3333], line: 1)]
/// ```
enum RecursiveDescriptionFrames {
  struct View: Equatable {
    var depth: Int
    var className: String
    var text: String?
    /// x, y, width, height in points.
    var frame: [Double]
    var line: Int

    /// How UIKit would name it: the class and, for a label, its text.
    var name: String { className + (text.map { " '\($0)'" } ?? "") }
    var frameText: String { "(\(frame.map(formatNumber).joined(separator: " ")))" }
  }

  static func parse(_ text: String) -> [View] {
    var views: [View] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(line)
      var depth = 0
      while rest.hasPrefix("   | ") { depth += 1; rest = rest.dropFirst(5) }
      guard rest.hasPrefix("<"), let open = rest.range(of: "frame = ("),
        let close = rest[open.upperBound...].firstIndex(of: ")")
      else { continue }
      let className = rest.dropFirst().prefix { $0 != ";" && $0 != ":" && $0 != ">" }
      let numbers = rest[open.upperBound..<close].replacingOccurrences(of: ";", with: " ")
        .split(separator: " ").compactMap { Double($0) }
      guard numbers.count == 4 else { continue }
      var text: String?
      if let quote = rest.range(of: "text = '") {
        let tail = rest[quote.upperBound...]
        text = String(tail[..<(tail.range(of: "';")?.lowerBound ?? tail.endIndex)])
      }
      views.append(View(depth: depth, className: String(className), text: text, frame: numbers, line: index + 1))
    }
    return views
  }

  /// The views of `reference` whose counterpart in `actual` (same position in the tree and class) has a
  /// frame more than `tolerance` points away, or that have no counterpart.
  static func differences(reference: [View], actual: [View], tolerance: Double = 0.5)
    -> [(reference: View, actual: View?)]
  {
    var result: [(reference: View, actual: View?)] = []
    for (index, view) in reference.enumerated() {
      let other = index < actual.count ? actual[index] : nil
      guard let other, other.className == view.className, other.depth == view.depth else {
        result.append((view, other)); continue
      }
      if zip(view.frame, other.frame).contains(where: { abs($0 - $1) > tolerance }) { result.append((view, other)) }
    }
    return result
  }

  static func formatNumber(_ value: Double) -> String {
    // `%g` prints any double (a huge, infinite or NaN value from a damaged file included) without trapping.
    String(format: "%g", value)
  }
}
