import Foundation
import Testing
@testable import PlumbCLI
import PlumbLayout

/// `render` and `sheet` say when the picture is one of several valid layouts, as they say when a label
/// is truncated: a note on stderr naming the views and their free attributes, exit 0.
@Suite struct AmbiguityNoteTests {
  @Test func renderNotesAnAmbiguousLayout() {
    let output = temporaryFolder("ambiguity-note") + "/a.png"
    let run = plumb(["render", scenePath("DiagnosisAmbiguous"), "-o", output])
    #expect(run.code == 0)
    #expect(run.errors == "note: w375-h300-ltr-large-2x: ambiguous layout: card (height) (see 'plumb check')\n")
  }

  @Test func renderAllVariantsAndSheetNoteEveryAmbiguousVariant() {
    let folder = temporaryFolder("ambiguity-note")
    let all = plumb(["render", scenePath("DiagnosisAmbiguous"), "--all-variants", folder + "/all"])
    #expect(all.code == 0)
    #expect(all.errors.contains("note: w320-h300-ltr-large-2x: ambiguous layout: card (height)"))
    #expect(all.errors.contains("note: w375-h300-ltr-large-2x: ambiguous layout: card (height)"))
    let sheet = plumb(["sheet", scenePath("DiagnosisAmbiguous"), "-o", folder + "/sheet.png"])
    #expect(sheet.code == 0)
    #expect(sheet.errors.components(separatedBy: "ambiguous layout: card (height)").count == 3, "\(sheet.errors)")
  }

  @Test func anUnambiguousLayoutGetsNoNote() {
    let output = temporaryFolder("ambiguity-note") + "/stack.png"
    let run = plumb(["render", scenePath("SimpleStackView"), "-o", output])
    #expect(run.code == 0)
    #expect(!run.errors.contains("ambiguous"), "\(run.errors)")
  }

  @Test func theNoteNamesEachViewOnceWithItsFreeAttributes() {
    let ambiguities = [
      Layout.Ambiguity(view: "badge", axis: .horizontal, attribute: "left", interval: 0...10),
      Layout.Ambiguity(view: "card", axis: .vertical, attribute: "height", interval: 0...Double.infinity),
      Layout.Ambiguity(view: "badge", axis: .horizontal, attribute: "width", interval: 0...10),
    ]
    #expect(DiagnosticsSummary.ambiguousViews(ambiguities) == "badge (left, width), card (height)")
    #expect(DiagnosticsSummary.ambiguousViews([]) == nil)
  }
}
