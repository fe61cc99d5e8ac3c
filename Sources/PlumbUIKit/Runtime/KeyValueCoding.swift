import Foundation

extension NSObject {
  /// Sets the property at `keyPath` by name (Foundation's key-value coding). Plumb has no Objective-C runtime
  /// to find a property by name, so the value is ignored; the call is accepted so iOS code that tunes a
  /// private property (a blur's radius) compiles and runs, as `addObserver(_:forKeyPath:options:context:)` is.
  ///
  /// ```swift
  /// blurEffect.setValue(5, forKeyPath: "blurRadius")   // no effect in Plumb
  /// ```
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {}
}
