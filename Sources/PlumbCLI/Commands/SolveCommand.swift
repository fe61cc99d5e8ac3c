import PlumbJSON
import PlumbSolver

/// `plumb solve FILE.json`: replays a constraint system (the solver fixture format) and prints one
/// JSON object with the values after the edits, after each step, the rejected constraints and
/// their minimal conflict sets.
///
/// ```swift
/// Plumb.run(["solve", "Tests/Fixtures/solver/public/classic-side_by_side.json"])
/// ```
public enum SolveCommand {
  /// The command's declaration.
  public static let spec = CommandSpec(
    name: "solve",
    abstract: "Solve a constraint system file and print the values as JSON.",
    discussion: """
      The file uses the solver fixture format: "variables", "constraints" (terms, constant, op,
      strength, label), optional "edits" and "steps". Strengths are "required", kiwi's
      [strong, medium, weak, weight] or {"priority": p, "weight": w}; one file uses one kind.
      Output keys: "values" (after all edits were suggested), "steps" (after each step, when the
      file has steps), "rejected" (required constraints that could not hold, by index) and
      "conflicts" (for each, a minimal set of accepted constraints it contradicts).

      Example: plumb solve layout.json
      """,
    arguments: [ArgumentSpec("file", help: "A constraint system (JSON).")]
  ) { args, console in
    run(file: args.positional("file") ?? "", console: console)
  }

  /// Solves `file` and prints the result; returns the exit code.
  static func run(file: String, console: Console) -> Int32 {
    let system: ConstraintSystem
    do {
      system = try SystemFile.read(path: file)
    } catch let error as SystemFileError {
      console.err("error: \(error)")
      return error.exitCode
    } catch {
      console.err("error: \(file): \(error)")
      return ExitCode.dataError
    }
    let outcome: ConstraintSystem.Outcome
    do {
      outcome = try system.replay()
    } catch {
      console.err("error: \(file): \(error)")
      return ExitCode.software
    }
    console.out(JSONWriter.write(json(outcome, system: system, hasSteps: !system.steps.isEmpty)))
    return ExitCode.success
  }

  /// The output object.
  static func json(_ outcome: ConstraintSystem.Outcome, system: ConstraintSystem, hasSteps: Bool) -> JSONValue {
    func values(_ list: [Double]) -> JSONValue {
      var members: [String: JSONValue] = [:]
      for (name, value) in zip(system.variables, list) { members[name] = .number(value) }
      return .object(members)
    }
    var members: [String: JSONValue] = [
      "values": values(outcome.values),
      "rejected": .array(outcome.rejected.map { .number(Double($0)) }),
      "conflicts": .array(outcome.conflicts.map { conflict in
        .object(["constraint": .number(Double(conflict.constraint)), "with": .array(conflict.with.map { .number(Double($0)) })])
      }),
    ]
    if hasSteps { members["steps"] = .array(outcome.steps.map(values)) }
    return .object(members)
  }
}
