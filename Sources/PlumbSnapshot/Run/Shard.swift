/// One part of a suite split across machines, `2/4` is the second of four. Shards are balanced by
/// estimated cost (see `ShardPlan`), not by count, and every variant belongs to exactly one shard.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")   // Shard(index: 2, count: 4)
/// ```
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  public var index: Int
  public var count: Int
  public init(index: Int, count: Int) { self.index = index; self.count = count }
  public init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
      throw SnapshotError.badShard(text)
    }
    self.init(index: i, count: n)
  }
  /// `"2/4"`.
  public var description: String { "\(index)/\(count)" }
}
