extension Layout {
  /// Where a picker's texts go (the same split as `BarMetrics`: the layout fits them, the renderer draws
  /// them there).
  ///
  /// - Wheels (a picker view; a date picker's `wheels` style): a 34-point selection band across the middle
  ///   8 points in from the sides, rows 32 points apart with the selected one in the band and up to three
  ///   more above and below, in 21 points. A picker view's components share the width equally; a date
  ///   picker's columns are as wide as their widest row plus 16, centred together.
  /// - Compact date pickers: each text (date, time) in a button 22 points wider than it and 34 high, 6 apart
  ///   from the leading edge.
  ///
  /// ```swift
  /// let picker = Layout.PickerView(components: [["S", "M", "L"]], selectedRows: [1])
  /// Layout.PickerMetrics.visibleRows(of: .pickerView(picker)).map(\.text)   // ["S", "M", "L"]
  /// ```
  public enum PickerMetrics {
    public static let wheelFont = FontSpec(size: 21)
    public static let compactFont = FontSpec(size: 17)
    public static let rowHeight = 32.0
    public static let bandHeight = 34.0
    public static let compactHeight = 34.0
    /// Rows shown on each side of the selected one.
    public static let rowsAround = 3

    /// One text of a wheel: its column, its distance from the selected row (0 = in the band), its text.
    public struct WheelRow: Sendable, Hashable {
      public var column: Int
      public var offset: Int
      public var text: String
    }

    /// The wheels' columns of a picker: a picker view's components, a date picker's wheels; nil for a
    /// compact date picker.
    static func columns(of control: Control) -> [(rows: [String], selected: Int)]? {
      switch control {
      case .pickerView(let picker):
        return picker.components.indices.map { (picker.components[$0], picker.selectedRow(inComponent: $0)) }
      case .datePicker(let picker) where picker.style == .wheels:
        return picker.wheelColumns
      default:
        return nil
      }
    }

    /// The rows a wheel picker shows, column by column, top to bottom.
    public static func visibleRows(of control: Control) -> [WheelRow] {
      guard let columns = columns(of: control) else { return [] }
      var rows: [WheelRow] = []
      for (column, wheel) in columns.enumerated() {
        for offset in -rowsAround...rowsAround where wheel.rows.indices.contains(wheel.selected + offset) {
          rows.append(WheelRow(column: column, offset: offset, text: wheel.rows[wheel.selected + offset]))
        }
      }
      return rows
    }

    /// The texts of a picker, in order: every visible wheel row (`visibleRows`), or a compact date picker's
    /// date and time; nil for other controls.
    public static func texts(of control: Control) -> [(text: String, font: FontSpec)]? {
      switch control {
      case .pickerView, .datePicker:
        if case .datePicker(let picker) = control, picker.style != .wheels { return picker.compactTexts.map { ($0, compactFont) } }
        return visibleRows(of: control).map { ($0.text, wheelFont) }
      default:
        return nil
      }
    }

    /// The intrinsic size: 320 × 216 for wheels, the buttons' row for a compact date picker.
    public static func intrinsicSize(of control: Control, textWidths: [Double]) -> (width: Double?, height: Double?) {
      if case .datePicker(let picker) = control, picker.style != .wheels {
        let widths = textWidths.map { ($0).rounded(.up) + 22 }
        return (widths.reduce(0, +) + 6 * Double(max(0, widths.count - 1)), compactHeight)
      }
      return (320, 216)
    }

    /// The selection band of a wheel picker in its frame.
    public static func band(frame: Rect) -> Rect {
      Rect(x: frame.minX + 8, y: frame.midY - bandHeight / 2, width: max(0, frame.width - 16), height: bandHeight)
    }

    /// The rect of each text of `texts(of:)` in the picker's `frame`, given the texts' measured widths.
    public static func slots(of control: Control, frame: Rect, textWidths: [Double], direction: LayoutDirection) -> [Rect] {
      if case .datePicker(let picker) = control, picker.style != .wheels {
        var x = 0.0
        return textWidths.map { width in
          let w = (width).rounded(.up) + 22
          let leading = x
          x += w + 6
          let minX = direction == .leftToRight ? frame.minX + leading : frame.maxX - leading - w
          return Rect(x: minX, y: frame.midY - compactHeight / 2, width: w, height: compactHeight)
        }
      }
      guard let columns = columns(of: control) else { return [] }
      let rows = visibleRows(of: control)
      // Column widths: equal for a picker view, by the widest visible row for a date picker.
      var widths: [Double]
      if case .pickerView = control {
        widths = Array(repeating: max(0, frame.width - 16) / Double(max(1, columns.count)), count: columns.count)
      } else {
        widths = Array(repeating: 0, count: columns.count)
        for (row, width) in zip(rows, textWidths) { widths[row.column] = max(widths[row.column], width.rounded(.up) + 16) }
      }
      let total = widths.reduce(0, +)
      var starts: [Double] = []
      var x = frame.minX + (frame.width - total) / 2
      for width in widths { starts.append(x); x += width }
      // Right to left, the columns are mirrored in the frame (the first on the right).
      return rows.map { row in
        let ltr = starts[row.column], width = widths[row.column]
        let minX = direction == .leftToRight ? ltr : frame.minX + frame.maxX - ltr - width
        return Rect(x: minX, y: frame.midY - rowHeight / 2 + Double(row.offset) * rowHeight, width: width, height: rowHeight)
      }
    }
  }
}
