import Foundation

/// A cell's background, as a value (UIKit's `UIBackgroundConfiguration`): a colour, rounded corners, a
/// stroke and insets, or a custom view. The list factories give a table's or list's own backgrounds.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
  /// The fill (`nil`: none).
  public var backgroundColor: UIColor?
  /// A view drawn as the background, under the colour's fill.
  public var customView: UIView?
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The edges where the cell's layout margins are added to `backgroundInsets`.
  public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge()
  /// A stroke along the background's edge (`nil`: none), `strokeWidth` wide.
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0

  /// A background with nothing in it.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A plain list's row: `systemBackground`.
  public static func listPlainCell() -> UIBackgroundConfiguration { filled(.systemBackground) }
  /// A grouped list's row: `secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> UIBackgroundConfiguration { filled(.secondarySystemGroupedBackground) }
  /// A sidebar's row: clear, on the sidebar's background.
  public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
  /// An accompanied sidebar's row: clear.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }
  /// A plain list's header or footer: `systemBackground`.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { filled(.systemBackground) }
  /// A grouped list's header or footer: clear, on the grouped background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
  /// A sidebar's header: clear.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }

  private static func filled(_ color: UIColor) -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = color
    return configuration
  }

  /// The configuration for a state of its cell; Plumb draws cells at rest.
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

  public init() {}
}

extension UIView {
  /// Draws `configuration` as a view behind the cell's content (replacing `current`), inset as it says;
  /// returns that view. `nil` removes it.
  func installBackground(_ configuration: UIBackgroundConfiguration?, margins: NSDirectionalEdgeInsets,
                         replacing current: UIView?) -> UIView? {
    current?.removeFromSuperview()
    guard let configuration else { return nil }
    let background = UIView()
    background.translatesAutoresizingMaskIntoConstraints = false
    background.backgroundColor = configuration.backgroundColor
    let radius = configuration.cornerRadius.isFinite ? max(0, configuration.cornerRadius) : 0
    background.layer.cornerRadius = radius
    background.clipsToBounds = radius > 0
    if let stroke = configuration.strokeColor, configuration.strokeWidth > 0, configuration.strokeWidth.isFinite {
      background.layer.borderColor = stroke.cgColor
      background.layer.borderWidth = configuration.strokeWidth
    }
    if let custom = configuration.customView, custom.storedSuperview == nil { background.addEdgeToEdgeSubview(custom) }
    insertSubview(background, at: 0)
    let insets = configuration.backgroundInsets, adding = configuration.edgesAddingLayoutMarginsToBackgroundInsets
    func inset(_ value: CGFloat, _ edge: NSDirectionalRectEdge, _ margin: CGFloat) -> CGFloat {
      (value.isFinite ? value : 0) + (adding.contains(edge) ? margin : 0)
    }
    let edges = [
      background.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset(insets.leading, .leading, margins.leading)),
      background.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset(insets.trailing, .trailing, margins.trailing)),
      background.topAnchor.constraint(equalTo: topAnchor, constant: inset(insets.top, .top, margins.top)),
      background.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset(insets.bottom, .bottom, margins.bottom)),
    ]
    for edge in edges { edge.identifier = "UIBackgroundConfiguration-insets" }
    NSLayoutConstraint.activate(edges)
    return background
  }
}
