import Foundation

/// The compiler and the arguments that compile Swift files against a built Plumb with plain `swiftc`:
/// `import UIKit` finds Plumb's UIKit module in `<build>/Modules`, and the C modules under it (Pango,
/// Cairo, Plumb's C support) are found through their module maps.
///
/// ```swift
/// let toolchain = try PlumbToolchain(build: URL(fileURLWithPath: ".build/debug"), sources: URL(fileURLWithPath: "Sources"))
/// let result = try toolchain.swiftc(["-typecheck"] + toolchain.moduleArguments + ["View.swift"])
/// ```
public struct PlumbToolchain: Sendable {
  /// The `swiftc` that built the running program (next to its Swift runtime), else the one on `PATH`.
  public let swiftc: String
  /// The build folder with `Modules/UIKit.swiftmodule`.
  public let build: URL
  /// The package's `Sources` folder (for the C module maps).
  public let sources: URL
  /// `-I` flags of Pango, Cairo and GLib (`pkg-config --cflags-only-I pangocairo`).
  public let cIncludes: [String]

  /// Why the compiler or the build cannot be used.
  public struct Missing: Error, CustomStringConvertible { public let description: String }

  public init(build: URL, sources: URL) throws {
    guard FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules/UIKit.swiftmodule").path) else {
      throw Missing(description: "\(build.path)/Modules/UIKit.swiftmodule not found; build Plumb first (swift build)")
    }
    guard let swiftc = Self.swiftcPath() else { throw Missing(description: "swiftc not found next to the Swift runtime nor on PATH") }
    guard let includes = Self.pangoIncludes() else {
      throw Missing(description: "`pkg-config --cflags-only-I pangocairo` failed (Scripts/install-deps installs it)")
    }
    self.swiftc = swiftc; self.build = build; self.sources = sources; cIncludes = includes
  }

  /// Where the compiler finds Plumb's modules and the C modules under them.
  public var moduleArguments: [String] {
    var arguments = ["-I", build.appendingPathComponent("Modules").path]
    for map in [
      build.appendingPathComponent("CPlumbPrefetch.build/module.modulemap").path,
      sources.appendingPathComponent("CPlumbSupport/include/module.modulemap").path,
      sources.appendingPathComponent("CPangoCairo/module.modulemap").path,
    ] {
      arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
    }
    for include in cIncludes { arguments += ["-Xcc", include] }
    return arguments
  }

  /// Plumb's targets whose objects a program importing `UIKit` (and `MapKit`) links.
  public static let linkedTargets = [
    "PlumbSolver", "PlumbLayout", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender",
    "PlumbSnapshot", "PlumbFiles", "PlumbJSON", "PlumbUIKit", "PlumbMapKit", "UIKit", "MapKit", "CPlumbPrefetch", "CPlumbSupport",
  ]

  /// Plumb's object files and the C libraries (CPangoCairo's module map `link` lines and Package.swift's
  /// `.linkedLibrary` settings, read from the package beside `sources`).
  public func linkArguments() throws -> [String] {
    var arguments: [String] = []
    for target in Self.linkedTargets {
      let folder = build.appendingPathComponent("\(target).build")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      // Only objects whose source still exists: a renamed file leaves its old object behind.
      let sourceFolder = sources.appendingPathComponent(target).path
      let files = Set((FileManager.default.enumerator(atPath: sourceFolder)?.allObjects as? [String] ?? [])
        .map { ($0 as NSString).lastPathComponent })
      for name in names.sorted() where name.hasSuffix(".o") && !name.hasSuffix(".swiftmodule.o") && files.contains(String(name.dropLast(2))) {
        arguments.append(folder.appendingPathComponent(name).path)
      }
    }
    let moduleMap = try String(contentsOf: sources.appendingPathComponent("CPangoCairo/module.modulemap"), encoding: .utf8)
    let manifest = try String(contentsOf: sources.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
    func quoted(after marker: String, in text: String) -> [String] {
      text.components(separatedBy: marker).dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }
    return arguments + (quoted(after: "link \"", in: moduleMap) + quoted(after: ".linkedLibrary(\"", in: manifest)).map { "-l" + $0 }
  }

  /// Runs `swiftc` with `arguments`; its exit status and what it printed (both streams).
  public func swiftc(_ arguments: [String]) throws -> (status: Int32, text: String) {
    try Self.run(swiftc, arguments)
  }

  /// Runs a program and collects its output.
  public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The file of the Swift runtime this process runs on (libswiftCore.so), from the process's memory map.
  static func runtimeLibraryPath() -> String? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
      if let slash = line.firstIndex(of: "/") { return String(line[slash...]) }
    }
    return nil
  }

  /// `<toolchain>/usr/bin/swiftc` for the runtime in `<toolchain>/usr/lib/swift/linux/`, else `swiftc` on PATH.
  static func swiftcPath() -> String? {
    if let runtime = runtimeLibraryPath() {
      let usr = URL(fileURLWithPath: runtime).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let candidate = usr.appendingPathComponent("bin/swiftc").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return executable(named: "swiftc")
  }

  static func executable(named name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static func pangoIncludes() -> [String]? {
    guard let pkgConfig = executable(named: "pkg-config"),
      let result = try? run(pkgConfig, ["--cflags-only-I", "pangocairo"]), result.status == 0
    else { return nil }
    return result.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).filter { $0.hasPrefix("-I") }
  }
}
