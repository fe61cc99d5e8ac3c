import Foundation

/// The photo picker and camera (UIKit's `UIImagePickerController`): a navigation controller whose options
/// are kept. Linux has no photo library or camera: no source type is available and nothing is picked.
///
/// ```swift
/// let picker = UIImagePickerController()
/// picker.sourceType = .photoLibrary
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where images come from (default `.photoLibrary`).
  ///
  /// ```swift
  /// picker.sourceType = .camera
  /// ```
  open var sourceType = SourceType.photoLibrary
  /// The media types offered (default images).
  ///
  /// ```swift
  /// picker.mediaTypes = ["public.image", "public.movie"]
  /// ```
  open var mediaTypes = ["public.image"]
  /// Whether the user may crop the picked image.
  ///
  /// ```swift
  /// picker.allowsEditing = true
  /// ```
  open var allowsEditing = false
  /// The camera used.
  ///
  /// ```swift
  /// picker.cameraDevice = .front
  /// ```
  open var cameraDevice = CameraDevice.rear
  /// The flash mode.
  ///
  /// ```swift
  /// picker.cameraFlashMode = .off
  /// ```
  open var cameraFlashMode = CameraFlashMode.auto
  /// Whether the camera controls show.
  ///
  /// ```swift
  /// picker.showsCameraControls = false
  /// ```
  open var showsCameraControls = true
  /// A view over the camera preview.
  ///
  /// ```swift
  /// picker.cameraOverlayView = frameGuide
  /// ```
  open var cameraOverlayView: UIView?

  /// Whether `sourceType` can be used here (never on Linux).
  ///
  /// ```swift
  /// UIImagePickerController.isSourceTypeAvailable(.camera)   // false
  /// ```
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  /// The media types `sourceType` offers (none on Linux).
  ///
  /// ```swift
  /// UIImagePickerController.availableMediaTypes(for: .photoLibrary)   // nil
  /// ```
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
  /// Whether the camera `cameraDevice` exists (never on Linux).
  ///
  /// ```swift
  /// UIImagePickerController.isCameraDeviceAvailable(.front)   // false
  /// ```
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  /// Takes a picture (nothing on Linux).
  ///
  /// ```swift
  /// picker.takePicture()
  /// ```
  open func takePicture() {}

  /// Where picked images come from (UIKit's `UIImagePickerController.SourceType`).
  ///
  /// ```swift
  /// picker.sourceType = .savedPhotosAlbum
  /// ```
  public enum SourceType: Int, Sendable { case photoLibrary = 0, camera, savedPhotosAlbum }
  /// Which camera (UIKit's `UIImagePickerController.CameraDevice`).
  ///
  /// ```swift
  /// picker.cameraDevice = .rear
  /// ```
  public enum CameraDevice: Int, Sendable { case rear = 0, front }
  /// The flash mode (UIKit's `UIImagePickerController.CameraFlashMode`).
  ///
  /// ```swift
  /// picker.cameraFlashMode = .on
  /// ```
  public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }

  /// The keys of the picked media's info (UIKit's `UIImagePickerController.InfoKey`).
  ///
  /// ```swift
  /// let image = info[.originalImage] as? UIImage
  /// ```
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }
}

/// The image picker's delegate (UIKit's `UIImagePickerControllerDelegate`); both methods optional. Assign
/// an object that is also a `UINavigationControllerDelegate` to the picker's `delegate`.
///
/// ```swift
/// extension ProfileEditor: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
///   func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
///     avatar.image = info[.editedImage] as? UIImage
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// Called with the picked media.
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// Called when the user cancels.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Dismisses the picker (optional; UIKit's default).
  ///
  /// ```swift
  /// delegate.imagePickerController(picker, didFinishPickingMediaWithInfo: [:])
  /// ```
  public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    picker.dismiss(animated: true)
  }
  /// Dismisses the picker (optional; UIKit's default).
  ///
  /// ```swift
  /// delegate.imagePickerControllerDidCancel(picker)
  /// ```
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
