import Foundation
import PlumbLayout

/// A value on a track (UIKit's `UISlider`).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The track's rectangle in `bounds` (overridable as in UIKit: a thicker track; Plumb draws its own).
  ///
  /// ```swift
  /// override func trackRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 0, y: bounds.midY - 3, width: bounds.width, height: 6) }
  /// ```
  open func trackRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4) }
  /// The thumb's rectangle for `value` on `rect` (a 28-point thumb, as UIKit's).
  ///
  /// ```swift
  /// let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
  /// ```
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
    let x = rect.minX + (rect.width - 28) * min(max(span, 0), 1)
    return CGRect(x: x, y: rect.midY - 14, width: 28, height: 28)
  }
  open var value: Float = 0 { didSet { invalidateLayout() } }
  open var minimumValue: Float = 0 { didSet { invalidateLayout() } }
  open var maximumValue: Float = 1 { didSet { invalidateLayout() } }
  open var minimumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open var maximumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
  /// Whether the slider sends `.valueChanged` while the thumb is dragged (`true`, UIKit's default) or only
  /// when it is released; kept (a snapshot never drags).
  ///
  /// ```swift
  /// slider.isContinuous = false
  /// ```
  open var isContinuous = true

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .slider(Layout.Slider(
      value: Double(value), minimumValue: Double(minimumValue), maximumValue: Double(maximumValue),
      minimumTrackTintColor: minimumTrackTintColor?.plumbColor(traits),
      maximumTrackTintColor: maximumTrackTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}
