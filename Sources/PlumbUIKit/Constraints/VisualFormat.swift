import Foundation
import PlumbLayout

extension NSLayoutConstraint {
  /// Constraints from Apple's Visual Format Language: `|` is the superview of the views, `-` the
  /// standard space (8 between views, 20 to the superview), `[view(==80@750)]` sizes, `(>=8)` gaps.
  /// A format that cannot be parsed is logged in UIKit's words and gives no constraints.
  ///
  /// ```swift
  /// let views = ["title": title, "detail": detail]
  /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[title]-(>=8)-[detail]-|", options: [.alignAllCenterY], metrics: nil, views: views))
  /// ```
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var numbers: [String: Double] = [:]
    for (name, value) in metrics ?? [:] {
      if let number = VisualFormatMetrics.number(value) { numbers[name] = number }
    }
    let parts: [VisualFormatParser.Part]
    do {
      parts = try VisualFormatParser.parse(format, metrics: numbers, options: opts.names)
    } catch let failure as VisualFormatParser.Failure {
      ConstraintLog.write(VisualFormatMetrics.parseMessage(format: format, failure: failure))
      return []
    } catch {
      return []
    }
    var byName: [String: UIView] = [:]
    for (name, value) in views { if let view = value as? UIView { byName[name] = view } }
    let placed = parts.flatMap { [$0.first.item, $0.second?.item].compactMap { $0 } }
      .filter { $0 != VisualFormatParser.superviewName }
    let superview = placed.lazy.compactMap { byName[$0]?.superview }.first
    var result: [NSLayoutConstraint] = []
    for part in parts {
      func item(_ name: String) -> UIView? {
        name == VisualFormatParser.superviewName ? superview : byName[name]
      }
      guard let first = item(part.first.item) else {
        ConstraintLog.write(VisualFormatMetrics.parseMessage(
          format: format,
          failure: VisualFormatParser.Failure(
            message: part.first.item == VisualFormatParser.superviewName
              ? "Unable to interpret '|' character, because the related view doesn't have a superview"
              : "\(part.first.item) is not a key in the views dictionary.", offset: 0)))
        return []
      }
      var second: UIView?
      if let ref = part.second {
        guard let found = item(ref.item) else {
          ConstraintLog.write(VisualFormatMetrics.parseMessage(
            format: format,
            failure: VisualFormatParser.Failure(
              message: ref.item == VisualFormatParser.superviewName
                ? "Unable to interpret '|' character, because the related view doesn't have a superview"
                : "\(ref.item) is not a key in the views dictionary.", offset: 0)))
          return []
        }
        second = found
      }
      let constraint = NSLayoutConstraint(
        item: first, attribute: Attribute(part.first.attribute), relatedBy: Relation(part.relation), toItem: second,
        attribute: part.second.map { Attribute($0.attribute) } ?? .notAnAttribute, multiplier: CGFloat(part.multiplier),
        constant: CGFloat(part.constant))
      if let priority = part.priority { constraint.priority = UILayoutPriority(Float(priority)) }
      result.append(constraint)
    }
    return result
  }
}

extension NSLayoutConstraint.Relation {
  init(_ relation: Layout.Relation) {
    switch relation {
    case .equal: self = .equal
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}

/// Metric values and the parse-error text of the visual format.
enum VisualFormatMetrics {
  /// A metric as a number: `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let v as CGFloat: return Double(v)
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
  }

  /// UIKit's message: `Unable to parse constraint format: <why>` with the format and a caret under the place.
  static func parseMessage(format: String, failure: VisualFormatParser.Failure) -> String {
    let caret = String(repeating: " ", count: max(0, failure.offset)) + "^"
    return "Unable to parse constraint format: \n\(failure.message) \n\(format) \n\(caret)"
  }
}
