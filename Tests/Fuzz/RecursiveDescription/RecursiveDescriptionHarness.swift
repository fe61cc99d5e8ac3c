// libFuzzer harness for the reader of UIKit `recursiveDescription` text that `plumb compare-ios` uses
// (`Scripts/fuzz RecursiveDescription`).
//
// An input is any text. The reader must return views with a depth ≥ 0, a line inside the text and four
// frame numbers, and a description compared with itself must show no differences — never trap or hang.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecursiveDescription(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let views = RecursiveDescriptionFrames.parse(text)
  let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
  for view in views {
    precondition(view.depth >= 0 && view.line >= 1 && view.line <= lineCount, "a view outside the text: \(view)")
    precondition(view.frame.count == 4, "a frame without four numbers: \(view)")
    _ = view.name + view.frameText
  }
  let same = RecursiveDescriptionFrames.differences(reference: views, actual: views)
  precondition(same.isEmpty, "a description differs from itself: \(same.map(\.reference))")
  return 0
}
