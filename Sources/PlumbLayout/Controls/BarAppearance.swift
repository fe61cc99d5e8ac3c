extension Layout {
  /// How a bar looks (UIKit's `UIBarAppearance` and its navigation bar, toolbar and tab bar forms): a
  /// background configured as UIKit's `configureWithDefaultBackground()` (the bar material),
  /// `configureWithOpaqueBackground()` (`systemBackground`) or `configureWithTransparentBackground()`, a
  /// `backgroundColor` over it, the hairline's `shadowColor` (`nil`: none) and, for navigation bars, the
  /// title's colours (`titleTextAttributes` and `largeTitleTextAttributes` `foregroundColor`).
  ///
  /// ```swift
  /// var look = Layout.BarAppearance(configuration: .opaque)
  /// look.backgroundColor = .system(.systemIndigo)
  /// look.titleColor = .white
  /// Layout.NavigationBar(title: "Inbox", standardAppearance: look, scrollEdgeAppearance: look)
  /// ```
  public struct BarAppearance: Sendable, Hashable {
    /// Which `configureWith…Background()` set the appearance up.
    public enum Configuration: String, Sendable, Hashable, CaseIterable {
      case `default`, opaque, transparent
    }

    public var configuration: Configuration
    /// Drawn over the configuration's background (the material for `default`); `nil`: none, or
    /// `systemBackground` for `opaque`.
    public var backgroundColor: Color?
    /// The hairline between the bar and the content; `nil` draws none (as a transparent configuration has).
    public var shadowColor: Color?
    /// The title's colour; `nil`: `label`.
    public var titleColor: Color?
    /// The large title's colour; `nil`: `label`.
    public var largeTitleColor: Color?

    /// An appearance as UIKit configures it: the configuration's shadow (a hairline unless transparent).
    public init(configuration: Configuration = .default) {
      self.configuration = configuration
      shadowColor = configuration == .transparent ? nil : Self.hairline
    }

    /// UIKit's bar hairline (its shadow image): black at 30 % in light, white at 15 % in dark; the bars drawn
    /// without an appearance use it too.
    public static let hairline = Color.dynamic(light: Color(hex: "#0000004D")!, dark: Color(hex: "#FFFFFF26")!)

    /// The look a bar at the scroll edge has without a `scrollEdgeAppearance`: its standard appearance with a
    /// transparent background (iOS 15), or UIKit's transparent default when it has none either.
    public static func atScrollEdge(standard: BarAppearance?, scrollEdge: BarAppearance?) -> BarAppearance {
      if let scrollEdge { return scrollEdge }
      var look = standard ?? BarAppearance(configuration: .transparent)
      look.configuration = .transparent
      look.backgroundColor = nil
      look.shadowColor = nil
      return look
    }
  }
}
