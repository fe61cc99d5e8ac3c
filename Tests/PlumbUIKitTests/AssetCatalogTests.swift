import Foundation
import PlumbGraphics
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// `UIColor(named:)` and `UIImage(named:)` written as iOS code, reading a bundle's asset catalog: colour
/// sets with their dark and high-contrast appearances, image sets in groups, at the traits' scale.
@MainActor
@Suite struct AssetCatalogTests {
  /// A bundle folder with `Assets.xcassets`: `Brand/Accent.colorset` (light, dark, light high contrast),
  /// `Plain.colorset` (one grey), `Broken.colorset` (not JSON), `Icons/star.imageset` (2× and 3× PNGs).
  private func bundle() throws -> (Bundle, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(getpid())-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    func write(_ path: String, _ text: String) throws {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    func entry(_ components: String, _ appearances: String = "") -> String {
      #"{ "idiom": "universal", \#(appearances) "color": { "color-space": "srgb", "components": \#(components) } }"#
    }
    try write("Brand/Accent.colorset/Contents.json", """
      { "colors": [
        \(entry(#"{ "red": "0.200", "green": "0.400", "blue": "0.800", "alpha": "1.000" }"#)),
        \(entry(#"{ "red": "0xFF", "green": "128", "blue": "0", "alpha": "1.000" }"#,
                #""appearances": [{ "appearance": "luminosity", "value": "dark" }],"#)),
        \(entry(#"{ "red": "0.000", "green": "0.000", "blue": "0.500", "alpha": "1.000" }"#,
                #""appearances": [{ "appearance": "contrast", "value": "high" }],"#))
      ], "info": { "author": "xcode", "version": 1 } }
      """)
    try write("Plain.colorset/Contents.json", #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "gray-gamma-22", "components": { "white": "0.500", "alpha": "0.800" } } } ] }"#)
    try write("Broken.colorset/Contents.json", "{ not json")
    for (scale, size) in [(2, 20), (3, 30)] {
      let png = try Bitmap(width: size, height: size, fill: Color(red: 1, green: 0, blue: 0)).pngData()
      let url = catalog.appendingPathComponent("Icons/star.imageset/star@\(scale)x.png")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(png).write(to: url)
    }
    return (try #require(Bundle(path: root.path)), root)
  }

  @Test func aColourSetIsADynamicColourWithItsAppearances() throws {
    let (bundle, root) = try bundle()
    defer { try? FileManager.default.removeItem(at: root) }
    let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
    let light = accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).plumbColor()
    let dark = accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).plumbColor()
    let high = accent.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)).plumbColor()
    #expect(abs(light.red - 0.2) < 0.001 && abs(light.blue - 0.8) < 0.001)
    // Components in Xcode's other spellings: hex bytes and 0–255 integers.
    #expect(dark.red == 1 && abs(dark.green - 128.0 / 255) < 0.001 && dark.blue == 0)
    #expect(high.red == 0 && abs(high.blue - 0.5) < 0.001)
    // Given traits, the colour is that appearance's, fixed.
    let fixed = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).plumbColor() == dark)
    // A grey set; a name with its group; a wrong group, a missing set and an unreadable one are nil.
    let plain = try #require(UIColor(named: "Plain", in: bundle, compatibleWith: nil)).plumbColor()
    #expect(abs(plain.red - 0.5) < 0.001 && abs(plain.alpha - 0.8) < 0.001)
    #expect(UIColor(named: "Brand/Accent", in: bundle, compatibleWith: nil) != nil)
    #expect(UIColor(named: "Other/Accent", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func aNamedColourIsDrawnInTheAppearanceOfTheSnapshot() throws {
    let (bundle, root) = try bundle()
    defer { try? FileManager.default.removeItem(at: root) }
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    card.backgroundColor = UIColor(named: "Accent", in: bundle, compatibleWith: nil)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    container.addSubview(card)
    let dark = ViewRendering.image(of: container, config: nil, size: nil, traits: UITraitCollection(userInterfaceStyle: .dark))
    let pixel = try #require(dark.image.bitmap).pixel(x: 10, y: 10)
    #expect(pixel.red == 255 && pixel.green == 128 && pixel.blue == 0, "\(pixel)")
  }

  @Test func anImageSetInAGroupGivesTheFileOfTheTraitsScale() throws {
    let (bundle, root) = try bundle()
    defer { try? FileManager.default.removeItem(at: root) }
    let star = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(star.scale == 3 && star.size == CGSize(width: 10, height: 10), "30 pixels at 3× are 10 points")
    let twice = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(twice.scale == 2 && twice.size == CGSize(width: 10, height: 10))
    #expect(UIImage(named: "moon", in: bundle, compatibleWith: nil) == nil)
  }
}
