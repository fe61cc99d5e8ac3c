// Tableau symbols. A symbol is a dense integer id handed out in creation order by the tableau
// (so "lowest id" is a deterministic tie-break); its kind is kept beside it in `Tableau.kinds`.

/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A user `Variable`: unrestricted in sign, never leaves the basis in a ratio test.
  case external
  /// The slack of an inequality (>= 0).
  case slack
  /// One side of a soft constraint's error (>= 0); it appears in the objective.
  case error

  /// Restricted symbols are >= 0.
  var isRestricted: Bool { self != .external }
}

/// Absolute tolerance below which coefficients and constants count as zero (kiwi's `nearZero`).
let epsilon = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
