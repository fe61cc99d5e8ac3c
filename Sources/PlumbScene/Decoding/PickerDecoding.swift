import PlumbLayout

extension SceneDecoder {
  /// The keys of UIKit's pickers (UIKit's property names), beside `controlKeys`.
  static let pickerKeys: [String: [String]] = [
    "pickerView": ["components", "selectedRows"],
    "datePicker": ["datePickerMode", "preferredDatePickerStyle", "date", "countDownDuration", "isEnabled"],
  ]

  /// Components and rows per component at most.
  static let maxPickerComponents = 20, maxPickerRows = 1000

  /// A picker of kind `kind` from its keys; nil for other kinds.
  func decodePicker(_ kind: String, _ object: ObjectReader) throws -> Layout.Control? {
    switch kind {
    case "pickerView":
      var picker = Layout.PickerView()
      if let value = object["components"] {
        let list = try value.list()
        guard list.count <= Self.maxPickerComponents else {
          throw value.error(.outOfRange(Double(list.count), expected: "at most \(Self.maxPickerComponents) components"))
        }
        picker.components = try list.map { component in
          let rows = try component.list()
          guard rows.count <= Self.maxPickerRows else {
            throw component.error(.outOfRange(Double(rows.count), expected: "at most \(Self.maxPickerRows) rows"))
          }
          return try rows.map { try $0.string() }
        }
      }
      if let value = object["selectedRows"] {
        let list = try value.list()
        guard list.count <= picker.components.count else {
          throw value.error(.outOfRange(Double(list.count), expected: "at most one row per component (\(picker.components.count))"))
        }
        picker.selectedRows = try list.enumerated().map { index, field in
          try field.integer(in: 0...max(0, picker.components[index].count - 1))
        }
      }
      return .pickerView(picker)
    case "datePicker":
      var picker = Layout.DatePicker()
      if let value = object["datePickerMode"] { picker.datePickerMode = try value.name(Layout.DatePickerMode.self, what: "date picker mode") }
      if let value = object["preferredDatePickerStyle"] {
        picker.preferredDatePickerStyle = try value.name(Layout.DatePickerStyle.self, what: "date picker style")
      }
      if let value = object["date"] {
        let text = try value.string()
        guard let date = Layout.DateTimeValue(isoText: text) else {
          throw value.error(.wrongType(expected: "a date \"YYYY-MM-DD\" or \"YYYY-MM-DDTHH:MM\"", found: "'\(text)'"))
        }
        picker.date = date
      }
      if let value = object["countDownDuration"] {
        picker.countDownDuration = try value.number(in: 0...86_399, expected: "seconds from 0 to 86399")
      }
      if let value = object["isEnabled"] { picker.isEnabled = try value.bool() }
      return .datePicker(picker)
    default:
      return nil
    }
  }
}
