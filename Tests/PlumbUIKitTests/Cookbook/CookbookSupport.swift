// Plain UIKit code: this file builds for iOS unchanged (the import is its only guard).
#if canImport(UIKit)
import UIKit
#else
import PlumbUIKit
#endif

/// A colour from 0xRRGGBB, as app code often spells its palette.
@MainActor func rgb(_ value: UInt32) -> UIColor {
  UIColor(
    red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
    blue: CGFloat(value & 0xFF) / 255, alpha: 1)
}

/// A view for Auto Layout, named for layout text and diagnostics.
@MainActor func autoLayoutView<View: UIView>(_ view: View, _ name: String) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  view.accessibilityIdentifier = name
  return view
}

/// A plain coloured view.
@MainActor func coloredView(_ name: String, _ color: UInt32?) -> UIView {
  let view = autoLayoutView(UIView(), name)
  if let color { view.backgroundColor = rgb(color) }
  return view
}

/// A label with hugging 251 on both axes, as Interface Builder makes them.
@MainActor func label(_ name: String, _ text: String, font: UIFont) -> UILabel {
  let label = autoLayoutView(UILabel(), name)
  label.text = text
  label.font = font
  label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
  label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
  return label
}

/// The cookbook's button: a system button with a 15-point title, on the recipe's grey background.
@MainActor func buttonStandIn(_ name: String, _ title: String, background: UInt32? = 0xAAAAAA) -> UIButton {
  let button = autoLayoutView(UIButton(type: .system), name)
  button.setTitle(title, for: .normal)
  if let background { button.backgroundColor = rgb(background) }
  return button
}

/// The cookbook's text field: a rounded-rect field with a placeholder in the 14-point system font.
@MainActor func textFieldStandIn(_ name: String, _ placeholder: String) -> UITextField {
  let field = autoLayoutView(UITextField(), name)
  field.placeholder = placeholder
  field.borderStyle = .roundedRect
  field.font = .systemFont(ofSize: 14)
  return field
}

/// A white root view for a recipe.
@MainActor func recipeRoot() -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  root.backgroundColor = .white
  return root
}
