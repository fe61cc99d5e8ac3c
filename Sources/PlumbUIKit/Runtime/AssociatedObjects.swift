import Foundation
import Synchronization

/// How an associated object is held (the Objective-C runtime's `objc_AssociationPolicy`); Plumb holds
/// every value strongly until it is replaced or its owner goes away.
///
/// ```swift
/// objc_setAssociatedObject(view, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// ```
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Values attached to objects under a key's address (the Objective-C runtime's associated objects):
/// a value lives until it is replaced, removed or its owner is deallocated.
enum AssociatedObjects {
  struct Entry { weak var owner: AnyObject?; var values: [UnsafeRawPointer: Any] }
  static let table = Mutex<[ObjectIdentifier: Entry]>([:])

  static func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    table.withLock { table in
      guard let entry = table[ObjectIdentifier(object)], entry.owner === object else { return nil }
      return entry.values[key]
    }
  }

  static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
    table.withLock { table in
      let id = ObjectIdentifier(object)
      var entry = table[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object, values: [:])
      entry.values[key] = value
      table[id] = entry
      if table.count % 256 == 0 { table = table.filter { $0.value.owner != nil } }
    }
  }

  static func removeAll(_ object: AnyObject) {
    _ = table.withLock { $0.removeValue(forKey: ObjectIdentifier(object)) }
  }
}

/// The value attached to `object` under `key` (the Objective-C runtime's `objc_getAssociatedObject`).
///
/// ```swift
/// var badge: UILabel? { objc_getAssociatedObject(self, &Keys.badge) as? UILabel }
/// ```
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.value(object as AnyObject, key)
}

/// Attaches `value` to `object` under `key`; nil removes it (`objc_setAssociatedObject`).
///
/// ```swift
/// objc_setAssociatedObject(self, &Keys.badge, label, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// ```
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
  AssociatedObjects.set(object as AnyObject, key, value)
}

/// Removes every value attached to `object` (`objc_removeAssociatedObjects`).
///
/// ```swift
/// objc_removeAssociatedObjects(view)
/// ```
public func objc_removeAssociatedObjects(_ object: Any) { AssociatedObjects.removeAll(object as AnyObject) }
