import Foundation
import PlumbUIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// A view's layer drawn with its view at the view's size (a layer with no view gives the placeholder picture).
  ///
  /// ```swift
  /// assertSnapshot(of: card.layer, as: .image)
  /// ```
  public static var image: Snapshotting<CALayer, UIImage> { .image() }

  /// A view's layer drawn with its view, with `traits`.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
    -> Snapshotting<CALayer, UIImage>
  {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      guard let view = $0.hostView else { return .emptySnapshot }
      return UIViewSnapshot.image(of: view, screen: UIViewSnapshot.ownSize, size: nil, traits: traits)
    }
  }
}

extension Snapshotting where Value == CALayer, Format == String {
  /// The layer's view tree as UIKit's `recursiveDescription` prints it.
  public static var recursiveDescription: Snapshotting<CALayer, String> {
    Snapshotting<UIView, String>.recursiveDescription.pullback { $0.hostView ?? UIView() }
  }

  /// The layout text of the layer's view.
  public static var layout: Snapshotting<CALayer, String> {
    Snapshotting<UIView, String>.layout.pullback { $0.hostView ?? UIView() }
  }
}
