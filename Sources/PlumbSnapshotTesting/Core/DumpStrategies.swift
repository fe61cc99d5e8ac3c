import Foundation

extension Snapshotting where Format == String {
  /// A value's `String(describing:)` text, in a `.txt` reference.
  ///
  /// ```swift
  /// assertSnapshot(of: user, as: .description)
  /// // User(bio: "Blobbed around the world.", id: 1, name: "Blobby")
  /// ```
  public static var description: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { String(describing: $0) }
  }

  /// A value's structure as swift-snapshot-testing dumps it, in a `.txt` reference: like Swift's `dump`,
  /// with no memory addresses, the children of dictionaries, sets, structures and classes sorted, and a
  /// class met again on its own path marked as a circular reference. Types choose their own text with
  /// `AnySnapshotStringConvertible`.
  ///
  /// ```swift
  /// assertSnapshot(of: user, as: .dump)
  /// // ▿ User
  /// //   - bio: "Blobbed around the world."
  /// //   - id: 1
  /// //   - name: "Blobby"
  /// ```
  public static var dump: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { StructureDump.text(of: $0) }
  }
}

/// A type with its own text in a `.dump` snapshot (swift-snapshot-testing's protocol): strings, characters,
/// data, dates, URLs and Foundation objects have one.
///
/// ```swift
/// extension Money: AnySnapshotStringConvertible {
///   var snapshotDescription: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol AnySnapshotStringConvertible {
  /// Whether the value's children are dumped below its text (default `false`).
  static var renderChildren: Bool { get }
  /// The value's text in a dump.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  public static var renderChildren: Bool { false }
}

extension String: AnySnapshotStringConvertible {
  /// The quoted, escaped string: `"Hello"`.
  public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
  /// The quoted, escaped text.
  public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
  /// The quoted character: `"a"`.
  public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
  /// The byte count: `13 bytes`.
  public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
  /// The address: `https://www.pointfree.co`.
  public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
  /// The instant in UTC, to the second: `2001-01-01T00:00:00Z`.
  public var snapshotDescription: String { StructureDump.dateText(self) }
}

extension NSObject: AnySnapshotStringConvertible {
  /// The object's `debugDescription` with its memory addresses taken out.
  public var snapshotDescription: String { StructureDump.withoutAddresses(debugDescription) }
}

/// The text of a `.dump` snapshot: one line per value, two spaces deeper per level, `▿` before a value
/// with children and `-` before one without.
///
/// ```swift
/// StructureDump.text(of: [1, 2])
/// // ▿ 2 elements
/// //   - 1
/// //   - 2
/// ```
enum StructureDump {
  static func text(of value: Any) -> String { dump(value, label: nil, depth: 0, path: []) }

  private static func dump(_ value: Any, label: String?, depth: Int, path: Set<ObjectIdentifier>) -> String {
    let mirror = Mirror(reflecting: value)
    var children = Array(mirror.children)
    let count = children.count
    let prefix = String(repeating: " ", count: depth) + "\(count == 0 ? "-" : "▿") " + (label.map { "\($0): " } ?? "")
    var path = path
    let typeName = String(describing: mirror.subjectType).replacingOccurrences(
      of: " #\\d+", with: "", options: .regularExpression)
    var text: String
    switch (value, mirror.displayStyle) {
    case (_, .collection?):
      text = count == 1 ? "1 element" : "\(count) elements"
    case (_, .dictionary?):
      text = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
      children = sorted(children, path: path)
    case (_, .set?):
      text = count == 1 ? "1 member" : "\(count) members"
      children = sorted(children, path: path)
    case (_, .tuple?):
      text = count == 1 ? "(1 element)" : "(\(count) elements)"
    case (_, .optional?):
      text = count == 0 ? "\(typeName).none" : typeName
    case (let convertible as AnySnapshotStringConvertible, _):
      guard type(of: convertible).renderChildren else {
        return String(repeating: " ", count: depth) + "- " + (label.map { "\($0): " } ?? "") + convertible.snapshotDescription + "\n"
      }
      text = convertible.snapshotDescription
    case (let convertible as CustomStringConvertible, _):
      text = convertible.description
    case (_, .class?):
      let object = ObjectIdentifier(value as AnyObject)
      if path.contains(object) {
        return String(repeating: " ", count: depth) + "\(count == 0 ? "-" : "▿") \(label ?? "value") (circular reference detected)\n"
      }
      path.insert(object)
      text = typeName
      children = sorted(children, path: path)
    case (_, .struct?):
      text = typeName
      children = sorted(children, path: path)
    case (_, .enum?):
      text = count == 0 ? "\(typeName).\(value)" : typeName
    default:
      text = String(describing: value)
    }
    return prefix + text + "\n"
      + children.map { dump($0.value, label: $0.label, depth: depth + 2, path: path) }.joined()
  }

  /// Children in the order of their own dumps (as a labelled pair), so dictionaries, sets and stored
  /// properties come out the same in every run.
  private static func sorted(_ children: [Mirror.Child], path: Set<ObjectIdentifier>) -> [Mirror.Child] {
    children.map { (child: $0, key: dump((label: $0.label, value: $0.value) as Any, label: nil, depth: 0, path: path)) }
      .sorted { $0.key < $1.key }.map(\.child)
  }

  /// `2001-01-01T00:00:00Z`-style text of a date in UTC.
  static func dateText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    let year = String(c.year ?? 0), paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
    return "\(paddedYear)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
  }

  /// `text` without `0x…` addresses (and the colon and spaces before one).
  static func withoutAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
  }
}
