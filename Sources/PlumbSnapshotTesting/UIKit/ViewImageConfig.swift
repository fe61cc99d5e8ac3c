import Foundation
import PlumbLayout
import PlumbUIKit

/// A device to snapshot on (swift-snapshot-testing's `ViewImageConfig`): the screen size, safe area and
/// traits of an iPhone or iPad, portrait or landscape, and for iPads every split-view width.
///
/// The presets swift-snapshot-testing defines (`iPhoneSe` … `iPhone13ProMax`, `iPadMini`, `iPad9_7`,
/// `iPad10_2`, `iPadPro10_5`, `iPadPro11`, `iPadPro12_9`) behave as there: no display scale (the picture
/// has the host device's scale, see `SnapshotHostDevice`), content size `.medium` on iPhones, iPads in
/// landscape unless asked. Plumb's newer presets (`iPhone14` … `iPhone17ProMax`, `iPhoneAir`, current
/// iPads) carry their device's scale. Sizes and safe areas come from the device table (`Layout.DeviceScreen`).
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhoneX))
/// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
/// let custom = ViewImageConfig(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
///                              size: CGSize(width: 320, height: 480), traits: UITraitCollection(displayScale: 2))
/// ```
public struct ViewImageConfig: Sendable {
  /// Portrait or landscape.
  public enum Orientation: Sendable { case landscape, portrait }

  /// An iPad orientation with the width the app takes in split view.
  public enum TabletOrientation: Sendable {
    /// The app's share of a portrait screen.
    public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
    /// The app's share of a landscape screen.
    public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  public var safeArea: UIEdgeInsets
  /// The screen size in points (`nil`: the view's own size).
  public var size: CGSize?
  public var traits: UITraitCollection
  /// A short name for captions (`iPhoneX`, `iPhoneX-landscape`, `custom`).
  public var name: String

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea; self.size = size; self.traits = traits; self.name = "custom"
  }

  init(name: String, safeArea: UIEdgeInsets, size: CGSize, traits: UITraitCollection) {
    self.safeArea = safeArea; self.size = size; self.traits = traits; self.name = name
  }

  /// The screen a snapshot hosts its view on, with the host device's scale under traits that set none.
  @MainActor var hostScreen: HostScreen {
    HostScreen(
      safeArea: safeArea, size: size,
      traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: SnapshotHostDevice.current.scale), traits]))
  }
}

// MARK: - Phones

extension ViewImageConfig {
  /// A phone preset: the table's screen and safe areas, swift-snapshot-testing's traits (no scale, `.medium`)
  /// or, for Plumb's own presets, the device's scale and UIKit's default type size.
  static func phone(
    _ name: String, _ screen: Layout.DeviceScreen, _ orientation: Orientation, sst: Bool = true,
    portraitTop: CGFloat? = nil, landscapeBottom: CGFloat? = nil, portraitTraits: [UITraitCollection]? = nil
  ) -> ViewImageConfig {
    let layoutOrientation: Layout.Orientation = orientation == .portrait ? .portrait : .landscape
    let inset = screen.safeArea(in: layoutOrientation)
    var safe = UIEdgeInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing)
    if orientation == .portrait, let portraitTop { safe.top = portraitTop }
    if orientation == .landscape, let landscapeBottom, safe.bottom > 0 { safe.bottom = landscapeBottom }
    let size = screen.size(in: layoutOrientation)
    let classes = [
      UITraitCollection(horizontalSizeClass: screen.horizontalSizeClass(in: layoutOrientation) == .regular ? .regular : .compact),
      UITraitCollection(verticalSizeClass: screen.verticalSizeClass(in: layoutOrientation) == .regular ? .regular : .compact),
    ]
    let base: [UITraitCollection] = sst
      ? [UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .medium),
         UITraitCollection(userInterfaceIdiom: .phone)]
      : [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: CGFloat(screen.scale))]
    let traits = orientation == .portrait ? (portraitTraits ?? base + classes) : base + classes
    return ViewImageConfig(
      name: orientation == .portrait ? name : name + "-landscape", safeArea: safe,
      size: CGSize(width: size.width, height: size.height), traits: UITraitCollection(traitsFrom: traits))
  }

  typealias Screen = Layout.DeviceScreen

  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone("iPhoneSe", .retina4_0, orientation) }
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone8", .retina4_7, orientation) }
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone8Plus", .retina5_5, orientation)
  }
  // swift-snapshot-testing gives the X generation a 24-point landscape home indicator and the XR a 44-point
  // sensor housing, and the XS Max portrait traits only size classes (so UIKit's default type size).
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhoneX", .retina5_9, orientation, landscapeBottom: 24)
  }
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhoneXsMax", .retina6_5, orientation, landscapeBottom: 24,
          portraitTraits: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular)])
  }
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhoneXr", .retina6_1, orientation, portraitTop: 44, landscapeBottom: 24)
  }
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone12", .retina6_0, orientation) }
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone12Pro", .retina6_0, orientation)
  }
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone12ProMax", .retina6_7, orientation)
  }
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone("iPhone13", .retina6_0, orientation) }
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone13Mini", .retina5_4, orientation)
  }
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone13Pro", .retina6_0, orientation)
  }
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone13ProMax", .retina6_7, orientation)
  }
}

// MARK: - Plumb's newer phones (the device's scale, UIKit's default type size)

extension ViewImageConfig {
  public static var iPhone14: ViewImageConfig { .iPhone14(.portrait) }
  public static func iPhone14(_ o: Orientation) -> ViewImageConfig { phone("iPhone14", .retina6_0, o, sst: false) }
  public static var iPhone14Plus: ViewImageConfig { .iPhone14Plus(.portrait) }
  public static func iPhone14Plus(_ o: Orientation) -> ViewImageConfig { phone("iPhone14Plus", .retina6_7, o, sst: false) }
  public static var iPhone14Pro: ViewImageConfig { .iPhone14Pro(.portrait) }
  public static func iPhone14Pro(_ o: Orientation) -> ViewImageConfig { phone("iPhone14Pro", .retina6_12, o, sst: false) }
  public static var iPhone14ProMax: ViewImageConfig { .iPhone14ProMax(.portrait) }
  public static func iPhone14ProMax(_ o: Orientation) -> ViewImageConfig {
    phone("iPhone14ProMax", .retina6_72, o, sst: false)
  }
  public static var iPhone15: ViewImageConfig { .iPhone15(.portrait) }
  public static func iPhone15(_ o: Orientation) -> ViewImageConfig { phone("iPhone15", .retina6_12, o, sst: false) }
  public static var iPhone15Plus: ViewImageConfig { .iPhone15Plus(.portrait) }
  public static func iPhone15Plus(_ o: Orientation) -> ViewImageConfig { phone("iPhone15Plus", .retina6_72, o, sst: false) }
  public static var iPhone15Pro: ViewImageConfig { .iPhone15Pro(.portrait) }
  public static func iPhone15Pro(_ o: Orientation) -> ViewImageConfig { phone("iPhone15Pro", .retina6_12, o, sst: false) }
  public static var iPhone15ProMax: ViewImageConfig { .iPhone15ProMax(.portrait) }
  public static func iPhone15ProMax(_ o: Orientation) -> ViewImageConfig {
    phone("iPhone15ProMax", .retina6_72, o, sst: false)
  }
  public static var iPhone16: ViewImageConfig { .iPhone16(.portrait) }
  public static func iPhone16(_ o: Orientation) -> ViewImageConfig { phone("iPhone16", .retina6_12, o, sst: false) }
  public static var iPhone16e: ViewImageConfig { .iPhone16e(.portrait) }
  public static func iPhone16e(_ o: Orientation) -> ViewImageConfig { phone("iPhone16e", .retina6_0, o, sst: false) }
  public static var iPhone16Plus: ViewImageConfig { .iPhone16Plus(.portrait) }
  public static func iPhone16Plus(_ o: Orientation) -> ViewImageConfig { phone("iPhone16Plus", .retina6_72, o, sst: false) }
  public static var iPhone16Pro: ViewImageConfig { .iPhone16Pro(.portrait) }
  public static func iPhone16Pro(_ o: Orientation) -> ViewImageConfig { phone("iPhone16Pro", .retina6_3, o, sst: false) }
  public static var iPhone16ProMax: ViewImageConfig { .iPhone16ProMax(.portrait) }
  public static func iPhone16ProMax(_ o: Orientation) -> ViewImageConfig {
    phone("iPhone16ProMax", .retina6_9, o, sst: false)
  }
  public static var iPhone17: ViewImageConfig { .iPhone17(.portrait) }
  public static func iPhone17(_ o: Orientation) -> ViewImageConfig { phone("iPhone17", .retina6_3, o, sst: false) }
  public static var iPhoneAir: ViewImageConfig { .iPhoneAir(.portrait) }
  public static func iPhoneAir(_ o: Orientation) -> ViewImageConfig { phone("iPhoneAir", .iPhoneAir, o, sst: false) }
  public static var iPhone17Pro: ViewImageConfig { .iPhone17Pro(.portrait) }
  public static func iPhone17Pro(_ o: Orientation) -> ViewImageConfig { phone("iPhone17Pro", .retina6_3, o, sst: false) }
  public static var iPhone17ProMax: ViewImageConfig { .iPhone17ProMax(.portrait) }
  public static func iPhone17ProMax(_ o: Orientation) -> ViewImageConfig {
    phone("iPhone17ProMax", .retina6_9, o, sst: false)
  }
}
