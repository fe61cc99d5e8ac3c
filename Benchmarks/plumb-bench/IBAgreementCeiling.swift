import PlumbInterfaceBuilder
import PlumbLayout

/// `plumb-bench ib-agreement … --ceiling`: how far the agreement could rise if Plumb knew what it cannot
/// know on Linux. Each root is laid out a second time with every label that shows text given the size
/// Xcode stored for it as its intrinsic size — San Francisco's exact metrics, as if Apple's fonts were on
/// the machine — and the views that agree are counted again, then with the views whose stored frame Plumb
/// cannot reproduce by any solver set aside one cause at a time.
///
/// ```
/// ceiling (what text metrics and stale frames account for):
/// | counted as agreeing | views within 1 pt | share |
/// | measured | 1,177 | 82.9 % |
/// | + every label at the size Xcode stored (SF Pro's metrics) | 1,262 | 88.9 % |
/// ```
///
/// The label oracle is generous: a label stretched by its constraints gets its stretched size as content.
/// It measures what text metrics could move at most, never a result Plumb can claim.
struct IBAgreementCeiling {
  /// The steps of the table, in order; each includes the ones before it.
  enum Step: Int, CaseIterable {
    case measured, labelsAtXcodeSizes, symbols, provenStale
    var title: String {
      switch self {
      case .measured: "measured"
      case .labelsAtXcodeSizes: "+ every label at the size Xcode stored (SF Pro's text metrics)"
      case .symbols: "+ views showing an SF Symbol (SF Symbols' alignment insets)"
      case .provenStale: "+ stored frames that break a required constraint of their own file"
      }
    }
  }

  private(set) var within = [Int](repeating: 0, count: Step.allCases.count)
  private(set) var total = 0
  /// With labels at Xcode's sizes: per file, the views still more than 1 pt off (symbols and proven-stale frames aside).
  private(set) var remainingByFile: [String: Int] = [:]
  /// Those views, as `file:line: sentence` (the sentence of the layout with labels at Xcode's sizes).
  private(set) var remaining: [String] = []

  /// Every label with text in `nodes` (recursively) takes its stored size as its intrinsic size.
  static func labelsAtStoredSizes(_ nodes: inout [Layout.Node], stored: [String: Rect]) {
    for index in nodes.indices {
      if case .label(let label) = nodes[index].kind, !label.text.isEmpty, let frame = stored[nodes[index].id] {
        nodes[index].intrinsic = Layout.IntrinsicSize(width: frame.width, height: frame.height)
      }
      labelsAtStoredSizes(&nodes[index].subviews, stored: stored)
      if case .stack(var stack) = nodes[index].kind {
        labelsAtStoredSizes(&stack.arranged, stored: stored)
        nodes[index].kind = .stack(stack)
      }
    }
  }

  /// Adds one root: `measured` is the ordinary comparison, `oracle` the one with labels at Xcode's sizes.
  mutating func add(file: String, measured: IBFrameComparison, oracle: IBFrameComparison) {
    let oracleByID = Dictionary(oracle.entries.map { ($0.record.id, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in measured.entries where entry.isReliable {
      total += 1
      guard let second = oracleByID[entry.record.id] else { continue }
      let agrees: [Bool] = [
        entry.difference <= 1,
        second.difference <= 1,
        second.difference <= 1 || entry.record.showsSymbol,
        second.difference <= 1 || entry.record.showsSymbol || !entry.brokenByStoredFrames.isEmpty,
      ]
      for step in Step.allCases where agrees[step.rawValue] { within[step.rawValue] += 1 }
      if !agrees[Step.provenStale.rawValue] {
        remainingByFile[file, default: 0] += 1
        remaining.append("\(file):\(entry.record.line): \(second.sentence)")
      }
    }
  }

  /// The table and the files that keep the most differing views at the last step.
  func report(goal: Double = 0.97, listing: Bool = false) -> String {
    var lines = ["ceiling (what text metrics and stale frames account for):",
                 "| counted as agreeing | views within 1 pt | share |", "|---|---:|---:|"]
    for step in Step.allCases {
      let share = 100 * Double(within[step.rawValue]) / Double(max(1, total))
      lines.append("| \(step.title) | \(within[step.rawValue]) of \(total) | \(Bench.format(share, digits: 1)) % |")
    }
    lines.append("goal: \(Int((goal * Double(total)).rounded(.up))) of \(total) (\(Bench.format(goal * 100, digits: 0)) %)")
    lines.append("still more than 1 pt off at the last step, by file:")
    for (file, count) in remainingByFile.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
      lines.append("  \(count)  \(file)")
    }
    if listing { lines += ["those views, with labels at Xcode's sizes:"] + remaining }
    return lines.joined(separator: "\n")
  }
}
