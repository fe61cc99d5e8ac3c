import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// An `Encodable` value as pretty-printed JSON with sorted keys, in a `.json` reference.
  ///
  /// ```swift
  /// struct User: Encodable { let id: Int, name: String }
  /// assertSnapshot(of: User(id: 1, name: "Blobby"), as: .json)
  /// // {
  /// //   "id" : 1,
  /// //   "name" : "Blobby"
  /// // }
  /// ```
  public static var json: Snapshotting {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return .json(encoder)
  }

  /// An `Encodable` value as `encoder` writes it, in a `.json` reference. A value the encoder refuses is
  /// snapshotted as the error's description, so the assertion fails with it.
  ///
  /// ```swift
  /// let encoder = JSONEncoder(); encoder.dateEncodingStrategy = .iso8601
  /// assertSnapshot(of: event, as: .json(encoder))
  /// ```
  public static func json(_ encoder: JSONEncoder) -> Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
      do { return String(decoding: try encoder.encode(value), as: UTF8.self) } catch { return "\(error)" }
    }
  }
}

extension Snapshotting where Value: Encodable, Format == String {
  /// An `Encodable` value as an XML property list, in a `.plist` reference.
  ///
  /// ```swift
  /// assertSnapshot(of: settings, as: .plist)
  /// ```
  public static var plist: Snapshotting {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return .plist(encoder)
  }

  /// An `Encodable` value as `encoder` writes it, in a `.plist` reference (a value the encoder refuses is
  /// snapshotted as the error's description).
  ///
  /// ```swift
  /// let encoder = PropertyListEncoder(); encoder.outputFormat = .xml
  /// assertSnapshot(of: settings, as: .plist(encoder))
  /// ```
  public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
    Snapshotting(pathExtension: "plist", diffing: .lines) { value in
      do { return String(decoding: try encoder.encode(value), as: UTF8.self) } catch { return "\(error)" }
    }
  }
}

extension Snapshotting where Format == String {
  /// A JSON object (as `JSONSerialization` reads one: dictionaries, arrays, strings, numbers, `NSNull`)
  /// pretty-printed with sorted keys, in a `.json` reference; a value that is not one is snapshotted as a
  /// message saying so, so the assertion fails with it.
  ///
  /// ```swift
  /// let any = try JSONSerialization.jsonObject(with: data)
  /// assertSnapshot(of: any, as: .json)
  /// ```
  public static var json: Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { value in
      guard JSONSerialization.isValidJSONObject(value),
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
      else { return "not a JSON object: \(value)" }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
