import Foundation
import Testing
@testable import PlumbCLI
import PlumbGraphics
import PlumbLayout

private func run(_ words: [String]) -> (code: Int32, out: String, err: String) {
  let capture = CapturedConsole()
  let code = Plumb.run(words, console: capture.console)
  return (code, capture.output, capture.errors)
}

@Suite struct DeviceOptionTests {
  private func scene() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-devices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("toggle.json").path
    try Data("""
      { plumb: 1, canvas: { width: 100, height: 50 },
        views: [ { switch: "wifi", isOn: true } ],
        constraints: [ "wifi.trailing == safeArea.trailing - 20", "wifi.top == safeArea.top" ] }
      """.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  @Test func devicesListsEveryModelWithItsIBID() {
    let result = run(["devices"])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("model") == true)
    #expect(lines.count == 1 + Layout.Device.all.count && Layout.Device.all.count == 68)
    let pro = lines.first { $0.hasPrefix("iPhone 15 Pro ") }
    #expect(pro?.contains("393×852") == true && pro?.contains("@3x") == true && pro?.hasSuffix("retina6_12") == true)
    #expect(pro?.contains("59 / 34") == true && pro?.contains("59 / 21") == true)
  }

  @Test func deviceOrientationAndAppearanceOptionsPickTheVariant() throws {
    let (folder, scene) = try scene()
    let png = folder.appendingPathComponent("out.png").path
    let result = run(["render", scene, "-o", png, "--device", "iPhone 15 Pro", "--orientation", "landscape", "--appearance", "dark", "--contrast", "high"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("2556×1179 px, iPhone-15-Pro-landscape-dark-hc"), "\(result.out)")
  }

  @Test func badDeviceOptionsAreUsageErrors() throws {
    let (folder, scene) = try scene()
    let png = folder.appendingPathComponent("out.png").path
    let unknown = run(["render", scene, "-o", png, "--device", "iPhone 15 Pr"])
    #expect(unknown.code != 0)
    #expect(unknown.err.contains("Unknown device 'iPhone 15 Pr'; 'plumb devices' lists them. Did you mean 'iPhone 15 Pro'?"), "\(unknown.err)")
    let mixed = run(["render", scene, "-o", png, "--device", "iPhone 8", "--width", "320"])
    #expect(mixed.err.contains("'--width' cannot be combined with '--device'"), "\(mixed.err)")
    let lonely = run(["render", scene, "-o", png, "--orientation", "landscape"])
    #expect(lonely.err.contains("'--orientation' needs '--device'."), "\(lonely.err)")
    #expect(!FileManager.default.fileExists(atPath: png))
  }
}
