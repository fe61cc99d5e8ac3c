import Foundation

extension Snapshotting where Value == Data, Format == Data {
  /// Bytes compared as they are, stored in a file without an extension (swift-snapshot-testing's `.data`).
  ///
  /// ```swift
  /// assertSnapshot(of: Data("hello".utf8), as: .data)
  /// ```
  public static var data: Snapshotting {
    Snapshotting(pathExtension: nil, diffing: .data)
  }
}

extension Diffing where Value == Data {
  /// Bytes that must be equal; the message gives both sizes when they differ in length.
  ///
  /// ```swift
  /// Diffing<Data>.data.diff(Data([1]), Data([1, 2]))?.0   // "Expected 2 bytes to match 1 bytes"
  /// ```
  public static var data: Diffing<Data> {
    Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard reference != actual else { return nil }
      let message = reference.count == actual.count
        ? "Expected data to match"
        : "Expected \(actual) to match \(reference)"
      return (message, [])
    }
  }
}
