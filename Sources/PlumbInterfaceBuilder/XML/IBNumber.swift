/// How Interface Builder files' numbers are read, like scene files' numbers: plain decimals only
/// (`12`, `-0.5`, `1.5e2`; no hex, `inf`, `nan`, empty text or spaces), finite and at most
/// `maxMagnitude` — a larger one (`1e308`) is a broken file, never a layout value.
///
/// ```swift
/// IBNumber.parse("16.5")    // 16.5
/// IBNumber.parse("0x10")    // nil
/// IBNumber.parse("1e308")   // nil: absurd
/// ```
public enum IBNumber {
  /// The largest magnitude read (points, constants, sizes): `IBNumber.maxMagnitude   // 1000000`.
  public static let maxMagnitude = 1_000_000.0

  /// The number `text` holds, or `nil` (see the type's rules).
  public static func parse(_ text: String) -> Double? {
    guard isDecimal(text), let value = Double(text), value.isFinite, abs(value) <= maxMagnitude else { return nil }
    return value
  }

  /// Why `text` is not a number Plumb reads, for warnings: `'1e308' is not a finite number up to 1000000`.
  public static func problem(_ text: String) -> String {
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    if !isDecimal(text) { return "'\(shown)' is not a decimal number" }
    return "'\(shown)' is not a finite number of at most \(Int(maxMagnitude)) in size"
  }

  /// `[-+]? (digits [. digits?] | . digits) ([eE] [-+]? digits)?`
  static func isDecimal(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    if let sign = bytes.first, sign == 0x2D || sign == 0x2B { bytes = bytes.dropFirst() }
    let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
    let whole = bytes.prefix(while: isDigit).count
    bytes = bytes.dropFirst(whole)
    var fraction = 0
    if bytes.first == 0x2E {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(fraction)
    }
    guard whole + fraction > 0 else { return false }
    if let e = bytes.first, e == 0x65 || e == 0x45 {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == 0x2D || sign == 0x2B { bytes = bytes.dropFirst() }
      let exponent = bytes.prefix(while: isDigit).count
      guard exponent > 0 else { return false }
      bytes = bytes.dropFirst(exponent)
    }
    return bytes.isEmpty
  }
}
