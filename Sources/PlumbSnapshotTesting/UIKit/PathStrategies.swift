import Foundation
import PlumbUIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// The path filled in black on a clear image of its bounding box (swift-snapshot-testing's `.image`).
  public static var image: Snapshotting { .image() }

  /// The path drawn with `drawingMode` on a clear image of its bounding box at `scale`.
  ///
  /// ```swift
  /// assertSnapshot(of: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil), as: .image)
  /// ```
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1, drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting {
    SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { path in
      PathPicture.draw(bounds: path.boundingBoxOfPath, scale: scale) { context in
        context.addPath(path)
        context.drawPath(using: drawingMode)
      }
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// The path filled in black on a clear image of its bounds (swift-snapshot-testing's `.image`).
  public static var image: Snapshotting { .image() }

  /// The path filled (with its own fill rule) on a clear image of its bounds at `scale`.
  ///
  /// ```swift
  /// assertSnapshot(of: UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6), as: .image)
  /// ```
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
    SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { path in
      PathPicture.draw(bounds: path.bounds, scale: scale) { _ in path.fill() }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// The path's elements, one per line, points with one to three decimals
  /// (swift-snapshot-testing's `.elementsDescription`).
  ///
  /// ```swift
  /// assertSnapshot(of: path, as: .elementsDescription)
  /// // MoveTo (0.0, 0.0)
  /// // LineTo (10.0, 0.0)
  /// // Close
  /// ```
  public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: PathText.defaultFormatter) }

  /// The path's elements, points written with `numberFormatter` (in its locale's decimal separator).
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    SimplySnapshotting.lines.pullback { path in PathText.elements(of: path, numberFormatter: numberFormatter) }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// The path's elements, one per line (swift-snapshot-testing's `.elementsDescription`).
  ///
  /// ```swift
  /// assertSnapshot(of: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), as: .elementsDescription)
  /// ```
  public static var elementsDescription: Snapshotting { .elementsDescription(numberFormatter: PathText.defaultFormatter) }

  /// The path's elements, points written with `numberFormatter`.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { $0.cgPath }
  }
}

/// Drawing a path onto an image of its own bounds.
@MainActor
enum PathPicture {
  static func draw(bounds: CGRect, scale: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat.preferred()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: bounds, format: format).image { body($0.cgContext) }
  }
}

/// A path written as text, element by element.
enum PathText {
  /// One to three decimals, as swift-snapshot-testing writes points.
  static let defaultFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    // Decimal style without grouping: Foundation on Linux ignores the fraction digits in the plain style.
    formatter.numberStyle = .decimal
    // ICU's POSIX locale keeps six decimals whatever the limits say; it writes numbers as en_US does.
    if formatter.locale.identifier.contains("POSIX") { formatter.locale = Locale(identifier: "en_US") }
    formatter.usesGroupingSeparator = false
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    return formatter
  }()

  static func elements(of path: CGPath, numberFormatter: NumberFormatter) -> String {
    var text = ""
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let (name, count): (String, Int)
      switch element.type {
      case .moveToPoint: (name, count) = ("MoveTo", 1)
      case .addLineToPoint: (name, count) = ("LineTo", 1)
      case .addQuadCurveToPoint: (name, count) = ("QuadCurveTo", 2)
      case .addCurveToPoint: (name, count) = ("CurveTo", 3)
      case .closeSubpath: (name, count) = ("Close", 0)
      }
      // A new subpath starts after a blank line.
      if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
      text += name
      // swift-snapshot-testing writes the space even when there are no points ("Close ").
      let points = (0..<count).map { element.points[$0] }.map { point in
        "(\(number(point.x, numberFormatter)), \(number(point.y, numberFormatter)))"
      }
      text += " " + points.joined(separator: " ") + "\n"
    }
    return text
  }

  private static func number(_ value: CGFloat, _ formatter: NumberFormatter) -> String {
    formatter.string(from: NSNumber(value: Double(value))) ?? "\(value)"
  }
}
