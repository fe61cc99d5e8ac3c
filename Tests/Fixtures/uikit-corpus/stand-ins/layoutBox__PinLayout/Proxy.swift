// Stand-in written by Plumb's team, not PinLayout's code: the sample app declares the `@Proxy` property
// wrapper (a property that reads and writes another object's property through a key path) in a file this
// corpus does not hold. Shaped by how the corpus file uses it.
// Stand-in for: Example__PinLayoutSample__UI__Examples__AutoSizing__AutoSizingContainerView.swift
@propertyWrapper
struct Proxy<EnclosingType: AnyObject, Value> {
  private let keyPath: ReferenceWritableKeyPath<EnclosingType, Value>

  init(_ keyPath: ReferenceWritableKeyPath<EnclosingType, Value>) { self.keyPath = keyPath }

  static subscript(
    _enclosingInstance instance: EnclosingType,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingType, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingType, Self>
  ) -> Value {
    get { instance[keyPath: instance[keyPath: storageKeyPath].keyPath] }
    set { instance[keyPath: instance[keyPath: storageKeyPath].keyPath] = newValue }
  }

  @available(*, unavailable, message: "@Proxy is only available on properties of classes")
  var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }
}
