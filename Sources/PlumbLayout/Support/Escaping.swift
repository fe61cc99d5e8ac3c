/// Plumb's one escaping of text for the formats it writes: JSON (and JSON5) string literals, and XML or HTML
/// text and attribute values. Scene exports, `plumb solve`'s JSON, JUnit reports and HTML reports all use it.
///
/// ```swift
/// Escaping.jsonString("Tab\there \"x\"")        // "\"Tab\\there \\\"x\\\"\""
/// Escaping.markup("<b>'x' & y</b>", for: .html)  // "&lt;b&gt;&#39;x&#39; &amp; y&lt;/b&gt;"
/// Escaping.markup("a\u{1}b", for: .xml)          // "a\u{FFFD}b": XML 1.0 forbids the character
/// ```
public enum Escaping {
  /// The markup dialects `markup(_:for:)` writes.
  public enum Markup: Sendable {
    /// XML 1.0: `&apos;`, and characters XML forbids (controls but tab, newline and return; U+FFFE, U+FFFF)
    /// replaced by U+FFFD.
    case xml
    /// HTML: `&#39;`; every other character as it is.
    case html
  }

  /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, newline, return and tab as `\n`,
  /// `\r`, `\t`, other control characters as `\u00XX`.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `text` for markup content and attribute values: `&`, `<`, `>`, `"` and `'` as entities.
  public static func markup(_ text: String, for dialect: Markup) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += dialect == .xml ? "&apos;" : "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let v = scalar.value
        if dialect == .xml, v < 0x20 || (0xFFFE...0xFFFF).contains(v) { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }
}
