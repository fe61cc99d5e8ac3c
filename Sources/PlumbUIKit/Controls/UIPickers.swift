import Foundation
import PlumbLayout

/// What a picker view asks for its shape (UIKit's `UIPickerViewDataSource`).
///
/// ```swift
/// func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
/// func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
/// ```
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for its rows' titles (UIKit's `UIPickerViewDelegate`; only titles are drawn).
///
/// ```swift
/// func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
/// ```
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
}

/// Spinning wheels (UIKit's `UIPickerView`), 320 × 216: the rows its data source and delegate give, the
/// selected ones in the selection band. At most 20 components of 1,000 rows are read.
///
/// ```swift
/// let sizes = UIPickerView()
/// sizes.dataSource = model; sizes.delegate = model
/// sizes.selectRow(2, inComponent: 0, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
  open weak var dataSource: UIPickerViewDataSource? { didSet { invalidateLayout() } }
  open weak var delegate: UIPickerViewDelegate? { didSet { invalidateLayout() } }
  private var selected: [Int: Int] = [:]

  open var numberOfComponents: Int { min(20, max(0, dataSource?.numberOfComponents(in: self) ?? 0)) }
  open func numberOfRows(inComponent component: Int) -> Int {
    min(1000, max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0))
  }
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row; invalidateLayout() }
  open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? 0 }
  open func reloadAllComponents() { invalidateLayout() }
  open func reloadComponent(_ component: Int) { invalidateLayout() }

  override func sceneContent(traits: UITraitCollection) -> SceneContent {
    let components = (0..<numberOfComponents).map { component in
      (0..<numberOfRows(inComponent: component)).map { delegate?.pickerView(self, titleForRow: $0, forComponent: component) ?? "?" }
    }
    let picker = Layout.PickerView(components: components, selectedRows: components.indices.map { selectedRow(inComponent: $0) })
    return SceneContent(kind: .control(.pickerView(picker)), intrinsic: explicitIntrinsicSize())
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}

/// A date picker (UIKit's `UIDatePicker`): wheels, or iOS 14's compact buttons (`automatic`), in US English,
/// its `date` shown in UTC.
///
/// ```swift
/// let when = UIDatePicker()
/// when.datePickerMode = .date
/// when.preferredDatePickerStyle = .wheels
/// when.date = Date(timeIntervalSinceReferenceDate: 190_028_460)   // Jan 9, 2007
/// ```
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer

    var plumb: Layout.DatePickerMode { Layout.DatePickerMode.allCases[rawValue] }
  }

  open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { invalidateIntrinsicContentSize() } }
  /// The style drawn: `automatic` is compact, a countdown timer's wheels.
  open var datePickerStyle: UIDatePickerStyle {
    UIDatePickerStyle(Layout.DatePicker.style(preferred: preferredDatePickerStyle.plumb, mode: datePickerMode.plumb))
  }
  /// The date shown: 9:41 on 9 January 2007 until set (so pictures do not change with the day).
  open var date = Date(timeIntervalSinceReferenceDate: 190_028_460) { didSet { invalidateIntrinsicContentSize() } }
  open var countDownDuration: TimeInterval = 60 { didSet { invalidateLayout() } }
  open var minuteInterval = 1
  open var minimumDate: Date?
  open var maximumDate: Date?
  open var locale: Locale?

  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .datePicker(Layout.DatePicker(
      datePickerMode: datePickerMode.plumb, preferredDatePickerStyle: preferredDatePickerStyle.plumb,
      date: Layout.DateTimeValue(secondsSinceReferenceDate: date.timeIntervalSinceReferenceDate),
      countDownDuration: countDownDuration, isEnabled: isEnabled))
  }
}

/// UIKit's `UIDatePickerStyle` (`inline` is drawn compact).
///
/// ```swift
/// picker.preferredDatePickerStyle = .wheels
/// ```
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline

  var plumb: Layout.DatePickerStyle { Layout.DatePickerStyle.allCases[rawValue] }
  init(_ style: Layout.DatePickerStyle) { self = UIDatePickerStyle(rawValue: Layout.DatePickerStyle.allCases.firstIndex(of: style)!)! }
}
