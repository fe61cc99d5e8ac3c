// libFuzzer harness for the one JSON reader (`Scripts/fuzz JSON5`): JSON5 under every scene file, and
// strict JSON under solver files, class maps and asset catalogs.
//
// Any bytes are a file's text, read in both modes. Each must return a value or throw a `JSONError` whose
// place lies inside the text — never trap, overflow the stack, hang or read out of bounds — and what
// strict mode accepts, JSON5 must accept as the same value.
import PlumbJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  func read(strict: Bool) -> JSONValue? {
    do {
      return try JSONReader.parse(bytes: bytes, strict: strict, maxDepth: 64)
    } catch {
      precondition(error.line >= 1 && error.column >= 1 && error.offset >= 0 && error.offset <= size,
                   "error outside the text: \(error) at byte \(error.offset) of \(size)")
      return nil
    }
  }
  let json5 = read(strict: false)
  if let strict = read(strict: true) {
    precondition(json5 == strict, "strict JSON read differently as JSON5")
  }
  return 0
}
