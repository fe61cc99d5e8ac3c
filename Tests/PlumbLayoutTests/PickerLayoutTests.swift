import PlumbLayout
import Testing

/// UIKit's pickers: their sizes, the rows and buttons they show and where (`PickerMetrics`), and the dates
/// a date picker writes (with the fake measurer: a character is half the font size wide).
@Suite struct PickerLayoutTests {
  func layout(_ control: Layout.Control, direction: LayoutDirection = .leftToRight) -> Layout.Result {
    let s = scene([Layout.Node(id: "p", kind: .control(control))], [c("p.leading == root.leading"), c("p.top == root.top + 20")])
    let engine = Layout.Engine(scene: s, measurer: FakeTextMeasurer(), images: FakeImageSizing())
    return engine.layout(Layout.Variant(width: 375, height: .points(667), direction: direction, scale: 2))
  }

  @Test func datesConvertFromTheReferenceDateAndBack() {
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: 190_028_460) == .keynote)
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: 0).isoText == "2001-01-01T00:00")
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: -60).isoText == "2000-12-31T23:59")
    // 29 February of a leap year, a century that is not one, and absurd values clamped to years 1 and 9999.
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: 762_480_000).isoText == "2025-03-01T00:00")
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: 730_857_600).isoText == "2024-02-29T00:00")
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: 1e300).year == 9999)
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: -1e300).isoText == "0001-01-01T00:00")
    #expect(Layout.DateTimeValue(secondsSinceReferenceDate: .nan) == Layout.DateTimeValue(year: 2001, month: 1, day: 1))
    #expect(Layout.DateTimeValue(isoText: "2007-01-09T09:41") == .keynote)
    #expect(Layout.DateTimeValue(isoText: "2023-02-29") == nil && Layout.DateTimeValue(isoText: "2007-1-9") == nil)
    #expect(Layout.DateTimeValue(isoText: "2007-01-09T24:00") == nil && Layout.DateTimeValue(isoText: "2007-01-09T9:41") == nil)
  }

  @Test func eachModeHasItsWheelsAndCompactTexts() {
    func shown(_ mode: Layout.DatePickerMode) -> [String] {
      Layout.DatePicker(datePickerMode: mode, preferredDatePickerStyle: .wheels).wheelColumns.map { $0.rows[$0.selected] }
    }
    #expect(shown(.dateAndTime) == ["Tue Jan 9", "9", "41", "AM"])
    #expect(shown(.date) == ["January", "9", "2007"])
    #expect(shown(.time) == ["9", "41", "AM"])
    #expect(Layout.DatePicker(datePickerMode: .countDownTimer, countDownDuration: 5400).wheelColumns.map { $0.rows[$0.selected] } == ["1 hours", "30 min"])
    let evening = Layout.DatePicker(date: Layout.DateTimeValue(year: 2026, month: 12, day: 31, hour: 0, minute: 5))
    #expect(evening.compactTexts == ["Dec 31, 2026", "12:05 AM"])
    // Across the year's end, the neighbouring days follow the calendar.
    let days = Layout.DatePicker(date: Layout.DateTimeValue(year: 2026, month: 12, day: 31)).wheelColumns[0].rows
    #expect(days.first == "Mon Dec 28" && days.last == "Sun Jan 3")
    // `automatic` is compact, except a countdown timer's (wheels only); `inline` is drawn compact.
    #expect(Layout.DatePicker().style == .compact && Layout.DatePicker(datePickerMode: .countDownTimer).style == .wheels)
    #expect(Layout.DatePicker(preferredDatePickerStyle: .inline).style == .inline)
  }

  @Test func wheelsAre320By216WithTheirRowsAroundTheBand() {
    let picker = Layout.PickerView(components: [["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"], ["Red", "Blue"]], selectedRows: [4, 1])
    let result = layout(.pickerView(picker))
    #expect(result.frame("p") == Rect(x: 0, y: 20, width: 320, height: 216))
    let control = result["p"]!.control!
    // The first component shows three rows each side of "XL"; the second "Red" above "Blue".
    #expect(control.texts.map(\.text) == ["S", "M", "L", "XL", "XXL", "3XL", "4XL", "Red", "Blue"])
    // Two equal components across the width inside 8 points, rows 32 apart, the selected one centred on 128.
    #expect(control.textRects[3] == Rect(x: 8, y: 112, width: 152, height: 32))
    #expect(control.textRects[0].minY == 112 - 3 * 32 && control.textRects[8] == Rect(x: 160, y: 112, width: 152, height: 32))
    #expect(Layout.PickerMetrics.band(frame: result.frame("p")) == Rect(x: 8, y: 111, width: 304, height: 34))
    // Right to left the picker sits at the right (55 in) and its first component on its right half.
    let rtl = layout(.pickerView(picker), direction: .rightToLeft)["p"]!.control!
    #expect(rtl.textRects[3].minX == 55 + 160 && rtl.textRects[8].minX == 55 + 8)
    // A row out of range is clamped.
    #expect(Layout.PickerView(components: [["A"]], selectedRows: [5]).selectedRow(inComponent: 0) == 0)
  }

  @Test func aCompactDatePickerIsItsButtons() {
    let result = layout(.datePicker(Layout.DatePicker()))
    // "Jan 9, 2007" (11 × 8.5 = 93.5 → 94) and "9:41 AM" (7 × 8.5 = 59.5 → 60), each + 22, 6 apart; 34 high.
    #expect(result.frame("p") == Rect(x: 0, y: 20, width: 116 + 6 + 82, height: 34))
    let control = result["p"]!.control!
    #expect(control.texts.map(\.text) == ["Jan 9, 2007", "9:41 AM"])
    #expect(control.textRects == [Rect(x: 0, y: 20, width: 116, height: 34), Rect(x: 122, y: 20, width: 82, height: 34)])
  }
}
