// libFuzzer harness for `plumb adapt`'s tokenizer and rewrites (`Scripts/fuzz Adapt`).
//
// An input is any bytes taken as a Swift file. `SourceAdapter` must return the adapted file or throw an
// `AdaptError` — never trap or hang — and:
// - an adapted file has exactly one line more than the input (the `#sourceLocation` line), so every
//   input line keeps its number in diagnostics and `#filePath`;
// - an error names a line and column inside the input.
@testable import PlumbAdapt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAdapt(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let inputLines = SourceEdits.lineBreaks(in: bytes[...]) + 1
  do {
    let output = try SourceAdapter().adapt(bytes, file: "/fuzz/Input.swift")
    let outputLines = SourceEdits.lineBreaks(in: output[...]) + 1
    precondition(outputLines == inputLines + 1, "the adapted file has \(outputLines) lines for \(inputLines)")
    precondition(String(validating: output, as: UTF8.self) != nil, "the adapted file is not UTF-8")
  } catch {
    guard let line = error.line, let column = error.column else { preconditionFailure("an error without a place: \(error)") }
    precondition(line >= 1 && line <= inputLines && column >= 1, "error place \(line):\(column) outside the input (\(inputLines) lines)")
  }
  return 0
}
