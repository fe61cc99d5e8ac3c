import Foundation

/// Objective-C's optional protocol requirements, as `plumb adapt` rewrites them for Swift without the
/// Objective-C runtime.
///
/// On iOS, `@objc optional func picker(_:didPick:)` may be left out by a conformer, and a caller asks with
/// `delegate?.picker?(self, didPick: 2)`, which is `nil` when the conformer has no such method. Swift on Linux
/// has neither, so `plumb adapt` keeps the requirement, gives it a default implementation that calls
/// `unimplemented()`, and turns the call into `plumbOptionalRequirement(delegate?.picker(self, didPick: 2))`:
/// the conformer's method runs when it has one, and the call is `nil` when only the default ran — as on iOS.
///
/// ```swift
/// protocol PickerDelegate: AnyObject { func pickerHeight(_ picker: Picker) -> CGFloat }
/// extension PickerDelegate {
///   func pickerHeight(_ picker: Picker) -> CGFloat { PlumbOptionalRequirement.unimplemented() }
/// }
/// let height = plumbOptionalRequirement(delegate?.pickerHeight(picker)) ?? 44   // 44 unless implemented
/// ```
public enum PlumbOptionalRequirement {
  /// The calls in progress on this thread, innermost last: whether each reached a default implementation.
  final class Frames { var unimplemented: [Bool] = [] }

  static let key = "PlumbOptionalRequirement.frames"

  static var frames: Frames {
    let dictionary = Thread.current.threadDictionary
    if let frames = dictionary[key] as? Frames { return frames }
    let frames = Frames()
    dictionary[key] = frames
    return frames
  }

  /// Runs `call` (one optional-requirement call) and returns its value, or `nil` when it reached a default
  /// implementation instead of the conformer's own method.
  ///
  /// ```swift
  /// let title = PlumbOptionalRequirement.call { delegate?.title(for: section) }
  /// ```
  @discardableResult
  public static func call<Value>(_ call: () throws -> Value?) rethrows -> Value? {
    let frames = frames
    frames.unimplemented.append(false)
    let depth = frames.unimplemented.count
    defer { frames.unimplemented.removeLast(frames.unimplemented.count - depth + 1) }
    let value = try call()
    return frames.unimplemented[depth - 1] ? nil : value
  }

  /// Marks the innermost call as having reached a default implementation (the body of a default that
  /// returns nothing).
  ///
  /// ```swift
  /// extension PickerDelegate { func pickerDidScroll(_ picker: Picker) { PlumbOptionalRequirement.markUnimplemented() } }
  /// ```
  public static func markUnimplemented() {
    let frames = frames
    if !frames.unimplemented.isEmpty { frames.unimplemented[frames.unimplemented.count - 1] = true }
  }

  /// The body of a default implementation that returns a value: marks the call and returns a placeholder
  /// the caller never sees (`call` answers `nil`): `nil`, an empty collection, `false`, zero, or a value whose
  /// bytes are all zero for plain data and class references.
  ///
  /// ```swift
  /// extension PickerDelegate { func pickerHeight(_ picker: Picker) -> CGFloat { PlumbOptionalRequirement.unimplemented() } }
  /// ```
  public static func unimplemented<Value>() -> Value {
    markUnimplemented()
    return placeholder()
  }

  static func placeholder<Value>() -> Value {
    if let type = Value.self as? any ExpressibleByNilLiteral.Type, let value = type.init(nilLiteral: ()) as? Value { return value }
    if let type = Value.self as? any RangeReplaceableCollection.Type, let value = empty(type) as? Value { return value }
    if let type = Value.self as? any ExpressibleByBooleanLiteral.Type, let value = falseValue(type) as? Value { return value }
    if _isPOD(Value.self) || Value.self is AnyObject.Type {
      let size = max(MemoryLayout<Value>.size, 1)
      let bytes = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Value>.alignment)
      defer { bytes.deallocate() }
      bytes.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      return bytes.load(as: Value.self)
    }
    fatalError("an optional protocol requirement returning \(Value.self) was called without an implementation "
      + "outside plumbOptionalRequirement(_:); call it as `delegate?.method?(…)` in the original source")
  }

  static func empty<Collection: RangeReplaceableCollection>(_ type: Collection.Type) -> Any { Collection() }
  static func falseValue<Literal: ExpressibleByBooleanLiteral>(_ type: Literal.Type) -> Any {
    Literal(booleanLiteral: false as! Literal.BooleanLiteralType)
  }
}

/// One call of an Objective-C optional requirement, as `plumb adapt` writes `delegate?.method?(…)`: the
/// method's value, or `nil` when the conformer does not implement it.
///
/// ```swift
/// let rows = plumbOptionalRequirement(dataSource?.numberOfRows(in: picker)) ?? 0
/// ```
@discardableResult
public func plumbOptionalRequirement<Value>(_ call: @autoclosure () throws -> Value?) rethrows -> Value? {
  try PlumbOptionalRequirement.call(call)
}
