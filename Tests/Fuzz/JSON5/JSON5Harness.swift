// libFuzzer harness for the one JSON reader (`Scripts/fuzz JSON5`): JSON5 under every scene file, and
// strict JSON under solver files, class maps and asset catalogs.
//
// Any bytes are a file's text; the first byte's lowest bit picks strict mode. The reader must return a
// value or throw a `JSONError` whose place lies inside the text — never trap, overflow the stack, hang
// or read out of bounds. What strict mode accepts, JSON5 accepts as the same value.
import PlumbJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let strict = bytes.first.map { $0 & 1 == 1 } ?? false
  do {
    let value = try JSONReader.parse(bytes: bytes, strict: strict, maxDepth: 64)
    if strict, let json5 = try? JSONReader.parse(bytes: bytes, maxDepth: 64) {
      precondition(json5 == value, "strict JSON read differently as JSON5")
    }
  } catch {
    precondition(error.line >= 1 && error.column >= 1 && error.offset >= 0 && error.offset <= size,
                 "error outside the text: \(error) at byte \(error.offset) of \(size)")
  }
  return 0
}
