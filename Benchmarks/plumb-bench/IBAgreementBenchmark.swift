import Foundation
import PlumbGraphics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbRender

/// `plumb-bench ib-agreement FILE…`: imports every root of each IB file, lays it out at the document's own
/// canvas, and reports how many views Xcode did not flag land within 1 pt of the frame Xcode stored,
/// per element type, plus the views that differ (`--list`; `--all` lists the views within 1 pt too), and how many views it does not count and why
/// (flagged misplaced or ambiguous, autoresizing, arranged autoresizing: see `IBFrameComparison.Entry.exclusion`).
/// Folders are searched for .storyboard/.xib; a `frames*.json` list beside a folder (`IBStoredFrameList`) is
/// checked against the roots Plumb offers and the views it counts.
/// `--ceiling` lays every root out again with each label at the size Xcode stored and prints how far the
/// agreement could rise with Apple's text metrics and with the stale frames set aside (`IBAgreementCeiling`).
/// The last line counts the heights of multi-line labels (`numberOfLines` other than 1, in the system font,
/// Xcode's stored frame 2–10 of San Francisco's lines high) that Xcode did not flag: the share within 1 pt.
/// `--timing` also draws every root and compares the time to import (read the file once, map each root)
/// with the time to render (lay out and draw each root), both measured in this run as the thread's CPU time
/// (so that waiting for a core on a busy machine counts for neither).
enum IBAgreementBenchmark {
  static func main(_ arguments: [String]) -> Int32 {
    let all = arguments.contains("--all")
    let list = all || arguments.contains("--list")
    let timing = arguments.contains("--timing")
    let ceiling = arguments.contains("--ceiling")
    var ceilingTable = IBAgreementCeiling()
    var files: [String] = []
    var frameList = IBStoredFrameList()
    var frameTally = IBStoredFrameList.Tally()
    for argument in arguments where !argument.hasPrefix("--") {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
        frameList.read(besides: argument)
        let all = FileManager.default.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? []
        files += all.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { "\(argument)/\($0)" }
      } else {
        files.append(argument)
      }
    }
    var perType: [String: (within: Int, total: Int)] = [:]
    var excluded: [String: Int] = [:]
    var failures = 0
    var roots = 0
    var multiLine = (within: 0, total: 0)
    var differingStale = 0
    var importSeconds = 0.0, readSeconds = 0.0, layoutSeconds = 0.0, renderSeconds = 0.0
    for file in files {
      do {
        var loaded: IBDocument?
        let read = try Bench.cpuTime { loaded = try IBDocument.load(path: file) }
        importSeconds += read
        readSeconds += read
        let document = loaded!
        var verdicts: [String: String?] = [:]
        defer {
          frameList.check(file: file, plumbRoots: Set(document.roots.map(\.id)), plumbVerdict: verdicts, into: &frameTally)
        }
        for root in document.roots {
          roots += 1
          var imported: IBImportedScene!
          importSeconds += Bench.cpuTime { imported = IBSceneBuilder(document: document, root: root).build() }
          let session = try RenderSession(scene: imported.scene)
          let variant = Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0]
          var result: Layout.Result!
          layoutSeconds += try Bench.cpuTime { result = try session.layout(variant) }
          if timing { renderSeconds += try Bench.cpuTime { _ = try session.render(variant) } }
          let comparison = IBFrameComparison(imported: imported, result: result)
          if ceiling {
            var oracle = imported!
            let stored = Dictionary(imported.views.compactMap { record in record.storedFrame.map { (record.id, $0) } },
                                    uniquingKeysWith: { first, _ in first })
            IBAgreementCeiling.labelsAtStoredSizes(&oracle.scene.views, stored: stored)
            let oracleResult = try RenderSession(scene: oracle.scene).layout(variant)
            ceilingTable.add(file: file, measured: comparison, oracle: IBFrameComparison(imported: oracle, result: oracleResult))
          }
          // Multi-line system-font labels whose stored frame is 2–10 of SF's lines high: their height.
          let wrapping = multiLineLabels(imported.scene.views)
          for entry in comparison.entries where entry.isReliable {
            guard let size = wrapping[entry.record.id] else { continue }
            let lines = entry.xcode.height / SanFranciscoMetrics.lineHeight(atSize: size)
            guard lines >= 1.8, lines <= 10.5 else { continue }
            multiLine.total += 1
            if abs(entry.plumb.height - entry.xcode.height) <= 1 { multiLine.within += 1 }
            if list && (all || abs(entry.plumb.height - entry.xcode.height) > 1) {
              print("\(file):\(entry.record.line): multi-line label height \(entry.plumb.height) vs Xcode \(entry.xcode.height)")
            }
          }
          for entry in comparison.entries {
            if verdicts[entry.record.objectID] == nil || entry.exclusion == nil { verdicts[entry.record.objectID] = entry.exclusion }
            if let reason = entry.exclusion {
              excluded[reason, default: 0] += 1
              continue
            }
            var counts = perType[entry.record.element] ?? (0, 0)
            counts.total += 1
            if entry.difference <= 1 { counts.within += 1 } else if !entry.brokenByStoredFrames.isEmpty { differingStale += 1 }
            if list && (all || entry.difference > 1) {
              print("\(file):\(entry.record.line): \(entry.sentence)")
            }
            perType[entry.record.element] = counts
          }
        }
      } catch {
        failures += 1
        print("FAILED \(file): \(error)")
      }
    }
    let within = perType.values.map(\.within).reduce(0, +)
    let total = perType.values.map(\.total).reduce(0, +)
    print("\(files.count) files, \(roots) roots, \(failures) failed to import or lay out")
    print("| element | views | within 1 pt | share |")
    print("|---|---:|---:|---:|")
    for (element, counts) in perType.sorted(by: { ($0.value.total, $1.key) > ($1.value.total, $0.key) }) {
      print("| \(element) | \(counts.total) | \(counts.within) | \(Bench.format(100 * Double(counts.within) / Double(max(1, counts.total)), digits: 1)) % |")
    }
    print("| **all** | \(total) | \(within) | \(Bench.format(100 * Double(within) / Double(max(1, total)), digits: 1)) % |")
    print("of the \(total - within) views more than 1 pt off, \(differingStale) have stored frames that break a required constraint of the file naming them (IBStoredFrameCheck)")
    // Views whose stored frame is not Xcode's layout answer, counted apart (never silently).
    let reasons = excluded.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    print("not counted (stored frame not Xcode's layout answer): \(excluded.values.reduce(0, +)) views — \(reasons.joined(separator: ", "))")
    if !frameList.sources.isEmpty { print(frameTally.report(sources: frameList.sources, listing: list)) }
    print("multi-line labels (2–10 lines), height within 1 pt: \(multiLine.within) of \(multiLine.total) "
      + "(\(Bench.format(100 * Double(multiLine.within) / Double(max(1, multiLine.total)), digits: 1)) %)")
    if ceiling { print(ceilingTable.report(listing: list)) }
    if timing {
      print("import \(Bench.format(importSeconds * 1000)) ms (reading the files \(Bench.format(readSeconds * 1000)) ms), layout \(Bench.format(layoutSeconds * 1000)) ms, layout+draw \(Bench.format(renderSeconds * 1000)) ms; import / render = \(Bench.format(100 * importSeconds / max(renderSeconds, 1e-9), digits: 1)) %")
    }
    return failures == 0 ? 0 : 1
  }

  /// The system-font labels in `nodes` (recursively) that may wrap (`numberOfLines` ≠ 1), by id, with their
  /// point size at the default content size.
  static func multiLineLabels(_ nodes: [Layout.Node]) -> [String: Double] {
    var found: [String: Double] = [:]
    for node in nodes {
      if case .label(let label) = node.kind, label.numberOfLines != 1, label.runs == nil {
        let font = label.font.resolved(for: .large)
        if font.family == FontSpec.systemFamily { found[node.id] = font.size }
      }
      found.merge(multiLineLabels(node.children)) { first, _ in first }
    }
    return found
  }
}
