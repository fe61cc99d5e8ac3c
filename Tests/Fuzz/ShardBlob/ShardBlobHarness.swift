// libFuzzer harness for shard blob documents (`Scripts/fuzz ShardBlob`).
//
// Any bytes are a `blob.json` that `plumb snapshot --merge` reads: decoding must return a document whose
// every scene and variant name is a valid file name (so no name can lead a merge out of `--artifacts`),
// or throw `SnapshotError.badBlob` naming the file — never trap, hang or read out of bounds.
import Foundation
import PlumbFiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardBlob(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  do {
    let document = try RunDocument.decode(bytes, path: "blob/blob.json")
    for variant in document.variants {
      precondition(FileName.problem(variant.scene) == nil && FileName.problem(variant.variant) == nil,
                   "a blob variant with a bad name was accepted: \(variant.id)")
    }
    if let outcomes = try? document.outcomes(source: "blob/blob.json") {
      precondition(outcomes.count == document.variants.count, "outcomes lost or invented")
    }
    if let shard = document.shard, let parsed = try? Shard(parsing: shard) {
      precondition(parsed.index >= 1 && parsed.index <= parsed.count, "shard out of range: \(shard)")
    }
  } catch let error as SnapshotError {
    guard case .badBlob(let path, _) = error else { preconditionFailure("not a blob error: \(error)") }
    precondition(path == "blob/blob.json", "the error names another file: \(path)")
  } catch {
    preconditionFailure("RunDocument.decode threw something other than SnapshotError: \(error)")
  }
  return 0
}
