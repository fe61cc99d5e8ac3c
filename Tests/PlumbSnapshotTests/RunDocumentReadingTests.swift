import Foundation
import Testing
@testable import PlumbSnapshot

/// A blob document is read with the one JSON reader: what is written reads back equal, and every mistake
/// names its JSON path with its line and column.
@Suite struct RunDocumentReadingTests {
  private func reason(_ text: String) -> String {
    do {
      _ = try RunDocument.decode(Data(text.utf8), path: "b/blob.json")
      return "read"
    } catch let SnapshotError.badBlob(path, reason) {
      return path == "b/blob.json" ? reason : "wrong path \(path)"
    } catch {
      return "other error \(error)"
    }
  }

  private let summary = #""summary": {"scenes": 1, "variants": 1, "matched": 0, "failed": 1, "missing": 0, "#
    + #""recorded": 0, "#
    + #""errors": 0, "seconds": 0.5, "exitCode": 1}"#

  private func document(variant: String) -> String {
    #"{"format": "plumb-snapshot", "version": 1, "shard": "2/4", \#(summary), "environmentChanges": [], "written": [],"#
      + "\n" + #""variants": [\#(variant)]}"#
  }

  @Test func whatIsWrittenReadsBackEqual() throws {
    let text = document(variant: #"{"id": "card/w320", "scene": "card", "variant": "w320", "status": "failed", "#
      + #""message": "4 pixels differ", "views": ["title"], "artifacts": ["card/w320/diff.png"], "#
      + #""position": 3, "seconds": 0.25}"#)
    let document = try RunDocument.decode(Data(text.utf8), path: "b/blob.json")
    #expect(document.shard == "2/4" && document.artifacts == nil && document.summary.exitCode == 1)
    #expect(document.variants.first?.views == ["title"] && document.variants.first?.seconds == 0.25)
    #expect(try RunDocument.decode(try document.encoded(), path: "again") == document)
  }

  @Test func aWrongValueNamesItsPathLineAndColumn() {
    let wrong = document(variant: #"{"id": "card/w320", "scene": 7, "variant": "w320", "status": "matched", "#
      + #""views": [], "#
      + #""artifacts": [], "position": 0, "seconds": 0}"#)
    #expect(reason(wrong)
      == "not a blob document: variants[0].scene (line 2, column 43): expected a string, found a number")
    let fraction = document(variant: #"{"id": "c/v", "scene": "c", "variant": "v", "status": "matched", "views": [], "#
      + #""artifacts": [], "position": 1.5, "seconds": 0}"#)
    #expect(reason(fraction).hasPrefix("not a blob document: variants[0].position (line 2,"))
    #expect(reason(fraction).hasSuffix("expected a whole number, found a number"))
    let view = document(variant: #"{"id": "c/v", "scene": "c", "variant": "v", "status": "matched", "views": [null], "#
      + #""artifacts": [], "position": 1, "seconds": 0}"#)
    #expect(reason(view).contains("variants[0].views[0] (line 2,"))
    #expect(reason(view).hasSuffix("expected a string, found null"))
    #expect(reason("[1]") == "not a blob document: the document (line 1, column 1): expected an object, found a list")
  }

  @Test func aSyntaxErrorNamesItsLineAndColumn() {
    #expect(reason("{\n  \"format\": ,\n}") == "not a blob document: 2:13: unexpected ',', expected a value")
    #expect(reason(document(variant: "")).hasPrefix("not a blob document: summary") == false)
    #expect(reason(document(variant: "")) == "read")
  }
}
