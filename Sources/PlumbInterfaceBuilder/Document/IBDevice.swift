import PlumbLayout

/// An Interface Builder `<device id>`: the screen it simulates, in portrait.
///
/// Sizes, scales and safe areas from Apple's device specifications as collected in the project's
/// reference notes; IB draws the retina6_1 status bar 44 high up to Xcode 13 (toolsVersion < 21200) and 48 from Xcode 14, and
/// Xcode 11–13 draw no status bar at all on home-button devices (the stored frames start at y 0).
///
/// ```swift
/// let device = IBDevice.named("retina4_7")!
/// device.width    // 375
/// device.safeTop  // 20
/// ```
public struct IBDevice: Sendable, Hashable {
  public var id: String
  public var width: Double
  public var height: Double
  public var scale: Double
  /// Safe-area insets in portrait: the status bar (or sensor housing) and the home indicator.
  public var safeTop: Double
  public var safeBottom: Double

  public init(id: String, width: Double, height: Double, scale: Double, safeTop: Double, safeBottom: Double) {
    self.id = id; self.width = width; self.height = height; self.scale = scale
    self.safeTop = safeTop; self.safeBottom = safeBottom
  }

  /// The device with IB's id, adjusted for the Xcode that wrote the file (`toolsVersion`), or `nil`.
  public static func named(_ id: String, toolsVersion: Double? = nil) -> IBDevice? {
    guard var device = table.first(where: { $0.id == id }) else { return nil }
    if id == "retina6_1", let tools = toolsVersion, tools < 21200 { device.safeTop = 44 }
    // Xcode 11–13 (toolsVersion 14800–21199) simulate no status bar on home-button devices.
    if device.safeBottom == 0, let tools = toolsVersion, tools >= 14800 && tools < 21200 { device.safeTop = 0 }
    return device
  }

  /// Every device id Plumb knows.
  public static var ids: [String] { table.map(\.id) }

  private static let table: [IBDevice] = [
    IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, safeTop: 20, safeBottom: 0),
    IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, safeTop: 44, safeBottom: 34),
    IBDevice(id: "retina5_4", width: 375, height: 812, scale: 3, safeTop: 50, safeBottom: 34),
    IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, safeTop: 48, safeBottom: 34),
    IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, safeTop: 44, safeBottom: 34),
    IBDevice(id: "retina6_0", width: 390, height: 844, scale: 3, safeTop: 47, safeBottom: 34),
    IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, safeTop: 47, safeBottom: 34),
    IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, safeTop: 59, safeBottom: 34),
    IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, safeTop: 59, safeBottom: 34),
    IBDevice(id: "retina6_3", width: 402, height: 874, scale: 3, safeTop: 62, safeBottom: 34),
    IBDevice(id: "retina6_9", width: 440, height: 956, scale: 3, safeTop: 62, safeBottom: 34),
    IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, safeTop: 24, safeBottom: 20),
    IBDevice(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, safeTop: 24, safeBottom: 20),
    IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, safeTop: 20, safeBottom: 0),
    IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, safeTop: 24, safeBottom: 20),
  ]
}
