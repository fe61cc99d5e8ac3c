extension B {
  override var description: String { String(describing: type(of: self).description()) }
}
typealias F = @convention(c) (AnyObject, Selector) -> Void
let k = #keyPath(UIView.layer.cornerRadius)
let g = #selector(getter: UIView.frame)
