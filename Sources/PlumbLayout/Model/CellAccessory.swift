extension Layout {
  /// UIKit's standard table cell accessories (`UITableViewCell.AccessoryType`) as Plumb draws them: SF Symbols
  /// at the cell's trailing margin, centred vertically, the first in `symbols` outermost.
  ///
  /// ```swift
  /// Layout.CellAccessory.disclosureIndicator.symbols[0].name        // "chevron.forward"
  /// Layout.CellAccessory.disclosureIndicator.contentViewInset       // 30.33: the content view is that much narrower
  /// ```
  public enum CellAccessory: String, Sendable, CaseIterable {
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// One symbol of an accessory: its name, the box it is drawn in, whether it takes the tint colour
    /// (else `tertiaryLabel`, the disclosure chevron's grey) and its weight.
    public struct Symbol: Sendable, Hashable {
      public var name: String
      public var size: Size
      public var tinted: Bool
      public var weight: FontWeight
    }

    /// The symbols, outermost first, 10 points apart.
    public var symbols: [Symbol] {
      let chevron = Symbol(name: "chevron.forward", size: Size(width: 8, height: 13.5), tinted: false, weight: .bold)
      let info = Symbol(name: "info.circle", size: Size(width: 22, height: 22), tinted: true, weight: .regular)
      switch self {
      case .disclosureIndicator: return [chevron]
      case .detailDisclosureButton: return [chevron, info]
      case .checkmark: return [Symbol(name: "checkmark", size: Size(width: 14.5, height: 13.5), tinted: true, weight: .semibold)]
      case .detailButton: return [info]
      }
    }

    /// The gap between two symbols of an accessory.
    public static let spacing = 10.0

    /// The gap between a custom accessory view (`UITableViewCell.accessoryView`) and the end of the cell's
    /// content view.
    ///
    /// ```swift
    /// Layout.CellAccessory.customViewSpacing   // 8
    /// ```
    public static let customViewSpacing = 8.0

    /// How much narrower the accessory makes the cell's content view (Xcode 15 stores 30⅓ points for a
    /// disclosure indicator; the others as Xcode 11 did).
    public var contentViewInset: Double {
      switch self {
      case .disclosureIndicator: return 91.0 / 3
      case .detailDisclosureButton: return 72
      case .checkmark, .detailButton: return 40
      }
    }
  }
}
