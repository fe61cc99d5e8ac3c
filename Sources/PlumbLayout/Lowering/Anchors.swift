extension Layout {
  /// Turns `item.attribute` into a solver expression, in root coordinates.
  ///
  /// Definitions (frame x, y, w, h; margins l, t, r, b resolved by the item's own direction):
  /// left = x, right = x + w, top = y, bottom = y + h, centerX = x + w/2, centerY = y + h/2,
  /// leftMargin = x + l, rightMargin = x + w − r, topMargin = y + t, bottomMargin = y + h − b,
  /// centerXWithinMargins = (leftMargin + rightMargin)/2 (likewise Y).
  /// Leading/trailing must be resolved first (see `Direction`).
  ///
  /// Baselines: a label's first baseline is `top + h/2 − textHeight/2 + firstBaselineOffset` — the text block
  /// is vertically centred in the label as UILabel draws it, so at its intrinsic height this is
  /// `top + measured baseline`. Views without text: firstBaseline = top, lastBaseline = bottom. Stacks vend
  /// the baseline of their `viewForFirst/LastBaselineLayout` (see `StackBaseline`).
  struct Anchors {
    var table: ItemTable
    var intrinsics: IntrinsicTable

    func expression(_ item: Int, _ attribute: Attribute) -> LinearExpression {
      let box = table.items[item].box
      let m = table.items[item].margins
      switch attribute {
      case .left: return box.left
      case .right: return box.left + box.width
      case .top: return box.top
      case .bottom: return box.top + box.height
      case .width: return box.width
      case .height: return box.height
      case .centerX: return box.left + box.width * 0.5
      case .centerY: return box.top + box.height * 0.5
      case .leftMargin: return box.left + m.left
      case .rightMargin: return box.left + box.width - m.right
      case .topMargin: return box.top + m.top
      case .bottomMargin: return box.top + box.height - m.bottom
      case .centerXWithinMargins: return box.left + box.width * 0.5 + (m.left - m.right) / 2
      case .centerYWithinMargins: return box.top + box.height * 0.5 + (m.top - m.bottom) / 2
      case .firstBaseline: return baseline(item, first: true, depth: 0)
      case .lastBaseline: return baseline(item, first: false, depth: 0)
      case .leading, .trailing, .leadingMargin, .trailingMargin:
        // Callers resolve directional attributes; fall back to the item's own direction.
        return expression(item, Direction.absolute(attribute, in: table.items[item].direction))
      }
    }

    private func baseline(_ item: Int, first: Bool, depth: Int) -> LinearExpression {
      let box = table.items[item].box
      if let text = intrinsics[item].text {
        let offset = (first ? text.firstBaseline : text.lastBaseline) - text.textHeight / 2
        return box.top + box.height * 0.5 + offset
      }
      if depth < 64, let view = table.baselineView(of: item, first: first, intrinsics: intrinsics) {
        return baseline(view, first: first, depth: depth + 1)
      }
      return first ? box.top : box.top + box.height
    }
  }
}
