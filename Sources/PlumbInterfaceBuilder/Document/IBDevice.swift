import PlumbLayout

/// An Interface Builder `<device id>`: the screen it simulates, in portrait.
///
/// Sizes, scales and safe areas come from the device table (`Layout.DeviceScreen`); IB draws the retina6_1 status bar 44 high up to Xcode 13 (toolsVersion < 21200) and 48 from Xcode 14, and
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

  /// The device table's screens (PlumbLayout's `Layout.DeviceScreen`, the one source of device facts).
  private static let table: [IBDevice] = Layout.DeviceScreen.all.map {
    IBDevice(
      id: $0.interfaceBuilderID, width: $0.portraitSize.width, height: $0.portraitSize.height, scale: $0.scale,
      safeTop: $0.portraitSafeArea.top, safeBottom: $0.portraitSafeArea.bottom)
  }
}
