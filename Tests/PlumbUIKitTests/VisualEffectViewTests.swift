import Foundation
import PlumbGraphics
import PlumbLayout
import Testing

@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// `UIVisualEffectView` with `UIBlurEffect` written as iOS code: the content behind blurred and tinted with
/// the material, the effect view's own content sharp over it.
@MainActor
@Suite struct VisualEffectViewTests {
  /// A root with red and blue halves under a visual effect view across the boundary, holding a label.
  private func screen(_ effect: UIVisualEffect?) -> (UIView, UIVisualEffectView, UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let card = UIVisualEffectView(effect: effect)
    card.frame = CGRect(x: 40, y: 20, width: 120, height: 60)
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    let label = UILabel()
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.contentView.addSubview(label)
    NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor, constant: 8),
                                 label.topAnchor.constraint(equalTo: card.contentView.topAnchor, constant: 8)])
    for view in [red, blue, card] { root.addSubview(view) }
    return (root, card, label)
  }

  @Test func aBlurEffectBlursTheContentBehindAndTintsItWithTheMaterial() throws {
    let (root, card, label) = screen(UIBlurEffect(style: .systemThickMaterial))
    let drawn = ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection(displayScale: 1))
    let bitmap = try #require(drawn.image.bitmap)
    // Across the red–blue boundary under the card: mixed, and lightened by the thick light material.
    let mixed = bitmap.pixel(x: 100, y: 70)
    #expect(mixed.red > 100 && mixed.blue > 100 && mixed.green > 150, "\(mixed)")
    // Outside the card the halves are sharp.
    #expect(bitmap.pixel(x: 99, y: 5) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(bitmap.pixel(x: 100, y: 5) == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    // The content view fills the card and its label is drawn over the blur.
    root.layoutIfNeeded()
    #expect(card.contentView.frame == card.bounds && label.frame.minX == 8)
    let result = try #require(drawn.result)
    #expect(result.views.contains { $0.appearance.blurEffect == .systemThickMaterial })
  }

  @Test func theSystemMaterialsFollowTheAppearanceAndFixedOnesDoNot() throws {
    func centre(_ style: UIBlurEffect.Style, _ appearance: UIUserInterfaceStyle) throws -> Bitmap.Pixel {
      let (root, _, _) = screen(UIBlurEffect(style: style))
      let drawn = ViewRendering.image(of: root, config: nil, size: nil,
                                      traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 1),
                                                                             UITraitCollection(userInterfaceStyle: appearance)]))
      return try #require(drawn.image.bitmap).pixel(x: 60, y: 70)
    }
    let light = try centre(.systemMaterial, .light), dark = try centre(.systemMaterial, .dark)
    #expect(Int(light.green) > Int(dark.green) + 100, "light \(light), dark \(dark)")
    let fixed = try centre(.systemMaterialDark, .light)
    #expect(fixed == dark, "a …Dark material is dark in light mode too")
  }

  @Test func noEffectLeavesTheContentBehindAsItIs() throws {
    let (root, _, _) = screen(nil)
    let bitmap = try #require(ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection(displayScale: 1)).image.bitmap)
    #expect(bitmap.pixel(x: 99, y: 70) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    let vibrant = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
    #expect(vibrant.blurEffect.style == .dark && vibrant.vibrancyStyle == .secondaryLabel)
  }
}
