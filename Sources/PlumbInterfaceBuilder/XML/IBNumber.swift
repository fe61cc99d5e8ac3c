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
    if let value = shortDecimal(text) { return abs(value) <= maxMagnitude ? value : nil }
    guard isDecimal(text), let value = Double(text), value.isFinite, abs(value) <= maxMagnitude else { return nil }
    return value
  }

  /// Most numbers in a file are short plain decimals (`0.0`, `20`, `-16`, `20.5`): at most 15 digits, no
  /// exponent. Their value is the digits as an integer (exact in a Double) divided by an exact power of
  /// ten, one correctly rounded operation, so it is the Double `Double(text)` reads; `nil` for any other
  /// spelling (left to the general path).
  static func shortDecimal(_ text: String) -> Double? {
    var mantissa: Int64 = 0
    var digits = 0, fraction = 0
    var negative = false, seenPoint = false
    var index = 0
    for byte in text.utf8 {
      defer { index += 1 }
      switch byte {
      case 0x30...0x39:
        mantissa = mantissa * 10 + Int64(byte - 0x30)
        digits += 1
        if seenPoint { fraction += 1 }
        if digits > 15 { return nil }
      case 0x2E where !seenPoint:
        seenPoint = true
      case 0x2D where index == 0:
        negative = true
      case 0x2B where index == 0:
        continue
      default:
        return nil
      }
    }
    guard digits > 0 else { return nil }
    let value = Double(mantissa) / exactPowersOfTen[fraction]
    return negative ? -value : value
  }

  /// 10⁰ … 10¹⁵, each exact in a Double.
  private static let exactPowersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { product, _ in product * 10 } }

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
