// Stand-in written by Plumb's team, not SwiftMessages' code: the library declares
// `TopBottomAnimationStyle` in a file this corpus does not hold. Shaped by how the corpus file uses it.
// Stand-in for: SwiftMessages__TopBottomAnimation.swift
public enum TopBottomAnimationStyle {
  case top
  case bottom
}
