// libFuzzer harness for the Interface Builder reader (`Scripts/fuzz InterfaceBuilder`).
//
// Any bytes are a .storyboard / .xib file: `IBDocument.parse` must return a document or throw an
// `XMLError` (with a line and column inside the input) or an `IBError` — never trap, overflow the stack,
// hang or read out of bounds. Documents that parse are mapped, root by root, onto `Layout.Scene`
// (`IBSceneBuilder` never throws: what it does not understand becomes a warning with a line).
@testable import PlumbInterfaceBuilder
import PlumbLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  do {
    // A folder that does not exist: images and colour sets the input names are looked up in no files.
    let document = try IBDocument.parse(bytes: bytes, file: "no-such-folder/fuzz.storyboard")
    // Cap the mapping work by input size (roots are cheap, but a fuzzer can make many).
    for root in document.roots.prefix(8) {
      let imported = IBSceneBuilder(document: document, root: root).build()
      for warning in imported.warnings {
        precondition((warning.place.line ?? 0) >= 1 && (warning.place.line ?? 0) <= lines, "warning outside the input: \(warning)")
      }
      precondition(imported.views.first?.id == "root", "the root record is not first")
    }
  } catch let error as XMLError {
    precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "XML error outside the input: \(error)")
  } catch is IBError {
    // a refusal with its place is the right answer to bad input
  } catch {
    preconditionFailure("IBDocument.parse threw something other than XMLError or IBError: \(error)")
  }
  return 0
}
