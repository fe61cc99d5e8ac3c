import Foundation

/// The share sheet (UIKit's `UIActivityViewController`): its items and options are kept; Plumb shares nothing.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.excludedActivityTypes = [.airDrop]
/// present(share, animated: true)
/// ```
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The items to share.
  ///
  /// ```swift
  /// share.activityItems.count
  /// ```
  public private(set) var activityItems: [Any] = []
  /// The app's own activities.
  ///
  /// ```swift
  /// share.applicationActivities
  /// ```
  public private(set) var applicationActivities: [UIActivity]?
  /// Activities not offered.
  ///
  /// ```swift
  /// share.excludedActivityTypes = [.print]
  /// ```
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet is dismissed: the activity chosen, whether it completed, items returned, an error.
  ///
  /// ```swift
  /// share.completionWithItemsHandler = { type, completed, _, _ in print(completed) }
  /// ```
  open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

  /// A share sheet for `activityItems`.
  ///
  /// ```swift
  /// UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
  /// ```
  public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.init(nibName: nil, bundle: nil)
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
  }

  /// What runs when a share sheet is dismissed.
  ///
  /// ```swift
  /// let handler: UIActivityViewController.CompletionWithItemsHandler = { _, _, _, _ in }
  /// ```
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
}

/// An activity a share sheet offers (UIKit's `UIActivity`); subclass for the app's own.
///
/// ```swift
/// final class OpenInBrowser: UIActivity {
///   override var activityTitle: String? { "Open in Browser" }
/// }
/// ```
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// The activity's type.
  ///
  /// ```swift
  /// override var activityType: UIActivity.ActivityType? { .init("com.example.open") }
  /// ```
  open var activityType: ActivityType? { nil }
  /// The activity's title.
  ///
  /// ```swift
  /// override var activityTitle: String? { "Open" }
  /// ```
  open var activityTitle: String? { nil }
  /// The activity's image.
  ///
  /// ```swift
  /// override var activityImage: UIImage? { UIImage(systemName: "safari") }
  /// ```
  open var activityImage: UIImage? { nil }
  /// Whether the activity handles `activityItems`.
  ///
  /// ```swift
  /// override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
  /// ```
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before performing.
  ///
  /// ```swift
  /// override func prepare(withActivityItems activityItems: [Any]) { url = activityItems.first as? URL }
  /// ```
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Performs the activity.
  ///
  /// ```swift
  /// override func perform() { activityDidFinish(true) }
  /// ```
  open func perform() {}
  /// Reports the activity finished.
  ///
  /// ```swift
  /// activityDidFinish(true)
  /// ```
  open func activityDidFinish(_ completed: Bool) {}

  /// The kind of an activity (UIKit's `UIActivity.ActivityType`).
  ///
  /// ```swift
  /// share.excludedActivityTypes = [.airDrop, .print]
  /// ```
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
}
