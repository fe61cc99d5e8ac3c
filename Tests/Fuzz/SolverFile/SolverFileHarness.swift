// libFuzzer harness for the solver-file reader behind `plumb solve` (`Scripts/fuzz SolverFile`).
//
// Any bytes are a constraint-system file: the reader must return a system or throw a
// `SystemFileError` (exit 65 for malformed data) — never trap or hang. A small system it accepts is
// also solved, edits and steps included, so the solver sees what the reader lets through; the solver
// may refuse it with an error, but must not trap.
import Foundation
import PlumbSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolverFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  let system: ConstraintSystem
  do {
    system = try SystemFile.parse(bytes, file: "fuzz.json")
  } catch let error as SystemFileError {
    precondition(error.exitCode == ExitCode.dataError, "malformed data gave exit \(error.exitCode): \(error)")
    return 0
  } catch {
    preconditionFailure("SystemFile threw something other than SystemFileError: \(error)")
  }
  // Solving is what `plumb solve` does next; keep it to systems the size of a screen so each run stays fast.
  guard system.variables.count <= 64, system.constraints.count <= 64, system.steps.count <= 64 else { return 0 }
  _ = try? system.replay()
  return 0
}
