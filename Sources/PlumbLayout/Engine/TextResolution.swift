extension Layout {
  /// Turns a label's `text` into what is measured and drawn.
  ///
  /// `"@key"` is looked up in `strings[language]`, where language is the variant's (`"en"` when the variant
  /// has none); if that table lacks the key, in the first language (by name, A→Z) whose table has it; if no
  /// table has it, the key itself (without `@`) is shown and a `missingString` warning is reported. Text
  /// not starting with `@` is literal, and `"@@"` at the start writes one literal `@` (`"@@handle"` shows
  /// `@handle`). The variant's pseudo-localization is applied last.
  ///
  /// ```swift
  /// let strings = ["en": ["title": "Flowers"], "de": ["title": "Blumen"]]
  /// Layout.TextResolution.resolve("@title", strings: strings, language: "de", pseudo: nil).text   // "Blumen"
  /// Layout.TextResolution.resolve("@title", strings: strings, language: "fr", pseudo: .bounded).text
  /// // "[# Blumen #]" (fr has no table; de is the first language with the key)
  /// Layout.TextResolution.resolve("@@handle", strings: strings, language: nil, pseudo: nil).text   // "@handle"
  /// ```
  public enum TextResolution {
    /// The language used for lookups and for Pango when the variant names none.
    public static let defaultLanguage = "en"

    /// The resolved text, and the key when it was found in no table.
    public static func resolve(
      _ text: String, strings: [String: [String: String]], language: String?, pseudo: Pseudolocalization?
    ) -> (text: String, missingKey: String?) {
      var resolved = text
      var missing: String?
      if text.hasPrefix("@@") {
        resolved = String(text.dropFirst())
      } else if text.hasPrefix("@") {
        let key = String(text.dropFirst())
        let language = language ?? defaultLanguage
        if let value = strings[language]?[key] {
          resolved = value
        } else if let fallback = strings.keys.sorted().first(where: { strings[$0]?[key] != nil }) {
          resolved = strings[fallback]![key]!
        } else {
          resolved = key
          missing = key
        }
      }
      if let pseudo { resolved = pseudo.apply(to: resolved) }
      return (resolved, missing)
    }
  }
}
