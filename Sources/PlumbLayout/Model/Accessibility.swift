extension Layout {
  /// What a view tells VoiceOver (UIKit's `UIAccessibility` properties). `nil` means UIKit's default for the
  /// view's kind: a label reads its text, a button its title, an image view is not an element, …
  ///
  /// ```swift
  /// var close = Layout.Node(id: "close", kind: .control(.button(Layout.Button(image: "xmark.png"))))
  /// close.accessibility.label = "Close"
  /// close.accessibility.hint = "Dismisses the card"
  /// ```
  public struct Accessibility: Sendable, Hashable {
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityTraits`; `nil`: the kind's default (a button's `button`, a label's `staticText`).
    public var traits: AccessibilityTraits?
    /// `isAccessibilityElement`; `nil`: the kind's default (labels and controls yes, views and images no).
    public var isElement: Bool?
    /// `accessibilityElementsHidden`: VoiceOver skips the view's subviews.
    public var elementsHidden = false
    /// The view reads as one element made of its subviews' texts, as a `UITableViewCell` does.
    public var groupsChildren = false

    public init(label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits? = nil,
                isElement: Bool? = nil) {
      self.label = label; self.value = value; self.hint = hint; self.traits = traits; self.isElement = isElement
    }
  }

  /// UIKit's `UIAccessibilityTraits`, by the names VoiceOver speaks or the scene format spells them.
  ///
  /// ```swift
  /// let traits: Layout.AccessibilityTraits = [.button, .selected]
  /// traits.names                                    // ["button", "selected"]
  /// Layout.AccessibilityTraits(name: "header")      // .header
  /// ```
  public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let button = Self(rawValue: 1 << 0)
    public static let link = Self(rawValue: 1 << 1)
    public static let image = Self(rawValue: 1 << 2)
    public static let selected = Self(rawValue: 1 << 3)
    public static let staticText = Self(rawValue: 1 << 4)
    public static let header = Self(rawValue: 1 << 5)
    public static let notEnabled = Self(rawValue: 1 << 6)
    public static let adjustable = Self(rawValue: 1 << 7)
    public static let searchField = Self(rawValue: 1 << 8)
    public static let summaryElement = Self(rawValue: 1 << 9)
    public static let updatesFrequently = Self(rawValue: 1 << 10)
    public static let keyboardKey = Self(rawValue: 1 << 11)
    public static let playsSound = Self(rawValue: 1 << 12)
    public static let startsMediaSession = Self(rawValue: 1 << 13)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 14)
    public static let causesPageTurn = Self(rawValue: 1 << 15)
    public static let tabBar = Self(rawValue: 1 << 16)

    /// Each trait with its name (UIKit's property name; Interface Builder's `<accessibilityTraits>` keys
    /// are the same names).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
      ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("staticText", .staticText),
      ("header", .header), ("notEnabled", .notEnabled), ("adjustable", .adjustable), ("searchField", .searchField),
      ("summaryElement", .summaryElement), ("updatesFrequently", .updatesFrequently), ("keyboardKey", .keyboardKey),
      ("playsSound", .playsSound), ("startsMediaSession", .startsMediaSession),
      ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar),
    ]

    /// The trait of a name, or `nil`.
    public init?(name: String) {
      guard let trait = Self.named.first(where: { $0.name == name })?.trait else { return nil }
      self = trait
    }

    /// The names of the traits set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
  }
}
