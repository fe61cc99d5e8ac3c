import PlumbLayout
import Testing

@testable import PlumbInterfaceBuilder

/// Interface Builder's Accessibility inspector (`<accessibility key="accessibilityConfiguration">`) becomes
/// the node's accessibility: label, hint, value, traits and whether the view is an element; a view without
/// one keeps UIKit's defaults (`nil`), and a table view cell reads as one element.
@Suite struct AccessibilityImportTests {
  static let document = storyboard(subviews: """
    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="close">
      <rect key="frame" x="20" y="80" width="24" height="24"/>
      <accessibility key="accessibilityConfiguration" label="Close" hint="Dismisses the card">
        <accessibilityTraits key="traits" button="YES" header="YES"/>
      </accessibility>
    </button>
    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
      <rect key="frame" x="20" y="120" width="60" height="60"/>
      <accessibility key="accessibilityConfiguration" value="3 of 5">
        <bool key="isElement" value="YES"/>
      </accessibility>
    </imageView>
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
      <rect key="frame" x="20" y="200" width="60" height="20"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """)

  @Test func theInspectorsValuesBecomeTheNodesAccessibility() throws {
    let scene = try importFirst(Self.document).scene
    let close = try #require(node(scene, "close")).accessibility
    #expect(close.label == "Close" && close.hint == "Dismisses the card")
    #expect(close.traits == [.button, .header])
    #expect(close.isElement == nil)
    let photo = try #require(node(scene, "photo")).accessibility
    #expect(photo.isElement == true && photo.value == "3 of 5" && photo.label == nil && photo.traits == nil)
    #expect(try #require(node(scene, "plain")).accessibility == Layout.Accessibility())
  }

  @Test func aRealFilesTraitsAreRead() throws {
    let text = try String(contentsOfFile: fixture("corpus/files/tinode__ios/Tinodios__widgets__PinnedMessagesView.xib"), encoding: .utf8)
    let document = try IBDocument.parse(bytes: Array(text.utf8), file: "PinnedMessagesView.xib")
    let traits = document.roots.flatMap { root in
      IBSceneBuilder(document: document, root: root).build().scene.allNodes.compactMap(\.accessibility.traits)
    }
    #expect(traits.contains(.notEnabled))
  }
}
