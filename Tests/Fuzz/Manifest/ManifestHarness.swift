// libFuzzer harness for the last run's `manifest.txt` (`Scripts/fuzz Manifest`).
//
// Any bytes are a manifest that `plumb snapshot --accept` reads: every entry must have scene and variant
// names that are valid file names and digests of 64 lowercase hex digits, or the reader throws
// `SnapshotError.badManifest` with a line inside the text — never a trap, hang or out-of-bounds read.
import Foundation
import PlumbFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.filter { $0 == 0x0A }.count + 1
  do {
    for entry in try Manifest.entries(parsing: bytes, path: "last-run/manifest.txt") {
      precondition(FileName.problem(entry.scene) == nil && FileName.problem(entry.variant) == nil, "bad name accepted: \(entry.id)")
      for digest in [entry.imageDigest, entry.layoutDigest].compactMap({ $0 }) {
        precondition(digest.utf8.count == 64 && digest.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) },
                     "bad digest accepted: \(digest)")
      }
    }
  } catch let error as SnapshotError {
    guard case .badManifest(let path, let line, _) = error else { preconditionFailure("not a manifest error: \(error)") }
    precondition(path == "last-run/manifest.txt" && line >= 0 && line <= lines, "error outside the text: \(error)")
  } catch {
    preconditionFailure("Manifest.entries threw something other than SnapshotError: \(error)")
  }
  return 0
}
