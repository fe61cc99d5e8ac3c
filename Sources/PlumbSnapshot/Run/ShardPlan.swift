/// Splits a suite into shards of about equal estimated cost, the same way on every machine.
///
/// Any shard count works in memory proportional to the suite: shards beyond the number of units are
/// empty.
///
/// The units are scenes (a scene's variants share a render session and its width sweeps), except that
/// a scene costing more than half a shard's share is split into its variants. Units are placed
/// largest first, each on the shard with the least cost so far (ties: the lower shard, the earlier
/// unit) — the longest-processing-time rule, within 4/3 of the best possible split.
///
/// ```swift
/// let shards = ShardPlan.assign(costs: [[1, 1, 1], [5], [2, 2]], count: 2)   // [[2, 2, 2], [1], [2, 2]]
/// ```
public enum ShardPlan {
  /// The shard (1-based) of every variant, scene by scene, for `costs[scene][variant]`.
  public static func assign(costs: [[Double]], count: Int) -> [[Int]] {
    precondition(count >= 1, "ShardPlan: at least one shard")
    let total = costs.joined().reduce(0, +)
    let splitAbove = total / Double(count) / 2
    struct Unit { var scene: Int; var variants: Range<Int>; var cost: Double; var order: Int }
    var units: [Unit] = []
    for (scene, variantCosts) in costs.enumerated() {
      let cost = variantCosts.reduce(0, +)
      if cost > splitAbove && variantCosts.count > 1 {
        for (variant, one) in variantCosts.enumerated() {
          units.append(Unit(scene: scene, variants: variant..<(variant + 1), cost: one, order: units.count))
        }
      } else {
        units.append(Unit(scene: scene, variants: 0..<variantCosts.count, cost: cost, order: units.count))
      }
    }
    units.sort { $0.cost != $1.cost ? $0.cost > $1.cost : $0.order < $1.order }
    // Shards beyond the number of units stay empty (each unit takes the lowest empty shard first), so the
    // plan needs memory for the units only, however large `count` is.
    var loads = [Double](repeating: 0, count: max(1, min(count, units.count)))
    var result = costs.map { [Int](repeating: 1, count: $0.count) }
    for unit in units {
      var lightest = 0
      for shard in 1..<loads.count where loads[shard] < loads[lightest] { lightest = shard }
      loads[lightest] += unit.cost
      for variant in unit.variants { result[unit.scene][variant] = lightest + 1 }
    }
    return result
  }
}
