// Stand-in written by Plumb's team, not the repository's code: expanding-collection declares `Init(_:_:)` (configure a value
// in a closure, then return it) in a file this corpus does not hold. Shaped by how the corpus files use it.
// Stand-in for: DemoExpandingCollection__DemoExpandingCollection__Views__AnimatingBarButton__AnimationBarButton.swift,
//   Source__ExpandingViewController__ExpandingViewController.swift
func Init<Type>(_ value: Type, block: (_ object: Type) -> Void) -> Type {
  block(value)
  return value
}
