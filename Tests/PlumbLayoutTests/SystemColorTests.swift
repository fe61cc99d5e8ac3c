import PlumbLayout
import Testing

/// Every system colour in all four appearances, as 8-bit RGBA hex, against Apple's published tables.
@Suite struct SystemColorTests {
  /// name: light, dark, light increased contrast, dark increased contrast.
  static let expected: [(String, [String])] = [
    ("label", ["#000000", "#FFFFFF", "#000000", "#FFFFFF"]),
    ("secondaryLabel", ["#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD"]),
    ("tertiaryLabel", ["#3C3C434D", "#EBEBF54D", "#3C3C4360", "#EBEBF560"]),
    ("quaternaryLabel", ["#3C3C432E", "#EBEBF529", "#3C3C4342", "#EBEBF53D"]),
    ("systemBackground", ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
    ("secondarySystemBackground", ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
    ("tertiarySystemBackground", ["#FFFFFF", "#2C2C2E", "#FFFFFF", "#363638"]),
    ("systemGroupedBackground", ["#F2F2F7", "#000000", "#EBEBF0", "#000000"]),
    ("secondarySystemGroupedBackground", ["#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"]),
    ("tertiarySystemGroupedBackground", ["#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"]),
    ("systemFill", ["#78788033", "#7878805C", "#78788047", "#78788070"]),
    ("secondarySystemFill", ["#78788029", "#78788052", "#7878803D", "#78788066"]),
    ("tertiarySystemFill", ["#7676801F", "#7676803D", "#76768033", "#76768051"]),
    ("quaternarySystemFill", ["#74748014", "#7676802E", "#74748028", "#76768042"]),
    ("separator", ["#3C3C434A", "#54545899", "#3C3C435E", "#545458AD"]),
    ("opaqueSeparator", ["#C6C6C8", "#38383A", "#C6C6C8", "#38383A"]),
    ("link", ["#007AFF", "#0984FF", "#007AFF", "#0984FF"]),
    ("placeholderText", ["#3C3C434D", "#EBEBF54D", "#3C3C4360", "#EBEBF560"]),
    ("systemGray", ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"]),
    ("systemGray2", ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
    ("systemGray3", ["#C7C7CC", "#48484A", "#AEAEB2", "#545456"]),
    ("systemGray4", ["#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"]),
    ("systemGray5", ["#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"]),
    ("systemGray6", ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
    ("systemRed", ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
    ("systemOrange", ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"]),
    ("systemYellow", ["#FFCC00", "#FFD60A", "#B25000", "#FFD426"]),
    ("systemGreen", ["#34C759", "#30D158", "#248A3D", "#30DB5B"]),
    ("systemMint", ["#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"]),
    ("systemTeal", ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"]),
    ("systemCyan", ["#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"]),
    ("systemBlue", ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
    ("systemIndigo", ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"]),
    ("systemPurple", ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"]),
    ("systemPink", ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"]),
    ("systemBrown", ["#A2845E", "#AC8E68", "#7F6545", "#B59469"]),
  ]

  @Test func everyColourInEveryAppearance() throws {
    #expect(Self.expected.map(\.0) == SystemColor.allCases.map(\.rawValue))
    for (name, values) in Self.expected {
      let color = try #require(Color(parsing: name), "\(name) parses")
      let resolved = [
        color.resolved(style: .light, contrast: .normal), color.resolved(style: .dark, contrast: .normal),
        color.resolved(style: .light, contrast: .high), color.resolved(style: .dark, contrast: .high),
      ].map(\.description)
      #expect(resolved == values, "\(name)")
      #expect(color.systemName == name)
      #expect(color.description == values[0], "an unresolved colour prints its light value")
    }
  }

  @Test func fixedColoursResolveToThemselves() {
    let fixed = Color(hex: "#12345678")!
    #expect(!fixed.isDynamic)
    for style in UserInterfaceStyle.allCases {
      for contrast in AccessibilityContrast.allCases { #expect(fixed.resolved(style: style, contrast: contrast) == fixed) }
    }
    #expect(Color(parsing: "lightGray") == .lightGray)
  }

  @Test func sceneDynamicColoursDefaultTheirHighContrastValues() {
    let card = Color.dynamic(light: .white, dark: Color(hex: "#1C1C1E")!)
    #expect(card.isDynamic && card.systemName == nil)
    #expect(card.resolved(style: .dark, contrast: .normal).description == "#1C1C1E")
    #expect(card.resolved(style: .dark, contrast: .high).description == "#1C1C1E")
    #expect(card.resolved(style: .light, contrast: .high) == .white)
    // A dynamic colour built from system colours takes their own appearance values.
    let nested = Color.dynamic(light: .system(.systemBlue), dark: .system(.systemRed))
    #expect(nested.resolved(style: .light, contrast: .high).description == "#0040DD")
    #expect(nested.resolved(style: .dark, contrast: .high).description == "#FF6961")
  }
}
