import Foundation
import PlumbGraphics
import Testing
@testable import PlumbCLI

/// `plumb sweep` on a scene file and a storyboard: text, JSON and chart; bad ranges are usage errors.
@Suite struct SweepCommandTests {
  static let profile = packageRoot + "/Tests/Fixtures/Sweep/Profile.json"
  static let card = packageRoot + "/Tests/Fixtures/Accessibility/Card.storyboard"

  @Test func theTextReportListsBreakpointsWithTheVariantsOnEitherSide() {
    let run = plumb(["sweep", Self.profile, "--widths", "320...400", "--types", "L", "--directions", "ltr"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Profile: widths 320…400 pt, 1 type size (large…large), base, ltr:"))
    #expect(run.output.contains("326 pt, large, ltr, base: footer comes back inside its superview (w325-hfit-ltr-large-2x → w326-hfit-ltr-large-2x)"))
  }

  @Test func theJSONReportAndTheChart() throws {
    let folder = temporaryFolder("sweep")
    let chart = folder + "/sweep.png"
    let run = plumb(["sweep", Self.profile, "--widths", "320...480", "--types", "L...XL", "--languages", "base,double",
                     "--directions", "ltr,rtl", "--format", "json", "--chart", chart])
    #expect(run.code == 0, "\(run.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(document["types"] as? [String] == ["large", "xLarge"])
    #expect(document["languages"] as? [String] == ["base", "double"])
    #expect(document["variants"] as? Int == 161 * 2 * 2 * 2)
    let points = try #require(document["breakpoints"] as? [[String: Any]])
    #expect(points.contains { ($0["language"] as? String) == "double" && ($0["direction"] as? String) == "rtl" })
    let first = try #require(points.first)
    #expect((first["before"] as? [String: Any])?["name"] is String)
    #expect(((first["changes"] as? [[String: Any]])?.first?["kind"] as? String) != nil)
    let picture = try Bitmap(contentsOfFile: chart)
    #expect(picture.width > 600 && picture.height > 300)
  }

  @Test func aStoryboardSweeps() {
    let run = plumb(["sweep", Self.card, "--scene", "card", "--widths", "300...400", "--types", "L,AX3", "--directions", "ltr"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("body:"), "\(run.output)")
  }

  @Test func valueNamesMatchInAnyCase() {
    let run = plumb(["sweep", Self.card, "--scene", "card", "--widths", "300...320", "--types", "l...ax3", "--directions", "RTL",
                     "--languages", "BASE"])
    #expect(run.code == 0, "\(run.errors)")
    let pseudo = plumb(["sweep", Self.profile, "--widths", "320...330", "--types", "l", "--languages", "Double"])
    #expect(pseudo.code == 0, "\(pseudo.errors)")
  }

  @Test(arguments: [
    (["--widths", "400...300"], "'--widths' expects a range of whole points such as 320...1024, not '400...300'."),
    (["--types", "L...XXXXL"], "Unknown type size 'XXXXL' in '--types'; the sizes are XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5."),
    (["--languages", "klingon"], "Unknown language 'klingon' in '--languages'; this scene has base, double, accented, bounded."),
    (["--directions", "up"], "Unknown direction 'up' in '--directions'; use ltr, rtl or ltr,rtl."),
  ])
  func badOptionsAreUsageErrors(words: [String], message: String) {
    let run = plumb(["sweep", Self.profile] + words)
    #expect(run.code == 64)
    #expect(run.errors.contains(message), "\(run.errors)")
  }
}

/// `plumb check --accessibility`: the audit in text and JSON, `--strict`, the legend, on scene and IB files.
@Suite struct AccessibilityCheckTests {
  static let problems = packageRoot + "/Tests/Fixtures/Accessibility/Problems.json"
  static let clean = packageRoot + "/Tests/Fixtures/Accessibility/Clean.json"

  @Test func strictFailsOnFindingsAndPassesTheFixedCard() {
    let bad = plumb(["check", Self.problems, "--accessibility", "--strict"])
    #expect(bad.code == 1)
    #expect(bad.output.contains("ACCESSIBILITY FINDINGS — 8"))
    #expect(bad.output.contains("small touch target · close (button): touch target 24 × 24 pt is smaller than 44 × 44 pt."))
    let good = plumb(["check", Self.clean, "--accessibility", "--strict"])
    #expect(good.code == 0, "\(good.output)")
    #expect(good.output.contains("ACCESSIBILITY FINDINGS — none"))
    // Without --accessibility the audit neither runs nor fails.
    #expect(plumb(["check", Self.problems, "--strict"]).code == 0)
  }

  @Test func theJSONReportCarriesElementsAndFindings() throws {
    let run = plumb(["check", Self.problems, "--accessibility", "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let variant = try #require((document["variants"] as? [[String: Any]])?.first)
    let audit = try #require(variant["accessibility"] as? [String: Any])
    #expect((audit["elements"] as? [[String: Any]])?.first?["spoken"] as? String == "Settings. Heading.")
    let findings = try #require(audit["findings"] as? [[String: Any]])
    #expect(findings.map { $0["kind"] as? String }.contains("lowContrast"))
    #expect(document["problemCount"] as? Int == 8)
    let plain = plumb(["check", Self.problems, "--format", "json"])
    let plainVariant = try #require(((try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [String: Any])?["variants"] as? [[String: Any]])?.first)
    #expect(plainVariant["accessibility"] is NSNull)
  }

  @Test func theLegendIsWrittenBesideTheScreen() throws {
    let folder = temporaryFolder("a11y")
    let run = plumb(["check", Self.problems, "--accessibility-legend", folder + "/legend.png"])
    #expect(run.code == 0, "\(run.errors)")
    let legend = try Bitmap(contentsOfFile: folder + "/legend.png")
    #expect(legend.width == (375 + 300 + 24) * 2)
  }

  @Test func eachFindingShowsOnTheStoryboardCardThatHasItAndNotOnTheFixedOne() throws {
    let file = packageRoot + "/Tests/Fixtures/Accessibility/Findings.storyboard"
    func findings(_ scene: String) throws -> [String] {
      let run = plumb(["check", file, "--scene", scene, "--accessibility", "--format", "json"])
      let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.errors)")
      let variant = try #require((document["variants"] as? [[String: Any]])?.first)
      let audit = try #require(variant["accessibility"] as? [String: Any])
      return (audit["findings"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "") \($0["view"] ?? "")" }
    }
    #expect(try findings("problems") == [
      "smallTouchTarget p-close", "hiddenText p-note", "imageWithoutLabel p-close", "lowContrast p-caption",
      "truncatedAtAccessibilitySize p-title", "truncatedAtAccessibilitySize p-plan",
    ])
    #expect(try findings("fixed") == [])
  }

  @Test func aStoryboardIsAudited() {
    let run = plumb(["check", SweepCommandTests.card, "--scene", "card", "--accessibility"])
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("small touch target · close (button)"), "\(run.output)")
    #expect(run.output.contains("image without a label · close (button)"))
    #expect(run.output.contains("low contrast · caption (label)"))
    #expect(run.output.contains("1. title (label): Weekly summary. Heading."))
  }
}

/// `accessibilityAudit: true` in a scene: `plumb check` audits it, `plumb snapshot --strict` fails with the
/// audit's text and puts its picture in the artifacts and the HTML report.
@Suite struct AccessibilitySnapshotTests {
  @Test func aSceneThatAsksForTheAuditFailsStrictSnapshotsWithTheLegend() throws {
    let folder = temporaryFolder("a11y-snapshot")
    var text = try String(contentsOfFile: AccessibilityCheckTests.problems, encoding: .utf8)
    text = text.replacingOccurrences(of: "plumb: 1,", with: "plumb: 1, accessibilityAudit: true,")
    let scene = folder + "/Audited.json"
    try text.write(toFile: scene, atomically: true, encoding: .utf8)
    let check = plumb(["check", scene, "--strict"])
    #expect(check.code == 1)
    #expect(check.output.contains("ACCESSIBILITY FINDINGS — 8"))
    let run = plumb(["snapshot", scene, "--strict", "--references", folder + "/refs", "--artifacts", folder + "/artifacts"])
    #expect(run.code == 1, "\(run.output)\(run.errors)")
    let variantFolder = folder + "/artifacts/Audited/w375-hfit-ltr-large-2x"
    #expect(FileManager.default.fileExists(atPath: variantFolder + "/accessibility.png"))
    let html = try String(contentsOfFile: folder + "/artifacts/index.html", encoding: .utf8)
    #expect(html.contains("accessibility.png"))
    #expect(html.contains("small touch target · close (button)"))
  }
}
