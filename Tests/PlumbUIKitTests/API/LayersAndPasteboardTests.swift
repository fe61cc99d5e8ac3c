import Foundation
import Testing
@testable import PlumbUIKit

/// Text and replicator layers keep Core Animation's defaults and settings; the pasteboard copies and
/// pastes within the process.
@MainActor
@Suite struct LayersAndPasteboardTests {
  @Test func aTextLayerHasCoreAnimationsDefaults() {
    let badge = CATextLayer()
    #expect(badge.fontSize == 36 && badge.alignmentMode == .natural && badge.truncationMode == .none && !badge.isWrapped)
    #expect(badge.foregroundColor == UIColor.white.cgColor)
    badge.string = "3"
    badge.alignmentMode = .center
    #expect(badge.string as? String == "3" && badge.alignmentMode.rawValue == "center")
  }

  @Test func aReplicatorsCopiesStepTheirTransformAndColour() {
    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    replicator.instanceColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor
    replicator.instanceAlphaOffset = -0.25
    let copies = replicator.instances()
    #expect(copies.count == 3)
    #expect(copies.map { $0.transform.m41 } == [0, 10, 20])
    #expect(copies.map { $0.color.alpha } == [1, 0.75, 0.5])
  }

  @Test func thePasteboardKeepsWhatIsCopied() throws {
    let general = UIPasteboard.general
    let before = general.changeCount
    general.string = "https://example.com/share"
    #expect(general.hasStrings && general.string == "https://example.com/share" && general.numberOfItems == 1)
    #expect(general.changeCount == before + 1 && !general.hasImages)
    general.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
    #expect(general.urls?.count == 2 && general.string == nil)
    let name = UIPasteboard.Name("drafts-\(UUID().uuidString)")
    #expect(UIPasteboard(name: name, create: false) == nil)
    let drafts = try #require(UIPasteboard(name: name, create: true))
    drafts.string = "draft"
    #expect(UIPasteboard(name: name, create: false)?.string == "draft")
    UIPasteboard.remove(withName: name)
    #expect(UIPasteboard(name: name, create: false) == nil)
  }
}
