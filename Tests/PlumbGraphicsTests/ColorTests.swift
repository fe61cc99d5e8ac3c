import Testing
import PlumbLayout

@Suite struct ColorTests {
  @Test(arguments: [
    ("#F00", Color.red), ("#ff0000", .red), ("#FF0000FF", .red), ("#0000", .clear), ("white", .white),
    ("lightGray", .lightGray), ("#007AFF", Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)),
  ])
  func parses(text: String, expected: Color) {
    #expect(Color(parsing: text) == expected)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "F00", "Red", "#1234567"])
  func rejects(text: String) {
    #expect(Color(parsing: text) == nil)
  }

  @Test func alphaAndDescription() throws {
    let veil = try #require(Color(parsing: "#00000080"))
    #expect(abs(veil.alpha - 128.0 / 255) < 1e-9)
    #expect(veil.description == "#00000080")
    #expect(Color.systemBlue.description == "#007AFF")
  }
}
