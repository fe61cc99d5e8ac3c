import PlumbLayout

/// Writes JSON text deterministically: object keys sorted, whole numbers without a fraction, other
/// numbers in Swift's shortest round-trip form, two-space indentation with short arrays of numbers on one line.
///
/// ```swift
/// JSONWriter.write(.object(["b": .number(1), "a": .array([.number(2)])]))
/// // {\n  "a": [2],\n  "b": 1\n}
/// ```
public enum JSONWriter {
  /// The text of `value`.
  public static func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: "", into: &out)
    return out
  }

  private static func write(_ value: JSONValue, indent: String, into out: inout String) {
    switch value.content {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n):
      if !n.isFinite {
        out += "null"
      } else if n == n.rounded() && abs(n) < 9_007_199_254_740_992 {
        out += n == 0 ? "0" : String(Int64(n))
      } else {
        out += "\(n)"
      }
    case .string(let s): out += quote(s)
    case .array(let items):
      if items.allSatisfy({ $0.number != nil }) || items.isEmpty {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          write(item, indent: indent, into: &out)
        }
        out += "]"
        return
      }
      out += "[\n"
      let inner = indent + "  "
      for (i, item) in items.enumerated() {
        out += inner
        write(item, indent: inner, into: &out)
        out += i + 1 < items.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      let inner = indent + "  "
      let sorted = members.sorted {
        Array($0.key.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value))
      }
      for (i, member) in sorted.enumerated() {
        out += inner + quote(member.key) + ": "
        write(member.value, indent: inner, into: &out)
        out += i + 1 < sorted.count ? ",\n" : "\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string literal.
  ///
  /// ```swift
  /// JSONWriter.quote("a\"b")   // "\"a\\\"b\""
  /// ```
  public static func quote(_ s: String) -> String { Escaping.jsonString(s) }
}
