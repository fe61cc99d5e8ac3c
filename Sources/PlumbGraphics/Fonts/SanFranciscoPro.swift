import CPangoCairo
import Foundation

/// The user's own copy of San Francisco Pro, when they point Plumb at it: then the system font is drawn with
/// SF Pro Text below 20 pt and SF Pro Display from 20 pt (`displayFromSize`, the optical size UIKit picks), with
/// Apple's tracking (`SanFranciscoMetrics`), instead of Inter with SF's fitted advances.
///
/// Plumb never bundles or downloads SF Pro: Apple licenses it to developers for mock-ups of interfaces on its
/// platforms, from developer.apple.com/fonts. Point Plumb at the folder holding the installed files
/// (`SF-Pro-Text-Regular.otf`, `SF-Pro-Display-Bold.otf`, …; other files there are ignored) in one of three
/// ways, the first that is set wins:
/// 1. the API, before the first text is measured: `try SanFranciscoPro.use(directory: "/…/SF Pro")`;
/// 2. the `plumb` option `--sf-pro DIR` (it calls the API);
/// 3. the environment variable `PLUMB_SF_PRO_DIR`;
/// 4. the key `sfProDirectory` of the nearest `plumb-snapshot.json` in the working folder or above it
///    (`SanFranciscoProConfiguration`).
///
/// The choice is fixed for the process once fonts are loaded, and it is part of the environment fingerprint
/// (`GraphicsEnvironment`, entry `system-font`, present only with SF Pro: a fingerprint without it was recorded
/// with Inter): references recorded with SF Pro and with Inter never verify against each other silently.
///
/// ```swift
/// try SanFranciscoPro.use(directory: "/Users/me/Fonts/SF Pro")   // before any rendering
/// SanFranciscoPro.files                                          // the Text and Display files found
/// SanFranciscoPro.fingerprint                                    // "SF Pro (18 files, 3f0c…)"
/// ```
public enum SanFranciscoPro {
  /// The environment variable naming the folder of the user's SF Pro files.
  public static let environmentVariable = "PLUMB_SF_PRO_DIR"
  /// The family `Fonts/fonts.conf` gives the SF Pro Text files (by their file name, as they are scanned).
  static let textFamily = "Plumb SF Pro Text"
  /// The family `Fonts/fonts.conf` gives the SF Pro Display files.
  static let displayFamily = "Plumb SF Pro Display"

  /// Uses the SF Pro files in `directory` for the system font (nil: back to the environment variable).
  /// Throws when fonts are already loaded with another choice, or when the folder has no SF Pro Text or
  /// Display file.
  ///
  /// ```swift
  /// try SanFranciscoPro.use(directory: ProcessInfo.processInfo.environment["HOME"]! + "/Fonts/SF Pro")
  /// ```
  public static func use(directory: String?) throws(GraphicsError) {
    var found: [String]?
    if let directory { found = try files(in: directory) }
    let accepted = lock.withLock { () -> Bool in
      if let settled { return settled == found ?? [] }
      chosen = found
      return true
    }
    guard accepted else {
      throw GraphicsError.sanFranciscoPro(
        path: directory ?? "", reason: "fonts are already loaded; choose SF Pro before the first text is measured")
    }
  }

  /// The SF Pro files the system font uses, sorted (empty: Inter with SF's advances). Settled on first use.
  public static var files: [String] {
    lock.withLock {
      if let settled { return settled }
      var result: [String] = []
      if let chosen {
        result = chosen
      } else if let folder = ProcessInfo.processInfo.environment[environmentVariable], !folder.isEmpty {
        // A folder named in the environment that holds no SF Pro is reported once and ignored.
        do { result = try files(in: folder) } catch {
          FileHandle.standardError.write(Data("plumb: \(environmentVariable): \(error); drawing the system font with Inter\n".utf8))
        }
      } else if let file = SanFranciscoProConfiguration.nearestFile(from: FileManager.default.currentDirectoryPath) {
        // So is a configuration file that names a folder without SF Pro, or is not valid.
        do {
          if let folder = try SanFranciscoProConfiguration.directory(inFile: file) { result = try files(in: folder) }
        } catch {
          FileHandle.standardError.write(Data("plumb: \(error); drawing the system font with Inter\n".utf8))
        }
      }
      settled = result
      return result
    }
  }

  /// Whether the system font is drawn with the user's SF Pro.
  public static var isInUse: Bool { !files.isEmpty }

  /// The environment fingerprint's `system-font` value: which font draws the system font.
  ///
  /// ```swift
  /// SanFranciscoPro.fingerprint   // "Inter with SF advances" without SF Pro, "SF Pro (18 files, 3f0c…)" with it
  /// ```
  public static var fingerprint: String {
    let paths = files
    guard !paths.isEmpty else { return "Inter with SF advances" }
    var contents = Data()
    for path in paths { contents += FileManager.default.contents(atPath: path) ?? Data() }
    return "SF Pro (\(paths.count) files, \(GraphicsEnvironment.fnv1a(contents)))"
  }

  /// The SF Pro Text and Display files of `directory` (Apple's names, `SF-Pro-Text-*` and `SF-Pro-Display-*`,
  /// `.otf` or `.ttf`), sorted by name.
  ///
  /// ```swift
  /// try SanFranciscoPro.files(in: "/Library/Fonts")   // ["/Library/Fonts/SF-Pro-Display-Black.otf", …]
  /// ```
  public static func files(in directory: String) throws(GraphicsError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
      throw GraphicsError.sanFranciscoPro(path: directory, reason: "no such folder")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let wanted = names.filter { name in
      (name.hasPrefix("SF-Pro-Text-") || name.hasPrefix("SF-Pro-Display-")) && (name.hasSuffix(".otf") || name.hasSuffix(".ttf"))
    }.sorted()
    guard !wanted.isEmpty else {
      throw GraphicsError.sanFranciscoPro(path: directory, reason: "no SF Pro Text or Display file (SF-Pro-Text-Regular.otf, …)")
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    return wanted.map { base + $0 }
  }

  /// Adds the files to `config`; false when fontconfig cannot read one of them.
  static func register(in config: OpaquePointer) -> Bool {
    for path in files {
      let added = path.withCString { name in
        name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigAppFontAddFile(config, $0) } == FcTrue
      }
      if !added { return false }
    }
    return true
  }

  /// The family that draws the system font at `size` points: SF Pro Text or Display.
  static func family(atPointSize size: Double) -> String {
    size < displayFromSize ? textFamily : displayFamily
  }

  /// The point size from which UIKit draws the system font with SF Pro Display (below it, SF Pro Text).
  ///
  /// ```swift
  /// SanFranciscoPro.displayFromSize   // 20: a 17 pt body is Text, a 28 pt title Display
  /// ```
  public static let displayFromSize = 20.0

  private static let lock = Lock()
  nonisolated(unsafe) private static var chosen: [String]?
  nonisolated(unsafe) private static var settled: [String]?
}
