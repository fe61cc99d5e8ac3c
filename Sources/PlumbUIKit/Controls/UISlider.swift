import Foundation
import PlumbLayout

/// A value on a track (UIKit's `UISlider`).
@preconcurrency @MainActor
open class UISlider: UIControl {
  open var value: Float = 0 { didSet { invalidateLayout() } }
  open var minimumValue: Float = 0 { didSet { invalidateLayout() } }
  open var maximumValue: Float = 1 { didSet { invalidateLayout() } }
  open var minimumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open var maximumTrackTintColor: UIColor? { didSet { invalidateLayout() } }
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .slider(Layout.Slider(
      value: Double(value), minimumValue: Double(minimumValue), maximumValue: Double(maximumValue),
      minimumTrackTintColor: minimumTrackTintColor?.plumbColor(traits),
      maximumTrackTintColor: maximumTrackTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}
