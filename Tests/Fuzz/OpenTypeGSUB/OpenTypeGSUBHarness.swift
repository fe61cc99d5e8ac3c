// libFuzzer harness for the GSUB scan behind the measuring fast path (`Scripts/fuzz OpenTypeGSUB`).
//
// Any bytes are a font's `GSUB` table (a scene's own font files reach `GlyphDeletingLookups` through
// HarfBuzz's table reader unchanged): the scan must answer true or false — never trap, read outside the
// bytes or run long, whatever the offsets and counts say. Appending bytes after a table may change the
// answer only from "cannot tell" (true) to a reading; a table the scan reads is read the same with more
// bytes behind it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenTypeGSUB(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let answer = GlyphDeletingLookups.present(in: bytes)
  if !answer {
    let padded = Array(bytes) + [UInt8](repeating: 0xFF, count: 64)
    precondition(!padded.withUnsafeBytes { GlyphDeletingLookups.present(in: $0) }, "a readable table read differently with bytes behind it")
  }
  return 0
}
