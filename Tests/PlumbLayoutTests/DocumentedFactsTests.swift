import Foundation
import PlumbLayout
import Testing

/// The facts docs/ states as numbers or lists are the tables' own: the device count and the drawn symbols.
@Suite struct DocumentedFactsTests {
  private func page(_ name: String) throws -> String {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let root = tests.deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  @Test func theDeviceCountsAreTheTables() throws {
    let models = Layout.Device.all.count, screens = Layout.DeviceScreen.all.count
    #expect(try page("controls-and-devices.md").contains("lists \(models) models on \(screens) screens"))
    #expect(try page("cli.md").contains("Lists the \(models) iPhone and iPad models on \(screens) screens"))
  }

  @Test func theSceneFormatListsEverySymbolPlumbDraws() throws {
    let text = try page("scene-format.md")
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `systemName` |") })
    let start = try #require(row.range(of: "when Plumb draws it — "))
    let end = try #require(row.range(of: "; `chevron.forward` and"))
    let listed = row[start.upperBound..<end.lowerBound].split(separator: ", ").map { $0.trimmingCharacters(in: ["`"]) }
    #expect(Set(listed) == Layout.SystemSymbol.drawn)
    #expect(listed == listed.sorted(), "the list is in alphabetical order")
    #expect(try page("uikit.md").contains("\(Layout.SystemSymbol.drawn.count) common ones are drawn"))
  }
}
