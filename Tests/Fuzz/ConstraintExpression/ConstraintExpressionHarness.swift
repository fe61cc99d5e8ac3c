// libFuzzer harness for the constraint-expression parser (`Scripts/fuzz ConstraintExpression`).
//
// Any text is a scene's `constraints` entry such as `a.width == 2 * b.width + 8 @ high`: the parser must
// return an expression or throw a `ConstraintTextError` whose offset lies inside the text (the column the scene
// error shows) — never trap or hang. A parsed expression also goes through the validity rules.
import PlumbLayout
import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
  // The decoder sends visual formats elsewhere; everything else reaches this parser.
  _ = VisualFormat.isVisualFormat(text)
  do {
    let expression = try ConstraintExpression.parse(text)
    _ = ConstraintRule.check(
      first: Layout.AnchorRef(item: expression.first.item, attribute: expression.first.attribute),
      second: expression.second.map { Layout.AnchorRef(item: $0.item, attribute: $0.attribute) },
      multiplier: expression.multiplier, guides: ["g"])
  } catch let error as ConstraintTextError {
    let length = text.unicodeScalars.count
    precondition(error.offset >= 0 && error.offset <= length, "error offset \(error.offset) outside 0...\(length)")
    _ = SceneError(SceneError.Kind(error.kind), at: Layout.SourceLocation(file: "fuzz.json")).description
  } catch {
    preconditionFailure("ConstraintExpression threw something other than ConstraintTextError: \(error)")
  }
  return 0
}
