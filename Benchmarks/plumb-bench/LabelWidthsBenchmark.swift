import Foundation
import PlumbGraphics
import PlumbLayout

/// Compares Plumb's intrinsic label sizes with the sizes Xcode stored for real single-line labels
/// (`Tests/Fixtures/ib-labels/label-widths.json`: text, font, IB width × height, scale) and prints, as Markdown,
/// the share within 0.5 and 1 pt per size band and weight, once for each half of the file.
///
/// The halves: a label belongs to the **fitted** half when the FNV-1a hash of its text is even, else to the
/// **unfitted** half. `Benchmarks/sf-advances/fit_display.py` fits SF Display's narrowing
/// (`SanFranciscoMetrics.displaySpacingTable`) on the fitted half only, so above 20 pt the unfitted half scores
/// the model on labels it never saw (the same text is always in the same half). The per-character table of the
/// Text sizes (`SanFranciscoAdvances`, `fit.py`) was fitted on labels of both halves before the split existed, so
/// at 20 pt and below both halves are partly in-sample. Custom fonts and size 0 are skipped; labels of files without a device (no scale
/// stored) are taken at @2x. Heights: the share of labels whose height Xcode plausibly took from the text
/// that Plumb matches within 1 pt.
///
/// ```swift
/// LabelWidthsBenchmark.main(["Tests/Fixtures/ib-labels/label-widths.json"])   // `--eras`: also by Xcode version
/// // `--each`: one tab-separated line per label instead (text, size, weight, italic, scale, confidence,
/// // toolsVersion, Xcode's width, Plumb's width unrounded, the width in plain Inter of that weight without
/// // tracking, the half), the input of `Benchmarks/sf-advances/fit_display.py` and `fit.py`
/// // | size band, weight | fitted: n | ≤ 0.5 pt | ≤ 1 pt | unfitted: n | ≤ 0.5 pt | ≤ 1 pt |
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
    /// Whether the label is in the half the Display narrowing was fitted to (`half(of:)`).
    var fitted: Bool { LabelWidthsBenchmark.half(of: text) == 0 }
  }

  /// 0 (fitted) or 1 (unfitted): the low bit of the 64-bit FNV-1a hash of the text's UTF-8 bytes.
  ///
  /// ```swift
  /// LabelWidthsBenchmark.half(of: "Settings")   // the same half in every run and in fit_display.py's
  /// ```
  static func half(of text: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return Int(hash & 1)
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
      print(["text", "size", "weight", "italic", "scale", "confidence", "tools", "xcode", "plumb", "inter", "half"].joined(separator: "\t"))
      for entry in entries {
        // A scale of 1,000 rounds to a thousandth of a point: the width as Pango measured it.
        let width = measurer.measure(TextRequest(text: entry.text, font: entry.font, scale: 1000), maxWidth: nil).size.width
        var inter = entry.font
        inter.family = "Inter"
        let plain = measurer.measure(TextRequest(text: entry.text, font: inter, scale: 1000), maxWidth: nil).size.width
        let fields: [Any] = [entry.text.replacingOccurrences(of: "\t", with: " "), entry.font.size, entry.font.weight.rawValue,
                             entry.font.italic, entry.scale, entry.confidence, entry.tools, entry.width, width, plain,
                             half(of: entry.text)]
        print(fields.map { "\($0)" }.joined(separator: "\t"))
      }
      return 0
    }
    struct Row { var fitted: [Double] = [], unfitted: [Double] = [], heights: [Double] = [] }
    var rows: [String: Row] = [:]
    for entry in entries {
      let size = measurer.measure(TextRequest(text: entry.text, font: entry.font, scale: entry.scale), maxWidth: nil).size
      let error = size.width - entry.width
      var groups = ["all", entry.confidence != "low" ? "all but low confidence" : "",
                    entry.font.size >= 20 && entry.tools >= 13000 ? "≥ 20 pt, saved by Xcode 9 or later" : "",
                    "\(band(entry.font.size)), \(weightName(entry.font))", "\(band(entry.font.size)), every weight",
                    "every size, \(weightName(entry.font))"]
      // `--eras`: regular-weight system text of 11–17 pt again, by the Xcode that saved it.
      if eras, entry.font.weight == .regular, !entry.font.italic, (11...17).contains(entry.font.size) {
        let bounds = [12000.0, 15000, 17000, 19000, 21000, 23000]
        let upper = bounds.first { entry.tools < $0 }
        groups.append("regular 11–17 pt, toolsVersion " + (upper.map { "< \(Int($0))" } ?? "≥ 23000"))
      }
      for group in groups where !group.isEmpty {
        if entry.fitted { rows[group, default: Row()].fitted.append(error) } else { rows[group, default: Row()].unfitted.append(error) }
        if entry.heightIsIntrinsic { rows[group, default: Row()].heights.append(size.height - entry.height) }
      }
    }
    print("\(entries.count) labels of \(labels.count) (custom fonts and size 0 skipped)\n")
    print("| size band, weight | fitted: n | median \\|Δw\\| | ≤ 0.5 pt | ≤ 1 pt | unfitted: n | median \\|Δw\\| | ≤ 0.5 pt | ≤ 1 pt | mean Δw | heights ≤ 1 pt |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    let order = ["all", "all but low confidence"] + rows.keys.filter { !$0.hasPrefix("all") }.sorted()
    for group in order {
      guard let row = rows[group] else { continue }
      let heights = row.heights.isEmpty ? "–" : "\(percent(share(row.heights, within: 1))) (n \(row.heights.count))"
      print("| \(group) | \(row.fitted.count) | \(cells(row.fitted)) | \(row.unfitted.count) | \(cells(row.unfitted)) | "
        + "\(signed(mean(row.fitted + row.unfitted))) | \(heights) |")
    }
    return 0
  }

  /// The size band of `size`: SF Pro Text's sizes in three bands, then Display's.
  static func band(_ size: Double) -> String {
    switch size {
    case ..<14: return "≤ 13 pt"
    case ..<17: return "14–16 pt"
    case ..<20: return "17–19 pt"
    case ..<28: return "20–27 pt"
    default: return "≥ 28 pt"
    }
  }

  /// The weight group of `font` (italic apart).
  static func weightName(_ font: FontSpec) -> String {
    if font.italic { return "italic" }
    switch font.weight.rawValue {
    case ..<400: return "light and lighter"
    case 400: return "regular"
    case 500: return "medium"
    case 600: return "semibold"
    default: return "bold and heavier"
    }
  }

  private static func share(_ values: [Double], within limit: Double) -> Double {
    Double(values.filter { abs($0) <= limit + 1e-9 }.count) / Double(max(1, values.count))
  }
  private static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(1, values.count)) }
  private static func cells(_ values: [Double]) -> String {
    guard !values.isEmpty else { return "– | – | –" }
    let absolute = values.map(abs).sorted()
    let median = absolute.count % 2 == 1 ? absolute[absolute.count / 2]
      : (absolute[absolute.count / 2 - 1] + absolute[absolute.count / 2]) / 2
    return "\(fixed(median)) | \(percent(share(values, within: 0.5))) | \(percent(share(values, within: 1)))"
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
