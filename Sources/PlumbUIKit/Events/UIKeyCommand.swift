import Foundation

/// A hardware-keyboard shortcut (UIKit's `UIKeyCommand`): a key, its modifier keys and the action it
/// sends. A responder offers its commands in `keyCommands`; Plumb has no keyboard, so they are kept.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///   [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))]
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
  /// The key (a character, or one of the `inputUpArrow`… constants).
  ///
  /// ```swift
  /// command.input   // "f"
  /// ```
  public let input: String?
  /// The modifier keys held.
  ///
  /// ```swift
  /// command.modifierFlags   // .command
  /// ```
  public let modifierFlags: UIKeyModifierFlags
  /// The action sent up the responder chain.
  ///
  /// ```swift
  /// command.action?.name   // "find"
  /// ```
  public let action: Selector?
  /// The title shown in the discoverability overlay.
  ///
  /// ```swift
  /// command.discoverabilityTitle = "Find"
  /// ```
  open var discoverabilityTitle: String?
  /// Whether the command wins over the system's for the same keys (false).
  ///
  /// ```swift
  /// command.wantsPriorityOverSystemBehavior = true
  /// ```
  open var wantsPriorityOverSystemBehavior = false

  /// A command for a key with modifiers, sending `action`.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close))
  /// ```
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(title: "", image: nil)
  }

  /// A titled command (iOS 13).
  ///
  /// ```swift
  /// UIKeyCommand(title: "New", action: #selector(newDocument), input: "n", modifierFlags: .command)
  /// ```
  public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
              discoverabilityTitle: String? = nil) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    self.discoverabilityTitle = discoverabilityTitle
    super.init(title: title, image: image)
  }

  /// The up arrow key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The escape key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputEscape = "UIKeyInputEscape"
  /// The page up key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputPageUp, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The page down key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputPageDown, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The home key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputHome, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputHome = "UIKeyInputHome"
  /// The end key.
  ///
  /// ```swift
  /// UIKeyCommand(input: UIKeyCommand.inputEnd, modifierFlags: [], action: #selector(move))
  /// ```
  public static let inputEnd = "UIKeyInputEnd"
}
