import Foundation
import PlumbCLI
import Testing

/// `plumb list`, `render|check|trace|sheet --scene`, `check --against-xcode`, `import` and `snapshot`
/// on Interface Builder files (fixtures under Tests/Fixtures/ib).
@Suite struct InterfaceBuilderCommandTests {
  private func ib(_ name: String) -> String { packageRoot + "/Tests/Fixtures/ib/" + name }

  @Test func listsRootsAsTextAndJSON() throws {
    let text = plumb(["list", ib("cookbook/SelfSizingTableViewCells.storyboard")])
    #expect(text.code == 0)
    #expect(text.output.contains("viewController") && text.output.contains("tableViewCell"))
    let json = plumb(["list", ib("cookbook/SimpleStackView.storyboard"), "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let roots = try #require(object["roots"] as? [[String: Any]])
    #expect(roots.count == 1)
    #expect(roots[0]["id"] as? String == "eZF-yh-soA" && roots[0]["kind"] as? String == "viewController")
    #expect(roots[0]["controller"] as? String == "fsh-5l-ENR")
    #expect(plumb(["list", scenePath("SimpleStackView")]).code == 64)
  }

  @Test func rendersARootPickedByControllerIdWithLayoutInRootCoordinates() throws {
    let folder = temporaryFolder("ib-render")
    let run = plumb(["render", ib("cookbook/SimpleStackView.storyboard"), "--scene", "fsh-5l-ENR",
                     "-o", folder + "/s.png", "--layout", folder + "/s.json", "--width", "320"])
    #expect(run.code == 0, "\(run.errors)")
    let layout = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/s.json"))) as? [String: Any])
    let views = try #require(layout["views"] as? [[String: Any]])
    let stack = try #require(views.first { $0["id"] as? String == "602-zA-mia" })
    let frame = try #require(stack["frame"] as? [String: Double])
    #expect(frame == ["x": 20, "y": 28, "width": 280, "height": 564])
    #expect(!run.errors.contains("error"))
  }

  @Test func aClassMapSaysWhatCustomClassesAre() throws {
    let folder = temporaryFolder("ib-class-map")
    let run = plumb(["render", ib("classmap/CustomClasses.storyboard"), "--class-map", ib("classmap/CustomClasses.classes.json"),
                     "-o", folder + "/c.png", "--layout", folder + "/c.json"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(!run.errors.contains("DCRoundSwitch") && run.errors.contains("UnknownView"))
    let layout = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/c.json"))) as? [String: Any])
    let views = try #require(layout["views"] as? [[String: Any]])
    let circle = try #require(views.first { $0["id"] as? String == "ci1" })
    #expect(circle["frame"] as? [String: Double] == ["x": 20, "y": 130, "width": 50, "height": 50])
    #expect(plumb(["render", scenePath("SimpleStackView"), "--class-map", "x.json", "-o", folder + "/s.png"]).code == 64)
    let missing = plumb(["check", ib("classmap/CustomClasses.storyboard"), "--class-map", folder + "/none.json"])
    #expect(missing.code != 0 && missing.errors.contains("cannot read the class map"))
  }

  @Test func aFileWithSeveralRootsSaysWhichExist() {
    let run = plumb(["render", ib("cookbook/SelfSizingTableViewCells.storyboard"), "-o", temporaryFolder("ib-many") + "/x.png"])
    #expect(run.code == 65)
    #expect(run.errors.contains("roots; pick one with --scene ID"))
    let wrong = plumb(["check", ib("cookbook/SimpleStackView.storyboard"), "--scene", "eZF-yh-soB"])
    #expect(wrong.code == 65 && wrong.errors.contains("no root 'eZF-yh-soB' (did you mean 'eZF-yh-soA'?)"))
  }

  @Test func checkAgainstXcodeListsViewsThatDiffer() throws {
    let run = plumb(["check", ib("cookbook/NestedStackViews.storyboard"), "--against-xcode"])
    #expect(run.code == 0)
    #expect(run.output.contains("views compared with Xcode's stored frames"))
    #expect(run.output.contains("Xcode placed"))
    let json = plumb(["check", ib("cookbook/SimpleSingleView.storyboard"), "--against-xcode", "--format", "json", "--strict"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect((object["views"] as? [Any])?.isEmpty == false)
    #expect(json.code == ((object["differingUnflagged"] as? Double) == 0 ? 0 : 1))
    #expect(plumb(["check", scenePath("SimpleStackView"), "--against-xcode"]).code == 64)
    // Stored frames that break the file's own constraints are called stale.
    let stale = plumb(["check", ib("corpus/files/openfoodfacts__openfoodfacts-ios/Sources__Views__Settings__Settings.storyboard"),
                       "--scene", "ayn-sl-UGh", "--against-xcode"])
    #expect(stale.output.contains("Xcode placed view (FRT-fs-wC1) at (8, 83.5, 359, 50), Plumb at (8, 100.5, 359, 76)"
                                  + " — Xcode's stored frames break FRT-fs-wC1.bottom == 9UH-EH-m8U.bottom (line 507) by 26 pt"), "\(stale.output)")
    #expect(stale.output.contains("2 with stored frames that break the file's own constraints"))
  }

  /// A document saved in dark renders dark unless `--appearance` says otherwise.
  @Test func aDarkDocumentRendersDarkByDefault() throws {
    let file = ib("corpus/files/cbpowell__MarqueeLabel/MarqueeLabel__MarqueeLabel.storyboard")
    let folder = temporaryFolder("ib-dark")
    let dark = plumb(["render", file, "--scene", "0j2-Mv-s6q", "-o", folder + "/dark.png"])
    #expect(dark.code == 0 && dark.output.contains("-dark)"), "\(dark.output)\(dark.errors)")
    let light = plumb(["render", file, "--scene", "0j2-Mv-s6q", "--appearance", "light", "-o", folder + "/light.png"])
    #expect(light.code == 0 && !light.output.contains("-dark)"), "\(light.output)")
  }

  @Test func importWritesASceneThatRendersIdentically() throws {
    let folder = temporaryFolder("ib-import")
    for (file, root) in [("cookbook/SimpleStackView.storyboard", "eZF-yh-soA"), ("cookbook/DynamicHeightColumns.storyboard", "Pke-as-ItX"),
                         ("cookbook/NestedStackViews.storyboard", nil), ("cookbook/TwoViewsWithComplexWidths.storyboard", nil),
                         ("cookbook/SizeClasses.storyboard", nil), ("cookbook/ScrollView.storyboard", nil)] as [(String, String?)] {
      let roots = root.map { [$0] } ?? []
      let query = roots.isEmpty ? [] : ["--scene", roots[0]]
      let imported = plumb(["import", ib(file)] + query + ["-o", folder + "/scene.json5"])
      #expect(imported.code == 0, "\(file): \(imported.errors)")
      let a = plumb(["render", folder + "/scene.json5", "-o", folder + "/a.png"])
      let b = plumb(["render", ib(file)] + query + ["-o", folder + "/b.png"])
      #expect(a.code == 0 && b.code == 0, "\(a.errors) \(b.errors)")
      #expect(FileManager.default.contents(atPath: folder + "/a.png") == FileManager.default.contents(atPath: folder + "/b.png"), "\(file)")
    }
    let text = try String(contentsOfFile: folder + "/scene.json5", encoding: .utf8)
    #expect(text.contains("// IB "))
    #expect(!text.contains("controls written"))
  }

  @Test func traceAndSheetTakeScenes() {
    #expect(plumb(["trace", ib("cookbook/SimpleSingleView.storyboard")]).code == 0)
    #expect(plumb(["sheet", ib("cookbook/SimpleSingleView.storyboard"), "-o", temporaryFolder("ib-sheet") + "/s.png"]).code == 0)
    #expect(plumb(["render", scenePath("SimpleStackView"), "--scene", "x"]).code == 64)
  }

  @Test func snapshotDiscoversInterfaceBuilderFiles() throws {
    let folder = temporaryFolder("ib-snapshot")
    try FileManager.default.copyItem(atPath: ib("cookbook/SimpleSingleView.storyboard"), toPath: folder + "/One.storyboard")
    let record = Plumb.$environment.withValue([:]) {   // records even when the suite runs under CI
      plumb(["snapshot", folder, "--references", folder + "/refs", "--artifacts", folder + "/art", "--record", "missing"])
    }
    #expect(record.code == 0, "\(record.output) \(record.errors)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/refs")
    #expect(names.contains { $0.hasPrefix("One-") })
  }
}
