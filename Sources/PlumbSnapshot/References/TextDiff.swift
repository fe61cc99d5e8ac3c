/// A line diff of two texts (longest common subsequence), printed in unified style.
///
/// ```swift
/// let diff = TextDiff(expected: "a\nb\nc", actual: "a\nB\nc")
/// diff.unified   // " a\n-b\n+B\n c"
/// diff.changedLines   // [.removed("b"), .added("B")]
/// ```
public struct TextDiff: Sendable, Equatable {
  /// One line of the diff.
  public enum Line: Sendable, Equatable {
    case same(String), removed(String), added(String)
  }
  public let lines: [Line]

  public init(expected: String, actual: String) {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines = TextDiff.diff(a, b)
  }

  /// Whether the texts differ.
  public var hasChanges: Bool { lines.contains { if case .same = $0 { return false } else { return true } } }
  /// Only the removed and added lines, in order.
  public var changedLines: [Line] { lines.filter { if case .same = $0 { return false } else { return true } } }

  /// The diff with `-`/`+`/space prefixes; unchanged runs longer than `2 × context` are elided with `…`.
  public func unified(context: Int = 2) -> String {
    var output: [String] = []
    var index = 0
    while index < lines.count {
      if case .same = lines[index] {
        var end = index
        while end < lines.count, case .same = lines[end] { end += 1 }
        let run = Array(lines[index..<end])
        let keepHead = index == 0 ? 0 : context, keepTail = end == lines.count ? 0 : context
        if run.count > keepHead + keepTail + 1 {
          output += run.prefix(keepHead).map(TextDiff.render)
          output.append("…")
          output += run.suffix(keepTail).map(TextDiff.render)
        } else {
          output += run.map(TextDiff.render)
        }
        index = end
      } else {
        output.append(TextDiff.render(lines[index]))
        index += 1
      }
    }
    return output.joined(separator: "\n")
  }

  /// The whole diff with every line.
  public var unified: String { lines.map(TextDiff.render).joined(separator: "\n") }

  static func render(_ line: Line) -> String {
    switch line {
    case .same(let text): return " " + text
    case .removed(let text): return "-" + text
    case .added(let text): return "+" + text
    }
  }

  private static func diff(_ a: [String], _ b: [String]) -> [Line] {
    let n = a.count, m = b.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0, j = 0
    while i < n && j < m {
      if a[i] == b[j] { result.append(.same(a[i])); i += 1; j += 1 }
      else if table[i + 1][j] >= table[i][j + 1] { result.append(.removed(a[i])); i += 1 }
      else { result.append(.added(b[j])); j += 1 }
    }
    while i < n { result.append(.removed(a[i])); i += 1 }
    while j < m { result.append(.added(b[j])); j += 1 }
    return result
  }
}
