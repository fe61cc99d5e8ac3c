import PlumbJSON
import Foundation
import Testing
@testable import PlumbCLI

/// `plumb check` on the four diagnosis scenes: the exact reports, in text and JSON, and exit codes.
@Suite struct CheckCommandTests {
  @Test func conflictText() {
    let run = plumb(["check", scenePath("DiagnosisConflict"), "--all-variants"])
    #expect(run.code == 0)
    #expect(run.errors == "")
    #expect(run.output == """
      DiagnosisConflict · w320-h200-ltr-large-2x · 2 problems: 1 conflict, 1 view outside its superview

      CONFLICT — these 6 required constraints cannot all hold; Plumb broke ✗ and laid out the rest
        ✗ root.trailing >= badge.trailing + 16
            row · Scenes/DiagnosisConflict.json:16:5 constraints[2] · written "H:|-16-[sidebar]-8-[badge]-(>=16)-|"
        • root.width == 320
            UIView-Encapsulated-Layout-Width · the root's size in this variant
        • sidebar.width == 150
            sidebar.width · Scenes/DiagnosisConflict.json:14:5 constraints[0]
        • badge.width == 200
            badge.fixedWidth · Scenes/DiagnosisConflict.json:15:5 constraints[1]
        • sidebar.leading == root.leading + 16
            row · Scenes/DiagnosisConflict.json:16:5 constraints[2] · written "H:|-16-[sidebar]-8-[badge]-(>=16)-|"
        • badge.leading == sidebar.trailing + 8
            row · Scenes/DiagnosisConflict.json:16:5 constraints[2] · written "H:|-16-[sidebar]-8-[badge]-(>=16)-|"
        Fix: remove one of them, or give one a priority below 1000 so it can give way.

      OUTSIDE SUPERVIEW
        badge (174, 20, 200, 160) sticks out of root (0, 0, 320, 200) by 54 on the right

      DiagnosisConflict · w414-h200-ltr-large-2x · no problems

      2 variants checked: 1 with problems.

      """)
  }

  @Test func conflictJSON() throws {
    let run = plumb(["check", scenePath("DiagnosisConflict"), "--variant", "w320-h200-ltr-large-2x", "--format", "json"])
    #expect(run.code == 0)
    let document = try JSONValue.parse(Data(run.output.utf8))
    #expect(document["schema"]?.number == 1)
    #expect(document["scene"]?.string == "DiagnosisConflict")
    #expect(document["problemCount"]?.number == 2)
    let variant = try #require(document["variants"]?.array?.first)
    #expect(variant["variant"]?.string == "w320-h200-ltr-large-2x")
    let conflict = try #require(variant["conflicts"]?.array?.first)
    #expect(conflict["broken"] == .object([
      "equation": .string("root.trailing >= badge.trailing + 16"), "written": .string("H:|-16-[sidebar]-8-[badge]-(>=16)-|"),
      "identifier": .string("row"), "kind": .string("scene"), "owner": .null, "file": .string("Scenes/DiagnosisConflict.json"),
      "line": .number(16), "column": .number(5), "path": .string("constraints[2]"),
    ]))
    let others = try #require(conflict["conflictsWith"]?.array)
    #expect(others.map { $0["equation"]?.string } == [
      "root.width == 320", "sidebar.width == 150", "badge.width == 200", "sidebar.leading == root.leading + 16",
      "badge.leading == sidebar.trailing + 8",
    ])
    #expect(others.map { $0["identifier"]?.string } == [
      "UIView-Encapsulated-Layout-Width", "sidebar.width", "badge.fixedWidth", "row", "row",
    ])
    #expect(others.map { $0["line"]?.number } == [nil, 14, 15, 16, 16])
    #expect(others[0]["kind"]?.string == "root")
    let outside = try #require(variant["outsideSuperview"]?.array?.first)
    #expect(outside["view"]?.string == "badge")
    #expect(outside["superview"]?.string == "root")
    #expect(outside["overflow"] == .object(["top": .number(0), "left": .number(0), "bottom": .number(0), "right": .number(54)]))
    #expect(variant["unsatisfied"]?.array?.isEmpty == true)
  }

  @Test func ambiguityText() {
    let run = plumb(["check", scenePath("DiagnosisAmbiguous")])
    #expect(run.code == 0)
    #expect(run.output == """
      DiagnosisAmbiguous · w375-h300-ltr-large-2x · 2 problems: 1 ambiguous attribute, 1 view of zero size

      AMBIGUOUS — no constraint decides these; Plumb picked the value shown (try 'plumb render --exercise-ambiguity 3')
        card.height  vertical    any value ≥ 0; picked 0

      ZERO SIZE
        card (16, 20, 343, 0)

      UNSATISFIED OPTIONAL CONSTRAINTS — largest error first (normal when a view stretches or shrinks; not a problem)
        264.5 pt  right.width <= 39.5 @250  content-hugging-h · content hugging of right

      """)
  }

  @Test func ambiguityJSON() throws {
    let run = plumb(["check", scenePath("DiagnosisAmbiguous"), "--width", "320", "--format", "json"])
    let variant = try #require(try JSONValue.parse(Data(run.output.utf8))["variants"]?.array?.first)
    #expect(variant["variant"]?.string == "w320-h300-ltr-large-2x")
    #expect(variant["ambiguous"] == .array([.object([
      "view": .string("card"), "axis": .string("vertical"), "attribute": .string("height"),
      "min": .number(0), "max": .null, "value": .number(0),
    ])]))
    #expect(variant["zeroSize"] == .array([.object([
      "view": .string("card"),
      "frame": .object(["x": .number(16), "y": .number(20), "width": .number(288), "height": .number(0)]),
    ])]))
    #expect(variant["unsatisfied"]?.array?.first?["error"]?.number == 209.5)
    #expect(variant["unsatisfied"]?.array?.first?["priority"]?.number == 250)
  }

  @Test func truncationText() {
    let run = plumb(["check", scenePath("DiagnosisTruncation")])
    #expect(run.output == """
      DiagnosisTruncation · w320-hfit-ltr-large-2x · 2 problems: 2 truncated labels

      TRUNCATED LABELS
        nameLabel shows "Maximilian Al…"
            full text  "Maximilian Alexander Featherstonehaugh"
            cut        "exander Featherstonehaugh" (characters 13..<38)
            width      120 available, 330.165 needed on one line
            lines      1 shown, 4 needed at this width
        bioLabel shows "Writes about typography, layout engines and\\nthe small details that make interfaces feel rig…"
            full text  "Writes about typography, layout engines and the small details that make interfaces feel right, from a small studio by the sea."
            cut        "ht, from a small studio by the sea." (characters 91..<126)
            width      288 available, 749.877 needed on one line
            lines      2 shown, 3 needed at this width

      UNSATISFIED OPTIONAL CONSTRAINTS — largest error first (normal when a view stretches or shrinks; not a problem)
        210.5 pt  nameLabel.width >= 330.5 @750  compression-resistance-h · compression resistance of nameLabel
            5 pt  bioLabel.width <= 283 @250     content-hugging-h · content hugging of bioLabel

      """)
  }

  @Test func truncationJSON() throws {
    let run = plumb(["check", scenePath("DiagnosisTruncation"), "--format", "json"])
    let variant = try #require(try JSONValue.parse(Data(run.output.utf8))["variants"]?.array?.first)
    #expect(variant["truncated"] == .array([
      .object([
        "view": .string("nameLabel"), "text": .string("Maximilian Alexander Featherstonehaugh"),
        "visibleText": .string("Maximilian Al…"), "cutText": .string("exander Featherstonehaugh"),
        "cutRange": .array([.number(13), .number(38)]), "availableWidth": .number(120), "neededWidth": .number(330.165),
        "linesShown": .number(1), "linesNeeded": .number(4), "intended": .bool(false),
      ]),
      .object([
        "view": .string("bioLabel"),
        "text": .string("Writes about typography, layout engines and the small details that make interfaces feel right, from a small studio by the sea."),
        "visibleText": .string("Writes about typography, layout engines and\nthe small details that make interfaces feel rig…"),
        "cutText": .string("ht, from a small studio by the sea."), "cutRange": .array([.number(91), .number(126)]),
        "availableWidth": .number(288), "neededWidth": .number(749.877), "linesShown": .number(2), "linesNeeded": .number(3), "intended": .bool(false),
      ]),
    ]))
    #expect(variant["unsatisfied"] == .array([.object([
      "constraint": .object([
        "equation": .string("nameLabel.width >= 330.5 @750"), "written": .null, "identifier": .string("compression-resistance-h"),
        "kind": .string("intrinsic"), "owner": .string("nameLabel"), "file": .null, "line": .null, "column": .null, "path": .null,
      ]),
      "priority": .number(750), "error": .number(210.5),
    ]), .object([
      "constraint": .object([
        "equation": .string("bioLabel.width <= 283 @250"), "written": .null, "identifier": .string("content-hugging-h"),
        "kind": .string("intrinsic"), "owner": .string("bioLabel"), "file": .null, "line": .null, "column": .null, "path": .null,
      ]),
      "priority": .number(250), "error": .number(5),
    ])]))
  }

  @Test func missingGlyphTextAndJSON() {
    let text = plumb(["check", scenePath("DiagnosisMissingGlyph")])
    #expect(text.output == """
      DiagnosisMissingGlyph · w320-hfit-ltr-large-2x · 2 problems: 2 labels with missing glyphs

      MISSING GLYPHS — no font in Plumb's set draws these characters; they show as boxes
        greeting: 3 in "Hello, 𐀀𐀁𐀂"
        hieroglyphs: 6 in "Egyptian: 𓀀𓀁𓀂𓀃𓀄𓀅"

      """)
    let json = plumb(["check", scenePath("DiagnosisMissingGlyph"), "--format", "json"])
    #expect(json.output == """
      {
        "file": "Scenes/DiagnosisMissingGlyph.json",
        "problemCount": 2,
        "scene": "DiagnosisMissingGlyph",
        "schema": 1,
        "variants": [
          {
            "accessibility": null,
            "ambiguous": [],
            "conflicts": [],
            "missingGlyphs": [
              {
                "count": 3,
                "text": "Hello, 𐀀𐀁𐀂",
                "view": "greeting"
              },
              {
                "count": 6,
                "text": "Egyptian: 𓀀𓀁𓀂𓀃𓀄𓀅",
                "view": "hieroglyphs"
              }
            ],
            "negativeSize": [],
            "notConverged": null,
            "outsideSuperview": [],
            "overlapping": [],
            "problemCount": 2,
            "truncated": [],
            "unsatisfied": [],
            "variant": "w320-hfit-ltr-large-2x",
            "warnings": [],
            "zeroSize": []
          }
        ]
      }

      """)
  }

  /// Exit codes: 0 without --strict whatever is found; 1 with --strict when something is; 0 with
  /// --strict when clean; 64 for usage mistakes; 65 for a bad scene.
  @Test func exitCodes() throws {
    #expect(plumb(["check", scenePath("DiagnosisTruncation")]).code == 0)
    #expect(plumb(["check", scenePath("DiagnosisTruncation"), "--strict"]).code == 1)
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--width", "414", "--strict"]).code == 0)
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--all-variants", "--strict"]).code == 1)
    #expect(plumb(["check", scenePath("SimpleSingleView"), "--strict"]).code == 0)

    let unknown = plumb(["check", scenePath("DiagnosisConflict"), "--variant", "w320-h200-ltr-large-3x"])
    #expect(unknown.code == 64)
    #expect(unknown.errors.hasPrefix(
      "error: Unknown variant 'w320-h200-ltr-large-3x'; the scene's variants are w320-h200-ltr-large-2x, w414-h200-ltr-large-2x. Did you mean 'w320-h200-ltr-large-2x'?\n"))
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--variant", "w414-h200-ltr-large-2x", "--width", "3"]).code == 64)
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--variant", "a", "--all-variants"]).code == 64)
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--format", "yaml"]).code == 64)
    #expect(plumb(["check", scenePath("DiagnosisConflict"), "--width", "100000"]).code == 64)

    let folder = temporaryFolder("check")
    let bad = folder + "/bad.json"
    try Data("{ plumb: 1, canvas: { width: 320 }, views: [ { view: 3 } ] }".utf8).write(to: URL(fileURLWithPath: bad))
    let broken = plumb(["check", bad])
    #expect(broken.code == 65)
    #expect(broken.errors.hasPrefix("error: \(bad)"))
  }
}
