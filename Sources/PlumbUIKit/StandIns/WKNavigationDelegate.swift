import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a web view tells about its page loads (WebKit's `WKNavigationDelegate`). Every requirement is
/// optional in WebKit, so each has a default here. Plumb's web view loads nothing, so it calls none of them.
///
/// ```swift
/// final class Blocker: NSObject, WKNavigationDelegate {
///   func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
///                decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.cancel) }
/// }
/// ```
@preconcurrency @MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
  /// Whether to follow a link or load.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  /// Whether to show a response.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
  /// A load started.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  /// Content started arriving.
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  /// A load finished.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  /// A load failed after it was committed.
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
  /// A load failed before it was committed.
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
  /// The page's process ended.
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  /// WebKit's default: allow.
  ///
  /// ```swift
  /// delegate.webView(web, decidePolicyFor: action) { policy in }   // .allow
  /// ```
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
  /// WebKit's default: allow.
  ///
  /// ```swift
  /// delegate.webView(web, decidePolicyFor: response) { policy in }   // .allow
  /// ```
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) { decisionHandler(.allow) }
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webView(web, didStartProvisionalNavigation: nil)
  /// ```
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webView(web, didCommit: nil)
  /// ```
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webView(web, didFinish: nil)
  /// ```
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webView(web, didFail: nil, withError: error)
  /// ```
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webView(web, didFailProvisionalNavigation: nil, withError: error)
  /// ```
  public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
  /// Nothing, by default.
  ///
  /// ```swift
  /// delegate.webViewWebContentProcessDidTerminate(web)
  /// ```
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// A request to load, with what caused it (WebKit's `WKNavigationAction`).
///
/// ```swift
/// if navigationAction.navigationType == .linkActivated { decisionHandler(.cancel) }
/// ```
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
  /// The request to load.
  ///
  /// ```swift
  /// navigationAction.request.url
  /// ```
  open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
  /// What caused the load.
  ///
  /// ```swift
  /// navigationAction.navigationType == .linkActivated
  /// ```
  open var navigationType: WKNavigationType { .other }
}

/// What caused a load (WebKit's `WKNavigationType`).
///
/// ```swift
/// navigationAction.navigationType == .formSubmitted
/// ```
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
  case other = -1
}

/// Whether to load (WebKit's `WKNavigationActionPolicy`).
///
/// ```swift
/// decisionHandler(.cancel)
/// ```
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0, allow, download
}

/// A response to show or not (WebKit's `WKNavigationResponse`).
///
/// ```swift
/// navigationResponse.canShowMIMEType
/// ```
@preconcurrency @MainActor
open class WKNavigationResponse: NSObject {
  /// Whether the web view can show the response's type.
  ///
  /// ```swift
  /// navigationResponse.canShowMIMEType
  /// ```
  open var canShowMIMEType: Bool { true }
}

/// Whether to show a response (WebKit's `WKNavigationResponsePolicy`).
///
/// ```swift
/// decisionHandler(.allow)
/// ```
public enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel = 0, allow, download
}
