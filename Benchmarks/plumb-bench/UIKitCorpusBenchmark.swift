import Dispatch
import Foundation
import PlumbAdapt

/// `plumb-bench uikit-corpus [FOLDER] [--build DIR] [--swift-version 5|6] [--list] [--only TEXT]…`: prepares every file of
/// the UIKit corpus (default `Tests/Fixtures/uikit-corpus`: real iOS view files with their helper files,
/// and nine layout libraries) with `plumb adapt`'s `SourceAdapter`, compiles each library into a module,
/// type-checks each file against Plumb's `UIKit` and the libraries, and prints the pass rate per group,
/// the libraries, the most common remaining errors, and what adapting cost against compiling. A file whose
/// manifest entry lists `stand_ins` (declarations Plumb's team wrote for names its repository declares in
/// files the corpus lacks, and helpers that need a stand-in module) is type-checked twice: as the corpus gives
/// it, and with its stand-ins; both counts are printed, and what still fails is sorted into corpus gaps and
/// Plumb's own.
/// `--build` names the build folder whose `Modules` hold Plumb (default: this program's own); `--only` keeps
/// the files whose path contains TEXT (the libraries are always compiled).
enum UIKitCorpusBenchmark {
  struct Entry { let file: String; let group: String; let helpers: [String]; let standIns: [String] }

  /// One file's errors as the corpus gives it and with its stand-ins (the same when it has none).
  struct Outcome { let entry: Entry; let given: [String]; let withStandIns: [String] }

  static func main(_ arguments: [String]) -> Int32 {
    var folder = "Tests/Fixtures/uikit-corpus", build: String?, swiftVersion = "5", list = false, only: [String] = []
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--build": index += 1; build = arguments[index]
      case "--swift-version": index += 1; swiftVersion = arguments[index]
      case "--list": list = true
      case "--only": index += 1; only.append(arguments[index])
      default: folder = arguments[index]
      }
      index += 1
    }
    let root = URL(fileURLWithPath: folder)
    let buildFolder = URL(fileURLWithPath: build ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path)
    let toolchain: PlumbToolchain
    do {
      toolchain = try PlumbToolchain(build: buildFolder, sources: URL(fileURLWithPath: "Sources"))
    } catch {
      print("error: \(error)"); return 1
    }
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("manifest.json").path),
      let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let files = manifest["files"] as? [[String: Any]], let libraries = manifest["libraries"] as? [[String: Any]]
    else {
      print("error: \(folder)/manifest.json is missing or unreadable"); return 1
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-uikit-corpus-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    let libraryModules = work.appendingPathComponent("modules")
    try? FileManager.default.createDirectory(at: libraryModules, withIntermediateDirectories: true)
    let state = State()
    func adapt(_ sources: [String], into destination: URL) -> Result<[String], AdaptError> { state.adapt(sources, into: destination) }
    func errors(_ text: String) -> [String] { State.errors(text) }

    // The libraries, each compiled into a module the files can import; then the stand-in modules (small
    // modules written for third-party dependencies of helpers), which only the stand-in pass sees.
    func compileModule(_ name: String, from folder: String, into modules: URL) -> [String]? {
      let sources = swiftFiles(under: root.appendingPathComponent(folder))
      guard case .success(let adapted) = adapt(sources, into: work.appendingPathComponent("src-" + name)) else { return nil }
      let start = DispatchTime.now()
      let result = try? toolchain.swiftc(["-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", swiftVersion,
                                          "-I", modules.path, "-emit-module-path", modules.appendingPathComponent(name + ".swiftmodule").path]
                                         + toolchain.moduleArguments + adapted)
      state.compileSeconds += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      return result?.status == 0 ? [] : errors(result?.text ?? "swiftc did not run").ifEmpty(["swiftc failed"])
    }
    print("libraries")
    var librariesPassing = 0
    let selectedGroups = Set(files.filter { file in only.contains { (file["file"] as? String ?? "").contains($0) } }.compactMap { $0["group"] as? String })
    for library in libraries {
      guard let name = library["name"] as? String, let local = library["local_dir"] as? String else { continue }
      // With --only, just the libraries the chosen files use.
      if !only.isEmpty, !selectedGroups.contains("library-user:" + name) { continue }
      guard let found = compileModule(name, from: local, into: libraryModules) else { print("  \(name): adapt failed"); continue }
      if found.isEmpty { librariesPassing += 1 }
      print("  \(name): \(found.isEmpty ? "compiles" : "\(found.count) errors")")
      if list { for error in found.prefix(10) { print("    " + error) } }
    }
    let standInModules = work.appendingPathComponent("stand-in-modules")
    try? FileManager.default.createDirectory(at: standInModules, withIntermediateDirectories: true)
    for module in manifest["stand_in_modules"] as? [[String: Any]] ?? [] {
      guard let name = module["name"] as? String, let local = module["local_dir"] as? String else { continue }
      let found = compileModule(name, from: local, into: standInModules) ?? ["adapt failed"]
      if !found.isEmpty { print("  stand-in module \(name): \(found.count) errors"); for error in found.prefix(5) { print("    " + error) } }
    }

    let version = swiftVersion
    /// Adapts and type-checks one file with its helpers (and its stand-ins): the errors.
    @Sendable func check(_ entry: Entry, worker: Int, index: Int, standIns: Bool) -> [String] {
      let lock = state.lock
      let sources = ([entry.file] + entry.helpers + (standIns ? entry.standIns : [])).map { root.appendingPathComponent($0).path }
      let folder = work.appendingPathComponent("file-\(worker)-\(index)\(standIns ? "-stand-ins" : "")")
      lock.lock()
      let adapted = state.adapt(sources, into: folder)
      lock.unlock()
      guard case .success(var paths) = adapted else {
        if case .failure(let error) = adapted { return ["adapt: error: \(error)"] }
        return []
      }
      // A library user may rely on another file of its app importing the library (Swift shows an imported
      // module's extension members to every file of the module): one such file, as the corpus's README says.
      if entry.group.hasPrefix("library-user:") {
        let module = String(entry.group.dropFirst("library-user:".count))
        let imports = folder.appendingPathComponent("imports.swift")
        _ = FileManager.default.createFile(atPath: imports.path, contents: Data("import \(module)\n".utf8))
        paths.append(imports.path)
      }
      let start = DispatchTime.now()
      let result = try? toolchain.swiftc(["-typecheck", "-swift-version", version, "-I", libraryModules.path]
                                         + (standIns ? ["-I", standInModules.path] : []) + toolchain.moduleArguments + paths)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      lock.lock(); state.compileSeconds += seconds; lock.unlock()
      return result?.status == 0 ? [] : State.errors(result?.text ?? "swiftc did not run").ifEmpty(["swiftc failed"])
    }

    // The files, in parallel on every core.
    let entries = files.compactMap { file -> Entry? in
      guard let path = file["file"] as? String, let group = file["group"] as? String,
        only.isEmpty || only.contains(where: { path.contains($0) })
      else { return nil }
      return Entry(file: path, group: group, helpers: file["helper_files"] as? [String] ?? [],
                   standIns: file["stand_ins"] as? [String] ?? [])
    }
    state.outcomes = [Outcome?](repeating: nil, count: entries.count)
    let lock = state.lock
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let group = DispatchGroup()
    for worker in 0..<workers {
      group.enter()
      Thread {
        defer { group.leave() }
        while true {
          lock.lock(); let mine = state.next; state.next += 1; lock.unlock()
          guard mine < entries.count else { return }
          let entry = entries[mine]
          let given = check(entry, worker: worker, index: mine, standIns: false)
          let withStandIns = entry.standIns.isEmpty ? given : check(entry, worker: worker, index: mine, standIns: true)
          lock.lock(); state.outcomes[mine] = Outcome(entry: entry, given: given, withStandIns: withStandIns); lock.unlock()
        }
      }.start()
    }
    group.wait()

    var groups: [String: (given: Int, withStandIns: Int, total: Int)] = [:]
    var causes: [String: Int] = [:]
    var given = 0, passing = 0, gaps = 0, obsolete = 0, mixed = 0, plumb = 0, standInFiles = 0
    for case let outcome? in state.outcomes {
      let found = outcome.withStandIns, entry = outcome.entry
      if !entry.standIns.isEmpty { standInFiles += 1 }
      groups[entry.group, default: (0, 0, 0)].total += 1
      if outcome.given.isEmpty { given += 1; groups[entry.group]!.given += 1 }
      if found.isEmpty { passing += 1; groups[entry.group]!.withStandIns += 1 }
      // Each failing file in one class: corpus gaps only; names Apple renamed (perhaps with corpus gaps);
      // corpus gaps with Plumb's errors; Plumb's errors only.
      if !found.isEmpty {
        let own = found.filter { !isCorpusGap($0) && !isObsolete($0) }
        if own.isEmpty { if found.allSatisfy(isCorpusGap) { gaps += 1 } else { obsolete += 1 } }
        else if found.contains(where: isCorpusGap) { mixed += 1 } else { plumb += 1 }
      }
      for cause in Set(found.map { $0.components(separatedBy: ": error: ").last ?? $0 }) { causes[cause, default: 0] += 1 }
      if list, !found.isEmpty { print("\(entry.file)"); for error in found.prefix(only.isEmpty ? 5 : 100) { print("    " + error) } }
    }
    print("files: \(given) of \(entries.count) type-check as the corpus gives them (\(percent(given, entries.count)))")
    print("  with stand-ins (\(standInFiles) files have some): \(passing) of \(entries.count) (\(percent(passing, entries.count)))")
    print("  still failing, with stand-ins: \(entries.count - passing): on corpus gaps only (a name the repository declares in a"
      + " file the corpus lacks, or a third-party module) \(gaps); on names Apple's SDK renamed or removed (errors against"
      + " UIKit too), perhaps with corpus gaps, \(obsolete); on corpus gaps and Plumb's errors \(mixed); on Plumb's errors only \(plumb)")
    let open = entries.count - gaps - obsolete - mixed
    print("  of the \(open) files with no corpus gap nor renamed name left, \(passing) type-check (\(percent(passing, open)))")
    for (name, counts) in groups.sorted(by: { $0.key < $1.key }) { print("  \(name): \(counts.given)/\(counts.total), with stand-ins \(counts.withStandIns)/\(counts.total)") }
    print("libraries: \(librariesPassing) of \(libraries.count) compile")
    print("most common errors (files):")
    for (cause, count) in causes.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(25) { print("  \(count)  \(cause)") }
    print(String(format: "adapting: %.3f s, compiling: %.1f s (%.2f %%)", state.adaptSeconds, state.compileSeconds, 100 * state.adaptSeconds / max(state.compileSeconds, 1e-9)))
    return 0
  }

  /// What the workers share, behind `lock`.
  final class State: @unchecked Sendable {
    let lock = NSLock()
    let adapter = SourceAdapter()
    var adaptSeconds = 0.0, compileSeconds = 0.0, next = 0
    var outcomes: [Outcome?] = []

    /// Adapts `sources` into `destination`; the adapted paths, or the first error.
    func adapt(_ sources: [String], into destination: URL) -> Result<[String], AdaptError> {
      var written: [String] = []
      var adapter = adapter
      for source in sources {
        if let bytes = FileManager.default.contents(atPath: source) {
          let start = DispatchTime.now()
          try? adapter.optionalRequirements.learn(from: [UInt8](bytes), file: source)
          adaptSeconds += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }
      }
      for source in sources {
        guard let bytes = FileManager.default.contents(atPath: source) else {
          return .failure(AdaptError(file: source, "cannot read the file"))
        }
        let start = DispatchTime.now()
        let adapted: [UInt8]
        do { adapted = try adapter.adapt([UInt8](bytes), file: source) } catch { return .failure(error) }
        adaptSeconds += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let target = destination.appendingPathComponent(written.count.description + "-" + URL(fileURLWithPath: source).lastPathComponent)
        try? FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: target.path, contents: Data(adapted))
        written.append(target.path)
      }
      return .success(written)
    }

    static func errors(_ text: String) -> [String] { text.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init) }
  }

  /// Whether an error names a type or function the file's repository declares in a file the corpus does not
  /// hold (`cannot find 'X'` where X is not an Apple name: UI…, NS…, CA…, CG…, CI…, MK…, WK…, AV…), or a
  /// module that is not Apple's.
  static func isCorpusGap(_ error: String) -> Bool {
    if let range = error.range(of: "error: no such module '") {
      let name = error[range.upperBound...].prefix { $0 != "'" }
      return !appleModules.contains(String(name))
    }
    guard let range = error.range(of: "error: cannot find ") else { return false }
    let rest = error[range.upperBound...].replacingOccurrences(of: "type ", with: "")
    guard rest.hasPrefix("'"), let name = rest.dropFirst().split(separator: "'").first, rest.hasSuffix("in scope") else { return false }
    return !["UI", "NS", "CA", "CG", "CI", "MK", "WK", "AV", "PH"].contains { name.hasPrefix($0) }
  }

  /// Whether an error is one Apple's SDK gives as well: a name Swift 4.2 renamed or removed, which Plumb
  /// declares as Apple does (`@available(swift, obsoleted:)`), so the code fails against UIKit too.
  static func isObsolete(_ error: String) -> Bool {
    ["has been renamed to", "has been replaced by", "is unavailable in Swift", "was obsoleted in Swift"].contains { error.contains($0) }
  }

  /// Apple's modules: a file that imports one Plumb lacks is Plumb's gap, not the corpus's.
  static let appleModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Photos", "PhotosUI", "AVKit", "AVFoundation", "CoreImage",
    "SafariServices", "MessageUI", "WebKit", "MapKit", "CoreLocation", "XCPlayground", "PlaygroundSupport", "Combine",
    "SwiftUI", "CoreText", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "Contacts", "ContactsUI",
  ]

  static func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f %%", 100 * Double(part) / Double(max(whole, 1))) }

  /// The Swift files below `folder`, as `plumb adapt` finds them in a folder.
  static func swiftFiles(under folder: URL) -> [String] {
    AdaptPlan.swiftFiles(in: folder.path).map { folder.appendingPathComponent($0).path }
  }

}

extension Array {
  func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
