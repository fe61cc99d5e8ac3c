extension Layout {
  /// An iPhone or iPad model: its name and its screen. A `device` variant takes the canvas size, scale,
  /// safe area and size classes from it.
  ///
  /// ```swift
  /// let phone = Layout.Device.named("iPhone 15 Pro")!
  /// phone.screen.portraitSize          // 393×852
  /// phone.variantName                  // "iPhone-15-Pro"
  /// Layout.Device.named("iphone-15-pro") == phone   // true: case, spaces and hyphens do not matter
  /// Layout.Device(interfaceBuilderID: "retina6_12")?.name   // "iPhone 15"
  /// ```
  public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// The model name as Apple spells it (`iPhone 15 Pro`, `iPad Pro (11-inch)`).
    public var name: String
    public var screen: DeviceScreen

    public init(name: String, screen: DeviceScreen) { self.name = name; self.screen = screen }

    /// The name as it appears in variant names and reference files: letters and digits, words joined by
    /// `-` (`iPhone-15-Pro`, `iPad-Pro-11-inch-M4`).
    public var variantName: String { Self.normalized(name, keepCase: true) }

    public var description: String { name }

    /// The model with a name (any case; spaces, hyphens, brackets and dots are interchangeable), or `nil`.
    public static func named(_ name: String) -> Device? {
      let key = normalized(name, keepCase: false)
      return all.first { normalized($0.name, keepCase: false) == key }
    }

    /// The model an Interface Builder `<device id>` stands for (the first model of that screen), or `nil`.
    public init?(interfaceBuilderID id: String) {
      guard let device = Self.all.first(where: { $0.screen.interfaceBuilderID == id }) else { return nil }
      self = device
    }

    /// Every model's name, in table order (for "did you mean").
    public static var names: [String] { all.map(\.name) }

    private static func normalized(_ text: String, keepCase: Bool) -> String {
      var words: [String] = []
      var word = ""
      for character in text {
        if character.isLetter || character.isNumber {
          word.append(character)
        } else if !word.isEmpty {
          words.append(word); word = ""
        }
      }
      if !word.isEmpty { words.append(word) }
      let joined = words.joined(separator: "-")
      return keepCase ? joined : joined.lowercased()
    }
  }
}
