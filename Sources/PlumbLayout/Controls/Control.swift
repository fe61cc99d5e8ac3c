extension Layout {
  /// A UIKit control with its properties: the scene kinds `button`, `textField`, `textView`, `switch`,
  /// `segmentedControl`, `slider`, `progressView`, `activityIndicator`, `stepper` and `pageControl`, and
  /// UIKit's bars `navigationBar`, `toolbar`, `tabBar` and `searchBar`, its pickers `pickerView` and
  /// `datePicker`, and MapKit's `mapView`.
  ///
  /// Each has UIKit's intrinsic content size (`ControlMetrics`), so hugging and compression resistance act
  /// on it, and its alignment rect: constraints act on the alignment rect, the frame drawn and reported is
  /// outset from it (a switch 2 pt on the trailing side, a slider 2 pt each side and 1 pt below).
  ///
  /// ```swift
  /// let toggle = Layout.Node(id: "wifi", kind: .control(.switch(Layout.Switch(isOn: true))))
  /// toggle.kindName   // "switch"
  /// ```
  public enum Control: Sendable, Hashable {
    case button(Button)
    case textField(TextField)
    case textView(TextView)
    case `switch`(Switch)
    case segmentedControl(SegmentedControl)
    case slider(Slider)
    case progressView(ProgressView)
    case activityIndicator(ActivityIndicator)
    case stepper(Stepper)
    case pageControl(PageControl)
    case navigationBar(NavigationBar)
    case toolbar(Toolbar)
    case tabBar(TabBar)
    case searchBar(SearchBar)
    case pickerView(PickerView)
    case datePicker(DatePicker)
    case mapView(MapView)

    /// The scene kind key (`"switch"`, `"segmentedControl"`, …).
    public var kindName: String {
      switch self {
      case .button: return "button"
      case .textField: return "textField"
      case .textView: return "textView"
      case .switch: return "switch"
      case .segmentedControl: return "segmentedControl"
      case .slider: return "slider"
      case .progressView: return "progressView"
      case .activityIndicator: return "activityIndicator"
      case .stepper: return "stepper"
      case .pageControl: return "pageControl"
      case .navigationBar: return "navigationBar"
      case .toolbar: return "toolbar"
      case .tabBar: return "tabBar"
      case .searchBar: return "searchBar"
      case .pickerView: return "pickerView"
      case .datePicker: return "datePicker"
      case .mapView: return "mapView"
      }
    }

    /// UIKit's default content hugging: 750 on both axes for the fixed-size switch and stepper (as
    /// Interface Builder sets them), 250 for the others.
    public var defaultHugging: AxisPriorities {
      switch self {
      case .switch, .stepper: return AxisPriorities(horizontal: 750, vertical: 750)
      default: return AxisPriorities(horizontal: 250, vertical: 250)
      }
    }

    /// Every control kind key, in the order the scene format documents them.
    public static let kindNames = [
      "button", "textField", "textView", "switch", "segmentedControl", "slider", "progressView",
      "activityIndicator", "stepper", "pageControl", "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView", "datePicker",
      "mapView",
    ]
  }

  /// The state a control is drawn in (UIKit's `UIControl.State`).
  public enum ControlState: String, Sendable, Hashable, CaseIterable {
    case normal, highlighted, selected, disabled
  }
}
