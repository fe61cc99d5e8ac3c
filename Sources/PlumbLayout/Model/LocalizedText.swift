extension Layout.Label {
  /// The key of the scene's `strings` table this label's text names, or `nil` for literal text.
  ///
  /// A text is a reference when it is `@` followed by a key of letters, digits, `_`, `.` and `-`
  /// (`"@greeting"`, `"@settings.title"`). Anything else, such as `"@ 5 pm"` or `"Mail @home"`, is literal.
  ///
  /// ```swift
  /// Layout.Label(text: "@greeting").stringKey   // "greeting"
  /// Layout.Label(text: "Hello").stringKey       // nil
  /// ```
  public var stringKey: String? {
    guard text.hasPrefix("@") else { return nil }
    let key = String(text.dropFirst())
    return Layout.Label.isStringKey(key) ? key : nil
  }

  /// Whether `key` can be named by `"@key"`: one or more letters, digits, `_`, `.` or `-` (ASCII).
  ///
  /// ```swift
  /// Layout.Label.isStringKey("detail.title")   // true
  /// Layout.Label.isStringKey("two words")      // false
  /// ```
  public static func isStringKey(_ key: String) -> Bool {
    !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_" || scalar == "." || scalar == "-"
    }
  }
}

extension Layout.Scene {
  /// The language whose strings are shown when a variant names none, or names one that lacks a key:
  /// the first language of the `language` axis, else `en` when the table has it, else the first
  /// language of the table in alphabetical order; `nil` when the scene has no strings.
  ///
  /// ```swift
  /// scene.strings = ["de": [:], "en": [:]]
  /// scene.defaultLanguage   // "en"
  /// ```
  public var defaultLanguage: String? {
    if let first = variants.language.first, strings[first] != nil { return first }
    if strings["en"] != nil { return "en" }
    return strings.keys.sorted().first
  }

  /// The text a label shows in a variant: its `"@key"` looked up in the variant's language (then the
  /// default language, then every other language in alphabetical order), and the variant's
  /// pseudo-localization applied. Literal text is only pseudo-localized.
  ///
  /// ```swift
  /// let label = Layout.Label(text: "@greeting")
  /// scene.displayText(of: label, in: variant)   // "Hallo" for a variant with language "de"
  /// ```
  public func displayText(of label: Layout.Label, in variant: Layout.Variant) -> String {
    var text = label.text
    if let key = label.stringKey {
      var order: [String] = []
      if let language = variant.language { order.append(language) }
      if let fallback = defaultLanguage { order.append(fallback) }
      order += strings.keys.sorted()
      if let found = order.lazy.compactMap({ self.strings[$0]?[key] }).first { text = found }
    }
    return variant.pseudo?.apply(to: text) ?? text
  }
}
