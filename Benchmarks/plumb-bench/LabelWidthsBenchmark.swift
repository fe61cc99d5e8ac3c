import Foundation
import PlumbGraphics
import PlumbLayout

/// Compares Plumb's intrinsic label sizes with the sizes Xcode stored for real single-line labels
/// (`Tests/Fixtures/ib-labels/label-widths.json`: text, font, IB width × height, scale) and prints the error
/// distribution per font and size, as Markdown: median |error|, share within 0.5 pt and within 1 pt.
///
/// Two columns per row: **before** is the system font measured as plain Inter (no tracking, Inter's own
/// line height: Plumb before San Francisco's metrics), **after** is Plumb's `system` family (SF's tracking
/// table, SF's widths by weight and optical size — measured on this same file, see Benchmarks/README.md —
/// and SF's vertical metrics). Custom fonts and size 0 are skipped; labels of files without a device
/// (no scale stored) are taken at @2x.
///
/// ```swift
/// LabelWidthsBenchmark.main(["Tests/Fixtures/ib-labels/label-widths.json"])   // `--eras`: also by Xcode version
/// // `--each`: one tab-separated line per label instead (text, size, weight, italic, scale, confidence,
/// // toolsVersion, Xcode's width, Plumb's width unrounded), for fitting and plotting elsewhere
/// // | font | n | before: median |Δw| | ≤ 0.5 | ≤ 1 | after: … |
/// ```
enum LabelWidthsBenchmark {
  struct Entry {
    var text: String
    var font: FontSpec
    var group: String
    var width: Double
    var height: Double
    var heightIsIntrinsic: Bool
    var scale: Double
    var confidence: String
    /// The document's `toolsVersion` (which Xcode, hence which San Francisco, measured the label).
    var tools: Double
  }

  static func main(_ arguments: [String]) -> Int32 {
    let path = arguments.first { !$0.hasPrefix("--") } ?? "Tests/Fixtures/ib-labels/label-widths.json"
    let eras = arguments.contains("--eras")
    let each = arguments.contains("--each")
    guard let data = FileManager.default.contents(atPath: path),
          let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let labels = root["labels"] as? [[String: Any]] else {
      print("label-widths: cannot read \(path)")
      return 1
    }
    let entries = labels.compactMap(entry)
    guard let measurer = try? PangoTextMeasurer() else {
      print("label-widths: cannot load the font configuration")
      return 1
    }
    if each {
      print(["text", "size", "weight", "italic", "scale", "confidence", "tools", "xcode", "plumb"].joined(separator: "\t"))
      for entry in entries {
        // A scale of 1,000 rounds to a thousandth of a point: the width as Pango measured it.
        let width = measurer.measure(TextRequest(text: entry.text, font: entry.font, scale: 1000), maxWidth: nil).size.width
        let fields: [Any] = [entry.text.replacingOccurrences(of: "\t", with: " "), entry.font.size, entry.font.weight.rawValue,
                             entry.font.italic, entry.scale, entry.confidence, entry.tools, entry.width, width]
        print(fields.map { "\($0)" }.joined(separator: "\t"))
      }
      return 0
    }
    func errors(_ entry: Entry, plainInter: Bool) -> (width: Double, height: Double) {
      var font = entry.font
      if plainInter { font.family = "Inter" }
      let size = measurer.measure(TextRequest(text: entry.text, font: font, scale: entry.scale), maxWidth: nil).size
      return (size.width - entry.width, size.height - entry.height)
    }
    var rows: [(group: String, before: [Double], after: [Double], beforeH: [Double], afterH: [Double])] = []
    var order: [String] = []
    var byGroup: [String: Int] = [:]
    for entry in entries {
      let before = errors(entry, plainInter: true), after = errors(entry, plainInter: false)
      // `--eras`: regular-weight system text of 11–17 pt again, by the Xcode that saved it.
      var era: String?
      if eras, entry.font.weight == .regular, !entry.font.italic, (11...17).contains(entry.font.size) {
        let bounds = [12000.0, 15000, 17000, 19000, 21000, 23000]
        let upper = bounds.first { entry.tools < $0 }
        era = "regular 11–17 pt, toolsVersion " + (upper.map { "< \(Int($0))" } ?? "≥ 23000")
      }
      for group in ["all", entry.confidence == "high" ? "all, high confidence" : nil, entry.group, era].compactMap({ $0 }) {
        if byGroup[group] == nil {
          byGroup[group] = rows.count
          rows.append((group, [], [], [], []))
          order.append(group)
        }
        let index = byGroup[group]!
        rows[index].before.append(before.width)
        rows[index].after.append(after.width)
        if entry.heightIsIntrinsic {
          rows[index].beforeH.append(before.height)
          rows[index].afterH.append(after.height)
        }
      }
    }
    print("\(entries.count) labels of \(labels.count) (custom fonts and size 0 skipped)\n")
    print("| font | n | before: median \\|Δw\\| | ≤ 0.5 pt | ≤ 1 pt | mean Δw | after: median \\|Δw\\| | ≤ 0.5 pt | ≤ 1 pt | mean Δw | heights exact before → after |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    let sorted = rows.prefix(2) + rows.dropFirst(2).sorted { $0.group < $1.group }
    for row in sorted {
      func cells(_ values: [Double]) -> String {
        let absolute = values.map(abs).sorted()
        let median = absolute.isEmpty ? 0 : (absolute.count % 2 == 1 ? absolute[absolute.count / 2]
          : (absolute[absolute.count / 2 - 1] + absolute[absolute.count / 2]) / 2)
        let within = { (limit: Double) in Double(absolute.filter { $0 <= limit + 1e-9 }.count) / Double(max(1, values.count)) }
        let mean = values.reduce(0, +) / Double(max(1, values.count))
        return "\(fixed(median)) | \(percent(within(0.5))) | \(percent(within(1))) | \(signed(mean))"
      }
      let exact = { (values: [Double]) in Double(values.filter { abs($0) < 1e-6 }.count) / Double(max(1, values.count)) }
      let heights = row.beforeH.isEmpty ? "–" : "\(percent(exact(row.beforeH))) → \(percent(exact(row.afterH))) (n \(row.afterH.count))"
      print("| \(row.group) | \(row.before.count) | \(cells(row.before)) | \(cells(row.after)) | \(heights) |")
    }
    return 0
  }

  /// The entry with its font in Plumb's terms, or nil for fonts Plumb does not model here.
  static func entry(_ label: [String: Any]) -> Entry? {
    guard let text = label["text"] as? String, let width = label["width"] as? Double,
          let height = label["height"] as? Double, let attributes = label["font_attributes"] as? [String: String] else { return nil }
    var font: FontSpec
    var group: String
    if let style = attributes["style"] {
      let names = ["UICTFontTextStyleTitle0": TextStyle.largeTitle, "UICTFontTextStyleTitle1": .title1,
                   "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
                   "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
                   "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
                   "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
                   "UICTFontTextStyleCaption2": .caption2]
      guard let textStyle = names[style] else { return nil }
      font = textStyle.font(for: .large)
      group = "\(textStyle.rawValue) (\(Int(font.size)) pt)"
    } else {
      guard let type = attributes["type"], ["system", "boldSystem", "italicSystem"].contains(type),
            let size = Double(attributes["pointSize"] ?? ""), size > 0 else { return nil }
      font = FontSpec(size: size)
      if type == "boldSystem" { font.weight = .bold }
      if type == "italicSystem" { font.italic = true }
      if let weight = attributes["weight"] {
        guard let named = FontWeight(name: weight) else { return nil }
        font.weight = named
      }
      group = "system \(font.weight == .regular ? "" : "\(font.weight) ")\(font.italic ? "italic " : "")\(formatNumber(size)) pt"
    }
    return Entry(
      text: text, font: font, group: group, width: width, height: height,
      heightIsIntrinsic: label["height_plausibly_intrinsic"] as? Bool ?? false,
      scale: label["scale"] as? Double ?? 2, confidence: label["confidence"] as? String ?? "",
      tools: Double(label["toolsVersion"] as? String ?? "") ?? 0)
  }

  private static func formatNumber(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
  private static func fixed(_ value: Double) -> String { String(format: "%.2f", value) }
  private static func signed(_ value: Double) -> String { String(format: "%+.2f", value) }
  private static func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }
}
