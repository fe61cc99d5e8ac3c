extension Layout {
  /// The constraints installed in one solver, keyed so that re-lowering replaces only what changed.
  ///
  /// The root's width and height are edit variables (a width sweep only suggests a new width). When the
  /// required constraints do not let the root have the size asked for, the engine makes a *pinned* session
  /// instead, where the root size is two required constraints added first, so the constraint that
  /// contradicts it is the one rejected and reported, as UIKit breaks a constraint rather than resize the
  /// window.
  final class SolveSession {
    /// How the root size is held.
    enum RootMode: Equatable {
      /// Edit variables; the values are suggested each layout.
      case edit
      /// Required `root.width == w` (and `root.height == h` unless fitting).
      case pinned(width: Double, height: Double?)
    }

    /// The priority of the root-size edit variables: just below required, above every optional level.
    static let editPriority = 1000.0.nextDown

    let backend: SolverBackend
    let mode: RootMode
    private(set) var variableCount = 0
    /// Installed constraints by key, with their solver id.
    private(set) var installed: [String: (id: Int, constraint: LinearConstraint)] = [:]
    /// Keys in the order they were installed (for deterministic reports).
    private(set) var installOrder: [String] = []
    /// Rejected constraints by key, with the conflict reported for them.
    private(set) var rejected: [String: (constraint: LinearConstraint, conflict: Conflict)] = [:]
    private(set) var rejectionOrder: [String] = []
    private var constraintsByID: [Int: LinearConstraint] = [:]
    private var nextID = 0
    private var hasEditHeight = false

    init(backend: SolverBackend, mode: RootMode, table: ItemTable, fitsHeight: Bool) {
      self.backend = backend
      self.mode = mode
      reserve(table.variableNames)
      switch mode {
      case .edit:
        backend.addEditVariable(table.rootWidth, priority: Self.editPriority)
        if !fitsHeight {
          backend.addEditVariable(table.rootHeight, priority: Self.editPriority)
          hasEditHeight = true
        }
      case .pinned(let width, let height):
        pinRoot(table.rootWidth, to: width, attribute: "width", identifier: "UIView-Encapsulated-Layout-Width")
        if let height {
          pinRoot(table.rootHeight, to: height, attribute: "height", identifier: "UIView-Encapsulated-Layout-Height")
        }
      }
    }

    /// Holds the root's `attribute` (`width` or `height`) at `value`, as UIKit's encapsulated layout size does.
    private func pinRoot(_ variable: VariableID, to value: Double, attribute: String, identifier: String) {
      let rule = LinearConstraint(
        expression: LinearExpression(variable) - value, relation: .equal, strength: .required,
        origin: ConstraintOrigin(
          kind: .root, identifier: identifier, owner: "root",
          text: "root.\(attribute) == \(formatPoints(value))"))
      install(key: "root:\(attribute)", rule)
    }

    /// Makes sure the solver knows every variable named so far.
    func reserve(_ names: [String]) {
      guard names.count > variableCount else { return }
      backend.reserveVariables(names)
      variableCount = names.count
    }

    /// Suggests the root size (edit mode only).
    func suggestRoot(width: Double, height: Double?, table: ItemTable) {
      guard mode == .edit else { return }
      backend.suggestValue(table.rootWidth, width)
      if let height, hasEditHeight { backend.suggestValue(table.rootHeight, height) }
    }

    /// Installs `constraints` (in order) and removes installed ones that are no longer in the list or changed.
    /// Root-size constraints of a pinned session stay.
    func sync(_ constraints: [(key: String, constraint: LinearConstraint)]) {
      var wanted: [String: LinearConstraint] = [:]
      for (key, constraint) in constraints { wanted[key] = constraint }
      uninstall(installOrder.filter { key in
        !key.hasPrefix("root:") && installed[key].map { wanted[key] != $0.constraint } == true
      })
      forgetRejections { key, constraint in wanted[key] != constraint }
      for (key, constraint) in constraints where !isInstalledOrRejected(key) {
        install(key: key, constraint)
      }
    }

    /// Removes the constraints installed under `keys` in one solver call: removing required equalities
    /// one by one rebuilds the tableau once each (a fixpoint round that changes many of them was quadratic
    /// in the scene's size).
    func uninstall(_ keys: [String]) {
      var removed: [Int] = []
      for key in keys {
        guard let entry = installed[key] else { continue }
        removed.append(entry.id)
        constraintsByID[entry.id] = nil
        installed[key] = nil
      }
      if !removed.isEmpty { backend.remove(removed) }
      installOrder.removeAll { installed[$0] == nil }
    }

    /// Forgets the rejections `stale(key, rejected constraint)` selects, so the next sync tries them again.
    func forgetRejections(_ stale: (String, LinearConstraint) -> Bool) {
      for key in rejectionOrder {
        if let entry = rejected[key], stale(key, entry.constraint) { rejected[key] = nil }
      }
      rejectionOrder.removeAll { rejected[$0] == nil }
    }

    func isInstalledOrRejected(_ key: String) -> Bool { installed[key] != nil || rejected[key] != nil }

    /// Replaces the installed (or rejected) constraint under `key` by `constraint`. When only the
    /// expression's constant differs, the solver moves it in place (no removal); otherwise, or when the
    /// solver cannot, the old one is removed and the new one installed (rejected and reported if it conflicts).
    func replace(key: String, with constraint: LinearConstraint) {
      if let entry = installed[key] {
        if entry.constraint == constraint { return }
        if entry.constraint.differsOnlyInConstant(from: constraint),
          backend.changeConstant(entry.id, to: constraint.expression.constant)
        {
          installed[key] = (entry.id, constraint)
          constraintsByID[entry.id] = constraint
          return
        }
        backend.remove(entry.id)
        constraintsByID[entry.id] = nil
        installed[key] = nil
        installOrder.removeAll { $0 == key }
      } else if rejected[key] != nil {
        if rejected[key]?.constraint == constraint { return }
        rejected[key] = nil
        rejectionOrder.removeAll { $0 == key }
      }
      install(key: key, constraint)
    }

    func install(key: String, _ constraint: LinearConstraint) {
      let id = nextID
      nextID += 1
      switch backend.add(id, constraint) {
      case .added:
        installed[key] = (id, constraint)
        installOrder.append(key)
        constraintsByID[id] = constraint
      case .rejected(let others):
        let set = others.compactMap { constraintsByID[$0]?.origin }
        rejected[key] = (constraint, Conflict(rejected: constraint.origin, conflictingSet: set))
        rejectionOrder.append(key)
      }
    }

    /// Conflicts, in the order the rejected constraints were met.
    var conflicts: [Conflict] { rejectionOrder.compactMap { rejected[$0]?.conflict } }

    /// Installed constraints in installation order.
    var installedConstraints: [LinearConstraint] { installOrder.compactMap { installed[$0]?.constraint } }
  }
}

extension Layout.LinearConstraint {
  /// Same terms, relation and strength (the origin's text may differ: it spells the constant).
  func differsOnlyInConstant(from other: Layout.LinearConstraint) -> Bool {
    expression.terms == other.expression.terms && relation == other.relation && strength == other.strength
  }
}
