/// How much a constraint matters: a priority level in (0, 1000] and a weight within that level.
///
/// Priorities are **lexicographic**, as in Apple's Auto Layout engine: the solver first minimises
/// the weighted error of the highest optional level, then, without making that level any worse, the
/// next one, and so on. No amount of error at a lower level can buy error at a higher one. Within a
/// level the sum of `weight × error` is minimised. Priority 1000 is required: a hard constraint.
///
/// ```swift
/// let hug = Strength(priority: 250)                 // content hugging
/// let resist = Strength(priority: 750, weight: 2)   // counts twice within level 750
/// try solver.add((width == 100).with(.required))
/// ```
public struct Strength: Hashable, Sendable {
  /// The level, in (0, 1000]; 1000 means required.
  public var priority: Double
  /// The weight of the constraint's error within its level (>= 0).
  public var weight: Double

  /// Creates a strength; the priority is clamped into (0, 1000] and the weight to >= 0.
  ///
  /// ```swift
  /// Strength(priority: 999)              // just below required
  /// Strength(priority: 250, weight: 0.5)
  /// ```
  public init(priority: Double, weight: Double = 1) {
    let p = priority.isNaN ? Strength.requiredPriority : priority
    self.priority = min(Strength.requiredPriority, max(p, Double.leastNonzeroMagnitude))
    self.weight = weight.isNaN ? 0 : max(0, weight)
  }

  /// The priority of required constraints (1000).
  ///
  /// ```swift
  /// Strength.requiredPriority   // 1000
  /// ```
  public static let requiredPriority: Double = 1000

  /// A hard constraint: it must hold, or adding it fails.
  ///
  /// ```swift
  /// (x >= 0).with(.required)
  /// ```
  public static let required = Strength(priority: requiredPriority)

  /// Whether this strength is required (priority 1000).
  ///
  /// ```swift
  /// Strength(priority: 999.999).isRequired   // false
  /// ```
  public var isRequired: Bool { priority >= Strength.requiredPriority }
}

extension Strength {
  /// The single level that all optional kiwi-format strengths share (their number becomes the weight).
  ///
  /// ```swift
  /// Strength.kiwi(strong: 1, medium: 0, weak: 0).priority == Strength.kiwiPriority   // true
  /// ```
  public static let kiwiPriority: Double = 500

  /// kiwi's `required`, `create(1000, 1000, 1000)` = 1,001,001,000.
  ///
  /// ```swift
  /// Strength.kiwiRequiredValue   // 1001001000
  /// ```
  public static let kiwiRequiredValue: Double = kiwiValue(strong: 1000, medium: 1000, weak: 1000)

  /// kiwi's `strength::create(a, b, c, w)`: `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`, each clamp
  /// into [0, 1000], the sum clipped to [0, required].
  ///
  /// ```swift
  /// Strength.kiwiValue(strong: 1, medium: 0, weak: 0)   // 1_000_000
  /// ```
  public static func kiwiValue(strong: Double, medium: Double, weak: Double, weight: Double = 1) -> Double {
    func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
    var sum = 0.0
    sum += clamp(strong * weight) * 1_000_000
    sum += clamp(medium * weight) * 1_000
    sum += clamp(weak * weight)
    return sum
  }

  /// A kiwi strength mapped onto Plumb's: required when it reaches kiwi's `required`, otherwise
  /// the weight `kiwiValue(...)` in the shared level `kiwiPriority`.
  ///
  /// ```swift
  /// Strength.kiwi(strong: 0, medium: 0, weak: 1)                      // weak: weight 1
  /// Strength.kiwi(strong: 1000, medium: 1000, weak: 1000).isRequired   // true
  /// ```
  public static func kiwi(strong: Double, medium: Double, weak: Double, weight: Double = 1) -> Strength {
    let value = max(0, min(kiwiRequiredValue, kiwiValue(strong: strong, medium: medium, weak: weak, weight: weight)))
    if value >= kiwiRequiredValue { return .required }
    return Strength(priority: kiwiPriority, weight: value)
  }
}

extension Strength: CustomStringConvertible {
  /// `required`, `250` or `250×2`.
  ///
  /// ```swift
  /// "\(Strength(priority: 250, weight: 2))"   // "250×2"
  /// ```
  public var description: String {
    if isRequired { return "required" }
    let p = Expression.format(priority)
    return weight == 1 ? p : "\(p)×\(Expression.format(weight))"
  }
}
