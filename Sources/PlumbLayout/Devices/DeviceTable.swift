extension Layout.DeviceScreen {
  private static func phone(
    _ id: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double,
    landscapeSide: Double, landscapeBottom: Double, landscapeClass: Layout.SizeClass
  ) -> Self {
    Self(
      interfaceBuilderID: id, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
      portraitSafeArea: DirectionalInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
      landscapeSafeArea: DirectionalInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
      landscapeHorizontalSizeClass: landscapeClass, hasHomeIndicator: bottom > 0)
  }

  private static func pad(_ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Self {
    Self(
      interfaceBuilderID: id, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
      portraitSafeArea: DirectionalInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
      landscapeSafeArea: DirectionalInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
      landscapeHorizontalSizeClass: .regular, hasHomeIndicator: bottom > 0)
  }

  // iPhones with a home button: the 20-point status bar in portrait, hidden in landscape.
  public static let retina3_5 = phone("retina3_5", 320, 480, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeClass: .compact)
  public static let retina4_0 = phone("retina4_0", 320, 568, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeClass: .compact)
  public static let retina4_7 = phone("retina4_7", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeClass: .compact)
  public static let retina5_5 = phone("retina5_5", 414, 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeClass: .regular)
  // iPhones with a sensor housing and a home indicator.
  public static let retina5_9 = phone("retina5_9", 375, 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, landscapeClass: .compact)
  public static let retina6_1 = phone("retina6_1", 414, 896, scale: 2, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, landscapeClass: .regular)
  public static let retina6_5 = phone("retina6_5", 414, 896, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, landscapeClass: .regular)
  public static let retina5_4 = phone("retina5_4", 375, 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, landscapeClass: .compact)
  public static let retina6_0 = phone("retina6_0", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, landscapeClass: .compact)
  public static let retina6_7 = phone("retina6_7", 428, 926, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, landscapeClass: .regular)
  public static let retina6_12 = phone("retina6_12", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, landscapeClass: .compact)
  public static let retina6_72 = phone("retina6_72", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, landscapeClass: .regular)
  public static let retina6_3 = phone("retina6_3", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, landscapeClass: .compact)
  public static let retina6_9 = phone("retina6_9", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, landscapeClass: .regular)
  /// iPhone Air: Interface Builder has no id for it in the corpus; the name is Plumb's.
  public static let iPhoneAir = phone("iPhoneAir", 420, 912, scale: 3, top: 68, bottom: 34, landscapeSide: 68, landscapeBottom: 21, landscapeClass: .regular)
  // iPads: the status bar in both orientations; the newest have a home indicator.
  public static let ipad9_7 = pad("ipad9_7", 768, 1024, top: 20, bottom: 0)
  public static let ipad10_2 = pad("ipad10_2", 810, 1080, top: 20, bottom: 0)
  public static let ipad10_5 = pad("ipad10_5", 834, 1112, top: 20, bottom: 0)
  // iPads with rounded corners: a home indicator and a 24-point status bar.
  public static let ipad10_9rounded = pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20)
  public static let ipad11_0rounded = pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20)
  public static let ipad12_9 = pad("ipad12_9", 1024, 1366, top: 20, bottom: 0)
  public static let ipad12_9rounded = pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20)
  /// iPad Pro 11" (M4): Interface Builder has no id for it in the corpus; the name is Plumb's.
  public static let ipadPro11M4 = pad("ipadPro11M4", 834, 1210, top: 24, bottom: 20)
  /// iPad Pro 13" (M4): Interface Builder has no id for it in the corpus; the name is Plumb's.
  public static let ipadPro13M4 = pad("ipadPro13M4", 1032, 1376, top: 24, bottom: 20)
  /// iPad mini (6th generation and A17 Pro): Interface Builder has no id for it in the corpus; the name is Plumb's.
  public static let ipadMini8_3 = pad("ipadMini8_3", 744, 1133, top: 24, bottom: 20)

  /// Every screen, phones (small to large) then iPads.
  public static let all: [Self] = [
    retina3_5, retina4_0, retina4_7, retina5_5, retina5_9, retina6_1, retina6_5, retina5_4, retina6_0, retina6_7,
    retina6_12, retina6_72, retina6_3, retina6_9, iPhoneAir, ipad9_7, ipad10_2, ipad10_5, ipad10_9rounded,
    ipad11_0rounded, ipad12_9, ipad12_9rounded, ipadPro11M4, ipadPro13M4, ipadMini8_3,
  ]

  /// The screen of an Interface Builder `<device id="…">` value, or `nil` for an unknown id.
  ///
  /// ```swift
  /// Layout.DeviceScreen(interfaceBuilderID: "retina6_1")?.scale   // 2
  /// ```
  public init?(interfaceBuilderID id: String) {
    guard let screen = Self.all.first(where: { $0.interfaceBuilderID == id }) else { return nil }
    self = screen
  }
}

extension Layout.Device {
  /// Every model Plumb knows, in the order `plumb devices` lists them (phones by screen, then iPads).
  /// The first model of each screen is the one an Interface Builder device id stands for.
  public static let all: [Layout.Device] = {
    typealias S = Layout.DeviceScreen
    let table: [(S, [String])] = [
      (S.retina3_5, ["iPhone 4s"]),
      (S.retina4_0, ["iPhone SE (1st generation)", "iPhone 5s"]),
      (S.retina4_7, ["iPhone 8", "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]),
      (S.retina5_5, ["iPhone 8 Plus", "iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"]),
      (S.retina5_9, ["iPhone X", "iPhone XS", "iPhone 11 Pro"]),
      (S.retina6_1, ["iPhone 11", "iPhone XR"]),
      (S.retina6_5, ["iPhone 11 Pro Max", "iPhone XS Max"]),
      (S.retina5_4, ["iPhone 13 mini", "iPhone 12 mini"]),
      (S.retina6_0, ["iPhone 14", "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"]),
      (S.retina6_7, ["iPhone 14 Plus", "iPhone 12 Pro Max", "iPhone 13 Pro Max"]),
      (S.retina6_12, ["iPhone 15", "iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16"]),
      (S.retina6_72, ["iPhone 15 Pro Max", "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"]),
      (S.retina6_3, ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"]),
      (S.retina6_9, ["iPhone 16 Pro Max", "iPhone 17 Pro Max"]),
      (S.iPhoneAir, ["iPhone Air"]),
      (S.ipad9_7, ["iPad (9.7-inch)", "iPad mini (5th generation)"]),
      (S.ipad10_2, ["iPad (10.2-inch)"]),
      (S.ipad10_5, ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"]),
      (S.ipad10_9rounded, ["iPad Air (5th generation)", "iPad Air (4th generation)", "iPad (10th generation)",
                           "iPad (A16)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"]),
      (S.ipad11_0rounded, ["iPad Pro (11-inch)"]),
      (S.ipad12_9, ["iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (12.9-inch) (1st generation)"]),
      (S.ipad12_9rounded, ["iPad Pro (12.9-inch)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"]),
      (S.ipadPro11M4, ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"]),
      (S.ipadPro13M4, ["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"]),
      (S.ipadMini8_3, ["iPad mini (A17 Pro)", "iPad mini (6th generation)"]),
    ]
    return table.flatMap { screen, names in names.map { Layout.Device(name: $0, screen: screen) } }
  }()
}
