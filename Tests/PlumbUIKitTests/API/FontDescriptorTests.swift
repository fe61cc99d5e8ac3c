import Foundation
import PlumbLayout
import Testing
@testable import PlumbUIKit

/// Font descriptors as iOS code uses them: making a text style's font bold or italic keeps it scaling with
/// Dynamic Type, and the traits read back.
@MainActor
@Suite struct FontDescriptorTests {
  @Test func boldAndItalicTraitsChangeTheWeightAndSlantAndKeepScaling() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let descriptor = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    let bold = UIFont(descriptor: descriptor, size: 0)
    #expect(bold.pointSize == 17 && bold.spec.weight == .bold && bold.spec.italic)
    #expect(bold.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    // Still a Dynamic Type font: at accessibility sizes it grows as the body style does.
    let large = bold.resolved(adjusting: true, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
    #expect(large.size > 17 && large.weight == .bold)
    // The traits given replace the font's: without bold, a bold font becomes regular.
    let plain = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 20)
    #expect(plain.spec.weight == .regular && plain.spec.italic && plain.pointSize == 20)
  }

  @Test func designsAndAttributesPickFamiliesWeightsAndSizes() throws {
    let title = UIFont.systemFont(ofSize: 34, weight: .bold)
    let mono = UIFont(descriptor: try #require(title.fontDescriptor.withDesign(.monospaced)), size: 0)
    #expect(mono.spec.family == UIFont.monospacedSystemFont(ofSize: 34, weight: .bold).spec.family)
    #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    #expect(UIFont(name: "Georgia", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
    let semibold = UIFont(descriptor: UIFontDescriptor(fontAttributes: [
      .family: "DejaVu Serif", .size: 15, .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold],
    ]), size: 0)
    #expect(semibold.spec.family == "DejaVu Serif" && semibold.pointSize == 15 && semibold.spec.weight == .semibold)
    #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
  }
}
