import Foundation
import Testing
import PlumbFiles

/// The one atomic write: whole files or none, no temporary file after a failure, leftovers of killed
/// runs swept, reasons in words.
@Suite struct AtomicFileTests {
  let folder: URL
  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test func writesAndReplacesWholeFiles() throws {
    let url = folder.appendingPathComponent("deep/er/a.png")
    try AtomicFile.write(Data(repeating: 7, count: 100_000), to: url)
    try AtomicFile.write(Data("short".utf8), to: url, durable: false)
    #expect(try Data(contentsOf: url) == Data("short".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["a.png"])
  }

  @Test func aFolderThatCannotBeMadeSaysWhy() throws {
    try Data().write(to: folder.appendingPathComponent("file"))
    #expect { try AtomicFile.write(Data("x".utf8), to: folder.appendingPathComponent("file/sub/a.png")) } throws: {
      "\($0)" == folder.path + "/file/sub/a.png: cannot write: cannot create the folder \(folder.path)/file/sub: \(folder.path)/file is not a folder"
    }
  }

  @Test func aFullDiskLeavesNoPartialFile() throws {
    // /dev/full is a device, never replaced; writing into a folder named like a file fails cleanly too.
    #expect { try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/full")) } throws: {
      "\($0)" == "/dev/full: cannot write: refusing to write: it is a character device, not a regular file"
    }
    try Data().write(to: folder.appendingPathComponent("file"))
    #expect { try AtomicFile.write(Data("x".utf8), to: folder.appendingPathComponent("file/a.png")) } throws: {
      "\($0)".hasSuffix("is not a folder")
    }
  }

  @Test func leftoversOfDeadProcessesAreSweptAndLiveOnesKept() throws {
    let dead = folder.appendingPathComponent("sub/.a.png.999999999.00000000000000ff.pending")
    let old = folder.appendingPathComponent(".b.png.999999998.tmp")
    let mine = folder.appendingPathComponent(".c.png.\(getpid()).0000000000000001.tmp")
    let other = folder.appendingPathComponent(".d.png.notapid.tmp")
    try FileManager.default.createDirectory(at: dead.deletingLastPathComponent(), withIntermediateDirectories: true)
    for url in [dead, old, mine, other] { try Data().write(to: url) }
    #expect(TemporaryFile.leftovers(under: folder).map(\.lastPathComponent) == [old.lastPathComponent, dead.lastPathComponent])
    #expect(TemporaryFile.leftovers(under: folder, recursive: false).map(\.lastPathComponent) == [old.lastPathComponent])
    #expect(TemporaryFile.removeLeftovers(under: folder).count == 2)
    #expect(FileManager.default.fileExists(atPath: mine.path) && FileManager.default.fileExists(atPath: other.path))
    #expect(!FileManager.default.fileExists(atPath: dead.path))
    #expect(TemporaryFile.writer(of: TemporaryFile.name(for: "x.png", kind: .pending)) == getpid())
  }

  @Test func namesFromFilesAreCheckedAsPathComponents() {
    for bad in ["", ".", "..", "a/b", "a\\b", "a\0b", "a\nb", String(repeating: "é", count: 128)] {
      #expect(FileName.problem(bad) != nil, "\(bad.debugDescription)")
    }
    for good in ["card", "w375-h667-ltr-large-2x", "Main-BYZ-38-t0r", "..a", "é"] { #expect(FileName.problem(good) == nil) }
  }

  @Test func sha256MatchesTheStandardVectors() {
    #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
      == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}
