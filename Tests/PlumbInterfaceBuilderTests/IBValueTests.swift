import Foundation
import Testing
@testable import PlumbInterfaceBuilder

/// Interface Builder values are checked like scene values: numbers in the decimal grammar, finite and not
/// absurd; unknown relations and incomparable attributes left out with a warning at the element's line;
/// duplicate ids named with both lines; a root that cannot be laid out is an error with its place; the
/// XML reader reads UTF-8 only, says which encoding it refused, and reads character references as XML 1.0.
@Suite struct IBValueTests {
  func xib(rootWidth: String = "320", labelWidth: String = "10", constant: String = "8", priority: String = "1000",
           relation: String = "equal", secondAttribute: String = "leading", duplicate: Bool = false) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
        <view contentMode="scaleToFill" id="root-1">
          <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="200"/>
          <subviews>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="\(duplicate ? "c-1" : "lbl-1")">
              <rect key="frame" x="0.0" y="0.0" width="\(labelWidth)" height="21"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="lbl-1" firstAttribute="leading" relation="\(relation)" secondItem="root-1" secondAttribute="\(secondAttribute)" constant="\(constant)" priority="\(priority)" id="c-1"/>
          </constraints>
        </view>
      </objects>
    </document>
    """
  }

  func build(_ text: String) throws -> IBImportedScene {
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "t.xib")
    return try IBSceneBuilder(document: document, root: document.roots[0]).buildChecked()
  }

  @Test(arguments: ["1e308", "nan", "inf", "-inf", "", "0x10", " 8", "1_000", "+", "1e", "--1"])
  func badConstraintNumbersLeaveTheConstraintOutWithItsLine(text: String) throws {
    for imported in [try build(xib(constant: text)), try build(xib(priority: text))] {
      #expect(imported.warnings.contains { $0.place.line == 12 && $0.message.hasSuffix("constraint left out") }, "\(text): \(imported.warnings)")
      #expect(!imported.scene.constraints.contains { $0.identifier == "c-1" })
    }
    #expect(IBNumber.parse(text) == nil)
  }

  @Test func goodNumbersAreRead() {
    for (text, value) in [("8", 8.0), ("-0.5", -0.5), ("1.5e2", 150), (".25", 0.25), ("8.", 8), ("1000000", 1_000_000)] {
      #expect(IBNumber.parse(text) == value)
    }
    #expect(IBNumber.parse("1000001") == nil)
  }

  @Test func unknownRelationsAndIncomparableAttributesAreWarnings() throws {
    let relation = try build(xib(relation: "sideways"))
    #expect(relation.warnings.map(\.description).contains("t.xib:12:9: <constraint id=\"c-1\">: relation 'sideways' is not equal, greaterThanOrEqual or lessThanOrEqual; constraint left out"))
    let mixed = try build(xib(secondAttribute: "width"))
    #expect(mixed.warnings.contains { $0.message.contains("relates leading to width, which cannot be compared") })
    #expect(!mixed.scene.constraints.contains { $0.identifier == "c-1" })
  }

  @Test func absurdStoredFramesAreWarningsAndNeverReachTheLayout() throws {
    let imported = try build(xib(labelWidth: "1e308"))
    #expect(imported.warnings.map(\.description).contains("t.xib:8:11: <rect key=\"frame\">: width '1e308' is not a finite number of at most 1000000 in size; 0 used"))
    #expect(imported.views.allSatisfy { view in view.storedFrame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } ?? true })
  }

  @Test(arguments: ["0", "-5", "1e9", "inf", "20000", "nan"])
  func aRootThatCannotBeLaidOutIsAnErrorWithItsPlace(width: String) {
    #expect { try build(xib(rootWidth: width)) } throws: { error in
      (error as? IBError)?.description.hasPrefix("t.xib:4: <view id=\"root-1\">: the root view's") == true
    }
  }

  @Test func duplicateIdsNameBothLines() throws {
    let imported = try build(xib(duplicate: true))
    #expect(imported.warnings.map(\.description).contains("t.xib:12:9: <constraint id=\"c-1\">: the id 'c-1' is also used by <label> at line 7; references to it are ambiguous"))
  }

  @Test func otherEncodingsAreRefusedByName() {
    let text = #"<?xml version="1.0" encoding="UTF-16"?><document/>"#
    var littleEndian: [UInt8] = [0xFF, 0xFE], bigEndian: [UInt8] = [0xFE, 0xFF], noMark: [UInt8] = []
    for unit in text.utf16 {
      littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      noMark += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    for (bytes, name) in [(littleEndian, "UTF-16 (little-endian)"), (bigEndian, "UTF-16 (big-endian)"), (noMark, "UTF-16 (big-endian)"),
                          ([0, 0, 0xFE, 0xFF, 0, 0, 0, 0x3C], "UTF-32 (big-endian)")] {
      #expect { try XMLReader.parse(bytes, file: "u.xib") } throws: { "\($0)".contains("is encoded in \(name); only UTF-8 is read") }
    }
  }

  @Test func invalidUTF8IsAnErrorWithItsPlace() {
    for (bad, column) in [([0xC0, 0x80], 10), ([0xED, 0xA0, 0x80], 10), ([0xE2, 0x28, 0xA1], 11), ([0xF5, 0x80, 0x80, 0x80], 10),
                          ([0xEF, 0xBF, 0xBF], 10), ([0xE2, 0x82], 12)] as [([UInt8], Int)] {
      let bytes = Array("<a>\n<b t=\"xyz".utf8) + bad + Array("\"/></a>".utf8)
      #expect { try XMLReader.parse(bytes, file: "u.xib") } throws: { error in
        guard let error = error as? XMLError else { return false }
        return error.line == 2 && error.column == column && "\(error)".contains("invalid UTF-8")
      }
    }
    #expect((try? XMLReader.parse(Array("<a t=\"é — 𝄞\"/>".utf8), file: "u.xib"))?["t"] == "é — 𝄞")
  }

  @Test func characterReferencesAreReadAsXMLDefinesThem() throws {
    let good = try XMLReader.parse(Array(#"<a t="&#0000000000065;&#x000042;&#x1D11E;&#9;"/>"#.utf8), file: "c.xib")
    #expect(good["t"] == "AB𝄞\t")
    for bad in ["&#0;", "&#xFFFE;", "&#xFFFF;", "&#xD800;", "&#x110000;", "&#X41;", "&#+65;", "&#-1;", "&#;", "&#x;", "&#1;", "&#x 41;",
                "&#99999999999999999999;"] {
      #expect(throws: XMLError.self, "\(bad)") { try XMLReader.parse(Array("<a t=\"\(bad)\"/>".utf8), file: "c.xib") }
    }
  }

  @Test func manyAttributesReadInLinearTime() throws {
    let attributes = (0..<500).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    let text = "<r>" + String(repeating: "<e \(attributes)/>", count: 400) + "</r>"
    let start = Date()
    let root = try XMLReader.parse(Array(text.utf8), file: "m.xib")
    #expect(root.children.count == 400 && root.children[0]["a499"] == "499")
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
