import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// The import's shortcuts give the answers of the general paths they skip: short decimals read without
/// `strtod`, scene names sanitised byte by byte, long names shared by the XML reader, duplicate attributes
/// found by a scan, a cell's scene built once for its table and for itself.
@Suite struct ImportShortcutTests {
  @Test func shortDecimalsReadAsDoubleReadsThem() {
    let spellings = ["0", "0.0", "-0.0", "20", "-16", "20.5", "0.33333333333333", "171.99999999999", "375", "+4", ".5",
                     "-.25", "5.", "007", "999999999999999", "0.1", "0.7", "1.1", "123456.789012345", "-2.2250738"]
    for text in spellings {
      let fast = IBNumber.shortDecimal(text)
      #expect(fast != nil, "\(text) is a short decimal")
      #expect(fast?.bitPattern == Double(text)?.bitPattern, "\(text): \(String(describing: fast)) vs \(String(describing: Double(text)))")
    }
    // Longer or other spellings are left to the general path, which still reads or refuses them.
    for text in ["171.99999999999997", "1e3", "1.5E2", "", "-", ".", "1.2.3", "--1", "0x10", " 1", "1 ", "nan", "１"] {
      #expect(IBNumber.shortDecimal(text) == nil, "\(text)")
    }
    #expect(IBNumber.parse("171.99999999999997") == 171.99999999999997)
    #expect(IBNumber.parse("1e3") == 1000)
    #expect(IBNumber.parse("1000001") == nil)
    #expect(IBNumber.parse("-1000000.0") == -1_000_000)
  }

  @Test func sceneNamesKeepOneUnderscorePerCharacter() {
    #expect(IBSceneBuilder.sceneName("Main-label 'Flowers'-a1.b") == "Main-label__Flowers_-a1.b")
    // Composed and decomposed accents are one character each; so is a carriage return with its line feed.
    #expect(IBSceneBuilder.sceneName("Main-Été-x") == "Main-_t_-x")
    #expect(IBSceneBuilder.sceneName("Main-E\u{301}te\u{301}-x") == "Main-_t_-x")
    #expect(IBSceneBuilder.sceneName("a\r\nb\rc") == "a_b_c")
    #expect(IBSceneBuilder.sceneName("Zz09-_.") == "Zz09-_.")
    #expect(IBSceneBuilder.sceneName("@[`{") == "____")
  }

  @Test func longNamesAreReadRightWhateverTheirSlot() throws {
    // 600 distinct long element and attribute names: more than the reader's table holds, so slots are shared.
    let names = (0..<600).map { "element\($0)WithALongNameBeyondFifteen" }
    let body = names.map { "<\($0) attributeNamedAtLength\($0.count)Bytes=\"\($0)\"></\($0)>" }.joined()
    let root = try XMLReader.parse(Array("<r>\(body)</r>".utf8), file: "inline.xml")
    #expect(root.children.map(\.name) == names)
    for (child, name) in zip(root.children, names) {
      #expect(child["attributeNamedAtLength\(name.count)Bytes"] == name)
    }
  }

  @Test func duplicateAttributesAreFoundBeforeAndAfterTheScanLimit() throws {
    for count in [3, 24, 40] {
      let attributes = (0..<count).map { " a\($0)=\"\($0)\"" }.joined()
      let text = "<r\(attributes) a1=\"again\"/>"
      #expect(throws: XMLError.self) { try XMLReader.parse(Array(text.utf8), file: "inline.xml") }
      do {
        _ = try XMLReader.parse(Array(text.utf8), file: "inline.xml")
      } catch let error as XMLError {
        #expect(error.message.contains("duplicate attribute 'a1'"))
        #expect(error.column == text.utf8.count - 11, "the place of the second a1")
      }
      let fine = try XMLReader.parse(Array("<r\(attributes)/>".utf8), file: "inline.xml")
      #expect(fine.attributes.count == count && fine["a\(count - 1)"] == "\(count - 1)")
    }
  }

  @Test func aCellsSceneIsTheSameInItsTableAndAsItsOwnRoot() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s1"><objects>
          <tableViewController id="tvc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="cell1">
                  <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell1" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <subviews>
                      <label opaque="NO" text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="lbl1">
                        <rect key="frame" x="20" y="11" width="33" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                    <constraints>
                      <constraint firstItem="lbl1" firstAttribute="leading" secondItem="cv1" secondAttribute="leadingMargin" id="k1"/>
                      <constraint firstItem="lbl1" firstAttribute="centerY" secondItem="cv1" secondAttribute="centerY" id="k2"/>
                    </constraints>
                  </tableViewCellContentView>
                </tableViewCell>
              </prototypes>
            </tableView>
          </tableViewController>
        </objects></scene></scenes>
      </document>
      """
    func summary(_ imported: IBImportedScene) -> [String] {
      imported.views.map { "\($0.id) \(String(describing: $0.storedFrame))" } + imported.scene.constraints.map(\.text)
        + imported.warnings.map(\.description) + [imported.scene.name, "\(imported.scene.canvas.margins)"]
    }
    let alone = try IBDocument.parse(bytes: Array(text.utf8), file: "inline.storyboard")
    let cellIndex = try #require(alone.roots.firstIndex { $0.id == "cell1" })
    let fresh = IBSceneBuilder(document: alone, root: alone.roots[cellIndex]).build()

    let shared = try IBDocument.parse(bytes: Array(text.utf8), file: "inline.storyboard")
    let table = IBSceneBuilder(document: shared, root: shared.roots[0]).build()
    #expect(node(table.scene, "lbl1") != nil, "the table lays its cell out")
    let afterTable = IBSceneBuilder(document: shared, root: shared.roots[cellIndex]).build()
    #expect(summary(afterTable) == summary(fresh))
    // Another class map is another scene.
    var map = IBClassMap()
    map.entries["UILabel"] = IBClassMap.Entry(kind: "label", intrinsicWidth: 10, intrinsicHeight: 10)
    let mapped = IBSceneBuilder(document: shared, root: shared.roots[cellIndex], classMap: map).build()
    #expect(summary(mapped) == summary(fresh), "the map names no class of this file, so the scene is the same")
    // A copy of the document whose appearance a caller changed is not answered with the light scene.
    var dark = shared
    dark.isDark = true
    #expect(IBSceneBuilder(document: dark, root: dark.roots[cellIndex]).build().scene.variants.appearance == [.dark])
    #expect(IBSceneBuilder(document: shared, root: shared.roots[cellIndex]).build().scene.variants.appearance != [.dark])
  }
}
