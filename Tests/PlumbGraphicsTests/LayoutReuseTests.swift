import Testing
import PlumbLayout
@testable import PlumbGraphics

/// The engine's reused layouts never carry one label's attributes into the next label's measure.
@Suite struct LayoutReuseTests {
  /// A system-font text with Hebrew gives the unwrapped layout a list of its own (tracking over the
  /// Latin bytes only); a later text that needs no attributes at all (another family, a tab: off the fast
  /// path) must not keep that list.
  @Test(arguments: ["Hello שלום world, and more", "Arabic مرحبا too"])
  func anOwnAttributeListIsDroppedForTheNextText(first: String) throws {
    let tabbed = TextRequest(text: "Tab\tseparated text", font: FontSpec(family: "DejaVu Sans", size: 14))
    let fresh = try TextEngine().naturalWidth(tabbed, font: tabbed.font)
    let engine = try TextEngine()
    _ = engine.naturalWidth(TextRequest(text: first, font: body17), font: body17)
    #expect(engine.naturalWidth(tabbed, font: tabbed.font) == fresh)
    var attributed = TextRequest(text: first, font: body17)
    attributed.runs = [AttributedRun(byteCount: 5, kern: 4)]
    _ = engine.measurement(for: attributed, width: nil)
    #expect(engine.naturalWidth(tabbed, font: tabbed.font) == fresh)
    #expect(engine.measurement(for: tabbed, width: nil).width == fresh)
  }
}
