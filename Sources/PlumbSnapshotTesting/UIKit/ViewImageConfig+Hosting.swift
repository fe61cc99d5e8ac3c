import Foundation
import PlumbLayout
import PlumbUIKit

@MainActor
extension ViewRendering {
  /// Hosts `view` on a device preset (its screen, with the host device's scale where the preset sets none).
  ///
  /// ```swift
  /// ViewRendering.host(controller.view, config: .iPhone13, size: nil, traits: UITraitCollection())
  /// ```
  package static func host(
    _ view: UIView, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection, extra: [UITraitCollection] = []
  ) {
    host(view, config: config.hostScreen, size: size, traits: traits, extra: extra)
  }

  /// Hosts and draws `view` on a device preset.
  package static func image(
    of view: UIView, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection, extra: [UITraitCollection] = []
  ) -> (image: UIImage, result: Layout.Result?) {
    image(of: view, config: config.hostScreen, size: size, traits: traits, extra: extra)
  }
}
