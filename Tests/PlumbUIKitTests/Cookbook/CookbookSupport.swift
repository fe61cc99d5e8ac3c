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

/// A label whose intrinsic height is fixed (the cookbook's stand-in for buttons and text fields).
final class FixedHeightLabel: UILabel {
  var fixedHeight: CGFloat = 30
  override var intrinsicContentSize: CGSize {
    CGSize(width: super.intrinsicContentSize.width, height: fixedHeight)
  }
}

/// A 51 × 31 rounded view standing in for a switch.
final class SwitchStandIn: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
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

/// The cookbook's button stand-in: centred system-blue 15-point text, 30 points high.
@MainActor func buttonStandIn(_ name: String, _ title: String, background: UInt32? = 0xAAAAAA) -> FixedHeightLabel {
  let button = autoLayoutView(FixedHeightLabel(), name)
  button.text = title
  button.font = .systemFont(ofSize: 15)
  button.textColor = .systemBlue
  button.textAlignment = .center
  if let background { button.backgroundColor = rgb(background) }
  return button
}

/// The cookbook's text-field stand-in: grey placeholder text in a rounded 1-point border, 30 points high.
@MainActor func textFieldStandIn(_ name: String, _ placeholder: String) -> FixedHeightLabel {
  let field = autoLayoutView(FixedHeightLabel(), name)
  field.text = placeholder
  field.font = .systemFont(ofSize: 14)
  field.textColor = rgb(0xC7C7CD)
  field.layer.borderWidth = 1
  field.layer.borderColor = rgb(0xCCCCCC).cgColor
  field.layer.cornerRadius = 5
  return field
}

/// A white root view for a recipe.
@MainActor func recipeRoot() -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  root.backgroundColor = .white
  return root
}
