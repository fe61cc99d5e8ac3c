import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
  /// The request as text: method and URL (query items sorted), the headers sorted, then the body
  /// (swift-snapshot-testing's `.raw`).
  ///
  /// ```swift
  /// assertSnapshot(of: URLRequest(url: URL(string: "https://example.com/?b=2&a=1")!), as: .raw)
  /// // GET https://example.com/?a=1&b=2
  /// ```
  public static var raw: Snapshotting { .raw(pretty: false) }

  /// The request as text, with a JSON body pretty-printed (keys sorted) when `pretty` is set.
  ///
  /// ```swift
  /// assertSnapshot(of: request, as: .raw(pretty: true))
  /// ```
  public static func raw(pretty: Bool) -> Snapshotting {
    SimplySnapshotting.lines.pullback { (request: URLRequest) in
      let target = request.url.flatMap(RequestText.sortingQuery)?.absoluteString ?? "(null)"
      var lines = ["\(request.httpMethod ?? "GET") \(target)"]
      lines += (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
      if let body = request.httpBody {
        lines.append("\n" + ((pretty ? RequestText.prettyJSON(body) : nil) ?? String(decoding: body, as: UTF8.self)))
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The request as a `curl` command line, one option per line (swift-snapshot-testing's `.curl`).
  ///
  /// ```swift
  /// assertSnapshot(of: request, as: .curl)
  /// // curl \
  /// //   --request POST \
  /// //   "https://example.com/items"
  /// ```
  public static var curl: Snapshotting {
    SimplySnapshotting.lines.pullback { (request: URLRequest) in
      var parts = ["curl"]
      switch request.httpMethod ?? "GET" {
      case "GET": break
      case "HEAD": parts.append("--head")
      case let method: parts.append("--request \(method)")
      }
      let headers = request.allHTTPHeaderFields ?? [:]
      for field in headers.keys.sorted() where field != "Cookie" {
        parts.append("--header \"\(field): \(RequestText.quoted(headers[field]!))\"")
      }
      if let data = request.httpBody, let body = String(data: data, encoding: .utf8) {
        let escaped = body.replacingOccurrences(of: "\\\"", with: "\\\\\"")
        parts.append("--data \"\(RequestText.quoted(escaped))\"")
      }
      if let cookie = headers["Cookie"] { parts.append("--cookie \"\(RequestText.quoted(cookie))\"") }
      let target = request.url.flatMap(RequestText.sortingQuery)?.absoluteString ?? "(null)"
      parts.append("\"\(target)\"")
      return parts.joined(separator: " \\\n\t")
    }
  }
}

/// The pieces of a request's text that both request strategies share.
enum RequestText {
  /// `url` with its query items in name order (so equal requests print alike).
  static func sortingQuery(_ url: URL) -> URL? {
    guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    if let items = parts.queryItems { parts.queryItems = items.sorted { $0.name < $1.name } }
    return parts.url
  }

  /// A JSON body re-encoded with indentation and sorted keys, or `nil` when it is not JSON.
  static func prettyJSON(_ body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Text for inside double quotes on a shell line.
  static func quoted(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
}
