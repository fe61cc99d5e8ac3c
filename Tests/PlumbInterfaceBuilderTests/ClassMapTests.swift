import Foundation
import PlumbLayout
import PlumbRender
import Testing

@testable import PlumbInterfaceBuilder

/// `IBClassMap`: custom classes as UIKit kinds with intrinsic sizes, read from a JSON file whose errors
/// carry the JSON path.
@Suite struct ClassMapTests {
  @Test func customClassesTakeTheirKindAndIntrinsicSizeFromTheMap() throws {
    let document = try IBDocument.load(path: fixture("classmap/CustomClasses.storyboard"))
    let map = try IBClassMap.load(path: fixture("classmap/CustomClasses.classes.json"))
    let imported = IBSceneBuilder(document: document, root: document.roots[0], classMap: map).build()
    let result = try RenderSession(scene: imported.scene).layout(Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0])
    // A switch: its frame is UIKit's 51 × 31 (a 49 × 31 alignment rect).
    #expect(result["sw1"]?.frame == Rect(x: 20, y: 79, width: 51, height: 31))
    if case .control(.switch) = imported.scene.views.first(where: { $0.id == "sw1" })?.kind {} else { Issue.record("sw1 is not a switch") }
    // `Loop.CircleMaskView` wins over `CircleMaskView`: 50 × 50.
    #expect(result["ci1"]?.frame == Rect(x: 20, y: 130, width: 50, height: 50))
    // Width only: 24 wide, the height from its constraint.
    #expect(result["ba1"]?.frame == Rect(x: 20, y: 200, width: 24, height: 100))
    // Classes in the map draw no warning; the others still do.
    let warned = imported.warnings.map(\.message).filter { $0.contains("custom class") }
    #expect(warned == ["custom class 'UnknownView' is drawn as a plain view (a class map can say what it is)"])
    // Without a map the custom switch is a plain view without a size of its own.
    let plain = IBSceneBuilder(document: document, root: document.roots[0]).build()
    if case .view = plain.scene.views.first(where: { $0.id == "sw1" })?.kind {} else { Issue.record("sw1 is not a plain view") }
  }

  @Test(arguments: [
    ("[1]", "1:1: $: a class map is an object keyed by class name"),
    ("{\"A\": 3}", "1:7: $.A: an entry is an object with 'kind' and/or 'intrinsicSize'"),
    ("{\"A\": {\"kind\": \"gauge\"}}", "1:16: $.A.kind: 'kind' is one of"),
    ("{\"A\": {\"size\": 1}}", "1:8: $.A.size: unknown field 'size' (kind, intrinsicSize)"),
    ("{\"A\": {\"intrinsicSize\": {\"depth\": 1}}}", "1:26: $.A.intrinsicSize.depth: unknown axis 'depth' (width or height)"),
    ("{\"A\": {\"intrinsicSize\": {\"width\": -4}}}", "1:35: $.A.intrinsicSize.width: a size is a number ≥ 0 or null"),
    ("{\"A\": {\"intrinsicSize\": {\"width\": true}}}", "1:35: $.A.intrinsicSize.width: a size is a number ≥ 0 or null"),
    ("{\"A\": ", "1:7: $: not JSON: unexpected end of file, expected a value"),
  ])
  func errorsNameTheFileAndTheJSONPath(text: String, expected: String) {
    do {
      _ = try IBClassMap.parse(data: Data(text.utf8), file: "Classes.json")
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect("\(error)".hasPrefix("Classes.json:" + expected), "\(error)")
    }
  }

  @Test func moduleQualifiedNamesWinAndMissingFilesAreErrors() throws {
    let map = try IBClassMap.parse(data: Data(#"{"Kit.Ring": {"kind": "activityIndicatorView"}, "Ring": {"kind": "view"}}"#.utf8))
    #expect(map.entry(forClass: "Ring", module: "Kit")?.kind == "activityIndicatorView")
    #expect(map.entry(forClass: "Ring", module: "Other")?.kind == "view")
    #expect(map.entry(forClass: "Gauge") == nil)
    #expect(throws: IBError.self) { try IBClassMap.load(path: fixture("classmap/no-such-file.json")) }
  }
}
