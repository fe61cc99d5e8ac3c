extension Layout {
  /// Everything worth telling about a layout besides the frames, each list in a fixed order.
  ///
  /// ```swift
  /// let result = engine.layout(variant)
  /// for conflict in result.diagnostics.conflicts { print(conflict.rejected.text) }
  /// result.diagnostics.truncatedLabels   // ["detail"]
  /// ```
  public struct Diagnostics: Hashable, Sendable {
    /// Required constraints that could not hold together, in the order they were met.
    public var conflicts: [Conflict] = []
    /// Optional constraints left unsatisfied: highest priority first, then largest error, then text.
    public var unsatisfied: [UnsatisfiedConstraint] = []
    /// Views whose position or size the constraints do not decide, in preorder.
    public var ambiguities: [Ambiguity] = []
    /// Visible labels whose text does not fit their final bounds, in preorder.
    public var truncatedLabels: [String] = []
    /// Visible views (not guides) with a zero width or height after rounding (and none negative), in preorder.
    public var zeroSizeViews: [String] = []
    /// Visible views (not guides) whose constraints make the width or height negative, in preorder.
    /// Nothing of such a view is drawn (a label shows no text); it is its own problem, not a zero size.
    public var negativeSizeViews: [String] = []
    /// Visible views not entirely inside their superview, in preorder.
    public var viewsOutsideSuperview: [String] = []
    /// Set when the multi-line label fixpoint stopped at its iteration cap.
    public var nonConvergence: NonConvergence?
    /// Invalid constraints, missing images or strings, unsupported combinations, in the order met.
    public var warnings: [Warning] = []

    public init() {}

    /// No conflicts, unsatisfied required work, ambiguity, non-convergence or warnings (truncation and
    /// unsatisfied optional constraints are normal layout outcomes and do not count).
    public var isClean: Bool {
      conflicts.isEmpty && ambiguities.isEmpty && nonConvergence == nil && warnings.isEmpty
    }
  }

  /// A required constraint that was rejected because it cannot hold with the ones already added, and the
  /// smallest set of added required constraints it contradicts.
  ///
  /// ```swift
  /// conflict.rejected.text                  // "box.width == 500"
  /// conflict.conflictingSet.map(\.text)     // ["box.leading == root.leading", "root.trailing == box.trailing", …]
  /// ```
  public struct Conflict: Hashable, Sendable {
    /// The constraint Plumb dropped (as UIKit "breaks" one), with its identifier and source.
    public var rejected: ConstraintOrigin
    /// The constraints the rejected one contradicts (a minimal set; the rejected one not included).
    public var conflictingSet: [ConstraintOrigin]
    public init(rejected: ConstraintOrigin, conflictingSet: [ConstraintOrigin]) {
      self.rejected = rejected; self.conflictingSet = conflictingSet
    }
  }

  /// An optional constraint that does not hold in the solution, with how far off it is.
  ///
  /// ```swift
  /// let worst = result.diagnostics.unsatisfied.first!   // e.g. "red.width == 2 * blue.width @750", error 115
  /// ```
  public struct UnsatisfiedConstraint: Hashable, Sendable {
    public var constraint: ConstraintOrigin
    public var priority: Double
    /// The violation in points (for `<=`/`>=` only the violated side counts).
    public var error: Double
    public init(constraint: ConstraintOrigin, priority: Double, error: Double) {
      self.constraint = constraint; self.priority = priority; self.error = error
    }
  }

  /// A view whose attribute can move inside an interval without changing how well the constraints hold.
  ///
  /// ```swift
  /// ambiguity.view        // "badge"
  /// ambiguity.attribute   // "left"
  /// ambiguity.interval    // 0...359
  /// ```
  public struct Ambiguity: Hashable, Sendable {
    public var view: String
    public var axis: Axis
    /// `left`, `top`, `width` or `height`: the variable that is free.
    public var attribute: String
    /// The values the attribute can take (bounds may be infinite).
    public var interval: ClosedRange<Double>
    public init(view: String, axis: Axis, attribute: String, interval: ClosedRange<Double>) {
      self.view = view; self.axis = axis; self.attribute = attribute; self.interval = interval
    }
  }

  /// The multi-line fixpoint did not settle within its cap; the labels still changing are listed.
  public struct NonConvergence: Hashable, Sendable {
    public var iterations: Int
    public var labels: [String]
    public init(iterations: Int, labels: [String]) { self.iterations = iterations; self.labels = labels }
  }

  /// A problem that did not stop the layout.
  ///
  /// ```swift
  /// warning.kind      // .invalidConstraint
  /// warning.message   // "a location attribute (leading) cannot equal a constant"
  /// ```
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
      /// A constraint breaking NSLayoutConstraint's rules or naming an unknown view; it was skipped.
      case invalidConstraint
      /// An image whose size could not be read; the view has no intrinsic size.
      case missingImage
      /// A `"@key"` found in no strings table; the key is shown.
      case missingString
      /// A font named by no font of the scene nor of Plumb's set; the system font is used.
      case unknownFont
      /// A combination UIKit does not support (e.g. baseline alignment in a vertical stack).
      case unsupported
    }
    public var kind: Kind
    /// The view concerned, if any.
    public var view: String?
    public var message: String
    /// The constraint concerned, for invalid constraints.
    public var constraint: ConstraintOrigin?
    public init(kind: Kind, view: String? = nil, message: String, constraint: ConstraintOrigin? = nil) {
      self.kind = kind; self.view = view; self.message = message; self.constraint = constraint
    }
    public var description: String {
      var text = kind.rawValue
      if let view { text += " [\(view)]" }
      text += ": \(message)"
      if let constraint { text += " — \(constraint)" }
      return text
    }
  }
}
