import Foundation
import Testing
@testable import PlumbAdapt

#if canImport(Glibc)
import Glibc
#endif

/// A view file written exactly as for iOS — `import UIKit` and nothing else, no `#if` — compiled with the
/// toolchain's `swiftc` against the built PlumbUIKit module, linked with Plumb's objects, run, and its
/// frames checked against the constraints in the file.
///
/// The file's `import UIKit` is resolved with `-module-alias UIKit=PlumbUIKit` (SE-0339, in swiftc since
/// 5.7): the source names `UIKit`, the compiler loads `PlumbUIKit.swiftmodule`. Nothing in the file
/// changes, so the same file builds for iOS. (An import map or a `#if canImport(UIKit)` guard is not needed.)
/// A file that also says `import MapKit` gets `-module-alias MapKit=PlumbMapKit` (its map view).
///
/// Everything is found relative to the running test: the build folder is the one holding this test
/// executable (`Modules/PlumbUIKit.swiftmodule` beside it), `swiftc` is the running toolchain's (next to
/// the Swift runtime this process loaded) or the one on `PATH`. When any of them is missing the test fails
/// and says which.
@Suite struct IOSViewFileCompileTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/uikit")
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func iOSViewFilesCompileUnchangedRunAndLayOut() throws {
    let toolchain = try BuildTools.find()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ios-view-\(getpid())-row")
    defer { try? FileManager.default.removeItem(at: output) }
    let sources = ["SettingsRowView.swift", "FeedViewController.swift", "ContactsViewController.swift", "SettingsListViewController.swift",
                   "GalleryViewController.swift", "InboxListViewController.swift", "StoreLocatorViewController.swift",
                   "main.swift"].map {
      Self.fixtures.appendingPathComponent($0).path
    }
    for file in sources.dropLast() {
      let source = try String(contentsOfFile: file, encoding: .utf8)
      #expect(source.hasPrefix("import UIKit\n"), "\(file) starts with a plain `import UIKit`")
      #expect(!source.contains("#if"), "\(file) has no #if")
      #expect(!source.contains("Plumb"), "\(file) does not mention Plumb")
    }

    let compile = try toolchain.swiftc(toolchain.moduleArguments + sources + toolchain.linkArguments + ["-o", output.path])
    try #require(compile.status == 0, "swiftc failed:\n\(compile.text)")
    let run = try BuildTools.run(output.path, [])
    try #require(run.status == 0, "the compiled program failed:\n\(run.text)")

    let frames = Self.frames(run.text)
    for width in [375.0, 320.0] {
      let views = try #require(frames[Int(width)], "no frames at width \(width) in:\n\(run.text)")
      let icon = try #require(views["icon"]), title = try #require(views["title"]), detail = try #require(views["detail"])
      let toggle = try #require(views["toggle"]), upgrade = try #require(views["upgrade"])
      // The icon's intrinsic size and the top margin (12).
      #expect(icon.width == 36 && icon.height == 36 && icon.minY == 12)
      // H:|-[icon]-12-[title]-(>=8)-[toggle]-|
      #expect(title.minX == icon.maxX + 12)
      #expect(toggle.minX >= title.maxX + 8)
      #expect(toggle.maxX < width && toggle.maxX >= width - 20)
      #expect(title.minY == 12)
      #expect(detail.minY == title.maxY + 2 && detail.minX == title.minX && detail.maxX == toggle.minX - 8)
      #expect(toggle.midY == icon.midY)
      #expect(upgrade.minX == title.minX && upgrade.minY > detail.maxY && upgrade.maxY <= 120 - 12)
      #expect(toggle.width == 51 && toggle.height == 31)
    }
    // The detail wraps onto more lines in the narrower row.
    #expect((frames[320]?["detail"]?.height ?? 0) >= (frames[375]?["detail"]?.height ?? 0))
    #expect((frames[320]?["detail"]?.width ?? 0) == (frames[375]?["detail"]?.width ?? 0) - 55)
    // A constant change moves the title and what hangs below it.
    let titleTop = try #require(frames[320]?["title"]?.minY), detailTop = try #require(frames[320]?["detail"]?.minY)
    #expect(run.text.contains("offset title \(titleTop + 10) detail \(detailTop + 10)\n"), "\(run.text)")
    #expect(run.text.contains("ambiguous false\n"))

    // The feed view controller in a navigation controller on a 390 × 844 screen.
    #expect(run.text.contains("feed title Feed top true\n"))
    let feed = Self.rows(run.text, "feed"), tapped = Self.rows(run.text, "tapped")
    let stack = try #require(feed["stack"]), tappedStack = try #require(tapped["stack"])
    // The scroll view hangs from the safe area's top: under the navigation controller's 44-point bar.
    #expect(stack.minX == 0 && stack.minY == 44 && stack.width == 390, "the stack is as wide as the frame guide")
    let arranged = (0..<6).compactMap { feed["\($0)"] }
    try #require(arranged.count == 6, "\(run.text)")
    for view in arranged { #expect(view.minX == 16 && view.width == 390 - 32, "inside the stack's 16-point margins") }
    #expect(arranged[0].minY == stack.minY + 16)
    #expect(arranged[1].minY == arranged[0].maxY + 20, "custom spacing after the title")
    for index in 2..<6 { #expect(arranged[index].minY == arranged[index - 1].maxY + 12) }
    #expect(stack.maxY == arranged[5].maxY + 16)
    // The button's action hides it (inside UIView.animate) and disables it (in the completion).
    #expect(tapped["5"] == nil && tappedStack.maxY == arranged[4].maxY + 16)
    #expect(run.text.contains("tapped hidden true enabled false\n"))

    // The contacts table: the registered cell subclass for every row, self-sized, one under the other.
    let contacts = Self.rows(run.text, "contact")
    let ada = try #require(contacts["Ada"]), grace = try #require(contacts["Grace"]), margaret = try #require(contacts["Margaret"])
    #expect(ada.minX == 0 && ada.width == 390 && abs(ada.minY - 55.5) < 0.5, "a titled grouped section's first row")
    #expect(grace.minY == ada.maxY && abs(grace.height - ada.height) < 0.01)
    // Two one-line labels between 11-point margins; the wrapping note makes the last row taller.
    #expect(ada.height > 44 && ada.height < 70)
    #expect(margaret.height > ada.height + 15 && margaret.minY > grace.maxY + 55)

    // The settings list: inset-grouped cards 16 in, 44-point rows from list content configurations, the
    // second section 18 below the first; each value at the content view's trailing margin, which the
    // disclosure indicator moves 30⅓ points in (390 − 16 − 30⅓ − 16).
    let settings = Self.rows(run.text, "setting"), values = Self.rows(run.text, "value")
    let wifi = try #require(settings["Wi-Fi"]), bluetooth = try #require(settings["Bluetooth"])
    let version = try #require(settings["Version"])
    #expect(wifi.minX == 16 && wifi.width == 390 - 32 && abs(wifi.height - 44) < 0.01 && abs(wifi.minY - 18) < 0.01, "\(wifi)")
    #expect(bluetooth.minY == wifi.maxY && abs(version.minY - (bluetooth.maxY + 18)) < 0.01)
    let home = try #require(values["Wi-Fi"])
    #expect(abs(home.maxX - (390 - 16 - 30.33 - 16)) < 0.34 && abs(home.midY - wifi.midY) < 0.34, "\(home)")

    // The gallery's compositional layout (no safe area: a view without a host). The carousel's header
    // spans the section less its 16-point insets and is as tall as its title3 line and 8-point paddings;
    // its groups are 0.8 × 358 = 286.4 wide, 10 apart, in one row under it (past the screen's edge).
    let gallery = Self.rows(run.text, "gallery")
    let featured = try #require(gallery["Featured"], "\(run.text)"), recent = try #require(gallery["Recent"])
    #expect(featured.minX == 16 && featured.minY == 0 && featured.width == 358 && featured.height > 30 && featured.height < 50)
    let first = try #require(gallery["0.0"]), second = try #require(gallery["0.1"]), third = try #require(gallery["0.2"])
    #expect(abs(first.minX - 16) < 0.01 && abs(first.minY - featured.maxY) < 0.01 && abs(first.width - 286.4) < 0.34 && first.height == 200)
    #expect(abs(second.minX - 312.4) < 0.34 && abs(third.minX - 608.8) < 0.34 && third.minY == first.minY)
    // The grid 16 below the carousel, under its own header across the width: three columns of
    // (390 − 2 × 4) / 3 = 127⅓ points, rows 390 / 3 = 130 tall, 4 apart.
    #expect(abs(recent.minY - (first.maxY + 16)) < 0.01 && recent.minX == 0 && recent.width == 390)
    let grid = (0..<12).compactMap { gallery["1.\($0)"] }
    try #require(grid.count == 12, "\(run.text)")
    #expect(abs(grid[0].minY - recent.maxY) < 0.01 && abs(grid[1].minX - (127 + 1 / 3 + 4)) < 0.34 && abs(grid[2].maxX - 390) < 0.34)
    #expect(grid.allSatisfy { abs($0.width - 127.33) < 0.34 && $0.height == 130 })
    #expect(abs(grid[3].minY - (grid[0].minY + 134)) < 0.01)

    // The inbox list: inset-grouped cards 16 in; two-line subtitle rows taller than 44; each section's
    // header 22½ below the previous section, its first row under the header.
    let inbox = Self.rows(run.text, "inbox")
    let pinned = try #require(inbox["Ada"], "\(run.text)"), moth = try #require(inbox["Grace"]), lander = try #require(inbox["Margaret"])
    #expect(pinned.minX == 16 && pinned.width == 358 && pinned.height > 50, "\(pinned)")
    #expect(lander.minY == moth.maxY && moth.minY > pinned.maxY + 22.5)
    let headers = inbox.filter { $0.key.hasPrefix("header-") }.values.sorted { $0.minY < $1.minY }
    try #require(headers.count == 2, "\(run.text)")
    #expect(abs(headers[0].minY - 22.5) < 0.34 && abs(headers[0].maxY - pinned.minY) < 0.01 && abs(headers[1].maxY - moth.minY) < 0.01)

    // The store locator, written with `import MapKit` (resolved to PlumbMapKit): the map across the top
    // half, the card 16 in from each side and centred on the map's bottom edge, its height its label's.
    let store = Self.rows(run.text, "store")
    let map = try #require(store["map"], "\(run.text)"), card = try #require(store["card"])
    #expect(map == CGRect(x: 0, y: 0, width: 390, height: 422), "\(map)")
    #expect(card.minX == 16 && card.width == 358 && abs(card.midY - map.maxY) < 0.34 && card.height > 50 && card.height < 60, "\(card)")
    #expect(run.text.contains("store mapType 5 shadow 0.2\n"), "\(run.text)")
  }

  /// `<prefix> <key> [Type] minX minY width height` lines, by key.
  static func rows(_ text: String, _ prefix: String) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count >= 6, parts[0] == prefix else { continue }
      let numbers = parts.suffix(4).compactMap { Double($0) }
      guard numbers.count == 4 else { continue }
      result[parts[1]] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    return result
  }

  /// The same compile of a file that misuses UIKit's API fails: the check above is a real compile.
  @Test func aMisspelledUIKitCallFailsToCompile() throws {
    let toolchain = try BuildTools.find()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ios-view-\(getpid())-bad.swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try "import UIKit\n\n@MainActor func make() -> UILabel {\n  let label = UILabel()\n  label.numberOfLine = 2\n  return label\n}\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let compile = try toolchain.swiftc(["-typecheck"] + toolchain.moduleArguments + [file.path])
    #expect(compile.status != 0)
    #expect(compile.text.contains("value of type 'UILabel' has no member 'numberOfLine'"), "\(compile.text)")
  }

  /// `name minX minY width height` lines under `width N` headers.
  static func frames(_ text: String) -> [Int: [String: CGRect]] {
    var result: [Int: [String: CGRect]] = [:]
    var width: Int?
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      if parts.count == 2, parts[0] == "width" { width = Int(parts[1]); continue }
      guard let width, parts.count == 5, let x = Double(parts[1]), let y = Double(parts[2]), let w = Double(parts[3]),
        let h = Double(parts[4])
      else { continue }
      result[width, default: [:]][parts[0]] = CGRect(x: x, y: y, width: w, height: h)
    }
    return result
  }
}

/// The toolchain's `swiftc`, the build folder and the arguments that compile and link against PlumbUIKit.
struct BuildTools {
  let swiftc: String
  let buildFolder: URL
  let pangoIncludes: [String]
  let libraries: [String]

  /// Why the tools could not be found (the test fails with this message; it is never skipped).
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// Plumb's targets whose objects a program using PlumbUIKit links (PlumbUIKit and what it depends on).
  static let targets = [
    "PlumbSolver", "PlumbLayout", "PlumbFiles", "PlumbJSON", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics", "PlumbRender",
    "PlumbSnapshot", "PlumbUIKit", "PlumbMapKit", "CPlumbPrefetch", "CPlumbSupport",
  ]
  /// The C libraries the package links, read from the repository: CPangoCairo's module map (`link "…"`)
  /// and Package.swift's `.linkedLibrary("…")` settings, in that order.
  static func libraries() throws -> [String] {
    let repository = IOSViewFileCompileTests.repository
    let moduleMap = try String(
      contentsOf: repository.appendingPathComponent("Sources/CPangoCairo/module.modulemap"), encoding: .utf8)
    let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    func quoted(after marker: String, in text: String) -> [String] {
      text.components(separatedBy: marker).dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }
    let names = quoted(after: "link \"", in: moduleMap) + quoted(after: ".linkedLibrary(\"", in: manifest)
    guard names.count >= 2 else { throw Missing(description: "no libraries found in the module map and Package.swift") }
    return names
  }

  static func find() throws -> BuildTools {
    guard let folder = buildFolder() else {
      throw Missing(description: "PlumbUIKit.swiftmodule not found in a Modules folder beside the test executable "
        + "(\(executablePath() ?? "unknown")); was the package built with `swift build`/`swift test`?")
    }
    guard let swiftc = swiftcPath() else {
      throw Missing(description: "swiftc not found next to the running Swift runtime "
        + "(\(PlumbToolchain.runtimeLibraryPath() ?? "unknown")) nor on PATH")
    }
    guard let includes = pangoIncludes() else {
      throw Missing(description: "`pkg-config --cflags-only-I pangocairo` failed (pkg-config and libpango1.0-dev "
        + "are needed to build Plumb)")
    }
    return BuildTools(swiftc: swiftc, buildFolder: folder, pangoIncludes: includes, libraries: try libraries())
  }

  /// Where the compiler finds PlumbUIKit and the C modules under it; `import UIKit` means PlumbUIKit.
  var moduleArguments: [String] {
    // CPangoCairo and CPlumbSupport bring their own module maps; SwiftPM writes CPlumbPrefetch's.
    let sources = IOSViewFileCompileTests.repository.appendingPathComponent("Sources")
    var arguments = ["-module-alias", "UIKit=PlumbUIKit", "-module-alias", "MapKit=PlumbMapKit",
                     "-I", buildFolder.appendingPathComponent("Modules").path]
    for map in [
      buildFolder.appendingPathComponent("CPlumbPrefetch.build/module.modulemap").path,
      sources.appendingPathComponent("CPlumbSupport/include/module.modulemap").path,
      sources.appendingPathComponent("CPangoCairo/module.modulemap").path,
    ] {
      arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
    }
    for include in pangoIncludes { arguments += ["-Xcc", include] }
    return arguments
  }

  /// Plumb's object files (not the debugger's module wrappers) and the C libraries. Only objects of a source
  /// the target still has: a file moved to another target or renamed leaves its old object in the build folder.
  var linkArguments: [String] { objects(of: Self.targets) + libraries.map { "-l" + $0 } }

  /// The object files of `targets` whose source file still exists (a renamed file leaves its old object
  /// in the build folder, which would be linked twice).
  func objects(of targets: [String]) -> [String] {
    var arguments: [String] = []
    for target in targets {
      let folder = buildFolder.appendingPathComponent("\(target).build")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let sourceFolder = IOSViewFileCompileTests.repository.appendingPathComponent("Sources/\(target)").path
      let sources = Set((FileManager.default.enumerator(atPath: sourceFolder)?.allObjects as? [String] ?? [])
        .map { ($0 as NSString).lastPathComponent })
      for name in names.sorted() where name.hasSuffix(".o") && !name.hasSuffix(".swiftmodule.o") {
        guard sources.contains(String(name.dropLast(2))) else { continue }
        arguments.append(folder.appendingPathComponent(name).path)
      }
    }
    return arguments
  }

  func swiftc(_ arguments: [String]) throws -> (status: Int32, text: String) {
    try Self.run(swiftc, arguments)
  }

  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
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

  static func executablePath() -> String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
  }

  /// The folder of the test executable, or one above it, that has `Modules/PlumbUIKit.swiftmodule`.
  static func buildFolder() -> URL? {
    guard let executable = executablePath() else { return nil }
    var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<4 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/PlumbUIKit.swiftmodule").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The toolchain's `swiftc` and Pango's include flags, found as `PlumbToolchain` finds them.
  static func swiftcPath() -> String? { PlumbToolchain.swiftcPath() }
  static func pangoIncludes() -> [String]? { PlumbToolchain.pangoIncludes() }

}
