import Foundation
import Testing
@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// Trait overrides as snapshot suites set them: iOS 17's `traitOverrides` on views and controllers,
/// a container's `setOverrideTraitCollection(_:forChild:)`, and `UITraitCollection`'s mutation closures.
@MainActor
@Suite struct TraitOverrideTests {
  @Test func aViewsOverridesReachItsSubviewsAndCanBeRemoved() {
    let card = UIView(), label = UILabel()
    card.addSubview(label)
    #expect(label.traitCollection.userInterfaceStyle != .dark)
    card.traitOverrides.userInterfaceStyle = .dark
    card.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(!card.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(!card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    #expect(label.traitCollection.userInterfaceStyle != .dark)
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
  }

  @Test func aControllersOverridesAndAContainersChildOverridesReachTheView() {
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    navigation.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(navigation.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    child.traitOverrides.userInterfaceStyle = .dark
    #expect(child.view.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aDarkOverrideDrawsTheDarkBackground() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .systemBackground
    let light = try #require(Snapshotting<UIView, UIImage>.image.snapshot(view).renderedBitmap)
    view.traitOverrides.userInterfaceStyle = .dark
    let dark = try #require(Snapshotting<UIView, UIImage>.image.snapshot(view).renderedBitmap)
    #expect(light.pixel(x: 5, y: 5).red == 255 && dark.pixel(x: 5, y: 5).red == 0, "white, then black")
  }

  @Test func collectionsAreMadeAndModifiedByMutation() {
    let made = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .extraLarge }
    #expect(made.userInterfaceStyle == .dark && made.preferredContentSizeCategory == .extraLarge)
    #expect(made.horizontalSizeClass == .unspecified)
    let modified = made.modifyingTraits { $0.userInterfaceStyle = .light }
    #expect(modified.userInterfaceStyle == .light && modified.preferredContentSizeCategory == .extraLarge)
  }
}
