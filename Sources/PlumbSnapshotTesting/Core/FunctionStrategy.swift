import Foundation

extension Snapshotting where Value: CaseIterable, Format == String {
  /// A function snapshotted by feeding it every case of its input: a CSV file with one row per case,
  /// the input's description and the output as `witness` writes it (swift-snapshot-testing's
  /// `.func(into:)`).
  ///
  /// ```swift
  /// enum Direction: CaseIterable { case up, down }
  /// assertSnapshot(of: { (d: Direction) in d == .up ? "north" : "south" }, as: .func(into: .description))
  /// // "up","north"
  /// // "down","south"
  /// ```
  public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
    let output = witness.asyncSnapshot
    var strategy = Snapshotting<String, String>.lines.asyncPullback { (function: (Value) -> A) -> Async<String> in
      let rows = Value.allCases.map { input in output(function(input)).map { "\"\(input)\",\"\($0)\"" } }
      return Async.sequence(rows).map { $0.joined(separator: "\n") }
    }
    strategy.pathExtension = "csv"
    return strategy
  }
}
