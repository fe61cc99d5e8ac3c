import PlumbLayout

/// Reading IB geometry: `<rect key="frame">`, layout margins (`<edgeInsets key="layoutMargins">`,
/// `<directionalEdgeInsets key="directionalLayoutMargins">`), multipliers in their five spellings.
///
/// ```swift
/// IBGeometry.multiplier("16:9")   // 1.777…
/// IBGeometry.multiplier("1/3")    // 0.333…
/// IBGeometry.multiplier("75%")    // 0.75
/// ```
enum IBGeometry {
  static func frame(_ element: XMLElement) -> Rect? {
    guard let rect = element.child("rect", key: "frame"), let w = rect.number("width"), let h = rect.number("height") else { return nil }
    return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: w, height: h)
  }

  static func margins(_ element: XMLElement) -> DirectionalInsets? {
    if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      return DirectionalInsets(top: insets.number("top") ?? 0, leading: insets.number("leading") ?? 0,
                               bottom: insets.number("bottom") ?? 0, trailing: insets.number("trailing") ?? 0)
    }
    if let insets = element.child("edgeInsets", key: "layoutMargins") {
      return DirectionalInsets(top: insets.number("top") ?? 0, leading: insets.number("left") ?? 0,
                               bottom: insets.number("bottom") ?? 0, trailing: insets.number("right") ?? 0)
    }
    return nil
  }

  /// `0.5`, `4`, `16:9`, `1/3`, `75%` → a number; `nil` when it is none of these or not finite.
  static func multiplier(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    if trimmed.hasSuffix("%") {
      guard let percent = Double(trimmed.dropLast().trimmingSpaces), percent.isFinite else { return nil }
      return percent / 100
    }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = IBNumber.parse(parts[0].trimmingSpaces), let b = IBNumber.parse(parts[1].trimmingSpaces), b != 0 else { return nil }
      let value = a / b
      return value.isFinite ? value : nil
    }
    return IBNumber.parse(text.trimmingSpaces)
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
