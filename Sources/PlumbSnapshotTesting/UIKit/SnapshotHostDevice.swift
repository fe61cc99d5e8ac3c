import Foundation
import PlumbJSON
import PlumbLayout
import PlumbUIKit

/// The device swift-snapshot-testing's tests would run on — the simulator that recorded the references.
/// Its scale is the scale of every picture whose configuration sets none (all of swift-snapshot-testing's
/// presets), and its screen is the size of a view controller snapshotted with no device.
///
/// Where it comes from, first found: `SnapshotHostDevice.override` (the API); `PLUMB_HOST_DEVICE` (a
/// device name, `iPhone 11 Pro Max`); a `plumb-snapshot.json` (`{"hostDevice": "iPhone 11 Pro Max"}`) in
/// the test file's folder or a folder above; the scale the first existing reference was recorded at
/// (said once on standard error); else the iPhone 8 (375 × 667 at 2×).
///
/// ```swift
/// SnapshotHostDevice.override = SnapshotHostDevice(named: "iPhone 11 Pro Max")
/// assertSnapshot(of: controller, as: .image(on: .iPhoneSe))   // 960 × 1704 px, as a 3× simulator draws it
/// ```
public struct SnapshotHostDevice: Sendable, Equatable, CustomStringConvertible {
  /// The model's name (`iPhone 11 Pro Max`), or a description of where the values came from.
  public var name: String
  /// The portrait screen in points.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat

  public init(name: String, size: CGSize, scale: CGFloat) { self.name = name; self.size = size; self.scale = scale }

  /// A model of the device table (any case; spaces and hyphens interchangeable), or `nil`.
  public init?(named name: String) {
    guard let device = Layout.Device.named(name) else { return nil }
    let size = device.screen.portraitSize
    self.init(name: device.name, size: CGSize(width: size.width, height: size.height), scale: CGFloat(device.screen.scale))
  }

  /// `iPhone 11 Pro Max (414×896 pt @3x)`; a scale read from a reference without a model: `a 3× device`.
  public var description: String {
    if Layout.Device.named(name) == nil { return name }
    return "\(name) (\(formatPoints(Double(size.width)))×\(formatPoints(Double(size.height))) pt @\(formatPoints(Double(scale)))x)"
  }

  /// The iPhone 8, Plumb's screen when nothing names a host.
  public static let standard = SnapshotHostDevice(named: "iPhone 8")!

  /// Set by a test suite to name its host device (wins over the environment and the file).
  nonisolated(unsafe) public static var override: SnapshotHostDevice?

  /// What the environment or a configuration file named, and the device read from references.
  nonisolated(unsafe) static var configured: SnapshotHostDevice?
  nonisolated(unsafe) static var detected: SnapshotHostDevice?
  nonisolated(unsafe) static var searchedFolders: Set<String> = []

  /// The host device in effect.
  public static var current: SnapshotHostDevice { override ?? configured ?? detected ?? standard }

  /// Whether a test named the host (API, environment or file), so references are not read for it.
  static var isNamed: Bool { override != nil || configured != nil }

  /// Reads `PLUMB_HOST_DEVICE` and the nearest `plumb-snapshot.json` above `testFile` (once per folder);
  /// returns a problem to report (an unknown device name, a file that is not valid), or `nil`.
  package static func configure(testFile: String, environment: [String: String]) -> String? {
    if let name = environment["PLUMB_HOST_DEVICE"], !name.isEmpty {
      guard let device = SnapshotHostDevice(named: name) else {
        let hint = Suggestion.closest(to: name, in: Layout.Device.names).map { " (did you mean '\($0)'?)" } ?? ""
        return "PLUMB_HOST_DEVICE: unknown device '\(name)'\(hint)"
      }
      configured = device
      return nil
    }
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    guard !searchedFolders.contains(folder.path) else { return nil }
    searchedFolders.insert(folder.path)
    while true {
      let file = folder.appendingPathComponent("plumb-snapshot.json")
      if let data = FileManager.default.contents(atPath: file.path) {
        guard let root = try? JSONReader.parse(bytes: Array(data), strict: true), root.isObject else {
          return "\(file.path): expected {\"hostDevice\": \"<device name>\"}"
        }
        // A file may name only other settings (the user's SF Pro, `sfProDirectory`): then it names no host.
        guard let value = root["hostDevice"] else { return nil }
        guard let name = value.string else { return "\(file.path): expected {\"hostDevice\": \"<device name>\"}" }
        guard let device = SnapshotHostDevice(named: name) else {
          let hint = Suggestion.closest(to: name, in: Layout.Device.names).map { " (did you mean '\($0)'?)" } ?? ""
          return "\(file.path): hostDevice: unknown device '\(name)'\(hint)"
        }
        configured = device
        return nil
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// When no host is named and a picture of `points` at the current scale does not have the reference's
  /// `pixels`, the scale (and, for a screen-sized picture, the model) that explains the reference; `nil` if
  /// none does or the host is named. The finding is kept for the rest of the run.
  static func detect(points: CGSize, pixels: (width: Int, height: Int)) -> SnapshotHostDevice? {
    guard !isNamed, detected == nil, points.width > 0, points.height > 0 else { return nil }
    for scale in [3.0, 2.0, 1.0] where CGFloat(scale) != current.scale {
      let width = Double(pixels.width) / scale, height = Double(pixels.height) / scale
      guard abs(width - Double(points.width)) < 0.5 / scale || points == standard.size else { continue }
      let model = Layout.Device.all.first {
        $0.screen.scale == scale && $0.screen.portraitSize.width == width && $0.screen.portraitSize.height == height
      }
      var found = SnapshotHostDevice(
        name: model?.name ?? "a \(formatPoints(scale))× device", size: current.size, scale: CGFloat(scale))
      if let model { found = SnapshotHostDevice(named: model.name) ?? found }
      guard abs(height - Double(points.height)) < 0.5 / scale || model != nil else { continue }
      detected = found
      return found
    }
    return nil
  }
}
