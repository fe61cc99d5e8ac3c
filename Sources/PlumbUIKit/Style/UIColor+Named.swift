import Foundation
import PlumbLayout

/// UIKit's named colours: the fixed ones, and the system colours, which read PlumbLayout's one table
/// (`SystemColor`: light, dark and increased-contrast values), so a view renders the same colour as the scene
/// file or storyboard that names it.
///
/// ```swift
/// label.textColor = .secondaryLabel
/// view.backgroundColor = .systemGroupedBackground
/// UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // (10, 132, 255)
/// ```
extension UIColor {
  public class var clear: UIColor { UIColor(Color.clear, name: "clear") }
  public class var black: UIColor { UIColor(Color.black, name: "black") }
  public class var darkGray: UIColor { UIColor(Color.darkGray, name: "darkGray") }
  public class var lightGray: UIColor { UIColor(Color.lightGray, name: "lightGray") }
  public class var white: UIColor { UIColor(Color.white, name: "white") }
  public class var gray: UIColor { UIColor(Color.gray, name: "gray") }
  public class var red: UIColor { UIColor(Color.red, name: "red") }
  public class var green: UIColor { UIColor(Color.green, name: "green") }
  public class var blue: UIColor { UIColor(Color.blue, name: "blue") }
  public class var cyan: UIColor { UIColor(Color.cyan, name: "cyan") }
  public class var yellow: UIColor { UIColor(Color.yellow, name: "yellow") }
  public class var magenta: UIColor { UIColor(Color.magenta, name: "magenta") }
  public class var orange: UIColor { UIColor(Color.orange, name: "orange") }
  public class var purple: UIColor { UIColor(Color.purple, name: "purple") }
  public class var brown: UIColor { UIColor(Color.brown, name: "brown") }
  public class var lightText: UIColor { UIColor(Color.lightText, name: "lightText") }
  public class var darkText: UIColor { UIColor(Color.darkText, name: "darkText") }
  public class var tintColor: UIColor { .systemBlue }

  public class var systemRed: UIColor { .system(.systemRed) }
  public class var systemOrange: UIColor { .system(.systemOrange) }
  public class var systemYellow: UIColor { .system(.systemYellow) }
  public class var systemGreen: UIColor { .system(.systemGreen) }
  public class var systemMint: UIColor { .system(.systemMint) }
  public class var systemTeal: UIColor { .system(.systemTeal) }
  public class var systemCyan: UIColor { .system(.systemCyan) }
  public class var systemBlue: UIColor { .system(.systemBlue) }
  public class var systemIndigo: UIColor { .system(.systemIndigo) }
  public class var systemPurple: UIColor { .system(.systemPurple) }
  public class var systemPink: UIColor { .system(.systemPink) }
  public class var systemBrown: UIColor { .system(.systemBrown) }
  public class var systemGray: UIColor { .system(.systemGray) }
  public class var systemGray2: UIColor { .system(.systemGray2) }
  public class var systemGray3: UIColor { .system(.systemGray3) }
  public class var systemGray4: UIColor { .system(.systemGray4) }
  public class var systemGray5: UIColor { .system(.systemGray5) }
  public class var systemGray6: UIColor { .system(.systemGray6) }
  public class var label: UIColor { .system(.label) }
  public class var secondaryLabel: UIColor { .system(.secondaryLabel) }
  public class var tertiaryLabel: UIColor { .system(.tertiaryLabel) }
  public class var quaternaryLabel: UIColor { .system(.quaternaryLabel) }
  public class var systemBackground: UIColor { .system(.systemBackground) }
  public class var secondarySystemBackground: UIColor { .system(.secondarySystemBackground) }
  public class var tertiarySystemBackground: UIColor { .system(.tertiarySystemBackground) }
  public class var systemGroupedBackground: UIColor { .system(.systemGroupedBackground) }
  public class var secondarySystemGroupedBackground: UIColor { .system(.secondarySystemGroupedBackground) }
  public class var tertiarySystemGroupedBackground: UIColor { .system(.tertiarySystemGroupedBackground) }
  public class var separator: UIColor { .system(.separator) }
  public class var opaqueSeparator: UIColor { .system(.opaqueSeparator) }
  public class var link: UIColor { .system(.link) }
  public class var placeholderText: UIColor { .system(.placeholderText) }
  public class var systemFill: UIColor { .system(.systemFill) }
  public class var secondarySystemFill: UIColor { .system(.secondarySystemFill) }
  public class var tertiarySystemFill: UIColor { .system(.tertiarySystemFill) }
  public class var quaternarySystemFill: UIColor { .system(.quaternarySystemFill) }
}
