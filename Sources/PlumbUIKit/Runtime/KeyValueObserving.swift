import Foundation

/// What a key-value observer asks to be told (Foundation's `NSKeyValueObservingOptions`; Foundation on
/// Linux has no key-value observing).
///
/// ```swift
/// label.addObserver(self, forKeyPath: "text", options: [.old, .new], context: nil)
/// ```
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The keys of a key-value change dictionary (Foundation's `NSKeyValueChangeKey`).
///
/// ```swift
/// let old = change?[.oldKey] as? String
/// ```
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let kindKey = NSKeyValueChangeKey("kind")
  public static let newKey = NSKeyValueChangeKey("new")
  public static let oldKey = NSKeyValueChangeKey("old")
  public static let indexesKey = NSKeyValueChangeKey("indexes")
  public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a key-value change (Foundation's `NSKeyValueChange`).
///
/// ```swift
/// if change.kind == .setting { refresh() }
/// ```
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

extension NSObject {
  /// Registers `observer` for changes of `keyPath` (Foundation's key-value observing). Plumb has no
  /// Objective-C runtime to see property changes, so `observeValue(forKeyPath:of:change:context:)` is not
  /// called; the registration is accepted so iOS code compiles and runs.
  ///
  /// ```swift
  /// titleLabel.addObserver(self, forKeyPath: "text", options: [.old, .new], context: nil)
  /// ```
  public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                          context: UnsafeMutableRawPointer?) {}

  /// Removes a registration made with `addObserver(_:forKeyPath:options:context:)`.
  ///
  /// ```swift
  /// titleLabel.removeObserver(self, forKeyPath: "text")
  /// ```
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}

  /// Removes a registration made with `addObserver(_:forKeyPath:options:context:)` for `context`.
  ///
  /// ```swift
  /// titleLabel.removeObserver(self, forKeyPath: "text", context: &textContext)
  /// ```
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}

/// A change seen by a block-based key-value observation (Foundation's `NSKeyValueObservedChange`).
///
/// ```swift
/// observation = view.observe(\.bounds, options: [.initial, .new]) { view, change in print(change.newValue as Any) }
/// ```
public struct NSKeyValueObservedChange<Value> {
  public let kind: NSKeyValueChange
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

/// A block-based key-value observation (Foundation's `NSKeyValueObservation`): with `.initial`, the handler
/// is called once with the current value; later changes are not seen (no Objective-C runtime).
///
/// ```swift
/// observation?.invalidate()
/// ```
public final class NSKeyValueObservation: NSObject {
  /// Ends the observation.
  public func invalidate() {}
}

/// The types `observe(_:options:changeHandler:)` is available on (Foundation's `_KeyValueCodingAndObserving`).
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes `keyPath`: with `.initial` the handler is called now with the current value; later changes
  /// are not seen (Plumb has no Objective-C runtime).
  ///
  /// ```swift
  /// observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, change in resize(change.newValue) }
  /// ```
  public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                             changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                   oldValue: nil, indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation()
  }
}
