import Foundation

/// What a view shows, as a value (UIKit's `UIContentConfiguration`): it makes the view that draws it, and a
/// cell given one through `contentConfiguration` puts that view in its content view. Plumb's own is
/// `UIListContentConfiguration`; write your own for custom cells.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///   var count = 0
///   func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
///   func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
  /// The configuration for a state of its cell (selected, highlighted…); Plumb draws cells at rest.
  func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration (UIKit's `UIContentView`): setting `configuration` again updates
/// it in place when it `supports` the new one.
///
/// ```swift
/// final class BadgeView: UIView, UIContentView {
///   var configuration: UIContentConfiguration { didSet { apply() } }
///   init(configuration: BadgeConfiguration) { self.configuration = configuration; super.init(frame: .zero); apply() }
///   required init?(coder: NSCoder) { fatalError() }
///   func apply() { … }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration the view shows.
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (default: one of the same type as its current one).
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
///
/// ```swift
/// let state = UICellConfigurationState(traitCollection: view.traitCollection)
/// let shown = configuration.updated(for: state)
/// ```
public protocol UIConfigurationState {
  /// The traits of the view the state is for.
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state (UIKit's `UICellConfigurationState`): Plumb draws every cell at rest, so a cell's state
/// is its traits and whatever its `isSelected` / `isHighlighted` say.
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///   var content = defaultContentConfiguration().updated(for: state)
///   content.text = title
///   contentConfiguration = content
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Sendable {
  public var traitCollection: UITraitCollection
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false
  public var isReordering = false

  /// A state with the given traits, not selected, highlighted, disabled or editing.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UIView {
  /// Puts `configuration`'s view in `container`, edge to edge, or updates the one already there when it
  /// supports the new configuration; `nil` removes it. Returns the view shown.
  func install(_ configuration: UIContentConfiguration?, in container: UIView,
               replacing current: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, current.supports(configuration) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    container.addEdgeToEdgeSubview(view, identifier: "UIContentView-edges")
    return view
  }
}

/// What a cell keeps for its configurations (table and collection view cells alike): the views they made
/// and whether `updateConfiguration(using:)` is due.
///
/// ```swift
/// let configurations = CellConfigurations()
/// configurations.showContent(content, in: contentView)
/// ```
@preconcurrency @MainActor
final class CellConfigurations {
  private(set) var contentView: (UIView & UIContentView)?
  private var backgroundView: UIView?
  var needsUpdate = true

  func showContent(_ configuration: UIContentConfiguration?, in container: UIView) {
    contentView = container.install(configuration, in: container, replacing: contentView)
  }

  func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView, margins: NSDirectionalEdgeInsets) {
    backgroundView = cell.installBackground(configuration, margins: margins, replacing: backgroundView)
  }

  /// Runs `update` if an update is due.
  func updateIfNeeded(_ update: () -> Void) {
    guard needsUpdate else { return }
    needsUpdate = false
    update()
  }

  static func state(of cell: UIView, isSelected: Bool, isHighlighted: Bool) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: cell.traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
}
