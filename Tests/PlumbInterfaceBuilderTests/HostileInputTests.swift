import Foundation
import Testing

@testable import PlumbInterfaceBuilder

/// Hostile and broken files get an error with file, line and column, quickly, never a crash or a hang.
@Suite struct HostileInputTests {
  private func failure(_ text: String, file: String = "evil.storyboard") -> String {
    do { _ = try IBDocument.parse(bytes: Array(text.utf8), file: file); return "no error" } catch { return "\(error)" }
  }

  @Test func billionLaughsIsRefusedAtTheDeclaration() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 { text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n" }
    text += "]>\n<document>&lol9;</document>"
    let start = Date()
    #expect(failure(text).hasPrefix("evil.storyboard:2:1: DOCTYPE declarations are refused"))
    #expect(Date().timeIntervalSince(start) < 1)
  }

  @Test func externalEntitiesAreRefused() {
    #expect(failure("<document>&xxe;</document>").hasPrefix("evil.storyboard:1:11: entity reference '&xxe;' is refused"))
    #expect(failure("<?xml version=\"1.0\"?><!DOCTYPE d SYSTEM \"file:///etc/passwd\"><document/>").contains(":1:22: DOCTYPE"))
  }

  @Test func fiftyMegabytesIsRefusedBeforeParsing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Huge.storyboard").path
    var data = Data("<document>".utf8)
    data.append(Data(repeating: 0x20, count: 50 * 1024 * 1024))
    data.append(Data("</document>".utf8))
    try data.write(to: URL(fileURLWithPath: path))
    let start = Date()
    do { _ = try IBDocument.load(path: path); Issue.record("a 50 MB file was read") } catch {
      #expect("\(error)".contains("Huge.storyboard:1:1: the document is 52428821 bytes, more than the limit of 52428800"))
    }
    #expect(Date().timeIntervalSince(start) < 2)
  }

  @Test func deepNestingIsRefused() {
    let text = "<document>" + String(repeating: "<view>", count: 100_000) + String(repeating: "</view>", count: 100_000) + "</document>"
    #expect(failure(text).contains("evil.storyboard:1:1541: elements nested deeper than 256 levels"))
  }

  @Test func truncatedAndMalformedFilesNameTheirPlace() throws {
    let text = try String(contentsOfFile: fixture("cookbook/SimpleStackView.storyboard"), encoding: .utf8)
    let cut = String(text.prefix(3000))
    #expect(failure(cut, file: "cut.storyboard").contains("cut.storyboard:"))
    #expect(failure(cut, file: "cut.storyboard").contains("truncated"))
    #expect(failure("<document><view id=\"a\"></document>").hasPrefix("evil.storyboard:1:24: end tag </document> does not match <view> opened at line 1, column 11"))
    #expect(failure("<plist/>").hasPrefix("evil.storyboard:1:1: the root element is <plist>, not an Interface Builder <document>"))
  }

  @Test func everyPrefixOfARealStoryboardFailsCleanlyOrParses() throws {
    let bytes = Array(try String(contentsOfFile: fixture("cookbook/SimpleSingleView.storyboard"), encoding: .utf8).utf8)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      do {
        let document = try IBDocument.parse(bytes: Array(bytes[0..<length]), file: "cut.storyboard")
        for root in document.roots { _ = IBSceneBuilder(document: document, root: root).build() }
      } catch let error as XMLError {
        #expect(error.line >= 1 && error.column >= 1)
      } catch let error as IBError {
        #expect(error.place.line != nil)
      }
    }
  }

  @Test func aConstraintNamingAMissingIdIsAWarningWithItsLine() throws {
    let text = storyboard(subviews: "", constraints: """
      <constraint firstItem="nope" firstAttribute="width" constant="3" id="c1"/>
      """)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("firstItem=\"nope\"") }) + 1
    let column = lines[line - 1].distance(from: lines[line - 1].startIndex, to: lines[line - 1].firstIndex(of: "<")!) + 1
    let imported = try importFirst(text)
    let warning = try #require(imported.warnings.first { $0.message.contains("'nope'") })
    #expect(warning.place.line == line && warning.place.column == column)
    #expect(warning.description.hasPrefix("inline.storyboard:\(line):\(column): <constraint id=\"c1\">"))
  }
}
