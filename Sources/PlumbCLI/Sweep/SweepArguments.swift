import Foundation
import PlumbLayout
import PlumbSnapshot

/// Reads `plumb sweep`'s ranges and lists: `320...1024`, `XS...AX5` or `L,AX3`, `base,fr,double`, `ltr,rtl`.
///
/// ```swift
/// try SweepArguments.widths("320...480")   // 320...480
/// try SweepArguments.types("L...AX1")      // [.large, .xLarge, .xxLarge, .xxxLarge, .ax1]
/// ```
enum SweepArguments {
  /// The short names of the type sizes, as Xcode's environment overrides show them, beside the raw values.
  static let shortTypeNames: [String: ContentSizeCategory] = [
    "XS": .xSmall, "S": .small, "M": .medium, "L": .large, "XL": .xLarge, "XXL": .xxLarge, "XXXL": .xxxLarge,
  ]

  /// `a...b` (also `a..b`, `a…b`) of whole points, 1 ≤ a ≤ b.
  static func widths(_ text: String) throws -> ClosedRange<Int> {
    let ends = split(range: text)
    guard ends.count == 2, let low = Int(ends[0]), let high = Int(ends[1]), low >= 1, low <= high else {
      throw UsageError("'--widths' expects a range of whole points such as 320...1024, not '\(text)'.", command: "sweep")
    }
    return low...high
  }

  /// A range `XS...AX5` or a comma list of type sizes, in Apple's order without repeats.
  static func types(_ text: String) throws -> [ContentSizeCategory] {
    func type(_ name: String) throws -> ContentSizeCategory {
      let named = ContentSizeCategory.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
      if let known = named ?? shortTypeNames[name.uppercased()] { return known }
      let names = shortTypeNames.keys.sorted { shortTypeNames[$0]! < shortTypeNames[$1]! }
        + ContentSizeCategory.allCases.filter(\.isAccessibility).map(\.rawValue)
      throw UsageError("Unknown type size '\(name)' in '--types'; the sizes are \(names.joined(separator: ", ")).", command: "sweep")
    }
    let ends = split(range: text)
    if ends.count == 2 {
      let low = try type(ends[0]), high = try type(ends[1])
      guard low <= high else { throw UsageError("'--types' range '\(text)' runs backwards.", command: "sweep") }
      return ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high }
    }
    let listed = try text.split(separator: ",").map { try type($0.trimmed) }
    guard !listed.isEmpty else { throw UsageError("'--types' is empty.", command: "sweep") }
    return Set(listed).sorted()
  }

  /// `ltr`, `rtl` or both.
  static func directions(_ text: String) throws -> [LayoutDirection] {
    var result: [LayoutDirection] = []
    for name in text.split(separator: ",").map(\.trimmed) {
      guard let direction = LayoutDirection(rawValue: name.lowercased()) else {
        throw UsageError("Unknown direction '\(name)' in '--directions'; use ltr, rtl or ltr,rtl.", command: "sweep")
      }
      if !result.contains(direction) { result.append(direction) }
    }
    guard !result.isEmpty else { throw UsageError("'--directions' is empty.", command: "sweep") }
    return result
  }

  /// A comma list of `base`, the scene's languages and pseudo-languages (a `language+pseudo` pair too).
  static func languages(_ text: String, scene: Layout.Scene) throws -> [SweepPlan.Language] {
    let known = Set(scene.strings.keys)
    var result: [SweepPlan.Language] = []
    for item in text.split(separator: ",").map(\.trimmed) {
      var language = SweepPlan.Language()
      for part in item.split(separator: "+").map(\.trimmed) where part.lowercased() != "base" {
        if let pseudo = Layout.Pseudolocalization.allCases.first(where: { $0.rawValue.lowercased() == part.lowercased() }) {
          language.pseudo = pseudo
        } else if let code = known.first(where: { $0.lowercased() == part.lowercased() }) {
          language.language = code
        } else {
          let choices = ["base"] + known.sorted() + Layout.Pseudolocalization.allCases.map(\.rawValue)
          throw UsageError("Unknown language '\(part)' in '--languages'; this scene has \(choices.joined(separator: ", ")).", command: "sweep")
        }
      }
      if !result.contains(language) { result.append(language) }
    }
    guard !result.isEmpty else { throw UsageError("'--languages' is empty.", command: "sweep") }
    return result
  }

  /// `base`, then the languages and pseudo-languages of the scene's variant matrix.
  static func defaultLanguages(_ scene: Layout.Scene) -> [SweepPlan.Language] {
    var result: [SweepPlan.Language] = [.base]
    for language in scene.variants.language where !result.contains(SweepPlan.Language(language: language)) {
      result.append(SweepPlan.Language(language: language))
    }
    for pseudo in scene.variants.pseudo where !result.contains(SweepPlan.Language(pseudo: pseudo)) {
      result.append(SweepPlan.Language(pseudo: pseudo))
    }
    return result
  }

  private static func split(range text: String) -> [String] {
    for separator in ["...", "..", "…"] where text.contains(separator) {
      return text.components(separatedBy: separator).map(\.trimmed)
    }
    return [text]
  }
}

extension StringProtocol {
  fileprivate var trimmed: String { String(self).trimmingCharacters(in: .whitespaces) }
}
