import Foundation
import Testing
@testable import PlumbGraphics

/// Finding the user's SF Pro files in a folder: Apple's file names only, sorted; clear errors otherwise.
@Suite struct SanFranciscoProFilesTests {
  func folder(_ names: [String]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for name in names { try Data("x".utf8).write(to: url.appendingPathComponent(name)) }
    return url.path
  }

  @Test func findsTextAndDisplayFilesOnly() throws {
    let path = try folder(["SF-Pro-Display-Bold.otf", "SF-Pro-Text-Regular.otf", "SF-Pro.ttf", "SF-Pro-Rounded-Bold.otf",
                           "SF-Pro-Text-Regular.otf.txt", "NotoSans-Regular.ttf", "SF-Pro-Text-Semibold.ttf"])
    #expect(try SanFranciscoPro.files(in: path) == [
      path + "/SF-Pro-Display-Bold.otf", path + "/SF-Pro-Text-Regular.otf", path + "/SF-Pro-Text-Semibold.ttf",
    ])
    #expect(try SanFranciscoPro.files(in: path + "/") == SanFranciscoPro.files(in: path))
  }

  @Test func foldersWithoutSFProAreErrorsNamingThem() throws {
    let empty = try folder(["Inter-Regular.otf"])
    #expect(throws: GraphicsError.sanFranciscoPro(path: empty, reason: "no SF Pro Text or Display file (SF-Pro-Text-Regular.otf, …)")) {
      try SanFranciscoPro.files(in: empty)
    }
    #expect(throws: GraphicsError.sanFranciscoPro(path: empty + "/missing", reason: "no such folder")) {
      try SanFranciscoPro.files(in: empty + "/missing")
    }
    let file = empty + "/Inter-Regular.otf"
    #expect(throws: GraphicsError.sanFranciscoPro(path: file, reason: "no such folder")) { try SanFranciscoPro.files(in: file) }
    #expect(GraphicsError.sanFranciscoPro(path: "/x", reason: "no such folder").description
      == "/x: cannot use as the SF Pro folder: no such folder")
  }

  /// Without SF Pro (the test process sets none), the fingerprint says Inter and the environment has no
  /// `system-font` entry, so references recorded before SF Pro could be chosen keep their fingerprint.
  @Test func withoutSFProTheFingerprintSaysInter() throws {
    guard ProcessInfo.processInfo.environment[SanFranciscoPro.environmentVariable] == nil else { return }
    #expect(SanFranciscoPro.fingerprint == "Inter with SF advances")
    #expect(!SanFranciscoPro.isInUse)
    #expect(!GraphicsEnvironment.entries.contains { $0.0 == GraphicsEnvironment.systemFontEntry })
  }

  /// UIKit's optical sizes: SF Pro Text below 20 pt, Display from 20 pt.
  @Test func theOpticalSizeChangesAt20Points() {
    #expect(SanFranciscoPro.family(atPointSize: 17) == SanFranciscoPro.textFamily)
    #expect(SanFranciscoPro.family(atPointSize: 19.5) == SanFranciscoPro.textFamily)
    #expect(SanFranciscoPro.family(atPointSize: 20) == SanFranciscoPro.displayFamily)
    #expect(SanFranciscoPro.family(atPointSize: 34) == SanFranciscoPro.displayFamily)
  }
}
