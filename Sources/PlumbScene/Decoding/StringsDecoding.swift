import PlumbLayout

extension SceneDecoder {
  /// `strings`: `{ language: { key: text } }`.
  func decodeStrings(_ field: Field) throws -> [String: [String: String]] {
    guard let languages = field.value.object else {
      throw field.error(.wrongType(expected: "an object of languages", found: field.value.typeName))
    }
    var result: [String: [String: String]] = [:]
    for language in languages {
      let table = Field(value: language.value, path: field.path.key(language.key), file: file)
      guard Self.isLanguageTag(language.key) else {
        throw SceneError(.invalidLanguage(language.key), at: Layout.SourceLocation(file: file, path: table.path, line: language.keyLine, column: language.keyColumn))
      }
      guard let entries = table.value.object else {
        throw table.error(.wrongType(expected: "an object of strings", found: table.value.typeName))
      }
      var texts: [String: String] = [:]
      for entry in entries {
        let text = Field(value: entry.value, path: table.path.key(entry.key), file: file)
        guard !entry.key.isEmpty else {
          throw SceneError(.invalidStringKey(entry.key), at: Layout.SourceLocation(file: file, path: text.path, line: entry.keyLine, column: entry.keyColumn))
        }
        texts[entry.key] = try text.string()
      }
      result[language.key] = texts
    }
    return result
  }

  /// The key a label text names: everything after a leading `@` (as `Layout.TextResolution` reads it),
  /// or `nil` for literal text (including `"@@…"`, which writes a literal `@`).
  static func stringKey(of text: String) -> String? {
    text.hasPrefix("@") && !text.hasPrefix("@@") ? String(text.dropFirst()) : nil
  }

  /// Every `"@key"` of a label must be in the strings table in at least one language.
  func checkStringReferences() throws {
    let allKeys = Set(strings.values.flatMap(\.keys)).sorted()
    for (text, field) in labelTexts {
      guard let key = Self.stringKey(of: text), !allKeys.contains(key) else { continue }
      throw field.error(.unknownString(key, suggestion: Suggestion.closest(to: key, in: allKeys), hasStrings: !strings.isEmpty))
    }
  }
}
