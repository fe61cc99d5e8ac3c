import Foundation

/// A device to snapshot on (swift-snapshot-testing's `ViewImageConfig`): the screen size, safe area and
/// traits (scale, size classes, idiom) of each iPhone and iPad, portrait or landscape.
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))
/// assertSnapshot(of: controller, as: .image(on: .iPhone8(.landscape)))
/// let custom = ViewImageConfig(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
///                              size: CGSize(width: 320, height: 480), traits: UITraitCollection(displayScale: 2))
/// ```
public struct ViewImageConfig: Sendable {
  /// Portrait or landscape.
  public enum Orientation: Sendable { case landscape, portrait }

  public var safeArea: UIEdgeInsets
  /// The screen size in points (`nil`: the view's own size).
  public var size: CGSize?
  public var traits: UITraitCollection
  /// A short name for captions (`iPhone15Pro`, `iPhone8-landscape`).
  public var name: String

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea; self.size = size; self.traits = traits; self.name = "custom"
  }

  init(name: String, safeArea: UIEdgeInsets, size: CGSize, traits: UITraitCollection) {
    self.safeArea = safeArea; self.size = size; self.traits = traits; self.name = name
  }

  /// A device from its portrait size, scale and safe area.
  static func device(
    _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
    landscapeRegular: Bool, pad: Bool, orientation: Orientation
  ) -> ViewImageConfig {
    let idiom = UITraitCollection(userInterfaceIdiom: pad ? .pad : .phone)
    let scaleTraits = UITraitCollection(displayScale: scale)
    switch orientation {
    case .portrait:
      let traits = UITraitCollection(traitsFrom: [
        idiom, scaleTraits, UITraitCollection(horizontalSizeClass: pad ? .regular : .compact),
        UITraitCollection(verticalSizeClass: .regular),
      ])
      return ViewImageConfig(
        name: name, safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
        size: CGSize(width: width, height: height), traits: traits)
    case .landscape:
      let notch = bottom > 0 && !pad
      let traits = UITraitCollection(traitsFrom: [
        idiom, scaleTraits, UITraitCollection(horizontalSizeClass: landscapeRegular ? .regular : .compact),
        UITraitCollection(verticalSizeClass: pad ? .regular : .compact),
      ])
      let safe = pad ? UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        : UIEdgeInsets(top: 0, left: notch ? top : 0, bottom: notch ? 21 : 0, right: notch ? top : 0)
      return ViewImageConfig(
        name: name + "-landscape", safeArea: safe, size: CGSize(width: height, height: width), traits: traits)
    }
  }

  public static var iPhoneSe: ViewImageConfig { .iPhoneSe(.portrait) }
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhoneSe", width: 320, height: 568, scale: 2, top: 20, bottom: 0, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone8: ViewImageConfig { .iPhone8(.portrait) }
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone8", width: 375, height: 667, scale: 2, top: 20, bottom: 0, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone8Plus: ViewImageConfig { .iPhone8Plus(.portrait) }
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone8Plus", width: 414, height: 736, scale: 3, top: 20, bottom: 0, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhoneX: ViewImageConfig { .iPhoneX(.portrait) }
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhoneX", width: 375, height: 812, scale: 3, top: 44, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhoneXsMax: ViewImageConfig { .iPhoneXsMax(.portrait) }
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhoneXsMax", width: 414, height: 896, scale: 3, top: 44, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhoneXr: ViewImageConfig { .iPhoneXr(.portrait) }
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhoneXr", width: 414, height: 896, scale: 2, top: 44, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone12: ViewImageConfig { .iPhone12(.portrait) }
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone12", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone12Pro: ViewImageConfig { .iPhone12Pro(.portrait) }
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone12Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone12ProMax: ViewImageConfig { .iPhone12ProMax(.portrait) }
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone12ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone13Mini: ViewImageConfig { .iPhone13Mini(.portrait) }
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone13Mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone13: ViewImageConfig { .iPhone13(.portrait) }
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone13", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone13Pro: ViewImageConfig { .iPhone13Pro(.portrait) }
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone13Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone13ProMax: ViewImageConfig { .iPhone13ProMax(.portrait) }
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone13ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone14: ViewImageConfig { .iPhone14(.portrait) }
  public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone14", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone14Plus: ViewImageConfig { .iPhone14Plus(.portrait) }
  public static func iPhone14Plus(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone14Plus", width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone14Pro: ViewImageConfig { .iPhone14Pro(.portrait) }
  public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone14Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone14ProMax: ViewImageConfig { .iPhone14ProMax(.portrait) }
  public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone14ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone15: ViewImageConfig { .iPhone15(.portrait) }
  public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone15", width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone15Plus: ViewImageConfig { .iPhone15Plus(.portrait) }
  public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone15Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone15Pro: ViewImageConfig { .iPhone15Pro(.portrait) }
  public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone15Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone15ProMax: ViewImageConfig { .iPhone15ProMax(.portrait) }
  public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone15ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone16: ViewImageConfig { .iPhone16(.portrait) }
  public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone16", width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone16Plus: ViewImageConfig { .iPhone16Plus(.portrait) }
  public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone16Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPhone16Pro: ViewImageConfig { .iPhone16Pro(.portrait) }
  public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone16Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34, landscapeRegular: false, pad: false, orientation: orientation)
  }
  public static var iPhone16ProMax: ViewImageConfig { .iPhone16ProMax(.portrait) }
  public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
    device("iPhone16ProMax", width: 440, height: 956, scale: 3, top: 62, bottom: 34, landscapeRegular: true, pad: false, orientation: orientation)
  }
  public static var iPadMini: ViewImageConfig { .iPadMini(.portrait) }
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    device("iPadMini", width: 768, height: 1024, scale: 2, top: 20, bottom: 0, landscapeRegular: true, pad: true, orientation: orientation)
  }
  public static var iPad10_2: ViewImageConfig { .iPad10_2(.portrait) }
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    device("iPad10_2", width: 810, height: 1080, scale: 2, top: 20, bottom: 0, landscapeRegular: true, pad: true, orientation: orientation)
  }
  public static var iPadPro11: ViewImageConfig { .iPadPro11(.portrait) }
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    device("iPadPro11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20, landscapeRegular: true, pad: true, orientation: orientation)
  }
  public static var iPadPro12_9: ViewImageConfig { .iPadPro12_9(.portrait) }
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    device("iPadPro12_9", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, landscapeRegular: true, pad: true, orientation: orientation)
  }
}
