import Foundation
import Testing
@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// A subview's `safeAreaLayoutGuide` is its bounds intersected with the root's safe area, as in UIKit.
@MainActor
@Suite struct SubviewSafeAreaTests {
  /// A landscape phone: 44-point unsafe sides, a 21-point home indicator strip at the bottom.
  static let device = ViewImageConfig(
    safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), size: CGSize(width: 812, height: 375),
    traits: UITraitCollection(displayScale: 2))

  /// A band of `height` at `top`, full width, with a label pinned to its safe-area guide's top leading
  /// corner and a bar along its guide's bottom.
  static func band(in root: UIView, name: String, top: CGFloat, height: CGFloat) -> (band: UIView, label: UILabel, bar: UIView) {
    let band = UIView()
    band.accessibilityIdentifier = name
    band.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.accessibilityIdentifier = name + "Label"
    label.text = "Safe"
    label.translatesAutoresizingMaskIntoConstraints = false
    let bar = UIView()
    bar.accessibilityIdentifier = name + "Bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(band)
    band.addSubview(label)
    band.addSubview(bar)
    let safe = band.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      band.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      band.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
      band.heightAnchor.constraint(equalToConstant: height),
      label.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      label.topAnchor.constraint(equalTo: safe.topAnchor),
      bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 4),
    ])
    return (band, label, bar)
  }

  @Test func aSubviewGuideIsItsBoundsInsideTheRootSafeArea() {
    let root = UIView()
    let top = Self.band(in: root, name: "top", top: 0, height: 100)
    let bottom = Self.band(in: root, name: "bottom", top: 300, height: 75)
    let middle = Self.band(in: root, name: "middle", top: 120, height: 100)
    ViewRendering.host(root, config: Self.device, size: nil, traits: UITraitCollection())
    // Sides: 44 in from the root's edges for full-width bands.
    #expect(top.label.frame.minX == 44 && top.bar.frame.minX == 44 && top.bar.frame.width == 812 - 88)
    // The top band starts at the root's top (no unsafe top here): its guide is its bounds vertically.
    #expect(top.label.frame.minY == 0 && top.bar.frame.maxY == 100)
    // The bottom band reaches the home-indicator strip: its guide ends 21 points above its bottom.
    #expect(bottom.label.frame.minY == 0 && bottom.bar.frame.maxY == 75 - 21)
    // The middle band is inside the safe area vertically.
    #expect(middle.label.frame.minY == 0 && middle.bar.frame.maxY == 100)
    #expect(bottom.band.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(bottom.band.safeAreaLayoutGuide.layoutFrame == CGRect(x: 44, y: 0, width: 812 - 88, height: 54))
  }

  @Test func aNarrowSubviewInsideTheSafeAreaKeepsItsBounds() {
    let root = UIView()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let label = UILabel()
    label.text = "Card"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      card.heightAnchor.constraint(equalToConstant: 100),
      label.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
    ])
    ViewRendering.host(root, config: Self.device, size: nil, traits: UITraitCollection())
    #expect(label.frame.origin == .zero)
    #expect(card.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(!card.hasAmbiguousLayout && !label.hasAmbiguousLayout)
  }
}
