import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): its title, message, actions and text fields are
/// kept; presenting it records it as the presenter's `presentedViewController` (a snapshot of the presenter
/// does not show it).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// An alert controller.
  ///
  /// ```swift
  /// UIAlertController(title: "Oops", message: "Try again", preferredStyle: .alert)
  /// ```
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedStyle = preferredStyle
  }
  private var storedStyle = Style.actionSheet
  /// The message below the title.
  ///
  /// ```swift
  /// alert.message = "Saved"
  /// ```
  open var message: String?
  /// Alert or action sheet.
  ///
  /// ```swift
  /// alert.preferredStyle == .alert
  /// ```
  open var preferredStyle: Style { storedStyle }
  /// The actions, in the order added.
  ///
  /// ```swift
  /// alert.actions.map(\.title)
  /// ```
  open private(set) var actions: [UIAlertAction] = []
  /// The action drawn bold (kept).
  ///
  /// ```swift
  /// alert.preferredAction = save
  /// ```
  open var preferredAction: UIAlertAction?
  /// The text fields of an alert.
  ///
  /// ```swift
  /// alert.textFields?.first?.text
  /// ```
  open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }
  private var storedTextFields: [UITextField] = []

  /// Adds an action.
  ///
  /// ```swift
  /// alert.addAction(UIAlertAction(title: "OK", style: .default))
  /// ```
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
  /// Adds a text field, set up by `configurationHandler`.
  ///
  /// ```swift
  /// alert.addTextField { field in field.placeholder = "Name" }
  /// ```
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    storedTextFields.append(field)
  }

  /// Alert or action sheet (UIKit's `UIAlertController.Style`).
  ///
  /// ```swift
  /// UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
  /// ```
  public enum Style: Int, Sendable { case actionSheet = 0, alert }
}

/// A button of an alert (UIKit's `UIAlertAction`).
///
/// ```swift
/// let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in remove() }
/// ```
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// The button's title.
  ///
  /// ```swift
  /// action.title   // "Delete"
  /// ```
  open private(set) var title: String?
  /// The button's look.
  ///
  /// ```swift
  /// action.style == .cancel
  /// ```
  open private(set) var style: Style
  /// Whether the button can be tapped.
  ///
  /// ```swift
  /// save.isEnabled = !name.isEmpty
  /// ```
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// An action that runs `handler` when chosen.
  ///
  /// ```swift
  /// UIAlertAction(title: "OK", style: .default)
  /// ```
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title; self.style = style; self.handler = handler
    super.init()
  }

  /// Runs the handler as if the button was tapped (Plumb delivers no taps; tests call this).
  ///
  /// ```swift
  /// alert.actions.first { $0.style == .destructive }?.simulateTap()
  /// ```
  func simulateTap() { handler?(self) }

  /// The look of an alert button (UIKit's `UIAlertAction.Style`).
  ///
  /// ```swift
  /// UIAlertAction(title: "Cancel", style: .cancel)
  /// ```
  public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }
}
