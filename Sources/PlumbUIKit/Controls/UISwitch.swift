import Foundation
import PlumbLayout

/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var isOn = false { didSet { invalidateLayout() } }
  open var onTintColor: UIColor? { didSet { invalidateLayout() } }
  open var thumbTintColor: UIColor? { didSet { invalidateLayout() } }
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  override func controlKind(traits: UITraitCollection) -> Layout.Control? {
    .switch(Layout.Switch(isOn: isOn, onTintColor: onTintColor?.plumbColor(traits),
                          thumbTintColor: thumbTintColor?.plumbColor(traits), isEnabled: isEnabled))
  }
}
