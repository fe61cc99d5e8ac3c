import Foundation
import PlumbLayout

/// Something a list cell shows beside its content (UIKit's `UICellAccessory`, iOS 14): a disclosure
/// indicator, a checkmark, a detail button, a label, an outline disclosure, a custom view; the editing
/// accessories (`delete`, `insert`, `reorder`, `multiselect`) show only while editing, which a picture at rest
/// never is. Trailing accessories are laid out from the trailing margin inwards, 10 points apart, and the
/// content ends before them.
///
/// ```swift
/// cell.accessories = [.label(text: "On"), .disclosureIndicator()]
/// ```
public struct UICellAccessory {
  /// When an accessory is shown.
  public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

  /// Options shared by the standard accessories: hidden or not, and their tint.
  public struct Options {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public var reservedLayoutWidth: LayoutDimension?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
    }
  }

  /// The room an accessory takes (UIKit's `UICellAccessory.LayoutDimension`).
  public enum LayoutDimension: Sendable {
    case actual, standard, custom(CGFloat)
  }

  /// Where a custom view goes.
  public enum Placement: Sendable {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }

  /// A custom view as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool
    public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .actual,
                tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
      self.customView = customView; self.placement = placement; self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  enum Kind {
    case symbol(Layout.CellAccessory)
    case outline
    case label(String, UIFont?)
    case custom(CustomViewConfiguration)
    case editing
  }

  let kind: Kind
  let displayed: DisplayedState
  let options: Options

  /// A chevron at the trailing edge, in `tertiaryLabel`.
  public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
    UICellAccessory(kind: .symbol(.disclosureIndicator), displayed: displayed, options: options)
  }
  /// A checkmark in the tint colour.
  public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
    UICellAccessory(kind: .symbol(.checkmark), displayed: displayed, options: options)
  }
  /// An ⓘ button in the tint colour.
  public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                            actionHandler: (() -> Void)? = nil) -> UICellAccessory {
    UICellAccessory(kind: .symbol(.detailButton), displayed: displayed, options: options)
  }
  /// A chevron that expands or collapses the row's children (drawn pointing down: expanded).
  public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(),
                                       actionHandler: (() -> Void)? = nil) -> UICellAccessory {
    UICellAccessory(kind: .outline, displayed: displayed, options: options)
  }
  /// A text at the trailing edge, in body `secondaryLabel`.
  public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
    UICellAccessory(kind: .label(text, nil), displayed: displayed, options: options)
  }
  /// A custom view at the leading or trailing edge.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state), .trailing(let state): displayed = state
    }
    return UICellAccessory(kind: .custom(configuration), displayed: displayed, options: Options(tintColor: configuration.tintColor))
  }
  /// The delete control (shown while editing).
  public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                            actionHandler: (() -> Void)? = nil) -> UICellAccessory {
    UICellAccessory(kind: .editing, displayed: displayed, options: options)
  }
  /// The insert control (shown while editing).
  public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                            actionHandler: (() -> Void)? = nil) -> UICellAccessory {
    UICellAccessory(kind: .editing, displayed: displayed, options: options)
  }
  /// The reorder grip (shown while editing).
  public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
    UICellAccessory(kind: .editing, displayed: displayed, options: options)
  }
  /// The selection circle (shown while editing).
  public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> UICellAccessory {
    UICellAccessory(kind: .editing, displayed: displayed, options: options)
  }

  /// Whether the accessory shows in a cell at rest (not editing).
  var isShownAtRest: Bool {
    if options.isHidden == true { return false }
    if case .editing = kind { return displayed == .always }
    return displayed != .whenEditing
  }

  /// Whether the accessory goes at the leading edge.
  var isLeading: Bool {
    if case .custom(let configuration) = kind, case .leading = configuration.placement { return true }
    return false
  }
}
