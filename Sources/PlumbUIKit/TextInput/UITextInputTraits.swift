import Foundation

/// The keyboard a text input shows (UIKit's `UIKeyboardType`); Plumb shows no keyboard, the value is kept.
///
/// ```swift
/// email.keyboardType = .emailAddress
/// ```
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
       twitter, webSearch, asciiCapableNumberPad
  /// The alphabet keyboard (the old name of `.asciiCapable`).
  ///
  /// ```swift
  /// field.keyboardType = .alphabet
  /// ```
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The return key's title (UIKit's `UIReturnKeyType`).
///
/// ```swift
/// password.returnKeyType = .done
/// ```
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Autocorrection (UIKit's `UITextAutocorrectionType`).
///
/// ```swift
/// username.autocorrectionType = .no
/// ```
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }

/// Automatic capitals (UIKit's `UITextAutocapitalizationType`).
///
/// ```swift
/// email.autocapitalizationType = .none
/// ```
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }

/// Spell checking (UIKit's `UITextSpellCheckingType`).
///
/// ```swift
/// code.spellCheckingType = .no
/// ```
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }

/// Smart quotes (UIKit's `UITextSmartQuotesType`).
///
/// ```swift
/// code.smartQuotesType = .no
/// ```
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }

/// Smart dashes (UIKit's `UITextSmartDashesType`).
///
/// ```swift
/// code.smartDashesType = .no
/// ```
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
///
/// ```swift
/// field.keyboardAppearance = .dark
/// ```
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light
  /// The alert appearance (the old name of `.dark`).
  ///
  /// ```swift
  /// field.keyboardAppearance = .alert
  /// ```
  public static var alert: UIKeyboardAppearance { .dark }
}

/// What a text input holds, for AutoFill (UIKit's `UITextContentType`).
///
/// ```swift
/// password.textContentType = .password
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let URL = UITextContentType(rawValue: "url")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
