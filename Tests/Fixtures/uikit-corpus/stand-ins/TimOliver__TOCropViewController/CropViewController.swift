// Stand-in written by Plumb's team, not TOCropViewController's code: the example uses the library's
// `CropViewController` (Objective-C with a Swift wrapper, not in this corpus). Declarations only, shaped by
// how the corpus file uses them; the controller shows nothing.
// Stand-in for: Swift__CropViewControllerExample__ViewController.swift
import UIKit

public enum CropViewCroppingStyle {
  case `default`
  case circular
}

public protocol CropViewControllerDelegate: AnyObject {
  func cropViewController(_ cropViewController: CropViewController, didCropToImage image: UIImage, withRect cropRect: CGRect, angle: Int)
  func cropViewController(_ cropViewController: CropViewController, didCropToCircularImage image: UIImage, withRect cropRect: CGRect, angle: Int)
}

open class CropViewController: UIViewController {
  public weak var delegate: CropViewControllerDelegate?
  public let croppingStyle: CropViewCroppingStyle
  public let image: UIImage

  public init(croppingStyle: CropViewCroppingStyle, image: UIImage) {
    self.croppingStyle = croppingStyle
    self.image = image
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder aDecoder: NSCoder) { nil }

  public func presentAnimatedFrom(
    _ viewController: UIViewController, fromImage image: UIImage?, fromView: UIView?, fromFrame: CGRect, angle: Int,
    toImageFrame toFrame: CGRect, setup: (() -> Void)?, completion: (() -> Void)?
  ) {}

  public func dismissAnimatedFrom(
    _ viewController: UIViewController, withCroppedImage image: UIImage?, toView: UIView?, toFrame: CGRect,
    setup: (() -> Void)?, completion: (() -> Void)?
  ) {}
}
