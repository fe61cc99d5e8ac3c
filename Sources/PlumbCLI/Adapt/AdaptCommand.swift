import Foundation
import PlumbAdapt
import PlumbSnapshot

/// `plumb adapt PATH… -o DIR`: writes every Swift file named (or found under a named folder) prepared for
/// a Linux build against Plumb, every line where it was and `#sourceLocation` naming the original (see
/// `SourceAdapter`). All files are read and adapted before any is written: a file that cannot be read or
/// tokenized stops the run with its place (exit 65) and nothing is written.
///
/// ```swift
/// Plumb.run(["adapt", "App/Views", "-o", ".build/plumb-adapted/AppViews"])
/// ```
public enum AdaptCommand {
  public static let spec = CommandSpec(
    name: "adapt",
    abstract: "Prepare iOS Swift sources for a Linux build against Plumb, keeping every line in place.",
    discussion: """
      Each file named lands as <output>/<name>; each folder's Swift files keep their tree below
      <output> (hidden folders are skipped). The output folder may not be an input or inside one.
      Imports of UIKit.* submodules, QuartzCore and CoreGraphics become UIKit; @objc, @objcMembers,
      @IBOutlet, @IBAction, @IBInspectable, @IBDesignable and `dynamic` are removed; #selector(m)
      becomes a Selector that names the method and calls it; #if os(iOS), canImport(UIKit) and
      targetEnvironment(simulator) are true, other platforms false. Diagnostics and #filePath name
      the original files and lines.

      Example: plumb adapt App/Views Pods/SnapKit/Sources -o .build/plumb-adapted
      """,
    arguments: [ArgumentSpec("paths", help: "Swift files or folders of them.", repeats: true)],
    options: [
      OptionSpec("--output", "-o", value: "folder", help: "The folder to write the adapted files into."),
      OptionSpec("--suffix", value: "text", help: "Add this before each output file's .swift (Card.swift -> Card+Linux.swift), so the "
        + "adapted file's own #fileID differs from the original's (swiftc warns when they are equal in one module)."),
    ]
  ) { args, console in
    run(paths: args.positionals("paths"), output: args.string("--output"), suffix: args.string("--suffix") ?? "", console: console)
  }

  static func run(paths: [String], output: String?, suffix: String = "", console: Console) -> Int32 {
    guard let output, !output.isEmpty else {
      console.err("error: adapt needs an output folder: -o <folder>")
      return ExitCode.usage
    }
    let plan: AdaptPlan
    do {
      plan = try AdaptPlan(inputs: paths, output: output, suffix: suffix)
    } catch {
      console.err("error: \(error)")
      if case .missing = error { return ExitCode.noInput }
      return ExitCode.usage
    }
    var adapter = SourceAdapter()
    var sources: [[UInt8]] = []
    for file in plan.files {
      guard let data = FileManager.default.contents(atPath: file.source) else {
        console.err("error: \(file.source):1:1: cannot read the file")
        return ExitCode.dataError
      }
      sources.append([UInt8](data))
      // Optional requirements one file declares and another calls (`delegate?.method?(…)`).
      try? adapter.optionalRequirements.learn(from: sources[sources.count - 1], file: file.source)
    }
    var adapted: [(destination: String, bytes: [UInt8])] = []
    for (file, source) in zip(plan.files, sources) {
      do {
        let prepared = try adapter.prepare(source, file: file.source)
        for note in prepared.notes { console.err("\(note.file):\(note.line ?? 1):\(note.column ?? 1): note: \(note.message)") }
        adapted.append((file.destination, prepared.bytes))
      } catch {
        console.err("error: \(error)")
        return ExitCode.dataError
      }
    }
    for file in adapted {
      do {
        try AtomicFile.write(Data(file.bytes), to: URL(fileURLWithPath: file.destination))
      } catch {
        console.err("error: \(error)")
        return ExitCode.cannotCreate
      }
    }
    console.err("adapted \(adapted.count) Swift file\(adapted.count == 1 ? "" : "s") into \(plan.output)")
    return ExitCode.success
  }
}
