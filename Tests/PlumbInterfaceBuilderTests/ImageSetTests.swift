import Foundation
import Testing
@testable import PlumbInterfaceBuilder

/// One walk of an image set serves Interface Builder documents and `UIImage(named:)`: the files its
/// `Contents.json` lists (iPhone and universal, PNG or JPEG), or its files by name without one, chosen by scale.
@Suite struct ImageSetTests {
  let base: String

  init() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-imageset-\(UUID().uuidString)").path
    let manager = FileManager.default
    func write(_ path: String, _ text: String) throws {
      let folder = base + "/" + (path as NSString).deletingLastPathComponent
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try text.write(toFile: base + "/" + path, atomically: false, encoding: .utf8)
    }
    try write("listed.imageset/Contents.json", """
      { "images": [ { "idiom": "universal", "filename": "a.png", "scale": "1x" },
                    { "idiom": "ipad", "filename": "pad@2x.png", "scale": "2x" },
                    { "idiom": "iphone", "filename": "a@3x.png", "scale": "3x" },
                    { "idiom": "universal", "filename": "vector.pdf" },
                    { "idiom": "universal", "filename": "../escape.png", "scale": "2x" },
                    { "idiom": "universal", "filename": "gone@2x.png", "scale": "2x" } ],
        "properties": { "template-rendering-intent": "template" } }
      """)
    for name in ["listed.imageset/a.png", "listed.imageset/pad@2x.png", "listed.imageset/a@3x.png", "escape.png",
                 "unlisted.imageset/b.png", "unlisted.imageset/b@2x.png", "broken.imageset/c@2x.png", "outside.png"] {
      try write(name, "png")
    }
    try write("broken.imageset/Contents.json", "{ images: [")
    try manager.createDirectory(atPath: base + "/App/linked.imageset", withIntermediateDirectories: true)
    try write("App/linked.imageset/Contents.json", #"{ "images": [ { "filename": "link.png", "scale": "2x" } ] }"#)
    try manager.createSymbolicLink(
      atPath: base + "/App/linked.imageset/link.png", withDestinationPath: base + "/outside.png")
  }

  @Test func theListedFileOfTheScaleOrTheNextLarger() {
    let set = base + "/listed.imageset"
    #expect(ImageSet.file(in: set, scale: 1) == set + "/a.png")
    // The iPad file and the missing one do not count: 2x takes the next larger, 3x.
    #expect(ImageSet.file(in: set, scale: 2) == set + "/a@3x.png")
    #expect(ImageSet.isTemplate(folder: set))
    #expect(!ImageSet.isTemplate(folder: base + "/unlisted.imageset"))
  }

  @Test func withoutAListTheFilesByTheirNames() {
    let set = base + "/unlisted.imageset"
    #expect(ImageSet.file(in: set, scale: 2) == set + "/b@2x.png")
    #expect(ImageSet.file(in: set, scale: 1) == set + "/b.png")
    // A list that cannot be read offers nothing.
    #expect(ImageSet.file(in: base + "/broken.imageset", scale: 2) == nil)
  }

  @Test func confinedOnlyFilesInsideCount() throws {
    let root = try #require(realpath(base + "/App", nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    })
    #expect(ImageSet.file(in: root + "/linked.imageset", scale: 2) == root + "/linked.imageset/link.png")
    #expect(ImageSet.file(in: root + "/linked.imageset", scale: 2, confinedTo: root) == nil)
  }

  /// A catalog search hands out resolved set folders and skips `realpath` for entries that are not links; the
  /// answers are the general path's, links included (one leading out, one to a file inside the set).
  @Test func aResolvedSetAnswersAsTheGeneralPath() throws {
    let real = try #require(realpath(base, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    })
    try FileManager.default.createSymbolicLink(atPath: real + "/unlisted.imageset/d@3x.png", withDestinationPath: "b.png")
    for set in ["listed", "unlisted", "broken", "linked"].map({ name in
      name == "linked" ? real + "/App/linked.imageset" : real + "/\(name).imageset"
    }) {
      for root in [real, real + "/App"] {
        for scale in [1.0, 2, 3] {
          #expect(ImageSet.file(inResolved: set, scale: scale, confinedTo: root)
                  == ImageSet.file(in: set, scale: scale, confinedTo: root))
        }
        #expect(ImageSet.isTemplate(folder: set, confinedTo: root, folderIsResolved: true)
                == ImageSet.isTemplate(folder: set, confinedTo: root))
      }
    }
    // The link inside the set is its target: 3x resolves to b.png.
    #expect(ImageSet.file(inResolved: real + "/unlisted.imageset", scale: 3, confinedTo: real)
            == real + "/unlisted.imageset/b.png")
    #expect(AssetEntry.resolved("a.png", inResolved: real + "/listed.imageset") == real + "/listed.imageset/a.png")
    #expect(AssetEntry.resolved("missing.png", inResolved: real + "/listed.imageset") == nil)
  }
}
