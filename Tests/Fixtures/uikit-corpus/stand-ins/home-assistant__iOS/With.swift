// Stand-in written by Plumb's team, not Home Assistant's code: the app declares `with(_:_:)` (configure a
// value in a closure, then return it) in a file this corpus does not hold. Shaped by how the corpus file
// uses it.
// Stand-in for: Sources__Shared__Common__Extensions__UIView+StackView.swift
@discardableResult
func with<T>(_ value: T, _ configure: (inout T) throws -> Void) rethrows -> T {
  var value = value
  try configure(&value)
  return value
}
