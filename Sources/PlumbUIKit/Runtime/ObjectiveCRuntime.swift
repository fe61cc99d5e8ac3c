import Foundation

/// The Objective-C runtime's method functions, which code that swizzles methods calls. Plumb has no
/// Objective-C runtime: no class has a method the runtime can find, so lookups give nil, adding or
/// replacing a method does nothing, and the code that swizzles (usually behind a lookup) leaves UIKit's
/// behaviour as it is.
///
/// ```swift
/// if let method = class_getInstanceMethod(UIViewController.self, Selector("viewWillLayoutSubviews")) {
///   method_setImplementation(method, replacement)   // never reached on Plumb
/// }
/// ```
public typealias IMP = OpaquePointer

/// An Objective-C method description (the runtime's `Method`); Plumb's lookups never return one.
///
/// ```swift
/// let method: Method? = class_getInstanceMethod(type(of: view), Selector("layoutSubviews"))   // nil
/// ```
public typealias Method = OpaquePointer

/// No method is found: Plumb has no Objective-C runtime (`class_getInstanceMethod`).
///
/// ```swift
/// class_getInstanceMethod(UIView.self, Selector("layoutSubviews"))   // nil
/// ```
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// No method is found (`class_getClassMethod`).
///
/// ```swift
/// class_getClassMethod(UIView.self, Selector("appearance"))   // nil
/// ```
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

/// Nothing is added (`class_addMethod`): false.
///
/// ```swift
/// class_addMethod(UIView.self, Selector("plumb"), implementation, nil)   // false
/// ```
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool { false }

/// The implementation given back unchanged (`method_getImplementation`; no `Method` exists to ask).
///
/// ```swift
/// let original = method_getImplementation(method)
/// ```
public func method_getImplementation(_ m: Method) -> IMP { m }

/// Nothing is replaced (`method_setImplementation`): the old implementation is `imp` itself.
///
/// ```swift
/// method_setImplementation(method, replacement)
/// ```
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { imp }

/// Nothing is exchanged (`method_exchangeImplementations`).
///
/// ```swift
/// method_exchangeImplementations(original, swizzled)
/// ```
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

/// An implementation that is never called (`imp_implementationWithBlock`).
///
/// ```swift
/// let implementation = imp_implementationWithBlock(block)
/// ```
public func imp_implementationWithBlock(_ block: Any) -> IMP { OpaquePointer(bitPattern: 1)! }

/// The object's class (`object_getClass`).
///
/// ```swift
/// object_getClass(view) == UIView.self   // true for a plain view
/// ```
public func object_getClass(_ obj: Any?) -> AnyClass? {
  guard let obj else { return nil }
  return type(of: obj as AnyObject)
}

/// The class's name (`class_getName`), as `NSStringFromClass` gives it.
///
/// ```swift
/// String(cString: class_getName(UIView.self))   // "PlumbUIKit.UIView"
/// ```
public func class_getName(_ cls: AnyClass?) -> UnsafePointer<CChar> {
  let name = cls.map { NSStringFromClass($0) } ?? "nil"
  return ClassNames.pointer(for: name)
}

/// Interned C strings of class names (they live for the process, as the runtime's do).
enum ClassNames {
  nonisolated(unsafe) static var names: [String: UnsafeMutablePointer<CChar>] = [:]
  static let lock = NSLock()
  static func pointer(for name: String) -> UnsafePointer<CChar> {
    lock.lock(); defer { lock.unlock() }
    if let existing = names[name] { return UnsafePointer(existing) }
    let pointer = strdup(name)!
    names[name] = pointer
    return UnsafePointer(pointer)
  }
}
