import PlumbJSON
import Foundation
import PlumbGraphics
import Testing
@testable import PlumbCLI

/// `plumb render --debug` and `--exercise-ambiguity` through the command line.
@Suite struct RenderDebugTests {
  @Test func debugPictureIsTallerByTheLegendAndMarksTruncation() throws {
    let folder = temporaryFolder("render-debug")
    #expect(plumb(["render", scenePath("DiagnosisTruncation"), "-o", folder + "/plain.png"]).code == 0)
    let run = plumb(["render", scenePath("DiagnosisTruncation"), "-o", folder + "/debug.png", "--debug"])
    #expect(run.code == 0)
    let plain = try Bitmap(contentsOfFile: folder + "/plain.png")
    let debug = try Bitmap(contentsOfFile: folder + "/debug.png")
    #expect(debug.width == plain.width && debug.height > plain.height)
    #expect(debug.pixel(x: 32, y: 44) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func debugWithAllVariants() throws {
    let folder = temporaryFolder("render-debug-all")
    #expect(plumb(["render", scenePath("DiagnosisConflict"), "--all-variants", folder + "/plain"]).code == 0)
    #expect(plumb(["render", scenePath("DiagnosisConflict"), "--all-variants", folder + "/debug", "--debug"]).code == 0)
    for name in ["w320-h200-ltr-large-2x", "w414-h200-ltr-large-2x"] {
      let plain = try Bitmap(contentsOfFile: folder + "/plain/DiagnosisConflict/\(name).png")
      let debug = try Bitmap(contentsOfFile: folder + "/debug/DiagnosisConflict/\(name).png")
      #expect(debug.width == plain.width && debug.height > plain.height, "\(name)")
    }
  }

  @Test func exerciseAmbiguityWritesNumberedPictures() throws {
    let folder = temporaryFolder("render-ambiguity")
    let run = plumb(["render", scenePath("DiagnosisAmbiguous"), "-o", folder + "/amb.png", "--exercise-ambiguity", "3"])
    #expect(run.code == 0)
    #expect(run.output == """
      rendered \(folder)/amb.png (750×600 px, w375-h300-ltr-large-2x)
      rendered \(folder)/amb-ambiguity-1.png
      rendered \(folder)/amb-ambiguity-2.png
      rendered \(folder)/amb-ambiguity-3.png

      """)
    let pictures = try (1...3).map { try Bitmap(contentsOfFile: folder + "/amb-ambiguity-\($0).png") }
    let distinct = Set(pictures).count
    #expect(distinct == 3)
    for usage in [["--exercise-ambiguity", "0"], ["--exercise-ambiguity", "x"], ["--exercise-ambiguity", "2", "--all-variants", folder]] {
      #expect(plumb(["render", scenePath("DiagnosisAmbiguous")] + usage).code == 64)
    }
  }
}

/// `render --layout` on a scene with an unbounded ambiguity writes a `null` bound (it used to fail:
/// JSONEncoder cannot encode infinity).
@Suite struct LayoutDocumentAmbiguityTests {
  @Test func unboundedIntervalIsNull() throws {
    let folder = temporaryFolder("layout-ambiguity")
    let run = plumb(["render", scenePath("DiagnosisAmbiguous"), "-o", folder + "/a.png", "--layout", folder + "/a.json"])
    #expect(run.code == 0)
    let document = try JSONValue.parse(Data(contentsOf: URL(fileURLWithPath: folder + "/a.json")))
    #expect(document["diagnostics"]?["ambiguous"] == .array([.object([
      "view": .string("card"), "axis": .string("vertical"), "attribute": .string("height"), "min": .number(0), "max": .null,
    ])]))
  }
}
