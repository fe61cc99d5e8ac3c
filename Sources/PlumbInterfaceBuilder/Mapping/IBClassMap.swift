import Foundation
import PlumbJSON
import PlumbLayout

/// What Plumb should take a `customClass` for: the UIKit element it behaves like (a `<view
/// customClass="MarqueeLabel">` that is a UILabel subclass) and, UIKit-style, its intrinsic content size
/// (what the class's `intrinsicContentSize` returns; `null` on an axis is `UIView.noIntrinsicMetric`).
/// Interface Builder records only the class name, so without a map such views are plain views.
///
/// A class map is a JSON object keyed by class name (the module prefix, `Module.Class`, may be left out):
///
/// ```json
/// {
///   "MarqueeLabel": { "kind": "label" },
///   "CircleMaskView": { "intrinsicSize": { "width": 50, "height": 50 } },
///   "ProgressRing": { "kind": "activityIndicatorView", "intrinsicSize": { "width": 44, "height": null } }
/// }
/// ```
///
/// ```swift
/// let map = try IBClassMap.load(path: "PlumbClasses.json")
/// let imported = IBSceneBuilder(document: document, root: root, classMap: map).build()
/// ```
public struct IBClassMap: Sendable, Hashable {
  /// One class's entry.
  public struct Entry: Sendable, Hashable {
    /// The IB element name the class behaves as (`label`, `button`, `switch`, `imageView`, …), or `nil` to
    /// keep the element's own.
    public var kind: String?
    /// The intrinsic content size; `nil` per axis means none (UIKit's `noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public init(kind: String? = nil, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil) {
      self.kind = kind; self.intrinsicWidth = intrinsicWidth; self.intrinsicHeight = intrinsicHeight
    }
  }

  /// The element names a class may behave as: UIKit views the importer maps.
  public static let kinds: Set<String> = IBControls.kinds.union(["view", "label", "imageView"])

  public var entries: [String: Entry]
  public init(entries: [String: Entry] = [:]) { self.entries = entries }

  /// The entry for a `customClass` (and `customModule`): `Module.Class` first, then `Class`.
  ///
  /// ```swift
  /// map.entry(forClass: "MarqueeLabel", module: "MarqueeLabel")?.kind   // "label"
  /// ```
  public func entry(forClass name: String, module: String? = nil) -> Entry? {
    if let module, let entry = entries["\(module).\(name)"] { return entry }
    return entries[name]
  }

  /// Reads a class map file; errors name the file and the JSON path (`$.MarqueeLabel.kind`).
  public static func load(path: String) throws -> IBClassMap {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw IBError("cannot read the class map", at: Layout.SourceLocation(file: path))
    }
    return try parse(data: data, file: path)
  }

  /// Parses class-map JSON (`file` names it in errors, with the line, column and JSON path).
  public static func parse(data: Data, file: String = "class map") throws -> IBClassMap {
    func fail(_ path: String, _ value: JSONValue, _ message: String) -> IBError {
      IBError(message, at: Layout.SourceLocation(file: file, path: path, line: value.line, column: value.column))
    }
    func fail(_ path: String, key member: JSONValue.Member, _ message: String) -> IBError {
      IBError(message, at: Layout.SourceLocation(file: file, path: path, line: member.keyLine, column: member.keyColumn))
    }
    let classes: JSONValue
    do { classes = try JSONReader.parse(bytes: Array(data), strict: true) } catch {
      throw IBError("not JSON: \(error.kind.message)", at: Layout.SourceLocation(file: file, path: "$", line: error.line, column: error.column))
    }
    guard let members = classes.object else { throw fail("$", classes, "a class map is an object keyed by class name") }
    var entries: [String: Entry] = [:]
    for member in members {
      let path = "$.\(member.key)"
      guard let fields = member.value.object else {
        throw fail(path, member.value, "an entry is an object with 'kind' and/or 'intrinsicSize'")
      }
      var entry = Entry()
      for field in fields {
        switch field.key {
        case "kind":
          guard let kind = field.value.string, kinds.contains(kind) else {
            throw fail("\(path).kind", field.value, "'kind' is one of \(kinds.sorted().joined(separator: ", "))")
          }
          entry.kind = kind
        case "intrinsicSize":
          guard let size = field.value.object else {
            throw fail("\(path).intrinsicSize", field.value, "'intrinsicSize' is an object with 'width' and 'height' (a number or null)")
          }
          for length in size {
            let axis = length.key
            guard axis == "width" || axis == "height" else {
              throw fail("\(path).intrinsicSize.\(axis)", key: length, "unknown axis '\(axis)' (width or height)")
            }
            var number: Double?
            if !length.value.isNull {
              guard let value = length.value.number, value >= 0 else {
                throw fail("\(path).intrinsicSize.\(axis)", length.value, "a size is a number ≥ 0 or null (no intrinsic metric)")
              }
              number = value
            }
            if axis == "width" { entry.intrinsicWidth = number } else { entry.intrinsicHeight = number }
          }
        default:
          throw fail("\(path).\(field.key)", key: field, "unknown field '\(field.key)' (kind, intrinsicSize)")
        }
      }
      entries[member.key] = entry
    }
    return IBClassMap(entries: entries)
  }
}
