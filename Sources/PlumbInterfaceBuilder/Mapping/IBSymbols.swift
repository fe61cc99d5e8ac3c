import PlumbLayout

/// The size UIKit gives an SF Symbol, estimated: Plumb has no SF Symbols metrics, and the size `<resources>`
/// records for a system image (`<image name="trash" catalog="system" width="117" height="128"/>`) is only its
/// shape, normalised so that its larger side is 128.
///
/// A symbol is drawn to sit with text of its configuration's point size (17, body, unless configured), and
/// its larger side measures about 1.27 times that size at the medium scale (Xcode's stored frames of
/// unconstrained symbol image views: 19–23 points at 17); the small and large scales are about 0.78 and 1.29
/// times the medium one. The estimate is within 2–3 points, where the recorded 128 was off by a hundred.
///
/// ```swift
/// IBSymbols.size(recorded: Size(width: 117, height: 128), pointSize: 17, scale: nil)
/// // 19.7 × 21.6
/// ```
enum IBSymbols {
  /// The larger side of a medium-scale symbol per point of its configuration's size.
  static let sidePerPoint = 1.27

  /// The estimated size of a symbol whose recorded shape is `recorded`, at `pointSize` and `scale`
  /// (`small`, `medium`, `large`; `nil` or anything else: medium).
  static func size(recorded: Size, pointSize: Double, scale: String?) -> Size {
    let longest = max(recorded.width, recorded.height)
    guard longest > 0, pointSize > 0 else { return Size(width: 0, height: 0) }
    let factor: Double
    switch scale {
    case "small": factor = 0.78
    case "large": factor = 1.29
    default: factor = 1
    }
    let side = sidePerPoint * pointSize * factor
    return Size(width: recorded.width / longest * side, height: recorded.height / longest * side)
  }

  /// The point size and scale of a `<preferredSymbolConfiguration>` (or of none): its `pointSize`, the size of
  /// its font's text style, else `defaultPointSize`; `symbolScale` (an `<imageReference>`'s) when it has none.
  static func configuration(_ element: XMLElement?, symbolScale: String?, defaultPointSize: Double) -> (pointSize: Double, scale: String?) {
    var pointSize = defaultPointSize
    if let element {
      if let size = element.number("pointSize"), size > 0 {
        pointSize = size
      } else if let font = element.child("fontDescription").flatMap(IBFonts.font) {
        pointSize = font.resolved(for: .large).size
      }
    }
    return (pointSize, element?["scale"] ?? symbolScale)
  }

  /// Whether `element` (an image view, a button) shows an SF Symbol: a `catalog="system"` image on itself,
  /// its states, configuration or image reference (never on its subviews).
  static func isShown(by element: XMLElement) -> Bool {
    if element["catalog"] == "system" { return true }
    return element.children.contains { $0.name != "subviews" && $0.name != "constraints" && isShown(by: $0) }
  }
}
