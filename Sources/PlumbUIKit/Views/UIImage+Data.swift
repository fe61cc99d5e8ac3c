import Foundation
import PlumbGraphics

extension UIImage {
  /// An image decoded from PNG or JPEG bytes (UIKit's `init?(data:)`), at scale 1; `nil` for bytes that are
  /// neither, are corrupt, or claim a picture larger than Plumb decodes.
  ///
  /// ```swift
  /// let avatar = UIImage(data: try Data(contentsOf: avatarURL))
  /// ```
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image decoded from PNG or JPEG bytes whose pixels are `scale` per point (UIKit's
  /// `init?(data:scale:)`): a 3× picture of 300 pixels is 100 points wide.
  ///
  /// ```swift
  /// let icon = UIImage(data: pngData, scale: 3)
  /// ```
  public convenience init?(data: Data, scale: CGFloat) {
    guard scale > 0, scale.isFinite, let image = try? Image(data: [UInt8](data), name: "UIImage(data:)", scale: Double(scale)) else {
      return nil
    }
    self.init(path: nil, bitmap: image.bitmap, scale: scale, size: CGSize(width: image.size.width, height: image.size.height))
  }
}
