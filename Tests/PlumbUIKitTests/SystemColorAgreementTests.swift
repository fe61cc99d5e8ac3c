import Foundation
import PlumbLayout
import PlumbScene
import PlumbUIKit
import Testing

@testable import PlumbInterfaceBuilder

/// Every system colour is one fact: a scene file naming it, an Interface Builder `systemColor` (and a named
/// colour that falls back to the system name) and `UIColor`'s class property resolve to `SystemColor`'s
/// value in each of the four appearances.
@MainActor
@Suite struct SystemColorAgreementTests {
  /// UIKit's class property for each system colour.
  static let uikit: [(SystemColor, UIColor)] = [
    (.label, .label), (.secondaryLabel, .secondaryLabel), (.tertiaryLabel, .tertiaryLabel),
    (.quaternaryLabel, .quaternaryLabel), (.systemBackground, .systemBackground),
    (.secondarySystemBackground, .secondarySystemBackground), (.tertiarySystemBackground, .tertiarySystemBackground),
    (.systemGroupedBackground, .systemGroupedBackground),
    (.secondarySystemGroupedBackground, .secondarySystemGroupedBackground),
    (.tertiarySystemGroupedBackground, .tertiarySystemGroupedBackground), (.systemFill, .systemFill),
    (.secondarySystemFill, .secondarySystemFill), (.tertiarySystemFill, .tertiarySystemFill),
    (.quaternarySystemFill, .quaternarySystemFill), (.separator, .separator), (.opaqueSeparator, .opaqueSeparator),
    (.link, .link), (.placeholderText, .placeholderText), (.systemGray, .systemGray), (.systemGray2, .systemGray2),
    (.systemGray3, .systemGray3), (.systemGray4, .systemGray4), (.systemGray5, .systemGray5),
    (.systemGray6, .systemGray6), (.systemRed, .systemRed), (.systemOrange, .systemOrange),
    (.systemYellow, .systemYellow), (.systemGreen, .systemGreen), (.systemMint, .systemMint),
    (.systemTeal, .systemTeal), (.systemCyan, .systemCyan), (.systemBlue, .systemBlue),
    (.systemIndigo, .systemIndigo), (.systemPurple, .systemPurple), (.systemPink, .systemPink),
    (.systemBrown, .systemBrown),
  ]

  static let appearances: [(UserInterfaceStyle, AccessibilityContrast, UITraitCollection)] = [
    (.light, .normal, UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(accessibilityContrast: .normal)])),
    (.dark, .normal, UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(accessibilityContrast: .normal)])),
    (.light, .high, UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(accessibilityContrast: .high)])),
    (.dark, .high, UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(accessibilityContrast: .high)])),
  ]

  /// The table's 8-bit value in one appearance.
  static func expected(_ name: SystemColor, _ style: UserInterfaceStyle, _ contrast: AccessibilityContrast) -> Color {
    let v = name.values
    let c: SystemColor.RGBA8
    switch (style, contrast) {
    case (.light, .normal): c = v.light
    case (.dark, .normal): c = v.dark
    case (.light, .high): c = v.lightHighContrast
    case (.dark, .high): c = v.darkHighContrast
    }
    return Color(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha)
  }

  @Test func uikitCoversEverySystemColour() {
    #expect(Self.uikit.map(\.0.rawValue).sorted() == SystemColor.allCases.map(\.rawValue).sorted())
  }

  @Test func uikitResolvesToTheTable() {
    for (name, color) in Self.uikit {
      for (style, contrast, traits) in Self.appearances {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        let got = Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
        #expect(got == Self.expected(name, style, contrast), "UIColor.\(name.rawValue) in \(style), \(contrast)")
      }
    }
  }

  @Test func sceneFilesResolveToTheTable() throws {
    let views = SystemColor.allCases.map { "{ view: '\($0.rawValue)', background: '\($0.rawValue)' }" }
    let scene = try SceneLoader.parse(text: "{ plumb: 1, canvas: { width: 375 }, views: [\(views.joined(separator: ", "))] }")
    for name in SystemColor.allCases {
      let color = try #require(scene.allNodes.first { $0.id == name.rawValue }?.appearance.background)
      for (style, contrast, _) in Self.appearances {
        #expect(color.resolved(style: style, contrast: contrast) == Self.expected(name, style, contrast),
                "scene '\(name.rawValue)' in \(style), \(contrast)")
      }
    }
  }

  @Test func interfaceBuilderResolvesToTheTable() throws {
    // `systemColor="…Color"`, and a named colour with no resource, which falls back to the system name.
    let subviews = SystemColor.allCases.map { name in
      """
      <view contentMode="scaleToFill" id="s-\(name.rawValue)">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <color key="backgroundColor" systemColor="\(name.rawValue)Color"/>
      </view>
      <view contentMode="scaleToFill" id="n-\(name.rawValue)">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <color key="backgroundColor" name="\(name.rawValue)Color"/>
      </view>
      """
    }.joined(separator: "\n")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <objects>
              <view contentMode="scaleToFill" id="root1">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <subviews>
                  \(subviews)
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "colors.xib")
    let scene = IBSceneBuilder(document: document, root: document.roots[0]).build().scene
    for name in SystemColor.allCases {
      for prefix in ["s-", "n-"] {
        let color = try #require(scene.allNodes.first { $0.id == prefix + name.rawValue }?.appearance.background,
                                 "\(prefix)\(name.rawValue)")
        for (style, contrast, _) in Self.appearances {
          #expect(color.resolved(style: style, contrast: contrast) == Self.expected(name, style, contrast),
                  "IB \(prefix)\(name.rawValue) in \(style), \(contrast)")
        }
      }
    }
  }

  /// A sample of Apple's values, so the table itself is checked, not only its readers.
  @Test func theTableHoldsApplesValues() {
    #expect(Self.expected(.separator, .light, .normal) == Color(red8: 60, green8: 60, blue8: 67, alpha8: 74))   // 0.29
    #expect(Self.expected(.tertiaryLabel, .dark, .normal) == Color(red8: 235, green8: 235, blue8: 245, alpha8: 77))   // 0.3
    #expect(Self.expected(.systemFill, .dark, .normal) == Color(red8: 120, green8: 120, blue8: 128, alpha8: 92))   // 0.36
    #expect(Self.expected(.systemYellow, .light, .high) == Color(red8: 178, green8: 80, blue8: 0))
    #expect(Self.expected(.systemBlue, .dark, .high) == Color(red8: 64, green8: 156, blue8: 255))
    #expect(Self.expected(.secondaryLabel, .light, .high) == Color(red8: 60, green8: 60, blue8: 67, alpha8: 173))
  }
}
