import Foundation
import PlumbSnapshot

/// `plumb compare-ios <apple-references> <plumb-references>`: how pictures and layouts Plumb recorded stand
/// against the references an iOS simulator recorded, before a team re-records on Linux. For every PNG and
/// `recursiveDescription` text in the first folder, the file of the same path in the second: the pixel sizes,
/// a perceptual score (the share of pixels within a just-noticeable colour difference), and the views whose
/// frames differ by more than half a point, named as UIKit names them. `--report` writes an HTML page with
/// reference, Plumb and difference pictures side by side. A report, not a test: the exit code is 0 unless a
/// folder cannot be read.
///
/// ```swift
/// Plumb.run(["compare-ios", "ios/__Snapshots__", "linux/__Snapshots__", "--report", "compare.html"])
/// ```
public enum CompareIOSCommand {
  public static let spec = CommandSpec(
    name: "compare-ios",
    abstract: "Compare references recorded on iOS with Plumb's: sizes, perceptual score, frames.",
    discussion: """
      For each .png and .txt under <apple>, the file at the same path under <plumb>. A PNG line gives both
      pixel sizes and the share of pixels within a just-noticeable difference (ΔE ≈ 2); a .txt line the views
      (UIKit's recursiveDescription) whose frames differ by more than 0.5 pt. --report writes an HTML page
      with the reference, Plumb's picture and their difference side by side (pictures beside the page).

      Example: plumb compare-ios ios/__Snapshots__ .build/plumb-snapshots --report compare.html
      """,
    arguments: [ArgumentSpec("apple", help: "References recorded on an iOS simulator."),
                ArgumentSpec("plumb", help: "The same references recorded by Plumb.")],
    options: [OptionSpec("--report", value: "file", help: "Write an HTML report here.")]
  ) { args, console in
    run(apple: args.positional("apple") ?? "", plumb: args.positional("plumb") ?? "", report: args.string("--report"),
        console: console)
  }

  /// One reference compared.
  struct Row {
    var path: String
    var line: String
    var html: String
  }

  static func run(apple: String, plumb: String, report: String?, console: Console) -> Int32 {
    let fileManager = FileManager.default
    for folder in [apple, plumb] where !fileManager.fileExists(atPath: folder) {
      console.err("error: \(folder): no such folder")
      return ExitCode.noInput
    }
    guard let enumerator = fileManager.enumerator(atPath: apple) else {
      console.err("error: \(apple): cannot be read")
      return ExitCode.noInput
    }
    let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") }.sorted()
    let assets = report.map { URL(fileURLWithPath: $0).deletingPathExtension().path + "-pictures" }
    var rows: [Row] = []
    for path in paths {
      let reference = URL(fileURLWithPath: apple).appendingPathComponent(path)
      let mine = URL(fileURLWithPath: plumb).appendingPathComponent(path)
      guard fileManager.fileExists(atPath: mine.path) else {
        rows.append(Row(path: path, line: "\(path): no Plumb reference", html: "<p>no Plumb reference</p>"))
        continue
      }
      rows.append(path.hasSuffix(".png")
        ? picture(path: path, reference: reference, mine: mine, assets: assets)
        : layout(path: path, reference: reference, mine: mine))
    }
    for row in rows { console.out(row.line) }
    if let report {
      let body = rows.map { "<section><h2>\(HTMLReport.escape($0.path))</h2>\($0.html)</section>" }.joined(separator: "\n")
      let page = "<!doctype html><meta charset=\"utf-8\"><title>plumb compare-ios</title>"
        + "<style>body{font:14px system-ui}img{max-width:32%;border:1px solid #ccc;margin-right:1%}"
        + "pre{background:#f4f4f4;padding:8px}</style><h1>Plumb against the iOS references</h1>\n" + body
      do {
        try AtomicFile.write(page, to: URL(fileURLWithPath: report))
      } catch {
        console.err("error: \(report): \(error)")
        return ExitCode.cannotCreate
      }
    }
    return ExitCode.success
  }

  /// Sizes, perceptual score and the side-by-side pictures of one PNG.
  static func picture(path: String, reference: URL, mine: URL, assets: String?) -> Row {
    let codec = GraphicsPNGCodec()
    guard let expected = try? codec.decode(Array((try? Data(contentsOf: reference)) ?? Data()), path: reference.path),
      let actual = try? codec.decode(Array((try? Data(contentsOf: mine)) ?? Data()), path: mine.path)
    else { return Row(path: path, line: "\(path): not a readable PNG", html: "<p>not a readable PNG</p>") }
    let sizes = "\(expected.width)×\(expected.height) px vs Plumb \(actual.width)×\(actual.height) px"
    var line = "\(path): \(sizes)"
    var pictures = [reference.path, mine.path]
    if expected.width == actual.width && expected.height == actual.height {
      let comparison = ImageComparator.compare(
        expected: expected, actual: actual, tolerance: Tolerance(threshold: 0.02, includeAntialiasing: true))
      let score = 100 * (1 - Double(comparison.differingPixels) / Double(max(1, comparison.comparedPixels)))
      line += String(format: ", perceptual score %.1f %%", score)
      if let assets, let diff = comparison.diffImage, let bytes = try? codec.encode(diff) {
        let file = URL(fileURLWithPath: assets).appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
        try? FileManager.default.createDirectory(atPath: assets, withIntermediateDirectories: true)
        if (try? AtomicFile.write(Data(bytes), to: file)) != nil { pictures.append(file.path) }
      }
    } else {
      line += ", sizes differ"
    }
    let images = pictures.map { "<img src=\"file://\(HTMLReport.escape($0))\">" }.joined()
    return Row(path: path, line: line, html: "<p>\(HTMLReport.escape(line))</p><p>\(images)</p>")
  }

  /// The views of one recursiveDescription whose frames moved by more than half a point.
  static func layout(path: String, reference: URL, mine: URL) -> Row {
    let apple = RecursiveDescriptionFrames.parse((try? String(contentsOf: reference, encoding: .utf8)) ?? "")
    let plumb = RecursiveDescriptionFrames.parse((try? String(contentsOf: mine, encoding: .utf8)) ?? "")
    let differences = RecursiveDescriptionFrames.differences(reference: apple, actual: plumb)
    var line = "\(path): \(apple.count) views, \(differences.count) differ by more than 0.5 pt"
    let details = differences.map { pair in
      "  line \(pair.reference.line): \(pair.reference.name) \(pair.reference.frameText) → "
        + (pair.actual.map { "\($0.name) \($0.frameText)" } ?? "missing")
    }
    if !details.isEmpty { line += "\n" + details.prefix(10).joined(separator: "\n") }
    if details.count > 10 { line += "\n  … \(details.count - 10) more" }
    return Row(path: path, line: line, html: "<pre>\(HTMLReport.escape(line))</pre>")
  }
}
