import Foundation
import PlumbLayout

extension UIImage {
  /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var plumb: FontWeight? { self == .unspecified ? nil : FontWeight(rawValue: rawValue * 100) }
  }

  /// A symbol's size relative to its point size (UIKit's `UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small, medium, large

    var plumb: Layout.SymbolConfiguration.Scale? {
      switch self {
      case .small: return .small
      case .medium: return .medium
      case .large: return .large
      case .default, .unspecified: return nil
      }
    }
  }

  /// How big and heavy a symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): a point size or a text
  /// style (which follows Dynamic Type), a weight, a scale; what is left unspecified comes from the image
  /// or the image view, else 17 points, regular, medium.
  ///
  /// ```swift
  /// imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .headline, scale: .large)
  /// ```
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    let pointSize: CGFloat?
    let textStyle: UIFont.TextStyle?
    let weight: SymbolWeight
    let scale: SymbolScale

    init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize; self.textStyle = textStyle; self.weight = weight; self.scale = scale
      super.init()
    }

    public override convenience init() { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified) }
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified) }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale) }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }

    /// This configuration with what `other` specifies put over it.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      let sized = other.pointSize != nil || other.textStyle != nil
      return SymbolConfiguration(
        pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale.plumb == nil ? scale : other.scale)
    }

    /// Plumb's configuration.
    var plumb: Layout.SymbolConfiguration {
      Layout.SymbolConfiguration(
        pointSize: pointSize.map(Double.init), textStyle: textStyle?.plumb, weight: weight.plumb ?? .regular,
        scale: scale.plumb ?? .medium)
    }
  }
}
