extension Layout {
  /// An on/off switch (`UISwitch`): 51×31 frame, alignment rect 49×31 (the frame is 2 pt wider on the trailing side).
  ///
  /// ```swift
  /// let wifi = Layout.Switch(isOn: true, onTintColor: .system(.systemBlue))
  /// ```
  public struct Switch: Sendable, Hashable {
    public var isOn: Bool
    /// `nil`: `systemGreen`.
    public var onTintColor: Color?
    /// `nil`: white.
    public var thumbTintColor: Color?
    public var isEnabled: Bool
    public init(isOn: Bool = false, onTintColor: Color? = nil, thumbTintColor: Color? = nil, isEnabled: Bool = true) {
      self.isOn = isOn; self.onTintColor = onTintColor; self.thumbTintColor = thumbTintColor; self.isEnabled = isEnabled
    }
  }

  /// A segmented control (`UISegmentedControl`): equal segments as wide as the widest title plus padding,
  /// 32 high (alignment rect 31: the frame is 1 pt taller below).
  ///
  /// ```swift
  /// let filter = Layout.SegmentedControl(segments: ["All", "Unread"], selectedSegmentIndex: 0)
  /// ```
  public struct SegmentedControl: Sendable, Hashable {
    public var segments: [String]
    /// `-1` (UIKit's `noSegment`): none selected.
    public var selectedSegmentIndex: Int
    /// `nil`: white in light, `systemGray` tones in dark (iOS 13+ look).
    public var selectedSegmentTintColor: Color?
    public var isEnabled: Bool
    public init(segments: [String] = [], selectedSegmentIndex: Int = -1, selectedSegmentTintColor: Color? = nil, isEnabled: Bool = true) {
      self.segments = segments; self.selectedSegmentIndex = selectedSegmentIndex
      self.selectedSegmentTintColor = selectedSegmentTintColor; self.isEnabled = isEnabled
    }
  }

  /// A slider (`UISlider`): no intrinsic width; 31 high, the frame 2 pt wider each side and 1 pt taller
  /// below than the alignment rect.
  ///
  /// ```swift
  /// let volume = Layout.Slider(value: 0.7)
  /// ```
  public struct Slider: Sendable, Hashable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// `nil`: the tint colour.
    public var minimumTrackTintColor: Color?
    /// `nil`: `systemFill`-like grey.
    public var maximumTrackTintColor: Color?
    public var isEnabled: Bool
    public init(
      value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, minimumTrackTintColor: Color? = nil,
      maximumTrackTintColor: Color? = nil, isEnabled: Bool = true
    ) {
      self.value = value; self.minimumValue = minimumValue; self.maximumValue = maximumValue
      self.minimumTrackTintColor = minimumTrackTintColor; self.maximumTrackTintColor = maximumTrackTintColor
      self.isEnabled = isEnabled
    }

    /// Where the thumb sits, 0…1 (the value clamped to the range).
    public var fraction: Double {
      guard maximumValue > minimumValue else { return 0 }
      return min(1, max(0, (value - minimumValue) / (maximumValue - minimumValue)))
    }
  }

  /// A progress view (`UIProgressView`): no intrinsic width, 4 high (`bar`: 2.5).
  ///
  /// ```swift
  /// let download = Layout.ProgressView(progress: 0.4)
  /// ```
  public struct ProgressView: Sendable, Hashable {
    public var progress: Double
    public var progressViewStyle: ProgressViewStyle
    /// `nil`: the tint colour.
    public var progressTintColor: Color?
    /// `nil`: `systemGray5`-like track (`systemFill` for `bar`).
    public var trackTintColor: Color?
    public init(progress: Double = 0, progressViewStyle: ProgressViewStyle = .default, progressTintColor: Color? = nil, trackTintColor: Color? = nil) {
      self.progress = progress; self.progressViewStyle = progressViewStyle
      self.progressTintColor = progressTintColor; self.trackTintColor = trackTintColor
    }
  }

  /// `UIProgressView.Style`.
  public enum ProgressViewStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, bar
  }

  /// An activity indicator (`UIActivityIndicatorView`), drawn as a still frame: `medium` 20×20, `large` 37×37.
  ///
  /// ```swift
  /// let spinner = Layout.ActivityIndicator(style: .large)
  /// ```
  public struct ActivityIndicator: Sendable, Hashable {
    public var style: ActivityIndicatorStyle
    /// `nil`: `systemGray` (the pre-iOS 13 `white` styles: white).
    public var color: Color?
    public init(style: ActivityIndicatorStyle = .medium, color: Color? = nil) { self.style = style; self.color = color }
  }

  /// `UIActivityIndicatorView.Style`, including the pre-iOS 13 names Interface Builder still writes.
  public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
    case medium, large, gray, white, whiteLarge

    /// Whether this is a 37-point style.
    public var isLarge: Bool { self == .large || self == .whiteLarge }
  }

  /// A stepper (`UIStepper`): 94×32.
  ///
  /// ```swift
  /// let count = Layout.Stepper(value: 1, minimumValue: 1, maximumValue: 10)
  /// ```
  public struct Stepper: Sendable, Hashable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public var isEnabled: Bool
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, isEnabled: Bool = true) {
      self.value = value; self.minimumValue = minimumValue; self.maximumValue = maximumValue; self.isEnabled = isEnabled
    }
  }

  /// A page control (`UIPageControl`): 7-point dots 9 points apart, 37 high (39×37 for 3 pages).
  ///
  /// ```swift
  /// let pages = Layout.PageControl(numberOfPages: 5, currentPage: 2)
  /// ```
  public struct PageControl: Sendable, Hashable {
    public var numberOfPages: Int
    public var currentPage: Int
    /// `nil`: a translucent grey (`tertiaryLabel`).
    public var pageIndicatorTintColor: Color?
    /// `nil`: `label`.
    public var currentPageIndicatorTintColor: Color?
    public init(numberOfPages: Int = 0, currentPage: Int = 0, pageIndicatorTintColor: Color? = nil, currentPageIndicatorTintColor: Color? = nil) {
      self.numberOfPages = numberOfPages; self.currentPage = currentPage
      self.pageIndicatorTintColor = pageIndicatorTintColor; self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
    }
  }
}
