import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view (WebKit's `WKWebView`): Linux has no WebKit for UIKit code, so Plumb's web view loads nothing
/// and draws as a plain view of its background colour (white), laid out like any view (no intrinsic size).
/// `load(_:)` and `loadHTMLString(_:baseURL:)` keep what was asked for.
///
/// ```swift
/// let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// web.load(URLRequest(url: URL(string: "https://example.com")!))
/// web.url   // the requested URL
/// ```
@preconcurrency @MainActor
open class WKWebView: UIView {
  /// The configuration the view was made with.
  ///
  /// ```swift
  /// web.configuration.allowsInlineMediaPlayback
  /// ```
  public let configuration: WKWebViewConfiguration
  /// The last URL asked for.
  ///
  /// ```swift
  /// web.url?.host
  /// ```
  open private(set) var url: URL?
  /// The page title (none: nothing loads).
  ///
  /// ```swift
  /// web.title
  /// ```
  open var title: String? { nil }
  /// Whether a page is loading (never).
  ///
  /// ```swift
  /// web.isLoading   // false
  /// ```
  open var isLoading: Bool { false }
  /// The load progress (0: nothing loads).
  ///
  /// ```swift
  /// web.estimatedProgress
  /// ```
  open var estimatedProgress: Double { 0 }
  /// Whether the view can go back (never).
  ///
  /// ```swift
  /// web.canGoBack
  /// ```
  open var canGoBack: Bool { false }
  /// Whether the view can go forward (never).
  ///
  /// ```swift
  /// web.canGoForward
  /// ```
  open var canGoForward: Bool { false }
  /// Whether swipes navigate (kept).
  ///
  /// ```swift
  /// web.allowsBackForwardNavigationGestures = true
  /// ```
  open var allowsBackForwardNavigationGestures = false
  /// The page's scroll view.
  ///
  /// ```swift
  /// web.scrollView.contentInsetAdjustmentBehavior = .never
  /// ```
  public let scrollView = UIScrollView()
  /// The navigation delegate (kept; never called).
  ///
  /// ```swift
  /// web.navigationDelegate = self
  /// ```
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// The UI delegate (kept; never called).
  ///
  /// ```swift
  /// web.uiDelegate = self
  /// ```
  open weak var uiDelegate: AnyObject?

  /// A web view with `configuration` (white, as WebKit's).
  ///
  /// ```swift
  /// WKWebView(frame: bounds, configuration: WKWebViewConfiguration())
  /// ```
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
    backgroundColor = .white
  }
  /// A web view with the default configuration.
  ///
  /// ```swift
  /// WKWebView(frame: bounds)
  /// ```
  public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
  /// Plumb reads no archives; this exists so subclasses can declare it.
  ///
  /// ```swift
  /// required init?(coder: NSCoder) { fatalError() }
  /// ```
  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(coder: coder)
  }

  /// Asks for `request`'s page (kept; nothing loads).
  ///
  /// ```swift
  /// web.load(URLRequest(url: url))
  /// ```
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? { url = request.url; return nil }
  /// Asks for `string` as a page (kept; nothing loads).
  ///
  /// ```swift
  /// web.loadHTMLString("<h1>Hi</h1>", baseURL: nil)
  /// ```
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return nil }
  /// Reloads (nothing).
  ///
  /// ```swift
  /// web.reload()
  /// ```
  @discardableResult
  open func reload() -> WKNavigation? { nil }
  /// Stops loading (nothing).
  ///
  /// ```swift
  /// web.stopLoading()
  /// ```
  open func stopLoading() {}
  /// Goes back (nothing).
  ///
  /// ```swift
  /// web.goBack()
  /// ```
  @discardableResult
  open func goBack() -> WKNavigation? { nil }
  /// Goes forward (nothing).
  ///
  /// ```swift
  /// web.goForward()
  /// ```
  @discardableResult
  open func goForward() -> WKNavigation? { nil }
  /// Runs JavaScript: fails, Linux has no JavaScript engine for pages.
  ///
  /// ```swift
  /// web.evaluateJavaScript("document.title") { result, error in }
  /// ```
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
    completionHandler?(nil, WKError.javaScriptUnavailable)
  }
}

/// The settings a web view is made with (WebKit's `WKWebViewConfiguration`; kept).
///
/// ```swift
/// let configuration = WKWebViewConfiguration()
/// configuration.allowsInlineMediaPlayback = true
/// ```
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
  /// Whether video plays inline (kept).
  ///
  /// ```swift
  /// configuration.allowsInlineMediaPlayback = true
  /// ```
  open var allowsInlineMediaPlayback = false
}

/// A page load (WebKit's `WKNavigation`); Plumb starts none.
///
/// ```swift
/// let navigation: WKNavigation? = web.load(request)   // nil
/// ```
@preconcurrency @MainActor
open class WKNavigation: NSObject {}

/// Why a web view failed (Plumb's stand-in for WebKit's errors).
///
/// ```swift
/// if case WKError.javaScriptUnavailable = error { … }
/// ```
public enum WKError: Error, Sendable {
  /// Linux has no JavaScript engine for web views.
  case javaScriptUnavailable
}
