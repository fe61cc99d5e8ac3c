import PlumbLayout

extension SceneDecoder {
  /// The keys of one run of a label's attributed text: `NSAttributedString.Key` names (`color` is
  /// accepted for `foregroundColor`, as the scene format names colours elsewhere).
  static let runKeys = [
    "text", "font", "foregroundColor", "color", "backgroundColor", "kern", "underlineStyle", "strikethroughStyle",
    "baselineOffset",
  ]
  /// The keys of a label's `paragraphStyle` (NSParagraphStyle's property names).
  static let paragraphStyleKeys = [
    "lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "paragraphSpacing",
    "paragraphSpacingBefore", "firstLineHeadIndent", "headIndent", "alignment", "lineBreakMode",
  ]

  /// A text that is a string or a list of runs (a label's `text`, a button's `title`, a text view's `text`):
  /// the whole text, and the runs when it is attributed. A string may be `"@key"`, checked against `strings`
  /// after the tree as every scene text is.
  /// - Throws: `SceneError` at the field: neither a string nor a list of runs, or a bad run.
  ///
  /// ```swift
  /// let (text, runs) = try decodeText(object.required("text"))   // "Bold plain", [run, run]
  /// ```
  func decodeText(_ field: Field) throws -> (text: String, runs: [Layout.TextRun]?) {
    if field.value.array != nil {
      let runs = try decodeRuns(field)
      return (runs.map(\.text).joined(), runs)
    }
    guard field.value.string != nil else {
      throw field.error(.wrongType(expected: "a string or a list of runs", found: field.value.typeName))
    }
    let text = try field.string()
    labelTexts.append((text, field))
    return (text, nil)
  }

  /// A label's `text` as a list of runs: `[{ text: "Bold", font: …, foregroundColor: … }, …]`, at least one.
  /// Each run's text may be `"@key"` (checked against `strings` as label texts are).
  func decodeRuns(_ field: Field) throws -> [Layout.TextRun] {
    let items = try field.list()
    guard !items.isEmpty else { throw field.error(.emptyList) }
    return try items.map(decodeRun)
  }

  private func decodeRun(_ field: Field) throws -> Layout.TextRun {
    let object = try field.object(allowed: Self.runKeys)
    let textField = try object.required("text")
    var run = Layout.TextRun(text: try textField.string())
    labelTexts.append((run.text, textField))
    if let value = object["font"] { run.font = try font(value) }
    if let value = object["foregroundColor"] {
      if object["color"] != nil { throw value.error(.sameAttributeTwice("foregroundColor", "color")) }
      run.foregroundColor = try value.color()
    }
    if let value = object["color"] { run.foregroundColor = try value.color() }
    if let value = object["backgroundColor"] { run.backgroundColor = try value.color() }
    if let value = object["kern"] {
      run.kern = try value.number(in: -1000...1000, expected: "a kern from -1000 to 1000 points")
    }
    if let value = object["underlineStyle"] { run.underlineStyle = try value.name(UnderlineStyle.self, what: "underline style") }
    if let value = object["strikethroughStyle"] {
      run.strikethroughStyle = try value.name(UnderlineStyle.self, what: "strikethrough style")
    }
    if let value = object["baselineOffset"] {
      run.baselineOffset = try value.number(in: -1000...1000, expected: "a baseline offset from -1000 to 1000 points")
    }
    return run
  }

  /// A label's `paragraphStyle`. Spacing, line heights and indents are 0 or more, as NSParagraphStyle
  /// keeps them; a `maximumLineHeight` other than 0 is at least the `minimumLineHeight`.
  func decodeParagraphStyle(_ field: Field) throws -> ParagraphStyle {
    let object = try field.object(allowed: Self.paragraphStyleKeys)
    var style = ParagraphStyle()
    func length(_ key: String, _ target: WritableKeyPath<ParagraphStyle, Double>) throws {
      if let value = object[key] { style[keyPath: target] = try value.length() }
    }
    try length("lineSpacing", \.lineSpacing)
    try length("minimumLineHeight", \.minimumLineHeight)
    try length("maximumLineHeight", \.maximumLineHeight)
    try length("paragraphSpacing", \.paragraphSpacing)
    try length("paragraphSpacingBefore", \.paragraphSpacingBefore)
    try length("firstLineHeadIndent", \.firstLineHeadIndent)
    try length("headIndent", \.headIndent)
    if let value = object["lineHeightMultiple"] {
      style.lineHeightMultiple = try value.number(in: 0...100, expected: "a multiple from 0 to 100 (0: the font's line height)")
    }
    if let value = object["maximumLineHeight"], style.maximumLineHeight > 0, style.maximumLineHeight < style.minimumLineHeight {
      throw value.error(.outOfRange(
        style.maximumLineHeight,
        expected: "a maximum line height of at least the minimum line height \(formatPoints(style.minimumLineHeight)), or 0 for none"))
    }
    if let value = object["alignment"] { style.alignment = try value.name(TextAlignment.self, what: "text alignment") }
    if let value = object["lineBreakMode"] { style.lineBreakMode = try value.name(LineBreakMode.self, what: "line break mode") }
    return style
  }
}
