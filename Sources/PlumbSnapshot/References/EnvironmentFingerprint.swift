/// What the pixels depend on besides Plumb: library versions and font file hashes, stored beside the
/// references so that a changed environment is named before any pixel verdict.
///
/// ```swift
/// let now = EnvironmentFingerprint(entries: [("pango", "1.50.12"), ("cairo", "1.16.0")])
/// let then = EnvironmentFingerprint(text: "pango 1.50.12\ncairo 1.18.0\n")
/// now.changes(from: then)   // ["cairo 1.18.0 → 1.16.0"]
/// ```
public struct EnvironmentFingerprint: Equatable, Sendable {
  /// `(name, value)` pairs in a fixed order.
  public var entries: [(String, String)]

  public init(entries: [(String, String)]) { self.entries = entries }

  /// Parses the stored form: one `name value` per line.
  public init(text: String) {
    entries = text.split(separator: "\n").compactMap { line in
      guard let space = line.firstIndex(of: " ") else { return nil }
      return (String(line[..<space]), String(line[line.index(after: space)...]))
    }
  }

  /// The stored form: one `name value` per line.
  public var text: String { entries.map { "\($0.0) \($0.1)\n" }.joined() }

  /// What differs from an earlier fingerprint, as `name old → new`, `name added`, `name removed`.
  public func changes(from earlier: EnvironmentFingerprint) -> [String] {
    var result: [String] = []
    for (name, value) in entries {
      if let old = earlier.entries.first(where: { $0.0 == name })?.1 {
        if old != value { result.append("\(name) \(old) → \(value)") }
      } else {
        result.append("\(name) \(value) added")
      }
    }
    for (name, value) in earlier.entries where !entries.contains(where: { $0.0 == name }) {
      result.append("\(name) \(value) removed")
    }
    return result
  }

  /// Why references recorded in `earlier` cannot be verified now, or nil: the system font is drawn with
  /// another font (the user's SF Pro against Inter with SF's advances, either way). A fingerprint without the
  /// `system-font` entry was recorded with Inter. Another copy of SF Pro (a different hash) is only a change.
  ///
  /// ```swift
  /// let now = EnvironmentFingerprint(entries: [("system-font", "SF Pro (9 files, 3f0c…)")])
  /// now.systemFontMismatch(with: EnvironmentFingerprint(text: "pango 1.50.12\n"))
  /// // "the references were recorded with the system font drawn by Inter with SF advances, this run draws it with SF Pro …"
  /// ```
  public func systemFontMismatch(with earlier: EnvironmentFingerprint) -> String? {
    func font(_ fingerprint: EnvironmentFingerprint) -> (kind: Substring, value: String) {
      let value = fingerprint.entries.first { $0.0 == "system-font" }?.1 ?? "Inter with SF advances"
      var kind = value.prefix { $0 != "(" }
      while kind.last == " " { kind.removeLast() }
      return (kind, value)
    }
    let then = font(earlier), now = font(self)
    guard then.kind != now.kind else { return nil }
    return "the references were recorded with the system font drawn by \(then.value), this run draws it with \(now.value): "
      + "record them again with this font, or run with the font they were recorded with (PLUMB_SF_PRO_DIR)"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.map { "\($0.0) \($0.1)" } == rhs.entries.map { "\($0.0) \($0.1)" }
  }
}
