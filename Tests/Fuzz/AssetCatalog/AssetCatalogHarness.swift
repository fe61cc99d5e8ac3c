// libFuzzer harness for asset catalogs' `Contents.json` (`Scripts/fuzz AssetCatalog`).
//
// One input is the `Contents.json` of an image set (and of a colour set beside it) in a small project (built once, in a
// temporary folder) that also holds a file outside it, a link to that file and a link to the folder
// above. Looking images and colours up must never trap, and every file handed out must resolve inside
// the project folder, whatever file names, scales and idioms the input names.
import Foundation
@testable import PlumbInterfaceBuilder

private let project: (root: String, real: String) = {
  let base = NSTemporaryDirectory() + "plumb-fuzz-assets-\(getpid())"
  let root = base + "/project"
  let manager = FileManager.default
  let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  try! manager.createDirectory(atPath: root + "/Assets.xcassets/icon.imageset", withIntermediateDirectories: true)
  try! manager.createDirectory(atPath: root + "/Assets.xcassets/tint.colorset", withIntermediateDirectories: true)
  for name in ["icon.png", "icon@2x.png", "icon@3x.jpg"] { try! png.write(to: URL(fileURLWithPath: root + "/Assets.xcassets/icon.imageset/" + name)) }
  try! png.write(to: URL(fileURLWithPath: base + "/outside.png"))
  try? manager.createSymbolicLink(atPath: root + "/Assets.xcassets/icon.imageset/link.png", withDestinationPath: base + "/outside.png")
  try? manager.createSymbolicLink(atPath: root + "/Assets.xcassets/icon.imageset/up", withDestinationPath: base)
  return (root, realpath(root, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) }!)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  for set in ["icon.imageset", "tint.colorset"] {
    // Plain writes: Foundation's Data.write syncs to disk, which would make each run wait for it.
    let fd = open(project.root + "/Assets.xcassets/\(set)/Contents.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(fd >= 0, "cannot write the catalog")
    precondition(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count, "short write")
    close(fd)
  }
  let assets = IBAssets(folder: project.root)
  for scale in [1.0, 2.0, 3.0] {
    if let file = assets.file(named: "icon", scale: scale) {
      precondition(file.hasPrefix(project.real + "/"), "an image outside the project: \(file)")
    }
  }
  _ = assets.isTemplate(named: "icon")
  return 0
}
