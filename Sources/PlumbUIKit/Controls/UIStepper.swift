import Foundation
import PlumbLayout

/// A minus/plus pair (UIKit's `UIStepper`), 94 × 32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  open var value: Double = 0 { didSet { invalidateLayout() } }
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .stepper(Layout.Stepper(value: value, minimumValue: minimumValue, maximumValue: maximumValue, isEnabled: isEnabled))
  }
}
