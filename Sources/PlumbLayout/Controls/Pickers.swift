extension Layout {
  /// A spinning-wheel picker (`UIPickerView`): one wheel per component, each showing its selected row in the
  /// selection band and its neighbours fading above and below. 320 × 216, as UIKit's intrinsic size.
  ///
  /// ```swift
  /// let size = Layout.PickerView(components: [["S", "M", "L", "XL"]], selectedRows: [1])
  /// ```
  public struct PickerView: Sendable, Hashable {
    /// The rows of each component, from the data source (Plumb has none to ask).
    public var components: [[String]]
    /// The selected row of each component (`selectedRow(inComponent:)`); missing ones are 0.
    public var selectedRows: [Int]
    public init(components: [[String]] = [], selectedRows: [Int] = []) {
      self.components = components; self.selectedRows = selectedRows
    }

    /// The selected row of `component`, clamped to its rows.
    public func selectedRow(inComponent component: Int) -> Int {
      guard components.indices.contains(component), !components[component].isEmpty else { return 0 }
      let row = component < selectedRows.count ? selectedRows[component] : 0
      return min(max(0, row), components[component].count - 1)
    }

    /// The rows Interface Builder's canvas shows in a picker view, which has no data source there.
    public static let interfaceBuilderSample = PickerView(
      components: [["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]], selectedRows: [2])
  }

  /// A date picker (`UIDatePicker`) showing `date` in US English: as wheels (320 × 216), or compact (iOS 14's
  /// default: the date and the time in rounded buttons, as wide as their text).
  ///
  /// ```swift
  /// let when = Layout.DatePicker(datePickerMode: .dateAndTime, preferredDatePickerStyle: .wheels)
  /// when.wheelColumns.map { $0.rows[$0.selected] }   // ["Tue Jan 9", "9", "41", "AM"]
  /// ```
  public struct DatePicker: Sendable, Hashable {
    public var datePickerMode: DatePickerMode
    public var preferredDatePickerStyle: DatePickerStyle
    /// The date shown (no time zone: the components as displayed).
    public var date: DateTimeValue
    /// The countdown of `countDownTimer` mode, in seconds.
    public var countDownDuration: Double
    public var isEnabled: Bool
    public init(datePickerMode: DatePickerMode = .dateAndTime, preferredDatePickerStyle: DatePickerStyle = .automatic,
                date: DateTimeValue = .keynote, countDownDuration: Double = 60, isEnabled: Bool = true) {
      self.datePickerMode = datePickerMode; self.preferredDatePickerStyle = preferredDatePickerStyle
      self.date = date; self.countDownDuration = countDownDuration; self.isEnabled = isEnabled
    }

    /// The style drawn: `automatic` is compact, except for a countdown timer, which has wheels only (as UIKit).
    public var style: DatePickerStyle { Self.style(preferred: preferredDatePickerStyle, mode: datePickerMode) }

    /// The style a picker preferring `preferred` in `mode` is drawn in (`UIDatePicker.datePickerStyle`).
    public static func style(preferred: DatePickerStyle, mode: DatePickerMode) -> DatePickerStyle {
      if mode == .countDownTimer { return .wheels }
      return preferred == .automatic ? .compact : preferred
    }

    /// The compact style's buttons' texts: the date ("Jan 9, 2007") and/or the time ("9:41 AM").
    public var compactTexts: [String] {
      switch datePickerMode {
      case .date: return [date.mediumDate]
      case .time: return [date.shortTime]
      case .dateAndTime: return [date.mediumDate, date.shortTime]
      case .countDownTimer: return []
      }
    }

    /// The wheels, leading first: each column's rows and which of them is selected.
    public var wheelColumns: [(rows: [String], selected: Int)] {
      let hour12 = (date.hour + 11) % 12 + 1
      let hours = (1...12).map(String.init), minutes = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
      let meridiem = (["AM", "PM"], date.hour < 12 ? 0 : 1)
      switch datePickerMode {
      case .dateAndTime:
        let days = (-3...3).map { date.adding(days: $0).weekdayMonthDay }
        return [(days, 3), (hours, hour12 - 1), (minutes, date.minute), meridiem]
      case .date:
        let months = DateTimeValue.monthNames
        let days = (1...DateTimeValue.daysIn(month: date.month, year: date.year)).map(String.init)
        let years = (date.year - 3...date.year + 3).map(String.init)
        return [(months, date.month - 1), (days, date.day - 1), (years, 3)]
      case .time:
        return [(hours, hour12 - 1), (minutes, date.minute), meridiem]
      case .countDownTimer:
        let total = Int(max(0, countDownDuration)) / 60
        let hoursShown = (0..<24).map { "\($0) hours" }, minutesShown = (0..<60).map { "\($0) min" }
        return [(hoursShown, min(23, total / 60)), (minutesShown, total % 60)]
      }
    }
  }

  /// `UIDatePicker.Mode`.
  public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
    case time, date, dateAndTime, countDownTimer
  }

  /// `UIDatePickerStyle` (`inline` is drawn as compact: Plumb has no calendar view).
  public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, wheels, compact, inline
  }

  /// A calendar date and time of day as a date picker shows it (Gregorian, no time zone).
  ///
  /// ```swift
  /// DateTimeValue(year: 2007, month: 1, day: 9, hour: 9, minute: 41).mediumDate   // "Jan 9, 2007"
  /// ```
  public struct DateTimeValue: Sendable, Hashable {
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
      self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    /// 9:41 on 9 January 2007, the time Apple's screenshots show (the default, so pictures do not change
    /// with the day they are drawn).
    public static let keynote = DateTimeValue(year: 2007, month: 1, day: 9, hour: 9, minute: 41)

    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The value as the scene format writes it: "2007-01-09T09:41".
    public var isoText: String {
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let digits = String(year)
      return "\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute))"
    }

    /// Reads "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" (years 1 … 9999, a real day of the month); nil otherwise.
    public init?(isoText text: String) {
      let parts = text.split(separator: "T", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return nil }
      let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
      guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
            (1...9999).contains(year), (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
      else { return nil }
      var hour = 0, minute = 0
      if parts.count == 2 {
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2, time[0].count == 2, time[1].count == 2, let h = Int(time[0]), let m = Int(time[1]),
              (0...23).contains(h), (0...59).contains(m) else { return nil }
        hour = h; minute = m
      }
      self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// The UTC date and time `seconds` after 1 January 2001 (Foundation's reference date, as Interface Builder
    /// stores dates), clamped to the years 1 … 9999.
    ///
    /// ```swift
    /// DateTimeValue(secondsSinceReferenceDate: 190_028_460).isoText   // "2007-01-09T09:41"
    /// ```
    public init(secondsSinceReferenceDate seconds: Double) {
      // Days from 1 January 2001 to 1 January of year 1 and of year 10000.
      let lowest = -730_485.0, highest = 2_921_574.0
      let clamped = seconds.isFinite ? min(max(seconds, lowest * 86_400), highest * 86_400 - 60) : 0
      let days = (clamped / 86_400).rounded(.down)
      let minutes = Int(((clamped - days * 86_400) / 60).rounded(.down))
      // Howard Hinnant's civil-from-days, counted from 1 March of year 0, on which 1 January 2001 is day 730,791.
      let z = Int(days) + 730_791
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let dayOfEra = z - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let shifted = (5 * dayOfYear + 2) / 153
      let day = dayOfYear - (153 * shifted + 2) / 5 + 1
      let month = shifted < 10 ? shifted + 3 : shifted - 9
      let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
      self.init(year: min(max(year, 1), 9999), month: month, day: day, hour: minutes / 60, minute: minutes % 60)
    }

    /// "Jan 9, 2007".
    public var mediumDate: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }
    /// "9:41 AM".
    public var shortTime: String { "\((hour + 11) % 12 + 1):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")" }
    /// "Tue Jan 9".
    public var weekdayMonthDay: String { "\(Self.weekdayNames[weekday]) \(Self.monthNames[month - 1].prefix(3)) \(day)" }

    /// 0 = Sunday (Sakamoto's method).
    var weekday: Int {
      let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
      let y = month < 3 ? year - 1 : year
      return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }

    static func daysIn(month: Int, year: Int) -> Int {
      switch month {
      case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
      case 4, 6, 9, 11: return 30
      default: return 31
      }
    }

    /// The same time `days` days later (or earlier).
    func adding(days: Int) -> DateTimeValue {
      var result = self
      var remaining = days
      while remaining > 0 {
        result.day += 1
        if result.day > Self.daysIn(month: result.month, year: result.year) {
          result.day = 1; result.month += 1
          if result.month > 12 { result.month = 1; result.year += 1 }
        }
        remaining -= 1
      }
      while remaining < 0 {
        result.day -= 1
        if result.day < 1 {
          result.month -= 1
          if result.month < 1 { result.month = 12; result.year -= 1 }
          result.day = Self.daysIn(month: result.month, year: result.year)
        }
        remaining += 1
      }
      return result
    }
  }
}
