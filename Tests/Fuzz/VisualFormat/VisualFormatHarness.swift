// libFuzzer harness for the Visual Format Language parser (`Scripts/fuzz VisualFormat`).
//
// An input is a format string, optionally followed by a line of format options:
//
//     H:|-[find]-[findField(>=w@p)]-|
//     alignAllTop,directionRightToLeft
//
// with the metrics `w` = 20, `gap` = 8 and `p` = 500 defined. The parser must return the format's
// expressions or throw a `ConstraintTextError` whose offset lies inside the format — never trap or hang.
import PlumbLayout

private let metrics: [String: Double] = ["w": 20, "gap": 8, "p": 500]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let input = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
  let lines = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let format = String(lines[0])
  let options = lines.count > 1 ? lines[1].split(separator: ",").compactMap { VisualFormat.Option(rawValue: String($0)) } : []
  do {
    let parsed = try VisualFormat.parse(format, metrics: metrics, options: options)
    for expression in parsed.expressions {
      precondition(expression.multiplier.isFinite, "a format gave a non-finite multiplier: \(expression)")
    }
  } catch let error as ConstraintTextError {
    let length = format.unicodeScalars.count
    precondition(error.offset >= 0 && error.offset <= length, "error offset \(error.offset) outside 0...\(length)")
  } catch {
    preconditionFailure("VisualFormat threw something other than ConstraintTextError: \(error)")
  }
  return 0
}
