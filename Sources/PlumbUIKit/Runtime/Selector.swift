import Foundation

/// A method named as Objective-C names it (Swift's `Selector`), without an Objective-C runtime: the
/// Objective-C name, and — where the method could be named in Swift — a typed reference to it, so that
/// target–action, gesture recognizers, notification observers and `perform(_:)` call the method.
///
/// `plumb adapt` turns `#selector(didTap(_:))` inside a type into `Selector("didTap:", Self.didTap(_:))`;
/// a selector made from a name alone (`Selector("didTap:")`, `#selector(getter: UIView.frame)`) compares
/// and prints like UIKit's but calls nothing.
///
/// ```swift
/// button.addTarget(self, action: Selector("save", Self.save), for: .touchUpInside)
/// button.actions(forTarget: self, forControlEvent: .touchUpInside)   // ["save"]
/// button.sendActions(for: .touchUpInside)                           // calls self.save()
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C name (`didTap:`, `tableView:didSelectRowAtIndexPath:`).
  public let name: String
  let method: Method?

  /// A typed method reference: calls the method on a target of the right class with what the caller
  /// passes (a sender, then an event), and says whether it could.
  struct Method: @unchecked Sendable {
    let accepts: (AnyObject) -> Bool
    let call: (AnyObject, Any?, Any?) -> Bool
  }

  /// A selector from its Objective-C name alone (`NSSelectorFromString`): it names, compares and hashes,
  /// and calls nothing.
  ///
  /// ```swift
  /// let name = Selector("reloadData")
  /// ```
  public init(_ name: String) { self.name = name; method = nil }

  /// A selector written as a string literal (`let action: Selector = "save"`).
  ///
  /// ```swift
  /// let action: Selector = "save"
  /// ```
  public init(stringLiteral value: String) { self.init(value) }

  /// A method without arguments (`#selector(save)`).
  ///
  /// ```swift
  /// Selector("save", Self.save)
  /// ```
  public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
    self.name = name
    self.method = Method(accepts: { $0 is Target }, call: { target, _, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    })
  }

  /// A method with one argument, the sender (`#selector(didTap(_:))`); a 1-argument name gets its colon.
  ///
  /// ```swift
  /// Selector("didTap", Self.didTap(_:)).name   // "didTap:"
  /// ```
  public init<Target: AnyObject, Argument, Result>(_ name: String, _ method: @escaping (Target) -> (Argument) -> Result) {
    self.name = Self.named(name, arguments: 1)
    self.method = Method(accepts: { $0 is Target }, call: { target, sender, _ in
      guard let target = target as? Target, let argument = Self.cast(sender, to: Argument.self) else { return false }
      _ = method(target)(argument)
      return true
    })
  }

  /// A method with two arguments, the sender and the event (`#selector(didTap(_:forEvent:))`).
  ///
  /// ```swift
  /// Selector("didTap:forEvent:", Self.didTap(_:forEvent:))
  /// ```
  public init<Target: AnyObject, First, Second, Result>(
    _ name: String, _ method: @escaping (Target) -> (First, Second) -> Result
  ) {
    self.name = Self.named(name, arguments: 2)
    self.method = Method(accepts: { $0 is Target }, call: { target, sender, event in
      guard let target = target as? Target, let first = Self.cast(sender, to: First.self),
        let second = Self.cast(event, to: Second.self)
      else { return false }
      _ = method(target)(first, second)
      return true
    })
  }

  /// A static or free function named by a selector: it names and compares, and calls nothing.
  ///
  /// ```swift
  /// Selector("shared", { () -> Int in 0 })
  /// ```
  /// (Disfavoured, so that a method of a main-actor class — a view, a controller — is taken by the
  /// method overloads above, which call it, rather than by this one.)
  @_disfavoredOverload
  public init<each Argument, Result>(_ name: String, _ function: @escaping (repeat each Argument) -> Result) {
    self.init(name)
  }

  /// The Objective-C name, as `NSStringFromSelector` gives it.
  public var description: String { name }

  /// Whether `target` has the method (its class is the one the method was named on, or a subclass).
  public func isImplemented(by target: AnyObject) -> Bool { method?.accepts(target) ?? false }

  /// Calls the method on `target` with `sender` (and `event` for two-argument methods); false when the
  /// selector has no method or the target or arguments are not of its types.
  @discardableResult
  public func invoke(on target: AnyObject, with sender: Any? = nil, event: Any? = nil) -> Bool {
    method?.call(target, sender, event) ?? false
  }

  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `name` with a colon per argument when it has none (`didTap` → `didTap:`).
  static func named(_ name: String, arguments: Int) -> String {
    name.contains(":") ? name : name + String(repeating: ":", count: arguments)
  }

  /// `value` as `T`: an optional parameter also accepts nothing.
  static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
    if let value = value as? T { return value }
    if let value = value { return (Optional<Any>.some(value) as Any) as? T }
    return (Optional<Any>.none as Any) as? T
  }
}

/// The selector named by an Objective-C string (Foundation's `NSSelectorFromString`).
///
/// ```swift
/// NSSelectorFromString("reloadData") == Selector("reloadData")   // true
/// ```
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's Objective-C name (Foundation's `NSStringFromSelector`).
///
/// ```swift
/// NSStringFromSelector(Selector("save"))   // "save"
/// ```
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
