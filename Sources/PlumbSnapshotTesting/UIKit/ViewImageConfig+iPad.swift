import Foundation
import PlumbLayout
import PlumbUIKit

/// The widths an app takes in split view on each iPad swift-snapshot-testing presets (landscape: a third,
/// a half, two thirds; portrait: a third, two thirds), in points.
///
/// ```swift
/// SplitViewWidths.of(.ipad9_7)?.landscape   // [320, 507, 694]
/// ```
struct SplitViewWidths {
  var landscape: [CGFloat]
  var portrait: [CGFloat]

  static func of(_ screen: Layout.DeviceScreen) -> SplitViewWidths? {
    switch screen.interfaceBuilderID {
    case "ipad9_7": return SplitViewWidths(landscape: [320, 507, 694], portrait: [320, 438])
    case "ipad10_2": return SplitViewWidths(landscape: [320, 535, 750], portrait: [320, 480])
    case "ipad10_5": return SplitViewWidths(landscape: [320, 551, 782], portrait: [320, 504])
    case "ipad11_0rounded": return SplitViewWidths(landscape: [375, 592, 809], portrait: [320, 504])
    case "ipad12_9": return SplitViewWidths(landscape: [375, 678, 981], portrait: [375, 639])
    default: return nil
    }
  }

  /// An app narrower than this has a compact horizontal size class in split view.
  static let regularMinimum: CGFloat = 678
}

extension ViewImageConfig {
  /// An iPad preset: the table's screen and safe area at a split-view width; swift-snapshot-testing's
  /// traits (size classes and idiom, no scale) or, for Plumb's own presets, the device's scale too.
  static func tablet(_ name: String, _ screen: Layout.DeviceScreen, _ orientation: TabletOrientation, sst: Bool = true)
    -> ViewImageConfig
  {
    let splits = SplitViewWidths.of(screen)
    let full = screen.portraitSize
    var size: CGSize
    var suffix: String
    switch orientation {
    case .landscape(let split):
      size = CGSize(width: full.height, height: full.width)
      suffix = "-landscape"
      let index: Int? = switch split { case .oneThird: 0; case .oneHalf: 1; case .twoThirds: 2; case .full: nil }
      if let index, let widths = splits?.landscape { size.width = widths[index]; suffix += "-split\(index)" }
    case .portrait(let split):
      size = CGSize(width: full.width, height: full.height)
      suffix = ""
      let index: Int? = switch split { case .oneThird: 0; case .twoThirds: 1; case .full: nil }
      if let index, let widths = splits?.portrait { size.width = widths[index]; suffix += "-split\(index)" }
    }
    let inset = screen.portraitSafeArea
    var traits = [
      UITraitCollection(horizontalSizeClass: size.width >= SplitViewWidths.regularMinimum ? .regular : .compact),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ]
    if !sst { traits.append(UITraitCollection(displayScale: CGFloat(screen.scale))) }
    return ViewImageConfig(
      name: name + suffix, safeArea: UIEdgeInsets(top: inset.top, left: 0, bottom: inset.bottom, right: 0), size: size,
      traits: UITraitCollection(traitsFrom: traits))
  }

  static func tablet(_ name: String, _ screen: Layout.DeviceScreen, _ orientation: Orientation, sst: Bool = true)
    -> ViewImageConfig
  {
    tablet(name, screen, orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full), sst: sst)
  }

  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ o: Orientation) -> ViewImageConfig { tablet("iPadMini", .ipad9_7, o) }
  public static func iPadMini(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPadMini", .ipad9_7, o) }
  public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
  public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { tablet("iPad9_7", .ipad9_7, o) }
  public static func iPad9_7(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPad9_7", .ipad9_7, o) }
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { tablet("iPad10_2", .ipad10_2, o) }
  public static func iPad10_2(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPad10_2", .ipad10_2, o) }
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { tablet("iPadPro10_5", .ipad10_5, o) }
  public static func iPadPro10_5(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPadPro10_5", .ipad10_5, o) }
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { tablet("iPadPro11", .ipad11_0rounded, o) }
  public static func iPadPro11(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPadPro11", .ipad11_0rounded, o) }
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { tablet("iPadPro12_9", .ipad12_9, o) }
  public static func iPadPro12_9(_ o: TabletOrientation) -> ViewImageConfig { tablet("iPadPro12_9", .ipad12_9, o) }

  // Plumb's current iPads (the device's scale; full screen only).
  public static func iPadMini6(_ o: Orientation) -> ViewImageConfig { tablet("iPadMini6", .ipadMini8_3, o, sst: false) }
  public static func iPad10(_ o: Orientation) -> ViewImageConfig { tablet("iPad10", .ipad10_9rounded, o, sst: false) }
  public static func iPadAir11(_ o: Orientation) -> ViewImageConfig { tablet("iPadAir11", .ipad10_9rounded, o, sst: false) }
  public static func iPadAir13(_ o: Orientation) -> ViewImageConfig { tablet("iPadAir13", .ipad12_9rounded, o, sst: false) }
  public static func iPadPro11M4(_ o: Orientation) -> ViewImageConfig { tablet("iPadPro11M4", .ipadPro11M4, o, sst: false) }
  public static func iPadPro13M4(_ o: Orientation) -> ViewImageConfig { tablet("iPadPro13M4", .ipadPro13M4, o, sst: false) }
}

extension UITraitCollection {
  /// swift-snapshot-testing's trait presets: each device's traits in an orientation.
  ///
  /// ```swift
  /// UITraitCollection.iPhoneX(.portrait).preferredContentSizeCategory   // .medium
  /// ```
  public static func iPhoneSe(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneSe(o).traits }
  public static func iPhone8(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone8(o).traits }
  public static func iPhone8Plus(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
    ViewImageConfig.iPhone8Plus(o).traits
  }
  public static func iPhoneX(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneX(o).traits }
  public static func iPhoneXr(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhoneXr(o).traits }
  public static func iPhoneXsMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
    ViewImageConfig.iPhoneXsMax(o).traits
  }
  public static func iPhone12(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone12(o).traits }
  public static func iPhone12ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
    ViewImageConfig.iPhone12ProMax(o).traits
  }
  public static func iPhone13(_ o: ViewImageConfig.Orientation) -> UITraitCollection { ViewImageConfig.iPhone13(o).traits }
  public static let iPadMini = ViewImageConfig.iPadMini.traits
  public static let iPadMini_Compact_SplitView = ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)).traits
  public static let iPad9_7 = iPadMini
  public static let iPad9_7_Compact_SplitView = iPadMini_Compact_SplitView
  public static let iPad10_2 = iPadMini
  public static let iPad10_2_Compact_SplitView = iPadMini_Compact_SplitView
  public static let iPadPro10_5 = iPadMini
  public static let iPadPro10_5_Compact_SplitView = iPadMini_Compact_SplitView
  public static let iPadPro11 = iPadMini
  public static let iPadPro11_Compact_SplitView = iPadMini_Compact_SplitView
  public static let iPadPro12_9 = iPadMini
  public static let iPadPro12_9_Compact_SplitView = iPadMini_Compact_SplitView
}
