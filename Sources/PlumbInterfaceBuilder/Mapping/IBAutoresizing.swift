import PlumbLayout

/// A view laid out by frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`), as the
/// constraints UIKit makes for it: at the superview's stored size the view sits at its stored frame; when
/// the superview grows by Δ, Δ goes to the flexible parts (margins, size) in proportion to their stored
/// lengths, as `UIView.autoresizingMask` documents.
///
/// ```swift
/// IBAutoresizing.constraints(view: "a", superview: "root", frame: r, superSize: s, mask: m)
/// ```
enum IBAutoresizing {
  struct Mask {
    var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    init(_ element: XMLElement?) {
      guard let element else { return }
      flexibleMinX = element.flag("flexibleMinX") ?? false
      widthSizable = element.flag("widthSizable") ?? false
      flexibleMaxX = element.flag("flexibleMaxX") ?? false
      flexibleMinY = element.flag("flexibleMinY") ?? false
      heightSizable = element.flag("heightSizable") ?? false
      flexibleMaxY = element.flag("flexibleMaxY") ?? false
    }
  }

  static func constraints(
    view: String, superview: String, frame: Rect, superSize: Size, mask: Mask, source: Layout.SourceLocation
  ) -> [Layout.ConstraintSpec] {
    var result: [Layout.ConstraintSpec] = []
    func axis(
      minFlex: Bool, sizeFlex: Bool, maxFlex: Bool, origin: Double, length: Double, superLength: Double,
      minAttribute: Layout.Attribute, maxAttribute: Layout.Attribute, center: Layout.Attribute, size: Layout.Attribute
    ) {
      let maxMargin = superLength - origin - length
      let flexible = (minFlex ? max(origin, 0) : 0) + (sizeFlex ? max(length, 0) : 0) + (maxFlex ? max(maxMargin, 0) : 0)
      func spec(_ first: Layout.Attribute, _ second: Layout.Attribute?, multiplier: Double = 1, constant: Double) -> Layout.ConstraintSpec {
        Layout.ConstraintSpec(
          first: Layout.AnchorRef(item: view, attribute: first), relation: .equal,
          second: second.map { Layout.AnchorRef(item: superview, attribute: $0) }, multiplier: multiplier,
          constant: constant, priority: 1000, identifier: "autoresizing", text: "autoresizing mask of \(view)", source: source)
      }
      // The size: fixed, or growing by its share of the change.
      if sizeFlex, flexible > 0 {
        let share = max(length, 0) / flexible
        result.append(spec(size, size, multiplier: share, constant: length - share * superLength))
      } else if sizeFlex {
        result.append(spec(size, size, constant: length - superLength))
      } else {
        result.append(spec(size, nil, constant: length))
      }
      // The position: pinned to the fixed margin, or centred when both margins are flexible.
      if !minFlex {
        result.append(spec(minAttribute, minAttribute, constant: origin))
      } else if !maxFlex {
        result.append(spec(maxAttribute, maxAttribute, constant: -maxMargin))
      } else {
        result.append(spec(center, center, constant: origin + length / 2 - superLength / 2))
      }
    }
    axis(minFlex: mask.flexibleMinX, sizeFlex: mask.widthSizable, maxFlex: mask.flexibleMaxX,
         origin: frame.minX, length: frame.width, superLength: superSize.width,
         minAttribute: .left, maxAttribute: .right, center: .centerX, size: .width)
    axis(minFlex: mask.flexibleMinY, sizeFlex: mask.heightSizable, maxFlex: mask.flexibleMaxY,
         origin: frame.minY, length: frame.height, superLength: superSize.height,
         minAttribute: .top, maxAttribute: .bottom, center: .centerY, size: .height)
    return result
  }
}
