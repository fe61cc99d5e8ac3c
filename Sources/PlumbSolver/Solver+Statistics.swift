extension Solver {
  /// The size of the solver's tableau, for benchmarks and debugging.
  ///
  /// ```swift
  /// let stats = solver.statistics
  /// print(stats.rows, stats.cells)
  /// ```
  public struct Statistics: Equatable, Sendable {
    /// Rows of restricted basic symbols (kept over non-basic symbols).
    public var rows: Int
    /// Cells in those rows.
    public var cells: Int
    /// Defined user variables (their rows may refer to other basic symbols).
    public var definitions: Int
    /// Cells in the definitions.
    public var definitionCells: Int
    /// Cells in all objective levels.
    public var objectiveCells: Int
    /// Distinct priority levels with optional constraints.
    public var levels: Int
  }

  /// Counts rows and cells of the current tableau.
  ///
  /// ```swift
  /// solver.statistics.cells   // grows with the number of constraints when rows stay sparse
  /// ```
  public var statistics: Statistics {
    var stats = Statistics(rows: 0, cells: 0, definitions: 0, definitionCells: 0, objectiveCells: 0, levels: tableau.levels.count)
    for (symbol, row) in tableau.rows.storage.enumerated() {
      guard let row else { continue }
      if tableau.kinds[symbol] == .external {
        stats.definitions += 1
        stats.definitionCells += row.cells.count
      } else {
        stats.rows += 1
        stats.cells += row.cells.count
      }
    }
    stats.objectiveCells = tableau.levels.reduce(0) { $0 + $1.row.cells.count }
    return stats
  }
}
