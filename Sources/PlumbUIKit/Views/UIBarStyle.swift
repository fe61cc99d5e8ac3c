import Foundation
import PlumbLayout

/// UIKit's `UIBarStyle` (`black` draws a bar dark in either appearance).
///
/// ```swift
/// toolbar.barStyle = .black
/// ```
public enum UIBarStyle: Int, Sendable {
  case `default` = 0, black = 1

  var plumb: Layout.BarStyle { self == .black ? .black : .default }
}
