// libFuzzer harness for the JSON5 reader under every scene file (`Scripts/fuzz JSON5`).
//
// Any bytes are a scene file's text: the parser must return a value or throw a `SceneError` that names
// the line and column of the problem — never trap, overflow the stack, hang or read out of bounds.
@testable import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  // The loader refuses text that is not UTF-8; the parser sees only what decodes.
  guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
  do {
    _ = try JSON5Parser.parse(text, file: "fuzz.json5")
  } catch let error as SceneError {
    // A syntax error always knows where it is.
    precondition(error.location.line != nil, "JSON5 error without a line: \(error)")
  } catch {
    preconditionFailure("JSON5Parser threw something other than SceneError: \(error)")
  }
  return 0
}
