import PlumbLayout

/// Why an Interface Builder file could not be read, or a root could not be found, with its place:
/// `Main.storyboard:3:1: DOCTYPE declarations are refused …`, `Main.storyboard: no root 'Foo' (roots: …)`.
///
/// ```swift
/// do { _ = try IBDocument.load(path: "Main.storyboard") }
/// catch let error as IBError { print(error) }
/// ```
public struct IBError: Error, Sendable, CustomStringConvertible {
  public var place: Layout.SourceLocation
  public var message: String
  /// The file does not exist (`plumb` exits 66 for it, 65 for every other problem).
  public var isMissingInput = false
  public init(_ message: String, at place: Layout.SourceLocation) { self.message = message; self.place = place }
  /// The error for a file that does not exist.
  public static func missing(_ file: String) -> IBError {
    var error = IBError("no such file", at: Layout.SourceLocation(file: file))
    error.isMissingInput = true
    return error
  }
  public var description: String { "\(place): \(message)" }
}

/// Something of the file that Plumb does not understand or draws differently, naming the element and
/// its line: `Main.storyboard:41:21: <mapView id="Xy1-…">: drawn as a plain view`.
///
/// ```swift
/// for warning in imported.warnings { print("warning: \(warning)") }
/// ```
public struct IBWarning: Sendable, Hashable, CustomStringConvertible {
  public var place: Layout.SourceLocation
  /// The element's name (`mapView`) and IB id when it has one.
  public var element: String
  public var message: String
  public init(place: Layout.SourceLocation, element: String, message: String) {
    self.place = place; self.element = element; self.message = message
  }
  public var description: String { "\(place): <\(element)>: \(message)" }
}
