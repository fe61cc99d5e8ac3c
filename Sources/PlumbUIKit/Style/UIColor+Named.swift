import Foundation
import PlumbLayout

/// UIKit's named colours: the fixed ones, and the system colours with their light, dark and
/// increased-contrast values (iOS 15+ palette).
///
/// ```swift
/// label.textColor = .secondaryLabel
/// view.backgroundColor = .systemGroupedBackground
/// UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // (10, 132, 255)
/// ```
extension UIColor {
  public class var clear: UIColor { UIColor(Color.clear, name: "clear") }
  public class var black: UIColor { UIColor(Color(red: 0, green: 0, blue: 0), name: "black") }
  public class var darkGray: UIColor { UIColor(Color(red: 1.0/3, green: 1.0/3, blue: 1.0/3), name: "darkGray") }
  public class var lightGray: UIColor { UIColor(Color(red: 2.0/3, green: 2.0/3, blue: 2.0/3), name: "lightGray") }
  public class var white: UIColor { UIColor(Color(red: 1, green: 1, blue: 1), name: "white") }
  public class var gray: UIColor { UIColor(Color(red: 0.5, green: 0.5, blue: 0.5), name: "gray") }
  public class var red: UIColor { UIColor(Color(red: 1, green: 0, blue: 0), name: "red") }
  public class var green: UIColor { UIColor(Color(red: 0, green: 1, blue: 0), name: "green") }
  public class var blue: UIColor { UIColor(Color(red: 0, green: 0, blue: 1), name: "blue") }
  public class var cyan: UIColor { UIColor(Color(red: 0, green: 1, blue: 1), name: "cyan") }
  public class var yellow: UIColor { UIColor(Color(red: 1, green: 1, blue: 0), name: "yellow") }
  public class var magenta: UIColor { UIColor(Color(red: 1, green: 0, blue: 1), name: "magenta") }
  public class var orange: UIColor { UIColor(Color(red: 1, green: 0.5, blue: 0), name: "orange") }
  public class var purple: UIColor { UIColor(Color(red: 0.5, green: 0, blue: 0.5), name: "purple") }
  public class var brown: UIColor { UIColor(Color(red: 0.6, green: 0.4, blue: 0.2), name: "brown") }
  public class var systemRed: UIColor { .system("systemRed", light: Color(red8: 255, green8: 59, blue8: 48, alpha8: 255), dark: Color(red8: 255, green8: 69, blue8: 58, alpha8: 255), lightHighContrast: Color(red8: 215, green8: 0, blue8: 21, alpha8: 255), darkHighContrast: Color(red8: 255, green8: 105, blue8: 97, alpha8: 255)) }
  public class var systemOrange: UIColor { .system("systemOrange", light: Color(red8: 255, green8: 149, blue8: 0, alpha8: 255), dark: Color(red8: 255, green8: 159, blue8: 10, alpha8: 255), lightHighContrast: Color(red8: 201, green8: 52, blue8: 0, alpha8: 255), darkHighContrast: Color(red8: 255, green8: 179, blue8: 64, alpha8: 255)) }
  public class var systemYellow: UIColor { .system("systemYellow", light: Color(red8: 255, green8: 204, blue8: 0, alpha8: 255), dark: Color(red8: 255, green8: 214, blue8: 10, alpha8: 255), lightHighContrast: Color(red8: 178, green8: 80, blue8: 0, alpha8: 255), darkHighContrast: Color(red8: 255, green8: 212, blue8: 38, alpha8: 255)) }
  public class var systemGreen: UIColor { .system("systemGreen", light: Color(red8: 52, green8: 199, blue8: 89, alpha8: 255), dark: Color(red8: 48, green8: 209, blue8: 88, alpha8: 255), lightHighContrast: Color(red8: 36, green8: 138, blue8: 61, alpha8: 255), darkHighContrast: Color(red8: 48, green8: 219, blue8: 91, alpha8: 255)) }
  public class var systemMint: UIColor { .system("systemMint", light: Color(red8: 0, green8: 199, blue8: 190, alpha8: 255), dark: Color(red8: 99, green8: 230, blue8: 226, alpha8: 255), lightHighContrast: Color(red8: 12, green8: 129, blue8: 123, alpha8: 255), darkHighContrast: Color(red8: 102, green8: 212, blue8: 207, alpha8: 255)) }
  public class var systemTeal: UIColor { .system("systemTeal", light: Color(red8: 48, green8: 176, blue8: 199, alpha8: 255), dark: Color(red8: 64, green8: 200, blue8: 224, alpha8: 255), lightHighContrast: Color(red8: 0, green8: 130, blue8: 153, alpha8: 255), darkHighContrast: Color(red8: 93, green8: 230, blue8: 255, alpha8: 255)) }
  public class var systemCyan: UIColor { .system("systemCyan", light: Color(red8: 50, green8: 173, blue8: 230, alpha8: 255), dark: Color(red8: 100, green8: 210, blue8: 255, alpha8: 255), lightHighContrast: Color(red8: 0, green8: 113, blue8: 164, alpha8: 255), darkHighContrast: Color(red8: 112, green8: 215, blue8: 255, alpha8: 255)) }
  public class var systemBlue: UIColor { .system("systemBlue", light: Color(red8: 0, green8: 122, blue8: 255, alpha8: 255), dark: Color(red8: 10, green8: 132, blue8: 255, alpha8: 255), lightHighContrast: Color(red8: 0, green8: 64, blue8: 221, alpha8: 255), darkHighContrast: Color(red8: 64, green8: 156, blue8: 255, alpha8: 255)) }
  public class var systemIndigo: UIColor { .system("systemIndigo", light: Color(red8: 88, green8: 86, blue8: 214, alpha8: 255), dark: Color(red8: 94, green8: 92, blue8: 230, alpha8: 255), lightHighContrast: Color(red8: 54, green8: 52, blue8: 163, alpha8: 255), darkHighContrast: Color(red8: 125, green8: 122, blue8: 255, alpha8: 255)) }
  public class var systemPurple: UIColor { .system("systemPurple", light: Color(red8: 175, green8: 82, blue8: 222, alpha8: 255), dark: Color(red8: 191, green8: 90, blue8: 242, alpha8: 255), lightHighContrast: Color(red8: 137, green8: 68, blue8: 171, alpha8: 255), darkHighContrast: Color(red8: 218, green8: 143, blue8: 255, alpha8: 255)) }
  public class var systemPink: UIColor { .system("systemPink", light: Color(red8: 255, green8: 45, blue8: 85, alpha8: 255), dark: Color(red8: 255, green8: 55, blue8: 95, alpha8: 255), lightHighContrast: Color(red8: 211, green8: 15, blue8: 69, alpha8: 255), darkHighContrast: Color(red8: 255, green8: 100, blue8: 130, alpha8: 255)) }
  public class var systemBrown: UIColor { .system("systemBrown", light: Color(red8: 162, green8: 132, blue8: 94, alpha8: 255), dark: Color(red8: 172, green8: 142, blue8: 104, alpha8: 255), lightHighContrast: Color(red8: 127, green8: 101, blue8: 69, alpha8: 255), darkHighContrast: Color(red8: 181, green8: 148, blue8: 105, alpha8: 255)) }
  public class var systemGray: UIColor { .system("systemGray", light: Color(red8: 142, green8: 142, blue8: 147, alpha8: 255), dark: Color(red8: 142, green8: 142, blue8: 147, alpha8: 255), lightHighContrast: Color(red8: 108, green8: 108, blue8: 112, alpha8: 255), darkHighContrast: Color(red8: 174, green8: 174, blue8: 178, alpha8: 255)) }
  public class var systemGray2: UIColor { .system("systemGray2", light: Color(red8: 174, green8: 174, blue8: 178, alpha8: 255), dark: Color(red8: 99, green8: 99, blue8: 102, alpha8: 255), lightHighContrast: Color(red8: 142, green8: 142, blue8: 147, alpha8: 255), darkHighContrast: Color(red8: 124, green8: 124, blue8: 128, alpha8: 255)) }
  public class var systemGray3: UIColor { .system("systemGray3", light: Color(red8: 199, green8: 199, blue8: 204, alpha8: 255), dark: Color(red8: 72, green8: 72, blue8: 74, alpha8: 255), lightHighContrast: Color(red8: 174, green8: 174, blue8: 178, alpha8: 255), darkHighContrast: Color(red8: 84, green8: 84, blue8: 86, alpha8: 255)) }
  public class var systemGray4: UIColor { .system("systemGray4", light: Color(red8: 209, green8: 209, blue8: 214, alpha8: 255), dark: Color(red8: 58, green8: 58, blue8: 60, alpha8: 255), lightHighContrast: Color(red8: 188, green8: 188, blue8: 192, alpha8: 255), darkHighContrast: Color(red8: 68, green8: 68, blue8: 70, alpha8: 255)) }
  public class var systemGray5: UIColor { .system("systemGray5", light: Color(red8: 229, green8: 229, blue8: 234, alpha8: 255), dark: Color(red8: 44, green8: 44, blue8: 46, alpha8: 255), lightHighContrast: Color(red8: 216, green8: 216, blue8: 220, alpha8: 255), darkHighContrast: Color(red8: 54, green8: 54, blue8: 56, alpha8: 255)) }
  public class var systemGray6: UIColor { .system("systemGray6", light: Color(red8: 242, green8: 242, blue8: 247, alpha8: 255), dark: Color(red8: 28, green8: 28, blue8: 30, alpha8: 255), lightHighContrast: Color(red8: 235, green8: 235, blue8: 240, alpha8: 255), darkHighContrast: Color(red8: 36, green8: 36, blue8: 38, alpha8: 255)) }
  public class var label: UIColor { .system("label", light: Color(red8: 0, green8: 0, blue8: 0, alpha8: 255), dark: Color(red8: 255, green8: 255, blue8: 255, alpha8: 255)) }
  public class var secondaryLabel: UIColor { .system("secondaryLabel", light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 153), dark: Color(red8: 235, green8: 235, blue8: 245, alpha8: 153), lightHighContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 204), darkHighContrast: Color(red8: 235, green8: 235, blue8: 245, alpha8: 204)) }
  public class var tertiaryLabel: UIColor { .system("tertiaryLabel", light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 77), dark: Color(red8: 235, green8: 235, blue8: 245, alpha8: 77), lightHighContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 173), darkHighContrast: Color(red8: 235, green8: 235, blue8: 245, alpha8: 173)) }
  public class var quaternaryLabel: UIColor { .system("quaternaryLabel", light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 46), dark: Color(red8: 235, green8: 235, blue8: 245, alpha8: 41), lightHighContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 143), darkHighContrast: Color(red8: 235, green8: 235, blue8: 245, alpha8: 143)) }
  public class var systemBackground: UIColor { .system("systemBackground", light: Color(red8: 255, green8: 255, blue8: 255, alpha8: 255), dark: Color(red8: 0, green8: 0, blue8: 0, alpha8: 255)) }
  public class var secondarySystemBackground: UIColor { .system("secondarySystemBackground", light: Color(red8: 242, green8: 242, blue8: 247, alpha8: 255), dark: Color(red8: 28, green8: 28, blue8: 30, alpha8: 255), lightHighContrast: Color(red8: 235, green8: 235, blue8: 240, alpha8: 255), darkHighContrast: Color(red8: 36, green8: 36, blue8: 38, alpha8: 255)) }
  public class var tertiarySystemBackground: UIColor { .system("tertiarySystemBackground", light: Color(red8: 255, green8: 255, blue8: 255, alpha8: 255), dark: Color(red8: 44, green8: 44, blue8: 46, alpha8: 255), darkHighContrast: Color(red8: 54, green8: 54, blue8: 56, alpha8: 255)) }
  public class var systemGroupedBackground: UIColor { .system("systemGroupedBackground", light: Color(red8: 242, green8: 242, blue8: 247, alpha8: 255), dark: Color(red8: 0, green8: 0, blue8: 0, alpha8: 255), lightHighContrast: Color(red8: 235, green8: 235, blue8: 240, alpha8: 255)) }
  public class var secondarySystemGroupedBackground: UIColor { .system("secondarySystemGroupedBackground", light: Color(red8: 255, green8: 255, blue8: 255, alpha8: 255), dark: Color(red8: 28, green8: 28, blue8: 30, alpha8: 255), darkHighContrast: Color(red8: 36, green8: 36, blue8: 38, alpha8: 255)) }
  public class var tertiarySystemGroupedBackground: UIColor { .system("tertiarySystemGroupedBackground", light: Color(red8: 242, green8: 242, blue8: 247, alpha8: 255), dark: Color(red8: 44, green8: 44, blue8: 46, alpha8: 255), lightHighContrast: Color(red8: 235, green8: 235, blue8: 240, alpha8: 255), darkHighContrast: Color(red8: 54, green8: 54, blue8: 56, alpha8: 255)) }
  public class var separator: UIColor { .system("separator", light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 74), dark: Color(red8: 84, green8: 84, blue8: 88, alpha8: 153), lightHighContrast: Color(red8: 60, green8: 60, blue8: 67, alpha8: 94), darkHighContrast: Color(red8: 84, green8: 84, blue8: 88, alpha8: 173)) }
  public class var opaqueSeparator: UIColor { .system("opaqueSeparator", light: Color(red8: 198, green8: 198, blue8: 200, alpha8: 255), dark: Color(red8: 56, green8: 56, blue8: 58, alpha8: 255)) }
  public class var link: UIColor { .system("link", light: Color(red8: 0, green8: 122, blue8: 255, alpha8: 255), dark: Color(red8: 9, green8: 132, blue8: 255, alpha8: 255)) }
  public class var placeholderText: UIColor { .system("placeholderText", light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 77), dark: Color(red8: 235, green8: 235, blue8: 245, alpha8: 77)) }
  public class var systemFill: UIColor { .system("systemFill", light: Color(red8: 120, green8: 120, blue8: 128, alpha8: 51), dark: Color(red8: 120, green8: 120, blue8: 128, alpha8: 92)) }
  public class var secondarySystemFill: UIColor { .system("secondarySystemFill", light: Color(red8: 120, green8: 120, blue8: 128, alpha8: 41), dark: Color(red8: 120, green8: 120, blue8: 128, alpha8: 82)) }
  public class var tertiarySystemFill: UIColor { .system("tertiarySystemFill", light: Color(red8: 118, green8: 118, blue8: 128, alpha8: 31), dark: Color(red8: 118, green8: 118, blue8: 128, alpha8: 61)) }
  public class var quaternarySystemFill: UIColor { .system("quaternarySystemFill", light: Color(red8: 116, green8: 116, blue8: 128, alpha8: 20), dark: Color(red8: 118, green8: 118, blue8: 128, alpha8: 46)) }
  public class var lightText: UIColor { UIColor(Color(red: 1, green: 1, blue: 1, alpha: 0.6), name: "lightText") }
  public class var darkText: UIColor { UIColor(Color.black, name: "darkText") }
  public class var tintColor: UIColor { .systemBlue }
}
