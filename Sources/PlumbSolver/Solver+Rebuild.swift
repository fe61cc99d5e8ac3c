// Removing a required equality: the tableau keeps no marker for it (see `Tag`), so it is rebuilt
// from the constraints that remain, which is exactly "as if it had never been added".

extension Solver {
  /// Replaces the tableau by a new one holding the accepted constraints (`entries`, holes dropped) in
  /// the order they were added, each edit constraint at its current suggested value. Variables keep
  /// their objects; their symbols are renumbered in the order the solver first saw them.
  ///
  /// Nothing changes if the new tableau cannot be built (it always can: the constraints held
  /// together before, and a subset of a feasible system is feasible).
  func rebuild() throws(TableauFailure) {
    var suggested: [ObjectIdentifier: Double] = [:]
    for edit in edits.values { suggested[ObjectIdentifier(edit.constraint)] = edit.value }

    var fresh = Tableau()
    var renumbered = [Int](repeating: -1, count: tableau.kinds.count)
    for entry in variables { renumbered[entry.symbol] = fresh.newSymbol(.external) }

    let kept = entries.compactMap { $0?.constraint }
    var tags: [Tag] = []
    tags.reserveCapacity(kept.count)
    for constraint in kept {
      let key = ObjectIdentifier(constraint)
      var raw = Row(constant: suggested[key].map { -$0 } ?? constraint.expression.constant)
      for term in constraint.expression.terms {
        guard let symbol = existingSymbol(for: term.variable) else {
          throw .internalError("Rebuild: a constraint's variable has no symbol.")
        }
        raw.add(renumbered[symbol], term.coefficient)
      }
      do {
        tags.append(try fresh.add(raw, constraint.relation, constraint.strength))
      } catch {
        throw .internalError("Rebuild: a constraint that held before was rejected.")
      }
    }

    tableau = fresh
    for (key, symbol) in symbols { symbols[key] = renumbered[symbol] }
    for entry in variables where entry.variable.owner == identity {
      entry.variable.ownerSymbol = renumbered[entry.variable.ownerSymbol]
    }
    entryOfSymbol = [Int32](repeating: -1, count: fresh.kinds.count)
    for index in variables.indices {
      variables[index].symbol = renumbered[variables[index].symbol]
      entryOfSymbol[variables[index].symbol] = Int32(index)
    }
    entries = zip(kept, tags).map { Entry(constraint: $0, tag: $1) }
    for (position, constraint) in kept.enumerated() { setPosition(position, of: constraint) }
    // Symbol ids changed: the next `updateVariables()` writes every variable.
    writeStamp = 0
  }
}
