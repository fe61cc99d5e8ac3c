extension Layout {
  /// `text` in double quotes, with newlines, quotes and backslashes escaped, so a label's text stays on
  /// one line of a report or a layout text file.
  ///
  /// ```swift
  /// Layout.quoted("Line one\nLine \"two\"")   // "\"Line one\\nLine \\\"two\\\"\""
  /// ```
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\n": out += "\\n"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
